#!/usr/bin/env python3
"""Questions and gold answers for bestbuy-phones, computed from the RAW records
(raw_bestbuy_phones_top2000.json) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the record loader, the SKU parse and the naming rule are reused.

Most shopper questions here are about features that only the marketing description states
(waterproof, kickstand, fingerprint sensor, microSD slot, tempered glass, two USB ports, ...).
Those questions read the product's name and description with an explicit rule per question (a
few names say it too: "... Waterproof Case ..."); every product in the question's scope whose
text the rule (or its near-miss pattern) touches gets a recorded decision with its reason
(reading_decisions.json). A match that the text negates ("not
waterproof", "without Bluetooth", "anti-fingerprint") is a no; OVERRIDES lists the descriptions
where the rule's literal match was read otherwise, with the reason.

Fourth batch (phones-083..094), readings of shopper words: "phones" = the phone groups (`phone`);
"on sprint" = "Sprint" in the name (the carrier is in the name: "(Sprint)"); "between 500 and 700
dollars" = 500 <= price <= 700; "car charger" = a charger in Car Chargers or named for a vehicle /
car (as "Belkin car chargers", batch 1); "fast charging" (prose, READING key "fast-charging") = the
description names a fast-charging technology (Quick Charge, Adaptive Fast Charging) or says it
charges faster than standard chargers ("40 percent faster", "faster than conventional USB
chargers", "in a fraction of the time", "the fastest charging"); a generic speed word alone ("fast
replenishment" of a 5W/1A charger, "quick recharging", "rapidly recharge", "efficient charging") is
not; "under $30" = price < 30; "iphone cases" = a case (`case`) with iPhone in the name; "most
popular" = highest popularity score; "top 3" = the 3 best plus any product tied with the 3rd; "phone
with 32gb" = a phone with 32GB in the name; "iphone 7 plus cases" = a case with "iPhone 7 Plus" in the
name; "unlocked" = All Unlocked Cell Phones; "BLU" = brand BLU; "moto z" = the Motorola Moto Z (not
Z Play / Z Droid); "more people buy" = higher popularity; "apple watch bands" = Smartwatch Bands with
"Apple Watch" in the name; "other than the platinum brand" = brand not Platinum; "pixel 2" = a phone
with "Pixel 2" in the name; "prepaid phone from boost or virgin" = All Prepaid Phones with brand
Boost Mobile or Virgin Mobile; comparisons name one product each (asserted), and a tie returns every
tied product.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import clean, load, names, sku

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)


def name(r):
    return NAME[sku(r)]


def plain(s):
    """Lower case without the ® and ™ marks the source puts in names and brands."""
    return s.replace("®", "").replace("™", "").lower()


def cats(r):
    return r["categories"]


def in_cat(r, c):
    return c in cats(r)


def brand(r, b):
    """Brand, case-insensitively ('OtterBox' and 'Otterbox' are both in the source)."""
    return plain(clean(r["brand"])) == b.lower()


def named(r, s):
    return s.lower() in plain(name(r))


PHONE_PATHS = {"Unlocked Cell Phones", "All Cell Phones with Plans", "Prepaid Phones", "iPhone", "Refurbished Phones"}


def phone(r):
    """A handset: the second level of the source path is one of the phone groups (not accessories,
    minutes, hotspots)."""
    return len(cats(r)) > 1 and cats(r)[1] in PHONE_PATHS


def unlocked(r):
    return in_cat(r, "All Unlocked Cell Phones")


NOT_A_CASE = re.compile(r"projector|camera|pocket fan|mirror ball|screen protector", re.I)


def case(r):
    """Phone cases: the source's case categories ('Cell Phone Cases & Clips', 'iPhone Cases & Clips',
    'iPhone 7 Plus Cases', ...) less the few other things filed there (Moto Mod projector and camera,
    pocket fans, a disco ball, a screen protector); battery cases filed under chargers are not
    included."""
    return (any(c in ("Cell Phone Cases & Clips", "iPhone Cases & Clips") or re.fullmatch(r"iPhone .* Cases", c)
                for c in cats(r))
            and not NOT_A_CASE.search(name(r)))


def screen_protector(r):
    return any("Screen Protectors" in c for c in cats(r)) or named(r, "screen protector")


def charger(r):
    return named(r, "charg") or any("Charg" in c for c in cats(r))


def headset(r):
    return any("Headsets" in c for c in cats(r))


def watch_band(r):
    return in_cat(r, "Smartwatch Bands")


def price(r):
    return float(r["price"])


def pop(r):
    return int(r["popularity"])


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    items = [name(r) for r in rows]
    if answer is None:
        answer = "; ".join(items) if items else "No product in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items})


def where(f):
    return [r for r in ROWS if f(r)]


def argmin(rows, key):
    best = min(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def argmax(rows, key):
    best = max(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def one(f):
    rows = where(f)
    assert len(rows) == 1, [name(r) for r in rows]
    return rows[0]


# --- simple filters -------------------------------------------------------------------------
q("Show me the Huawei phones", "Simple Filter", where(lambda r: brand(r, "Huawei") and phone(r)))
q("refurbished phones", "Simple Filter", where(lambda r: in_cat(r, "Refurbished Phones")))
q("Do you sell selfie sticks?", "Simple Filter", where(lambda r: in_cat(r, "Selfie-Sticks")))
q("Tile trackers", "Simple Filter", where(lambda r: brand(r, "Tile")))
q("What ZTE phones do you carry?", "Simple Filter", where(lambda r: phone(r) and named(r, "ZTE")))

# --- multi-condition ------------------------------------------------------------------------
q("unlocked Samsung phones under $500", "Multi-Condition Queries",
  where(lambda r: unlocked(r) and named(r, "Samsung") and price(r) < 500))
q("OtterBox cases for the iPhone 7 Plus", "Multi-Condition Queries",
  where(lambda r: brand(r, "OtterBox") and case(r) and named(r, "iPhone 7 Plus")))
q("prepaid phones between $50 and $100", "Multi-Condition Queries",
  where(lambda r: in_cat(r, "All Prepaid Phones") and 50 <= price(r) <= 100))
q("LifeProof cases under $80", "Multi-Condition Queries",
  where(lambda r: brand(r, "LifeProof") and case(r) and price(r) < 80))
q("Apple Watch bands for less than 30 dollars", "Multi-Condition Queries",
  where(lambda r: watch_band(r) and named(r, "Apple Watch") and price(r) < 30))
q("Motorola unlocked phones under 200 bucks", "Multi-Condition Queries",
  where(lambda r: unlocked(r) and brand(r, "Motorola") and price(r) < 200))
q("Belkin car chargers", "Multi-Condition Queries",
  where(lambda r: brand(r, "Belkin") and charger(r) and (in_cat(r, "Car Chargers") or named(r, "vehicle") or named(r, "car "))))
q("kate spade iPhone 7 cases under $50", "Multi-Condition Queries",
  where(lambda r: brand(r, "kate spade new york") and case(r) and named(r, "iPhone 7") and price(r) < 50))
q("refurbished iPhones under $200", "Multi-Condition Queries",
  where(lambda r: in_cat(r, "Refurbished Phones") and named(r, "iPhone") and price(r) < 200))

# --- inverse --------------------------------------------------------------------------------
q("Which refurbished phones are not iPhones?", "Inverse Queries",
  where(lambda r: in_cat(r, "Refurbished Phones") and not named(r, "iPhone")))
q("prepaid phones that aren't from Boost Mobile", "Inverse Queries",
  where(lambda r: in_cat(r, "All Prepaid Phones") and not brand(r, "Boost Mobile")))
q("screen protectors not made by ZAGG", "Inverse Queries",
  where(lambda r: in_cat(r, "Screen Protectors") and not brand(r, "ZAGG")))
q("Which smartwatch bands are not for the Apple Watch?", "Inverse Queries",
  where(lambda r: watch_band(r) and not named(r, "Apple Watch")))
q("Bluetooth headsets that are not Jabra or Plantronics", "Inverse Queries",
  where(lambda r: headset(r) and named(r, "Bluetooth") and not brand(r, "Jabra") and not brand(r, "Plantronics")))

# --- superlative ----------------------------------------------------------------------------
q("cheapest unlocked phone", "Superlative", argmin(where(unlocked), price), is_list=False)
q("What's the most expensive phone case?", "Superlative", argmax(where(case), price), is_list=False)
q("most popular Samsung phone", "Superlative", argmax(where(lambda r: phone(r) and named(r, "Samsung")), pop),
  is_list=False)
q("priciest mophie product", "Superlative", argmax(where(lambda r: brand(r, "mophie")), price), is_list=False)
q("Which is the cheapest car charger?", "Superlative", argmin(where(lambda r: in_cat(r, "Car Chargers")), price),
  is_list=False)
q("Which Apple Watch band costs the most?", "Superlative",
  argmax(where(lambda r: watch_band(r) and named(r, "Apple Watch")), price))

# --- count ----------------------------------------------------------------------------------
rows = where(lambda r: brand(r, "Speck"))
q("How many Speck products do you have?", "Count", rows, answer=f"{len(rows)} Speck products.")
rows = where(lambda r: in_cat(r, "All Prepaid Phones"))
q("how many prepaid phones are there", "Count", rows, answer=f"{len(rows)} prepaid phones.")
rows = where(lambda r: screen_protector(r) and price(r) < 25)
q("How many screen protectors cost less than $25?", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: case(r) and named(r, "Galaxy S7 edge"))
q("How many Galaxy S7 edge cases are there?", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: brand(r, "mophie") and price(r) < 50)
q("how many mophie products are under $50", "Count", rows, answer=f"{len(rows)}.")

# --- comparison -----------------------------------------------------------------------------
a, b = one(lambda r: named(r, "Jabra - Eclipse")), one(lambda r: named(r, "Voyager Legend SE"))
assert price(a) != price(b)
q("Which is cheaper, the Jabra Eclipse or the Plantronics Voyager Legend SE?", "Comparison",
  [min((a, b), key=price)], is_list=False)
a, b = one(lambda r: name(r) == "Tile - Tile Mate Item Tracker"), one(lambda r: name(r) == "TrackR - bravo Item Tracker - Silver")
assert pop(a) != pop(b)
q("Which is more popular: the Tile Mate or the TrackR bravo?", "Comparison", [max((a, b), key=pop)], is_list=False)
a = one(lambda r: named(r, "PocketJuice Endurance 12000"))
b = one(lambda r: named(r, "Powerstation Plus 12,000"))
assert price(a) != price(b)
q("Tzumi PocketJuice Endurance 12000 vs mophie Powerstation Plus 12,000: which one costs more?", "Comparison",
  [max((a, b), key=price)], is_list=False)

# --- prose only -----------------------------------------------------------------------------
READING = {}
NEGATION = re.compile(r"\b(not|no|non|without|isn't|aren't|lacks?)\b[\w\s-]{0,12}$|anti-?$", re.I)
# (question key, SKU) -> (decision, reason) where the rule's literal match is read otherwise.
OVERRIDES = {
    ("screen-protector", "5578860"): (True, "“the built-in screen protection resists scratches”: a built-in screen protector"),
    ("kickstand", "5444300"): (False, "a Moto Mod projector filed under cases; its kickstand is the projector's, not a case's"),
    ("two-usb", "5385077"): (False, "one USB port plus a built-in Lightning cable: the port charges 2 devices together with the cable"),
    ("two-usb", "5386076"): (False, "one USB port plus a built-in 30-pin cable: the port charges 2 devices together with the cable"),
    ("two-usb", "5069900"): (False, "a Lightning cable on a keychain (two USB connectors), not a charger with USB ports"),
}


def read(key, scope, pattern, reason_yes, near=None, reason_no="the description does not state it"):
    """Decides per product in `scope`: yes when `pattern` matches the name or the description and the
    match is not negated; products matched only by the near-miss pattern `near` get a recorded no."""
    out = []
    for r in where(scope):
        text = f'{name(r)} — {clean(r["description"])}'
        m = next((m for m in re.finditer(pattern, text, re.I) if not NEGATION.search(text[max(0, m.start() - 20):m.start()])), None)
        neg = None if m else next(iter(re.finditer(pattern, text, re.I)), None)
        miss = None if (m or neg or not near) else re.search(near, text, re.I)
        if m:
            yes, reason = True, f"{reason_yes}: “{m.group(0)}”"
        elif neg:
            yes, reason = False, f"negated in the description: “{text[max(0, neg.start() - 20):neg.end()].strip()}”"
        elif miss:
            yes, reason = False, f"{reason_no} (near miss: “{miss.group(0)}”)"
        else:
            yes, reason = False, reason_no
        if (key, sku(r)) in OVERRIDES:
            yes, reason = OVERRIDES[(key, sku(r))]
        if m or neg or miss or (key, sku(r)) in OVERRIDES:
            READING.setdefault(key, {})[name(r)] = {"answer": yes, "reason": reason}
        if yes:
            out.append(r)
    return out


q("waterproof phone cases", "Prose Only",
  read("waterproof", case,
       r"water-?proof|watertight|submers\w+|submerg\w+|under ?water|(feet|\dm) of water|keeps? (out )?water"
       r"|water and dirt out|from (snow, )?water\b",
       "the name or description says waterproof / submersible / sealed against water",
       near=r"water[- ]resist|water-repellent|splash",
       reason_no="water-resistant or splash-proof only, not waterproof"))
q("phone cases with a kickstand", "Prose Only",
  read("kickstand", case, r"kick-?stand|\b(integrated|built-in|folding|flip-up) stand\b|into a stand|stand for hands-free",
       "the description names a kickstand / built-in stand",
       near=r"\bstand\b", reason_no="“stand” is a verb here (“stands up to”, “stand out”), not a kickstand"))
q("cases that come with a screen protector", "Prose Only",
  read("screen-protector", case, r"screen protector",
       "the description says the case has / includes a screen protector",
       near=r"screen protection|screenless",
       reason_no="screen protection from raised edges, a clear window or a screenless design; no screen protector"))
q("unlocked phones with a fingerprint sensor", "Prose Only",
  read("fingerprint", unlocked, r"fingerprint[- ](sensor|reader|scanner|recognition|sensing)",
       "the description names a fingerprint sensor/reader/scanner",
       near=r"fingerprint", reason_no="anti-fingerprint coating, not a sensor"))
q("unlocked phones with expandable storage", "Prose Only",
  read("expandable", unlocked, r"micro ?SD|expandable|expand (the )?(storage|memory)|memory card",
       "the description names a microSD slot / expandable storage"))
q("dual SIM phones", "Prose Only",
  read("dual-sim", phone, r"dual[- ]SIM|two SIM|2 SIM", "the description says it takes two SIM cards"))
q("tempered glass screen protectors", "Prose Only",
  read("tempered-glass", screen_protector, r"tempered[- ]glass",
       "the description says tempered glass", near=r"glass",
       reason_no="glass or glass-like material, tempered glass not stated"))
q("chargers with two USB ports", "Prose Only",
  read("two-usb", charger,
       r"(two|2|dual) USB (ports|outputs)|dual[- ]port|two ports|charge two USB|extra port|two devices simultaneously",
       "the description says two USB ports / outputs",
       near=r"(two|2) devices", reason_no="charges two devices but two USB ports are not stated"))
q("Bluetooth headsets with noise cancelling", "Prose Only",
  read("noise", headset, r"noise[- ](cancel\w*|reduction|suppression)|noise, wind and echo reduction|reduces environmental noise",
       "the description names noise cancellation / reduction", near=r"noise|wind"))
q("Speck cases under $50 with military-grade drop protection", "Prose Only",
  read("military", lambda r: brand(r, "Speck") and case(r) and price(r) < 50, r"military",
       "the description states military-grade / military-standard protection",
       near=r"drop", reason_no="drop protection without a military standard"))
q("water-resistant phones under $300", "Prose Only",
  read("water-resistant", lambda r: phone(r) and price(r) < 300,
       r"water[- ]?(resistant|repellent|proof)|water- and shock-resistant|waterproof",
       "the description says water-resistant / water-repellent / waterproof"))
q("unlocked phones that can shoot 4K video", "Prose Only",
  read("4k", unlocked, r"4K", "the description names 4K video"))
q("phones with an octa-core processor under $200", "Prose Only",
  read("octa-core", lambda r: phone(r) and price(r) < 200, r"octa-core|eight-core|8-core",
       "the description names an octa-core processor",
       near=r"(quad|dual|triple)-? ?core", reason_no="a quad/dual/triple-core processor"))

# --- no answer ------------------------------------------------------------------------------
q("Do you have any Nokia phones?", "No Answer", where(lambda r: named(r, "Nokia") or brand(r, "Nokia")))
q("phones under $10", "No Answer", where(lambda r: phone(r) and price(r) < 10))
q("solar powered phone chargers", "No Answer",
  read("solar", charger, r"solar", "the description says solar powered"))
q("OnePlus phones under $400", "No Answer", where(lambda r: phone(r) and named(r, "OnePlus") and price(r) < 400))


# === second batch (questions 51–66), written 2026-12-03 before any engine run on them ==========
# Same rules as above: explicit filters over the raw records; the two prose questions record a
# decision per product they touch (READING keys "screen-5.5" and "card-case").

POWER_BANK = re.compile(r"portable charger|power ?bank|power ?pack|external battery|battery pack|powerstation|power reserve",
                        re.I)
MAH = re.compile(r"(\d[\d,]*) ?-?mAh", re.I)


def power_bank(r):
    """A stand-alone battery pack, by its name; battery cases ('External Battery Case', in the case
    categories) are not power banks."""
    return bool(POWER_BANK.search(name(r))) and not case(r) and not named(r, "case")


def capacity(r):
    """Battery capacity in mAh: the number before 'mAh' in the name; when the name has none, the
    largest such number in the description (e.g. ChargeIt Slimline: 'a 10,000 mAh capacity');
    None when neither states it."""
    found = MAH.findall(name(r)) or MAH.findall(clean(r["description"]))
    return max(int(n.replace(",", "")) for n in found) if found else None


def cable_feet(r):
    """Cable length in feet from the name ("Insignia™ - ... 6' Lightning ..."); None when not stated
    (a 6\" cable is inches, not feet)."""
    m = re.search(r"(\d+(?:\.\d+)?)' ", name(r))
    return float(m.group(1)) if m else None


# --- multi-condition (batch 2) ---------------------------------------------------------------
q("power bank 10,000mah or more for less than $50", "Multi-Condition Queries",
  where(lambda r: power_bank(r) and (capacity(r) or 0) >= 10000 and price(r) < 50))
q("sony xperia phones between 300 and 500 dollars", "Multi-Condition Queries",
  where(lambda r: phone(r) and named(r, "Xperia") and 300 <= price(r) <= 500))
q("rose gold iphone 6s plus on sprint", "Multi-Condition Queries",
  where(lambda r: phone(r) and named(r, "iPhone 6s Plus") and named(r, "rose gold") and named(r, "(Sprint)")))
q("lightning cable at least 6 ft long under $30", "Multi-Condition Queries",
  where(lambda r: named(r, "Lightning") and named(r, "cable") and not named(r, "charger")
        and (cable_feet(r) or 0) >= 6 and price(r) < 30))

# --- inverse (batch 2) -----------------------------------------------------------------------
q("cheap unlocked phone under 50, anything but BLU", "Inverse Queries",
  where(lambda r: unlocked(r) and price(r) < 50 and not brand(r, "BLU")))
# "Insginia - USB Car Charger" is Insignia with its brand misspelt in the source: not Insignia is not it either.
q("car chargers, but not Insignia", "Inverse Queries",
  where(lambda r: in_cat(r, "Car Chargers") and not brand(r, "Insignia") and not brand(r, "Insginia")))

# --- superlative (batch 2) -------------------------------------------------------------------
q("what's the lowest priced iphone with 64gb?", "Superlative",
  argmin(where(lambda r: phone(r) and named(r, "iPhone") and named(r, "64GB")), price), is_list=False)
# "best selling" = Best Buy's popularity score (the only sales-like figure in the source).
q("best selling otterbox case?", "Superlative",
  argmax(where(lambda r: case(r) and brand(r, "OtterBox")), pop), is_list=False)

# --- count (batch 2) -------------------------------------------------------------------------
rows = where(lambda r: phone(r) and named(r, "Honor"))
q("how many honor phones do you guys have", "Count", rows, answer=f"{len(rows)} Honor phones.")
rows = where(lambda r: brand(r, "Insignia") and named(r, "wall charger"))
q("number of insignia wall chargers", "Count", rows, answer=f"{len(rows)}.")

# --- comparison (batch 2) --------------------------------------------------------------------
trio = [one(lambda r: named(r, "BlackBerry - Passport")), one(lambda r: named(r, "BlackBerry - PRIV")),
        one(lambda r: named(r, "BlackBerry - Z30"))]
assert len({price(r) for r in trio}) == 3
q("blackberry passport, priv or z30 - which one is cheapest?", "Comparison", [min(trio, key=price)], is_list=False)
a, b = one(lambda r: named(r, "weBoost - Drive 4G-S")), one(lambda r: named(r, "weBoost - Drive 4G-M"))
assert price(a) != price(b)
q("weboost drive 4g-s vs drive 4g-m, which costs more", "Comparison", [max((a, b), key=price)], is_list=False)
# "people buy more" = the higher popularity score.
a, b = one(lambda r: named(r, "Samsung - Gear VR")), one(lambda r: named(r, "Zeiss - VR One Plus"))
assert pop(a) != pop(b)
q("gear vr or the zeiss vr one plus, which one do people buy more?", "Comparison", [max((a, b), key=pop)],
  is_list=False)

# --- prose only (batch 2) --------------------------------------------------------------------
SCREEN = re.compile(r"(\d+(?:\.\d+)?)(?:-inch| inch(?:es)?\b|\")", re.I)
BIG_SCREEN = re.compile(r"\b(large|big|wide) (screen|display)", re.I)
# SKU -> (screen size read, reason) where the description's number is read otherwise.
SCREEN_OVERRIDES = {
    "5714742": (5.5, "“5-5-inch touchscreen”: a typo for 5.5-inch (the other Studio G Plus models say 5.5-inch)"),
}


def read_screen(key, scope, at_least):
    """Screen size stated in the description: the first number written as N-inch / N inch(es) / N\"
    (in these descriptions the first such number is always the display's). Yes when it is at least
    `at_least`; every product in scope with a stated size gets its decision; products whose
    description states no size are no (recorded only when it calls the screen large/big/wide)."""
    out = []
    for r in where(scope):
        d = clean(r["description"])
        m = SCREEN.search(d)
        if sku(r) in SCREEN_OVERRIDES:
            size, why = SCREEN_OVERRIDES[sku(r)]
        elif m:
            size, why = float(m.group(1)), f"the description says “{d[m.start():m.end() + 20].strip()}”"
        else:
            near = BIG_SCREEN.search(d)
            if near:
                READING.setdefault(key, {})[name(r)] = {
                    "answer": False, "reason": f"“{near.group(0)}” without a size: no screen size stated"}
            continue
        yes = size >= at_least
        READING.setdefault(key, {})[name(r)] = {"answer": yes, "reason": f"{size:g}-inch screen: {why}"}
        if yes:
            out.append(r)
    return out


q("phones under $200 with a big screen, 5.5 inches or more", "Prose Only",
  read_screen("screen-5.5", lambda r: phone(r) and price(r) < 200, 5.5))
q("galaxy case that can hold my credit cards", "Prose Only",
  read("card-case", lambda r: case(r) and named(r, "Galaxy"),
       r"\bcards?\b|card slot|wallet case",
       "the name or description says it holds cards (card slot / pocket for cards) or is a wallet case",
       near=r"\bwallet\b|\bpocket\b",
       reason_no="“pocket” is the shopper's pocket (slips into your pocket); no card storage stated"))

# --- no answer (batch 2) ---------------------------------------------------------------------
q("do you have the iphone 7 unlocked?", "No Answer",
  where(lambda r: phone(r) and named(r, "iPhone 7") and (unlocked(r) or named(r, "unlocked"))))


# === third batch (questions 67–82), written 2026-12-03 before any engine run on them ===========
# Same rules as above: explicit filters over the raw records; the two prose questions record a
# decision per product they touch (READING keys "qwerty" and "braided").


def cable(r):
    """A USB / Lightning cable, by its name (the word 'cable'; not a charger or car charger sold with
    a cable, not cable clips or organizers, not audio cables)."""
    return (bool(re.search(r"\bcable\b", name(r), re.I))
            and not re.search(r"charger|clip|organizer", name(r), re.I)
            and bool(re.search(r"USB|Lightning|Type[- ]?C", name(r), re.I)))


def usb_c(r):
    return bool(re.search(r"Type[- ]?C\b|USB-C", name(r), re.I))


def on_plan(r):
    """A phone sold with a carrier plan: the source's 'All Cell Phones with Plans' group."""
    return in_cat(r, "All Cell Phones with Plans")


# --- multi-condition (batch 3) ---------------------------------------------------------------
q("apple watch band 42mm, 40 dollars max", "Multi-Condition Queries",
  where(lambda r: watch_band(r) and named(r, "Apple Watch") and named(r, "42mm") and price(r) <= 40))
q("usb c cable under 20 bucks", "Multi-Condition Queries",
  where(lambda r: cable(r) and usb_c(r) and price(r) < 20))
q("LG phone on contract, $600 or less", "Multi-Condition Queries",
  where(lambda r: phone(r) and on_plan(r) and brand(r, "LG") and price(r) <= 600))
# "verizon prepaid" = a prepaid phone sold by Verizon's prepaid brand (named "Verizon Prepaid" /
# "Verizon Wireless Prepaid"); the refurbished Verizon prepaid Galaxy S6 is in Refurbished Phones.
q("verizon prepaid phone for under a hundred bucks", "Multi-Condition Queries",
  where(lambda r: in_cat(r, "All Prepaid Phones") and named(r, "Verizon") and price(r) < 100))

# --- inverse (batch 3) -----------------------------------------------------------------------
# Apple / Samsung by the name, so the carrier-branded "AT&T - Samsung Galaxy J3" is Samsung too.
q("contract phones, no apple and no samsung", "Inverse Queries",
  where(lambda r: phone(r) and on_plan(r) and not (named(r, "Apple") or named(r, "iPhone"))
        and not (named(r, "Samsung") or named(r, "Galaxy"))))
q("anything from tumi besides phone cases?", "Inverse Queries",
  where(lambda r: brand(r, "Tumi") and not case(r)))

# --- superlative (batch 3) -------------------------------------------------------------------
q("cheapest unlocked phone that has 64 gigs", "Superlative",
  argmin(where(lambda r: unlocked(r) and named(r, "64GB")), price), is_list=False)
q("whats the most expensive screen guard for an iphone 7 plus", "Superlative",
  argmax(where(lambda r: screen_protector(r) and named(r, "iPhone 7 Plus")), price), is_list=False)

# --- count (batch 3) -------------------------------------------------------------------------
rows = where(lambda r: phone(r) and named(r, "iPhone SE"))
q("how many iphone se's do you sell", "Count", rows, answer=f"{len(rows)} iPhone SE listings.")
rows = where(lambda r: brand(r, "Tech21") and case(r) and named(r, "Galaxy"))
q("tech21 galaxy cases - how many are there?", "Count", rows, answer=f"{len(rows)}.")

# --- comparison (batch 3) --------------------------------------------------------------------
a, b = one(lambda r: named(r, "CAT - S60")), one(lambda r: named(r, "CAT - S40"))
assert price(a) != price(b)
q("cat s60 vs cat s40 — which is more expensive?", "Comparison", [max((a, b), key=price)], is_list=False)
a, b = one(lambda r: named(r, "Huawei - Mate 9")), one(lambda r: named(r, "LG - V20") and unlocked(r))
assert price(a) != price(b)
q("mate 9 or the unlocked lg v20, which is less money", "Comparison", [min((a, b), key=price)], is_list=False)
# "bigger seller" = the higher popularity score.
a = one(lambda r: name(r) == "Apple - 3.3' Lightning-to-USB 2.0 Cable - White")
b = one(lambda r: name(r) == "Apple - 6.6' Lightning-to-USB 2.0 Cable - White")
assert pop(a) != pop(b)
q("apple lightning cable 3.3ft vs 6.6ft, which one's the bigger seller", "Comparison", [max((a, b), key=pop)],
  is_list=False)

# --- prose only (batch 3) --------------------------------------------------------------------
OVERRIDES[("qwerty", "4984900")] = (
    True, "the description says “a full QWERTY keyboard featuring tactile keys” (it calls the phone a "
          "“Samsung Jack smartphone”; read as the catalog states it)")
q("any phones that still have a physical qwerty keyboard?", "Prose Only",
  read("qwerty", phone, r"QWERTY|full keyboard|physical keyboard",
       "the description names a QWERTY keyboard",
       near=r"keyboard|keypad|\bbuttons\b",
       reason_no="a numeric keyboard / keypad or large buttons, no QWERTY keyboard"))
q("braided usb cables", "Prose Only",
  read("braided", cable, r"braid\w*",
       "the name or description says the cable is braided",
       near=r"nylon|woven|fabric", reason_no="nylon / fabric jacket, braiding not stated"))

# --- no answer (batch 3) ---------------------------------------------------------------------
q("need a case for the galaxy s8", "No Answer", where(lambda r: case(r) and named(r, "Galaxy S8")))


# === fourth batch (questions 83–94), written 2026-12-04 before any gold was computed and before
# any engine run on them; readings in the module docstring; phones-083 is dev. The prose question
# records a decision per product it touches (READING key "fast-charging").


def top_n(rows, key, n, largest=False):
    """The n best products by `key` (lowest first unless `largest`), plus every product tied with the n-th."""
    ordered = sorted((key(r) for r in rows), reverse=largest)
    cut = ordered[min(n, len(ordered)) - 1]
    return [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]


def best(cands, key, largest=False):
    """Comparison of named products: the winner, or every product tied for first place."""
    return argmax(cands, key) if largest else argmin(cands, key)


def car_charger(r):
    """As in "Belkin car chargers" (batch 1): a charger in Car Chargers or named for a vehicle / car."""
    return charger(r) and (in_cat(r, "Car Chargers") or named(r, "vehicle") or named(r, "car "))


# --- multi-condition and prose (batch 4) -----------------------------------------------------
q("phones on sprint that cost between 500 and 700 dollars", "Multi-Condition Queries",
  where(lambda r: phone(r) and named(r, "Sprint") and 500 <= price(r) <= 700))
q("fast charging car charger under $30", "Prose Only",
  read("fast-charging", lambda r: car_charger(r) and price(r) < 30,
       r"quick ?charge|fast[- ]charg\w*|faster charging|faster than|\d+ percent faster|fastest charging"
       r"|fraction of the time",
       "the description names a fast-charging technology or says it charges faster than standard chargers",
       near=r"\bfast\b|quick\w*|rapid\w*|speedy|efficient",
       reason_no="only a generic speed word (“fast replenishment”, “quick recharging”, “efficient charging”, "
                 "“rapidly recharge”) without a fast-charging technology or a comparison with standard chargers"))

# --- superlative and count (batch 4) ---------------------------------------------------------
q("top 3 most popular iphone cases", "Superlative",
  top_n(where(lambda r: case(r) and named(r, "iPhone")), pop, 3, largest=True))
q("cheapest phone with 32gb", "Superlative", argmin(where(lambda r: phone(r) and named(r, "32GB")), price),
  is_list=False)
rows = where(lambda r: case(r) and named(r, "iPhone 7 Plus") and price(r) < 30)
q("how many iphone 7 plus cases under 30 bucks", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: unlocked(r) and brand(r, "BLU"))
q("number of unlocked BLU phones", "Count", rows, answer=f"{len(rows)} unlocked BLU phones.")

# --- comparison (batch 4) --------------------------------------------------------------------
pair = [one(lambda r: named(r, "ZenFone 3 Deluxe")), one(lambda r: named(r, "Motorola - Moto Z 4G"))]
q("zenfone 3 deluxe or the moto z, which one is cheaper?", "Comparison", best(pair, price), is_list=False)
# "more people buy" = the higher popularity score (as in batch 2).
pair = [one(lambda r: named(r, "Plantronics - Explorer 505")), one(lambda r: named(r, "Jabra - Storm"))]
q("plantronics explorer 505 vs jabra storm, which do more people buy?", "Comparison",
  best(pair, pop, largest=True), is_list=False)

# --- inverse and no answer (batch 4) ---------------------------------------------------------
q("apple watch bands other than the platinum brand ones", "Inverse Queries",
  where(lambda r: watch_band(r) and named(r, "Apple Watch") and not brand(r, "Platinum")))
q("do you have the pixel 2?", "No Answer", where(lambda r: phone(r) and named(r, "Pixel 2")))

# --- superlative and comparison (batch 4) ----------------------------------------------------
q("priciest prepaid phone from boost or virgin", "Superlative",
  argmax(where(lambda r: in_cat(r, "All Prepaid Phones") and (brand(r, "Boost Mobile") or brand(r, "Virgin Mobile"))),
         price), is_list=False)
trio = [one(lambda r: named(r, "Jabra - Stealth+")), one(lambda r: named(r, "Plantronics - Voyager Edge")),
        one(lambda r: named(r, "Jabra - Extreme2+"))]
q("jabra stealth+, plantronics voyager edge or jabra extreme2+ — which is the priciest?", "Comparison",
  best(trio, price, largest=True), is_list=False)


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"phones-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:2])[:120])


if __name__ == "__main__":
    main()
