#!/usr/bin/env python3
"""Questions and gold answers for skincare-sephora, computed from the RAW rows
(raw_sephora_skincare.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: the loader, the product id, the sale-price
split (`prices`) and the naming rule (`names`).

Product types. The source's `category`/`subcategory` columns were assigned by the upstream
repository's fuzzy keyword script, not by Sephora (La Mer's "The Treatment Lotion" is a lip
balm there, most eye creams are "face cream", SPF moisturizers are "moisturizers"), so what a
shopper means by "moisturizer", "serum", "toner", "eye cream", "sunscreen", ... is decided here by
an explicit rule on the product NAME (functions below), documented per type.

Sizes. Volume in mL is the stated mL; when only fluid ounces are stated ('6.7 fl. oz Pump') it
is fl oz x 29.5735. Ounces (oz or fl. oz) are the stated number.

Prose-only questions read the page text (what it is + highlighted ingredients + the ingredient
list) with an explicit rule per question; READING records the decision for every product in the
question's scope, with the reason, and is written to reading_decisions.json.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import load, names, prices, sku

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(sku(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def nm(r):
    return " ".join(r["name"].split())


def low(r):
    return nm(r).lower()


def price(r):
    return prices(r)[0]


def on_sale(r):
    return prices(r)[1] is not None


def brand(r):
    return " ".join(r["brand"].split())


def skin_types(r):
    """'Normal, Dry, Combination, and Oily' -> {'Normal', 'Dry', 'Combination', 'Oily'}."""
    t = r["skin_type"].replace("Skin Types:", "")
    return {p.strip() for p in re.split(r",|\band\b", t) if p.strip()}


ALL_TYPES = {"Normal", "Dry", "Combination", "Oily"}


def concerns(r):
    return " ".join(r["skincare_concerns"].split()).lower()


def ml(r):
    s = r["size"]
    m = re.search(r"(\d*\.?\d+)\s*ml\b", s, re.I)
    if m:
        return float(m.group(1))
    m = re.search(r"(\d*\.?\d+)\s*fl\.?\s*oz", s, re.I)
    if m:
        return float(m.group(1)) * 29.5735
    return None


def oz(r):
    m = re.search(r"(\d*\.?\d+)\s*(?:fl\.?\s*)?oz", r["size"], re.I)
    return float(m.group(1)) if m else None


def spf(r):
    m = re.search(r"\bSPF\s*(\d+)", nm(r), re.I)
    return int(m.group(1)) if m else None


def text(r):
    """The prose of the page: what it is, highlighted ingredients, ingredient list."""
    return " ".join(" ".join(r[k].split()) for k in ("what_it_is", "highlighted_ingredients", "ingredients"))


# --- product types by name --------------------------------------------------------------------
NOT_FACE = re.compile(r"\b(eye|eyes|lip|body|hand|foot)\b", re.I)


def moisturizer(r):
    """'Moisturizer' / 'Moisturiser' / 'Moisturizing Cream|Lotion' in the name, not an eye, lip or
    body product (face moisturizers, incl. SPF and tinted ones, mask+moisturizer hybrids)."""
    return bool(re.search(r"moisturi[sz]er|moisturi[sz]ing (cream|lotion)", low(r))) and not NOT_FACE.search(nm(r))


def serum(r):
    """'Serum' in the name (face and eye serums, oil serums, serum sticks), not lip or body serums,
    self-tan, serum mists or serum sheet masks."""
    return bool(re.search(r"\bserum\b", low(r))) and not re.search(r"\blip\b|\bbody\b|self-tan|\bmist\b|sheet mask", low(r))


def cleanser(r):
    """A face cleanser: 'cleanser', 'cleansing' or 'face wash' in the name, not a shower oil or body wash."""
    return bool(re.search(r"cleanser|cleansing|face wash", low(r))) and not re.search(r"shower|body", low(r))


def toner(r):
    return bool(re.search(r"\btoner\b", low(r)))


def lip_balm(r):
    """A lip product called balm: 'lip' and 'balm' in the name (Balm Dotcom is lip balm and skin salve)."""
    return bool(re.search(r"\blip\b", low(r))) and "balm" in low(r)


def eye_cream(r):
    """'Eye' and 'cream'/'crème' in the name."""
    return bool(re.search(r"\beye\b", low(r))) and bool(re.search(r"cream|crème", low(r)))


def sunscreen(r):
    """'Sunscreen' or an SPF in the name, not a lip product."""
    return bool(re.search(r"sunscreen|\bspf\b|sunstick", low(r))) and not re.search(r"\blip\b", low(r))


def face_oil(r):
    """'Oil' in the name as the product (face/beauty/argan/squalane oils, oil serums), not oil-free
    or oil-control products, cleansing/shower oils, lip/eye/body oils, 'oil emulsion' creams."""
    n = low(r)
    return (bool(re.search(r"\boil\b", n))
            and not re.search(r"oil[- ]free|oil[- ]control|cleans|shower|makeup|oil emulsion|body oil|body butter|\blip\b|\beye\b", n))


def makeup_remover(r):
    return bool(re.search(r"make ?up remov", low(r)))


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No product in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(k, r) for k, r in ALL if f(r)]


def argmin(rows, key):
    best = min(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    best = max(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def one(brand_, name_part):
    rows = where(lambda r: brand(r) == brand_ and name_part.lower() in low(r))
    assert len(rows) == 1, (brand_, name_part, [nm(r) for _, r in rows])
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("What face oils do you have?", "Simple Filter", where(face_oil))
q("show me your toners", "Simple Filter", where(toner))
q("Do you sell makeup remover?", "Simple Filter", where(makeup_remover))
q("what have you got from tatcha", "Simple Filter", where(lambda r: brand(r) == "Tatcha"))
q("which eye creams do you carry?", "Simple Filter", where(eye_cream))

# --- multi-condition --------------------------------------------------------------------------
q("moisturizers under $30", "Multi-Condition Queries", where(lambda r: moisturizer(r) and price(r) < 30))
q("serum for dark spots under 50 dollars", "Multi-Condition Queries",
  where(lambda r: serum(r) and "dark spot" in concerns(r) and price(r) < 50))
q("cleanser for oily skn under $25", "Multi-Condition Queries",
  where(lambda r: cleanser(r) and "Oily" in skin_types(r) and price(r) < 25))
q("Clinique moisturisers for less than 40 bucks", "Multi-Condition Queries",
  where(lambda r: brand(r) == "CLINIQUE" and moisturizer(r) and price(r) < 40))
q("lip balm between 15 and 25 dollars", "Multi-Condition Queries",
  where(lambda r: lip_balm(r) and 15 <= price(r) <= 25))
q("moisturizer for dry skin that helps with fine lines, $60 max", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and "Dry" in skin_types(r) and "fine line" in concerns(r) and price(r) <= 60))
q("I want a big moisturizer, 100ml or more", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and (ml(r) or 0) >= 100))
q("anything for acne or blemishes under $30?", "Multi-Condition Queries",
  where(lambda r: ("acne" in concerns(r) or "blemish" in concerns(r)) and price(r) < 30))
q("travel size moisturizer, smaller than 1 oz", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and oz(r) is not None and oz(r) < 1))
q("something for puffy eyes or dark circles under $40", "Multi-Condition Queries",
  where(lambda r: ("puffiness" in concerns(r) or "dark circle" in concerns(r)) and price(r) < 40))
q("spf 50+ sunscreen for under 40 dollars", "Multi-Condition Queries",
  where(lambda r: sunscreen(r) and (spf(r) or 0) >= 50 and price(r) < 40))

# --- inverse ----------------------------------------------------------------------------------
q("Which serums aren't meant for oily skin?", "Inverse Queries",
  where(lambda r: serum(r) and skin_types(r) and "Oily" not in skin_types(r)))
q("moisturizers that are not recommended for dry skin", "Inverse Queries",
  where(lambda r: moisturizer(r) and skin_types(r) and "Dry" not in skin_types(r)))
q("who makes the Protini moisturizer?", "Inverse Queries", where(lambda r: "protini" in low(r)),
  answer="Drunk Elephant (Protini™ Polypeptide Firming Refillable Moisturizer).", is_list=False)
q("sunscreens that aren't Supergoop", "Inverse Queries",
  where(lambda r: sunscreen(r) and brand(r) != "Supergoop!"))
q("eye creams not from Kiehl's or Origins", "Inverse Queries",
  where(lambda r: eye_cream(r) and brand(r) not in ("Kiehl's Since 1851", "Origins")))

# --- superlative ------------------------------------------------------------------------------
q("cheapest sunscreen?", "Superlative", argmin(where(sunscreen), price), is_list=False)
q("What's the most expensive thing you sell?", "Superlative", argmax(ALL, price), is_list=False)
q("priciest face oil", "Superlative", argmax(where(face_oil), price), is_list=False)
q("which toner comes in the biggest bottle?", "Superlative",
  argmax(where(lambda r: toner(r) and ml(r) is not None), ml), is_list=False)
q("best value moisturizer - lowest price per ml", "Superlative",
  argmin(where(lambda r: moisturizer(r) and ml(r)), lambda r: price(r) / ml(r)), is_list=False)
q("cheapest drunk elephant product", "Superlative",
  argmin(where(lambda r: brand(r) == "Drunk Elephant"), price), is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: brand(r) == "La Mer")
q("How many La Mer products do you have?", "Count", rows, answer=f"{len(rows)} La Mer products.")
rows = where(lip_balm)
q("how many lip balms have you got?", "Count", rows, answer=f"{len(rows)} lip balms.")
rows = where(lambda r: price(r) > 100)
q("How many products cost more than a hundred dollars?", "Count", rows, answer=f"{len(rows)} products.")
rows = where(on_sale)
q("how many things are on sale right now", "Count", rows, answer=f"{len(rows)} products have a reduced price.")
rows = where(lambda r: moisturizer(r) and ALL_TYPES <= skin_types(r) and price(r) < 40)
q("How many moisturizers under $40 work for all skin types (normal, dry, combo and oily)?", "Count", rows,
  answer=f"{len(rows)} moisturizers.")

# --- comparison -------------------------------------------------------------------------------
a, b = one("Kiehl's Since 1851", "Ultra Facial"), one("First Aid Beauty", "Ultra Repair® Cream")
q("Kiehl's Ultra Facial Cream or First Aid Beauty Ultra Repair Cream - which costs less?", "Comparison",
  [min((a, b), key=lambda x: price(x[1]))], is_list=False)
a, b = one("The Ordinary", "Glycolic Acid 7%"), one("Glow Recipe", "Pore-Tight Toner")
q("which is the bigger bottle, the ordinary glycolic acid toner or the glow recipe watermelon toner?", "Comparison",
  [max((a, b), key=lambda x: ml(x[1]))], is_list=False)
a = where(lambda r: brand(r) == "Glossier" and nm(r) == "Balm Dotcom Lip Balm and Skin Salve")[0]
b = one("LANEIGE", "Lip Glowy Balm")
q("original Balm Dotcom vs Laneige Lip Glowy Balm, which one's cheaper?", "Comparison",
  [min((a, b), key=lambda x: price(x[1]))], is_list=False)
a, b = one("La Mer", "Regenerating Serum"), one("La Mer", "Concentrate Serum")
q("La Mer Regenerating Serum or The Concentrate - which is pricier?", "Comparison",
  [max((a, b), key=lambda x: price(x[1]))], is_list=False)
trio = [one("Supergoop!", "Unseen Sunscreen"), one("Dr. Jart+", "Every Sun Day"), one("Kosas", "DreamBeam")]
q("Supergoop Unseen, Dr Jart Every Sun Day or Kosas DreamBeam: which sunscreen is cheapest?", "Comparison",
  [min(trio, key=lambda x: price(x[1]))], is_list=False)

# --- prose only (page text: what it is, highlighted ingredients, ingredient list) ---------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(text) -> (answer, reason)` to every product in `scope`, records the decision
    and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(text(r))
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def mentions(pattern, what):
    rx = re.compile(pattern, re.I)

    def rule(t):
        m = rx.search(t)
        if m:
            return True, f"the page text names {what}: “{m.group(0)}”"
        return False, f"no mention of {what} in the description or the ingredient list"
    return rule


q("which moisturizers under 30 dollars have hyaluronic acid in them?", "Prose Only",
  read("hyaluronic", mentions(r"hyaluron\w*", "hyaluronic acid (or sodium hyaluronate)"),
       lambda r: moisturizer(r) and price(r) < 30))


ALTERNATIVE = re.compile(r"(plant-derived )?retinol alternative|alternative to retinol|bio-retinol", re.I)


def retinol(t):
    rest = ALTERNATIVE.sub(" ", t)
    if re.search(r"\bretinol\b", rest, re.I):
        return True, "the description or ingredient list names retinol"
    if ALTERNATIVE.search(t):
        return False, f"only a retinol alternative (“{ALTERNATIVE.search(t).group(0)}”: bakuchiol, resveratrol), not retinol"
    if re.search(r"retin(al|oate|yl)|bakuchiol|retinoid", t, re.I):
        return False, "a retinol relative or alternative (retinal, retinoate, retinyl ester, bakuchiol, 'retinoid') but not retinol itself"
    return False, "no retinol in the description or the ingredient list"


q("serums with retinol?", "Prose Only", read("retinol", retinol, serum))
q("niacinamide serum for oily skin", "Prose Only",
  read("niacinamide", mentions(r"niacinamide", "niacinamide"), lambda r: serum(r) and "Oily" in skin_types(r)))


def fragrance_free(t):
    ing = t  # the whole page text: a 'fragrance-free' claim also counts
    if re.search(r"fragrance[- ]free|free of fragrance|no (added )?fragrance|without (added )?fragrance", ing, re.I):
        return True, "the page says fragrance-free / no fragrance"
    if re.search(r"\b(fragrance|parfum)\b", ing, re.I):
        return False, "the ingredient list contains Fragrance/Parfum"
    return True, "no Fragrance/Parfum in the ingredient list"


q("fragrance free moisturizer for dry skin, under $40?", "Prose Only",
  read("fragrance_free", fragrance_free,
       lambda r: moisturizer(r) and r["ingredients"].strip() and "Dry" in skin_types(r) and price(r) < 40))
q("vitamin c serums under $40", "Prose Only",
  read("vitamin_c", mentions(r"vitamin c\b|ascorb\w*", "vitamin C (ascorbic acid or an ascorbyl derivative)"),
       lambda r: serum(r) and price(r) < 40))
q("face wash with salicylic acid", "Prose Only",
  read("salicylic", mentions(r"salicylic", "salicylic acid"), cleanser))
q("mineral sunscreen with zinc oxide", "Prose Only",
  read("zinc", mentions(r"zinc oxide", "zinc oxide"), sunscreen))
q("moisturizers with ceramides for less than 40 dollars", "Prose Only",
  read("ceramide", mentions(r"ceramide", "ceramides"), lambda r: moisturizer(r) and price(r) < 40))
def snail(t):
    m = re.search(r"vegan \W?snail\W?|phyto mucin", t, re.I)
    if m:
        return False, f"a vegan, plant-based stand-in for snail mucin (“{m.group(0)}”), no snail secretion in the ingredient list"
    m = re.search(r"snail (mucin|secretion filtrate)", t, re.I)
    if m:
        return True, f"the page names snail mucin: “{m.group(0)}”"
    return False, "no snail mucin (snail secretion filtrate) in the description or the ingredient list"


q("got anything with snail mucin?", "Prose Only", read("snail", snail, lambda r: True))

# --- no answer --------------------------------------------------------------------------------
q("do you sell shampoo?", "No Answer", where(lambda r: "shampoo" in low(r)))
q("any moisturizer under 5 dollars", "No Answer", where(lambda r: moisturizer(r) and price(r) < 5))
q("SPF 100 sunscreen", "No Answer", where(lambda r: (spf(r) or 0) >= 100))


# ==============================================================================================
# Third batch (session 26): skincare-050 ... skincare-065. Written and gold-computed before any
# engine run, from the raw rows with the same helpers and product-type rules as above. Splits of
# this batch alternate dev/test starting with dev at skincare-050 (see main()).
# ==============================================================================================
BATCH3 = len(QUESTIONS)  # index of skincare-050
assert BATCH3 == 49, BATCH3


def cheapest_n(rows, key, n):
    """The n lowest by `key`, plus every product tied with the n-th."""
    cut = sorted(key(r) for _, r in rows)[n - 1]
    return sorted((x for x in rows if key(x[1]) <= cut), key=lambda x: key(x[1]))


# --- superlative ------------------------------------------------------------------------------
# a "top 3" list; ties with the 3rd price would be included (there are none: $6.00, $6.70, $9.90,
# then $10.00)
q("3 cheapest serums you got?", "Superlative", cheapest_n(where(serum), price, 3))
# with a condition: the overall cheapest moisturizer (The INKEY List Vitamin B, C, and E, $10.50) is
# listed for Normal skin only, so the condition changes the answer
q("whats the cheapest moisturizer that works on oily skin", "Superlative",
  argmin(where(lambda r: moisturizer(r) and "Oily" in skin_types(r)), price), is_list=False)
# sizes by volume (mL, or fl oz x 29.5735); the two cleansers sold by weight (50 g, 0.5 g) have no volume
q("biggest face cleanser by volume? want one that lasts", "Superlative",
  argmax(where(lambda r: cleanser(r) and ml(r) is not None), ml), is_list=False)

# --- inverse ----------------------------------------------------------------------------------
# skin types listed and Dry not among them (no skin type listed = neither, as in the first batch)
q("face wash thats NOT meant for dry skin", "Inverse Queries",
  where(lambda r: cleanser(r) and skin_types(r) and "Dry" not in skin_types(r)))
# "without SPF" = no SPF / sunscreen in the name (the sunscreen rule); checked on the raw rows: no
# moisturizer without SPF in its name has an SPF claim or a UV filter (avobenzone, homosalate,
# octinoxate, octisalate) in its text
assert not where(lambda r: moisturizer(r) and not sunscreen(r)
                 and re.search(r"\bSPF\b|broad spectrum|avobenzone|homosalate|octinoxate|octisalate", text(r), re.I))
q("moisturiser without spf for under 25 bucks", "Inverse Queries",
  where(lambda r: moisturizer(r) and not sunscreen(r) and price(r) < 25))
q("serums under $20 - anything but the ordinary", "Inverse Queries",
  where(lambda r: serum(r) and price(r) < 20 and brand(r) != "The Ordinary"))

# --- multi-condition --------------------------------------------------------------------------
q("serum for dullness between $20 and $40", "Multi-Condition Queries",
  where(lambda r: serum(r) and "dullness" in concerns(r) and 20 <= price(r) <= 40))
q("oily skin cleanser, big bottle 150ml+, under 35", "Multi-Condition Queries",
  where(lambda r: cleanser(r) and "Oily" in skin_types(r) and (ml(r) or 0) >= 150 and price(r) < 35))
q("eye cream for puffy eyes in the 30-60 dollar range", "Multi-Condition Queries",
  where(lambda r: eye_cream(r) and "puffiness" in concerns(r) and 30 <= price(r) <= 60))
# on sale = the price column carries a sale price and a regular price; "under $30" = the price paid
q("what's on sale for under $30?", "Multi-Condition Queries", where(lambda r: on_sale(r) and price(r) < 30))


# --- prose only (third batch): a pattern selects the candidates, each candidate read by hand -----
def read_candidates(qid, scope, pattern, decided):
    """Products in `scope` whose page text (what it is + highlighted ingredients + ingredient list)
    matches `pattern` are the candidates; each was read by hand and its decision, with the reason,
    is in `decided` (display name -> (answer, reason)). Products in scope the pattern does not match
    are recorded as no. Asserts that the hand-read set is exactly the candidate set, so a change of
    the raw rows cannot pass silently."""
    rx = re.compile(pattern, re.I)
    out, seen = [], set()
    for k, r in ALL:
        if not scope(r):
            continue
        if rx.search(text(r)):
            seen.add(NAME[k])
            yes, reason = decided[NAME[k]]
        else:
            yes, reason = False, f"candidate pattern /{pattern}/ does not occur in the page text (what it is, highlighted ingredients, ingredient list)"
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    assert seen == set(decided), (qid, sorted(seen ^ set(decided)))
    return out


# White cast: yes only where the page itself says the sunscreen leaves no white cast. 'Invisible',
# 'clear', 'transparent', 'sheer' and 'for every skin tone' are other claims (finish, tint, filter)
# and are read as no: the question asks what the product says about a white cast.
NO_CAST = "the page says it leaves no white cast: "
OTHER_CLAIM = "read: no white-cast claim on the page; it only says "
WHITE_CAST = {
    "Murad Superactive Wrinkle-Fighting Moisturizer SPF 50 with Sun Friendly Retinol":
        (True, NO_CAST + "“Ultra-Sheer SPF 50: … with no white cast”"),
    "Murad Superactive Brightening Moisturizer SPF 50 with Vitamin C":
        (True, NO_CAST + "“Ultra-Sheer SPF 50: … with no white cast”"),
    "Beauty of Joseon Day Dew Sunscreen Lightweight SPF 50":
        (True, NO_CAST + "“melts in fast, leaves zero white cast”"),
    "innisfree Daily UV Defense Invisible Korean Broad Spectrum SPF 36 Sunscreen":
        (True, NO_CAST + "“A daily, Korean no white cast sunscreen”"),
    "ISDIN Fusion Water Magic SPF 40 Sunscreen with Hyaluronic Acid and Vitamin E":
        (True, NO_CAST + "“leaving a nongreasy finish with no white cast”"),
    "Sarah Creal Brilliant Repair Shield Illuminating Broad Spectrum Face Mineral Sunscreen Serum SPF 50":
        (True, NO_CAST + "“a natural radiant glow—no white cast”"),
    "Shiseido Urban Environment Mineral Clear Sunscreen SPF 50":
        (True, NO_CAST + "“transforms to a clear finish without any white cast”"),
    "Fenty Beauty by Rihanna Hydra Vizor Refillable Invisible Face Moisturizer SPF 30 with Niacinamide":
        (False, OTHER_CLAIM + "“protects with invisible SPF” (a finish claim, white cast not stated)"),
    "Peter Thomas Roth Water Drench® Hyaluronic Hydrating Moisturizer SPF 45":
        (False, OTHER_CLAIM + "“an invisible finish” (white cast not stated)"),
    "Shiseido Clear Sunscreen Stick SPF 50":
        (False, OTHER_CLAIM + "“an invisible, hydrating finish” (white cast not stated)"),
    "Supergoop! Unseen Sunscreen Invisible Broad Spectrum SPF 50 PA +++":
        (False, OTHER_CLAIM + "“100 percent invisible, weightless, scentless” (white cast not stated)"),
    "belif Aqua Bomb Korean Glow Sunstick SPF 50+":
        (False, OTHER_CLAIM + "“glides on smooth and clear” (white cast not stated)"),
    "CLINIQUE Mini Moisture Surge™ Broad Spectrum SPF 28 Sheer Hydrator Moisturizer":
        (False, OTHER_CLAIM + "“sheer sun protection for every skin tone” (white cast not stated)"),
    "CLINIQUE Moisture Surge™ Broad Spectrum Sunscreen SPF 28 Sheer Hydrator Moisturizer":
        (False, OTHER_CLAIM + "“sheer sun protection for every skin tone” (white cast not stated)"),
    "CAY SKIN Isle Glow Face Sunscreen Moisturizer SPF 45 with Sea Moss and Niacinamide":
        (False, OTHER_CLAIM + "“blends seamlessly on all skin tones” (white cast not stated)"),
    "Iris&Romeo Weekend Skin SPF 50 Natural Glow Tinted Sunscreen with Vitamin C + Niacinamide":
        (False, OTHER_CLAIM + "“transparent mineral SPF 50” in a tinted sunscreen (white cast not stated)"),
    "Lion Pose Unghosted 100% Mineral Sunscreen SPF 42 with Zinc & Squalane":
        (False, OTHER_CLAIM + "“a sheer, dewy finish” / “the sheerest … form of zinc oxide” (white cast not stated)"),
    "Saie Sunvisor Radiant Moisturizing Face Sunscreen SPF 35":
        (False, OTHER_CLAIM + "“sheer golden pearl” (a tint, white cast not stated)"),
    "Peter Thomas Roth Water Drench Broad Spectrum SPF 45 Hyaluronic Sheer Tint Moisturizer":
        (False, OTHER_CLAIM + "“universal sheer tint” (white cast not stated)"),
    "CLINIQUE Even Better™ Brightening Moisturizer SPF 20 for Dark Spots":
        (False, "read: the match is “a more even-looking skin tone” (a brightening claim); nothing about a white cast"),
    "Isle of Paradise Daily Defense Face Mist SPF 50 Sunscreen":
        (False, "read: the match is “even skin tone” (niacinamide); nothing about a white cast"),
}
q("which sunscreens say they leave no white cast?", "Prose Only",
  read_candidates("white_cast", sunscreen, r"white cast|invisible|transparent|\bclear\b|skin tones?\b|sheer", WHITE_CAST))

# Non-comedogenic: yes for a claim that the product does not clog pores ('non-comedogenic',
# 'noncomedogenic', 'non-pore-clogging', 'without clogging pores' said of the product). 'Unclogs /
# clears clogged pores' is an exfoliating claim (no); 'without clogging pores' said of one ingredient
# is a passing mention, not a claim about the product (no).
NC = "the page claims the product does not clog pores: "
UNCLOG = "read: an exfoliating / pore-clearing claim, not a non-comedogenic one: "
NON_COMEDOGENIC = {
    "ILIA Barrier Build Skin Protectant Cream – Moisturizer with Ceramides":
        (True, NC + "“A noncomedogenic moisturizer”"),
    "INNBEAUTY PROJECT Pore Refine Pore Shrinking & Texture Smoothing Serum":
        (True, NC + "“Non-comedogenic, safe for acne-prone skin & fragrance-free”"),
    "innisfree Green Tea Ceramide Milk Toner for Hydration & Barrier Repair":
        (True, NC + "“A lightweight, non-comedogenic Korean milky toner that won't trigger breakouts”"),
    "Nécessaire The Body Serum - With Hyaluronic Acid, Niacinamide + Ceramide":
        (True, NC + "“Dermatologist-Tested. Non-Comedogenic.”"),
    "Ultra Violette Future Screen SPF 50 Mineral Fragrance Free Facial Sunscreen Serum":
        (True, NC + "“suitable for sensitive skin and non-comedogenic”"),
    "Skinfix Barrier Balancing Water Cream Moisturizer with Hyaluronic Acid":
        (True, NC + "“an acne-safe, non-pore-clogging formula”"),
    "Dermalogica Precleanse Makeup Removing Cleansing Oil":
        (True, NC + "“A deep-cleansing oil that thoroughly melts waterproof make-up … without clogging pores”"),
    "Range Beauty Bali Face & Body Glow Oil":
        (False, "read: passing mention about one ingredient, “Argan Oil: Absorbs quickly without clogging pores”; no claim about the product"),
    "banu Chamomile Jelly Gentle Hydrating Cleanser with Glycerin":
        (False, "read: passing mention about one ingredient, “Aloe: Provides lightweight hydration without clogging pores”; no claim about the product"),
    "ALPYN 2% BHA Pore Perfecting Liquid Exfoliator for Brighter & Clearer Skin":
        (False, UNCLOG + "“Salicylic Acid 2%: Exfoliates pore-clogging debris”"),
    "Drunk Elephant T.L.C. Framboos™ Glycolic Resurfacing Night Serum":
        (False, UNCLOG + "“Salicylic Acid (BHA): Loosens sebum to unclog pores”"),
    "Dr. Dennis Gross Skincare Alpha Beta® Extra Strength Daily Peel Pads":
        (False, UNCLOG + "“Salicylic Acid (BHA): Clears clogged pores”"),
    "Dermalogica Daily Microfoliant Powder Exfoliant with Salicylic Acid and Rice Enzymes":
        (False, UNCLOG + "“clears clogged pores for radiant skin”"),
    "Paula's Choice Skin Perfecting 2% BHA Exfoliating Toner for Clear Skin":
        (False, UNCLOG + "“clinically shown to unclog pores”"),
    "Benefit Cosmetics The POREfessional Degunker Blackhead & Pore Cleansing Mask System":
        (False, UNCLOG + "“Kaolin Clay: Purifies, cleans, and unclogs pores”"),
    "CLINIQUE Acne Solutions™ Acne + Line Correcting Serum with Salicylic Acid":
        (False, UNCLOG + "“Sloughs away pore-clogging dead skin cells”"),
    "Drunk Elephant T.L.C. Sukari Babyfacial™ AHA + BHA Mask":
        (False, UNCLOG + "“exfoliate and unclog inside pores”"),
    "Farmacy Deep Sweep 2% BHA Pore Cleaning Toner with Moringa + Papaya":
        (False, UNCLOG + "“deeply exfoliates, unclogs pores”"),
    "Kate Somerville EradiKate™ Acne Spot Treatment with 10% Sulfur":
        (False, UNCLOG + "“BHA Salicylic Acid: Visibly minimizes and unclogs pores”"),
    "KORA Organics Turmeric Brightening Pore Scrub + Exfoliating Mask":
        (False, UNCLOG + "“Aspen Bark: Natural source of BHA that helps clear clogged pores”"),
    "OUI the People Cheat Sheet Resurfacing Body Exfoliant Serum with AHA + BHA":
        (False, UNCLOG + "“diminish dead skin cells and unclog pores”"),
    "SK-II Facial Treatment Clear Lotion Toner":
        (False, UNCLOG + "“AHA … remove dry and dead skin cells, unclog pores”"),
    "Tata Harper Resurfacing & Brightening AHA + BHA Serum with Vitamin C":
        (False, UNCLOG + "“BHA from White Willow Bark and Meadowsweet: Help clear clogged pores”"),
    "Then I Met You Living Cleansing Balm Makeup Remover":
        (False, UNCLOG + "“gently removes pore-clogging oils”"),
}
q("anything non comedogenic? i break out easy", "Prose Only",
  read_candidates("non_comedogenic", lambda r: True, r"comedogenic|clog", NON_COMEDOGENIC))

# Shea butter in a lip balm (lip-balm rule of the first batch): 'Butyrospermum Parkii (Shea) Butter'
# in the ingredient list or shea butter named in the description counts; shea OIL (the liquid
# fraction, 'Butyrospermum Parkii (Shea) Oil') is not shea butter.
SHEA_INCI = "the ingredient list has “Butyrospermum Parkii (Shea) Butter”"
SHEA_BUTTER = {
    "Paula's Choice Pro-Collagen Peptide Plumping Gloss Balm Lip Treatment": (True, SHEA_INCI),
    "Farmacy Lip Smoothie Vitamin C + Peptide Lip Balm": (True, SHEA_INCI),
    "Summer Fridays Lip Butter Balm Treatment for Hydration + Nourishing Shine":
        (True, "highlighted “Shea and Murumuru Seed Butters”, and " + SHEA_INCI),
    "SEPHORA COLLECTION Glaze Hydrating Lip Balm": (True, SHEA_INCI),
    "fel beauty Kissylips™ Hydrating High Shine Lip and Cheek Balm": (True, SHEA_INCI),
    "Rare Beauty by Selena Gomez Find Comfort Lip Butter Balm + Overnight Mask with Hyaluronic Acid Butter":
        (True, "highlighted “Shea Butter: Is loaded with vitamins A and E”, and " + SHEA_INCI),
    "EADEM Le Chouchou Exfoliating + Softening Peptide Lip Balm": (True, SHEA_INCI),
    "ILIA Balmy Tint Hydrating Lip Balm": (True, "highlighted “Shea Butter: Nourishes, conditions”, and " + SHEA_INCI),
    "LANEIGE Lip Glowy Balm – Lightweight Hydration Lip Treatment with Shea Butter":
        (True, "“enriched with shea butter” (also in the name), and " + SHEA_INCI),
    "Moroccanoil Lip Balm – Hydrating Argan Butter + Peptide Lip Treatment": (True, SHEA_INCI),
    "Too Faced Pillow Balm Hydrating Lip Treatment Lip Balm": (True, SHEA_INCI),
    "CAY SKIN Isle Lip Balm SPF 30 with Sea Moss and Aloe Stem Cells":
        (False, "read: the ingredient list has “Butyrospermum Parkii (Shea) Oil”, shea oil, not shea butter"),
}
q("lip balm with shea butter in it?", "Prose Only",
  read_candidates("shea_butter_lip", lip_balm, r"shea|butyrospermum|karit", SHEA_BUTTER))

# Tremella (snow / silver-ear mushroom): yes for Tremella fuciformis in any form the ingredient
# list gives (extract, sporocarp extract, polysaccharide) or 'silver ear mushroom'; other mushroom
# species and a passing mention of mushrooms are no.
TREM = "the ingredient list has "
OTHER_MUSHROOM = "read: a mushroom, but not tremella: "
TREMELLA = {
    "INNBEAUTY PROJECT Recharge Gel Cream Smoothing & Plumping Moisturizer": (True, TREM + "“Tremella Fuciformis (Mushroom) Extract”"),
    "Element Eight Mini O2 Growth Factor Eight Active Brightening & Firming Cream": (True, TREM + "“Tremella Fuciformis Polysaccharide”"),
    "Shani Darden Skin Care Hydration Peptide Cream for Dry Skin": (True, TREM + "“Tremella Fuciformis Sporocarp Extract”"),
    "The Ordinary Multi-Antioxidant Radiance Serum with Vitamin C and Ginseng":
        (True, TREM + "“Tremella, Fuciformis Sporocarp Extract” (Tremella Fuciformis, split by a stray comma)"),
    "ALPYN 2% BHA Pore Perfecting Liquid Exfoliator for Brighter & Clearer Skin": (True, TREM + "“Tremella Fuciformis Sporocarp (Mushroom) Extract”"),
    "INNBEAUTY PROJECT Extreme Cream Anti-Aging, Firming, & Lifting Refillable Moisturizer": (True, TREM + "“Tremella Fuciformis (Mushroom) Extract”"),
    "INNBEAUTY PROJECT Extreme Cream Eye Firming & Contouring Refillable Eye Cream": (True, TREM + "“Tremella Fuciformis (Mushroom) Extract”"),
    "ALPYN Hydrating Cold Cream Cleanser with Vitamin C & Juneberry": (True, TREM + "“Tremella Fuciformis Polysaccharide”"),
    "Danessa Myricks Beauty Yummy Skin Mattifying Water Powder Serum with Niacinamide and Hyaluronic Acid":
        (True, "highlighted “Tremella Mushroom Extract: Hydrates, visibly plumps”, and " + TREM + "“Tremella Fuciformis (Mushroom) Extract”"),
    "MAED Reset Hydrating Line-Filling Lip Serum Treatment": (True, TREM + "“Tremella Fuciformis Sporocarp Extract”"),
    "MILK MAKEUP Cooling Water Jelly Ice Soothing Serum Stick with Niacinamide": (True, TREM + "“Tremella Fuciformis Polysaccharide”"),
    "Moon Juice Collagen Protect® Vegan Creamer":
        (True, "highlighted “Silver Ear Mushroom: This extract is 100 percent fruiting body”, and " + TREM + "“Tremella Fuciformis (Mushroom) … Fruiting Body” (an ingestible creamer, but it contains tremella)"),
    "Sincerely Yours Hit Refresh Soothing and Hydrating Serum Mist with Cucumber Extract": (True, TREM + "“Tremella Fuciformis Polysaccharide”"),
    "Sincerely Yours So Soft Daily Barrier Strengthening Lightweight Moisturizer with Hyaluronic Acid, Ceramides and Niacinamide":
        (True, TREM + "“Tremella Fuciformis Polysaccharide”"),
    "Kiehl's Since 1851 Super Multi-Corrective Anti-Aging Face and Neck Cream": (False, OTHER_MUSHROOM + "“Chaga Mushroom” / “Inonotus Obliquus (Mushroom) Extract”"),
    "Paula's Choice Clinical PRO Retinaldehyde Dual-Retinoid Treatment for Clear, Luminous Skin": (False, OTHER_MUSHROOM + "“Albatrellus Confluens (Mushroom) Extract”"),
    "INNBEAUTY PROJECT Pore Refine Pore Shrinking & Texture Smoothing Serum": (False, OTHER_MUSHROOM + "“Fomes Officinalis (Mushroom) Extract”"),
    "Dr. Dennis Gross Skincare Alpha Beta® On The Spot Eliminator 2% Salicylic Acid Acne Treatment Gel":
        (False, OTHER_MUSHROOM + "highlighted “Mushroom Extract” is “Ganoderma Lucidum (Mushroom) Extract” (reishi) in the list"),
    "REFY Face Sculpt Lifting and Hydrating Moisturizer": (False, OTHER_MUSHROOM + "“Albatrellus Confluens (Mushroom) Extract”"),
    "Stripes Power Move Plumping + Hydrating Serum with Hyaluronic Acid":
        (False, OTHER_MUSHROOM + "highlighted “Mushroom Extract”; the list has “Poria Cocos Polysaccharide”, no tremella"),
    "Glossier Milky Jelly Gentle Gel Face Cleanser":
        (False, "read: passing mention, “Pro-Vitamin B5: Found in mushrooms and avocados”; no mushroom in the ingredient list"),
}
q("got anything w/ tremella aka snow mushroom?", "Prose Only",
  read_candidates("tremella", lambda r: True, r"tremella|snow mushroom|silver ear|mushroom", TREMELLA))

# --- no answer --------------------------------------------------------------------------------
# Benzoyl peroxide: the candidates for 'benzoyl' are all the UV filter avobenzone (Butyl
# Methoxydibenzoylmethane); no product has benzoyl peroxide.
AVOBENZONE = (False, "read: “Butyl Methoxydibenzoylmethane” is avobenzone, a UV filter, not benzoyl peroxide")
BENZOYL = {n: AVOBENZONE for n in (
    "Elemis Pro-Collagen Anti Aging Marine Cream SPF 30",
    "Estée Lauder DayWear Anti-Oxidant 24-Hour Moisturizer Cream SPF 15 for Normal/Combination Skin",
    "belif Aqua Bomb Korean Glow Sunstick SPF 50+",
    "innisfree Daily UV Defense Invisible Korean Broad Spectrum SPF 36 Sunscreen",
    "Lancôme Rénergie H.C.F. Triple Serum: For Plumping & Anti-Aging",
)}
bp_rows = read_candidates("benzoyl_peroxide", lambda r: True, r"benzoyl", BENZOYL)
assert not bp_rows and not where(lambda r: re.search(r"benzoyl peroxide", text(r) + " " + nm(r), re.I))
q("benzoyl peroxide anything?? for my acne", "No Answer", bp_rows)
q("eye cream for less than 10 bucks", "No Answer", where(lambda r: eye_cream(r) and price(r) < 10))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        # first batch: even positions dev; third batch: alternates again from dev at skincare-050
        j = i if i < BATCH3 else i - BATCH3
        item["split"] = "dev" if j % 2 == 0 else "test"
        out[f"skincare-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
