#!/usr/bin/env python3
"""Questions and gold answers for gpus-techpowerup, computed from the RAW rows
(raw_techpowerup_gpus.csv) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only the raw-row helpers are reused: the loader and its keep rule (`load`: card pages,
exact repeats dropped), the product id (`rid`), the display names (`names`), the brand (first word of
the page title), the release year (`year`) and the launch price (`launch_price`).

The first 50 questions were written before any gold was computed and before any engine run (none was
run). The second batch (gpu-051..066, session 24) was written before any engine run on it, after
reading the raw rows only to keep each list between 1 and 60 cards (and empty for the No Answer ones).
The catalog has no prose, so there are no prose-only questions and no reading_decisions.json.

Readings of shopper words (every filter is over the raw columns of the KEPT rows):
- brand = the first word of the page title: "nvidia", "amd" / "radeon", "intel". "not nvidia" = AMD
  or Intel.
- VRAM / "gigs" / "gb" / "gb vram" / "memory" = `Memory Size`, written "8 GB" or "1024 MB" (MB / 1024
  = GB). "System Shared" (integrated graphics, 382 cards) has no VRAM of its own: it is left out of
  every VRAM condition and superlative. "12gb+" / "at least 12" / "12 or more" = >= 12; "more than 8"
  = > 8; "N gigs" / "with N gb" alone = exactly N.
- watts / "power" / "tdp" / "draws" = `TDP` ("200 W"); "unknown" (258 cards) is left out of every TDP
  condition and superlative. "under 200 watts" / "less than" = < 200; "200w or less" / "max 200w" = <=
  200; "more than 300w" = > 300. "most power hungry" = max TDP; "uses less power" = smaller TDP.
- year = the release year in `Release Date` ("Dec 1st, 2020", "Feb 2022", "2022"); "Never Released"
  and "Unknown" (53 cards) have no year and are left out of every year condition. "newer than 2019" /
  "after 2019" = year > 2019; "2019 or later" / "since 2019" = year >= 2019; "from 2023" / "released in
  2023" / "2023 cards" = year == 2023. "came out first" = the earliest full release date.
- price = `Launch Price` ("399 USD", "1,499 USD"; 481 cards). A card without a launch price is left
  out of every price condition and superlative. "under $500" / "less than 500 bucks" = < 500; "$300 or
  less" = <= 300; "between 500 and 1000 dollars" = 500 <= price <= 1000; "cheapest" / "most expensive"
  = launch price.
- series = `Generation`, matched exactly: "rtx 40 series" / "rtx 40 cards" = "GeForce 40"; "rtx 30
  series" = "GeForce 30"; "rtx 20" = "GeForce 20"; "gtx 16" = "GeForce 16" (the desktop generations;
  "GeForce 30 Mobile" etc. are other generations); "rx 6000" / "navi 2" = "Navi II(RX 6000)"; "rx
  7000" = "Navi III(RX 7000)"; "intel arc desktop cards" = the generations "Alchemist(Arc 3)",
  "Alchemist(Arc 5)", "Alchemist(Arc 7)" (not the "... Mobile" ones); "rtx 50 series" = "GeForce 50".
- memory type = `Memory Type` exactly ("GDDR6X" is not "GDDR6"); "hbm3" = "HBM3" or "HBM3e".
- bus width = `Memory Bus` ("256 bit"); "System Shared" has none.
- bandwidth = `Bandwidth`, written "448.0 GB/s" or "1.01 TB/s" (TB/s x 1000 = GB/s); "System
  Dependent" has none.
- "pcie 5.0 cards" = `Bus Interface` starting with "PCIe 5.0"; "pcie 4.0 x16" = exactly "PCIe 4.0 x16".
- "single slot" = `Slot Width` "Single-slot"; "triple slot" = "Triple-slot"; "desktop cards" = a
  `Slot Width` of "Single-slot", "Dual-slot", "Triple-slot" or "Quad-slot" (a board in a PCIe slot:
  not IGP, MXM, SXM or OAM modules, and not a card whose slot width is not listed).
- "geforce cards" = a `Generation` starting with "GeForce" (the TITANs of those generations count).
- "no power connector" / "doesn't need a power cable" = `Power Connectors` "None" (an empty value is
  not known, so it does not count); "16 pin" = a `Power Connectors` value containing "16-pin"; "not
  using a 16 pin connector" = a listed `Power Connectors` value without "16-pin" (empty = not known,
  left out);
  "2x 8-pin" = exactly "2x 8-pin".
- "ray tracing cores" / "rt cores" = an `RT Cores` value is listed (> 0).
- process node = `Process Size` ("5 nm", "14 nm+++"), the number; "5nm or smaller" = <= 5.
- boost clock = `Boost Clock` ("1785 MHz").
- "xt" in "not xt or xtx" = the word XT or XTX in the card's name.
- "top 3" = the 3 best plus every card tied with the 3rd; a superlative returns every card tied for
  first; a comparison returns the winner, or every tied card.
- second batch (gpu-051..066):
  - "cuda cores" = `Shading Units` (TechPowerUp's count of NVIDIA's CUDA cores), not the `CUDA` column
    (that is the compute capability, "8.9"); "compute units" = `Compute Units`.
  - "lowest wattage" = min TDP (as "watts" above); "newest" = the latest release date: full dates are
    compared, and a card with only a month or a year ("Mar 2024", "2021") is asserted to fall before
    the winner, so it cannot be the newest; "Never Released" / "Unknown" cards are left out.
  - "cheapest with at least 16 gigs" = min launch price among cards with >= 16 GB (cards without a
    launch price are left out, as above).
  - "except the ti and super ones" = a name without the word "Ti" or "SUPER" (case as TechPowerUp
    writes them; "TITAN" is not "Ti"), so "RTX 4070 Ti SUPER" is out and "TITAN Ada" is in.
  - "without ray tracing cores" = no `RT Cores` value (0), the negation of "rt cores" above.
  - "hbm" alone = any `Memory Type` starting with "HBM" (HBM, HBM2, HBM2e, HBM3, HBM3e); "aren't amd" =
    brand NVIDIA or Intel.
  - "aren't geforce" = a `Generation` not starting with "GeForce" (the negation of "geforce cards").
  - "pcie 4.0 x8" = `Bus Interface` exactly "PCIe 4.0 x8".
  - "runs on a 550w psu" / "fine with a 550w power supply" = `Suggested PSU` <= 550 W (a card that
    lists no suggested PSU is left out: it is not known).
  - "dual slot" = `Slot Width` "Dual-slot" exactly.
  - "16 pin power connector" = a `Power Connectors` value containing "16-pin" (as above).
- fourth batch (session 27, gpu-067..082; this catalog's third set of questions, the project's fourth
  fresh batch): written before any engine run on it, by a helper that neither ran nor read the engine,
  after reading the raw rows only to keep each list between 1 and 40 cards (empty for No Answer).
  - "msrp" / "launch price" / "a grand" / "1k" / "bucks" / "dollars" = `Launch Price` in USD (cards without
    one are left out, as above); "under a grand" / "under 1k" = price < 1000; "under 500 bucks" = < 500;
    "between 500 and 800 dollars" = 500 <= price <= 800 (inclusive).
  - "which 3 ... had the highest msrp" = top 3 by launch price plus every card tied with the 3rd.
  - "priciest amd gpu ever" = max launch price over every AMD card.
  - "rx 6000 lineup minus the 16gb models" = `Generation` "Navi II(RX 6000)" and VRAM != 16 GB.
  - "from 2023 on" / "2023 or newer" = release year >= 2023; "came out in 2024" = year == 2024 (a bare
    "2024" or "Apr 2024" counts; "Never Released" / "Unknown" have no year).
  - "12 gigs or more" / "12 gigs min" = VRAM >= 12; "20gb+" = >= 20; "16gb or more" = >= 16; "16gb card" in
    the dual-slot question = >= 16 (a 16 GB floor, as "16 gigs or more").
  - "single slot" = `Slot Width` "Single-slot"; "dual slot" = "Dual-slot" exactly; "desktop card" = the
    DESKTOP slot widths above.
  - "pcie 5" / "pcie 5.0" = `Bus Interface` starting with "PCIe 5.0"; "lowest power" = min TDP.
  - "draws 200w max" = TDP <= 200.
  - "outside the geforce lineup" = a `Generation` not starting with "GeForce" (as "aren't geforce").
  - "fastest boosting" = max `Boost Clock`; "arc desktop card" = the ARC_DESKTOP generations (ties kept).
  - "memory bandwidth" comparison = `Bandwidth` in GB/s; "rx 7800 xt" = "AMD Radeon RX 7800 XT", "rtx 4070"
    = "NVIDIA GeForce RTX 4070" (not the AD103 / GDDR6 / SUPER pages).
  - "gtx 16 card ... rt cores" = `Generation` "GeForce 16" with an `RT Cores` value (none has one).
- comparisons name one card each, found by its exact catalog name (asserted to exist once): "3060
  ti" = "NVIDIA GeForce RTX 3060 Ti", "6700 xt" = "AMD Radeon RX 6700 XT", "rtx 3060 12gb" =
  "NVIDIA GeForce RTX 3060 12 GB" (TechPowerUp has no plain "RTX 3060" page), "1060 6gb" = "NVIDIA
  GeForce GTX 1060 6 GB", "4070" = "NVIDIA GeForce RTX 4070" (not the AD103 or GDDR6 variants), etc.

Narrowed after their gold was first computed (and before any engine run), because the list was far
longer than a shopper's answer (the protocol's 1-40): "nvidia cards with at least 12gb vram under 200
watts" (60) -> "..., 2022 or newer"; "single slot cards with 8gb or more" (36) -> "... from 2020 or
newer"; "cards that dont need a power connector with 4gb+ vram, 2019 or later" (196, mostly laptop and
integrated GPUs) -> "desktop cards ... with 8gb+ vram, 2019 or later"; "pcie 4.0 x16 cards under 150w
that arent amd" (55) -> "... that arent nvidia". "geforce cards with over 1 tb/s of memory bandwidth"
was added afterwards as the 50th question (its gold read after it was written).

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import datetime
import json
import os
import re

from convert import brand, clean, launch_price, load, names, rid, year

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(rid(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def gen(r):
    return clean(r["Generation"])


def mem_gb(r):
    """'8 GB' -> 8.0, '1024 MB' -> 1.0; None for 'System Shared'."""
    v = clean(r["Memory Size"])
    if v == "System Shared":
        return None
    m = re.fullmatch(r"([\d.,]+) (GB|MB)", v)
    assert m, v
    x = float(m.group(1).replace(",", ""))
    return x / 1024 if m.group(2) == "MB" else x


def tdp(r):
    """'200 W' -> 200.0; None for 'unknown'."""
    v = clean(r["TDP"])
    if v == "unknown":
        return None
    m = re.fullmatch(r"([\d,]+) W", v)
    assert m, v
    return float(m.group(1).replace(",", ""))


def bus(r):
    v = clean(r["Memory Bus"])
    if v == "System Shared":
        return None
    m = re.fullmatch(r"(\d+) bit", v)
    assert m, v
    return int(m.group(1))


def bandwidth(r):
    """GB/s: '448.0 GB/s' -> 448.0, '1.01 TB/s' -> 1010.0; None for 'System Dependent'."""
    v = clean(r["Bandwidth"])
    if v == "System Dependent":
        return None
    m = re.fullmatch(r"([\d.,]+) (GB|TB)/s", v)
    assert m, v
    x = float(m.group(1).replace(",", ""))
    return x * 1000 if m.group(2) == "TB" else x


def mhz(r, col):
    v = clean(r[col])
    if not v:
        return None
    m = re.fullmatch(r"(\d+) MHz", v)
    assert m, v
    return int(m.group(1))


def node(r):
    m = re.fullmatch(r"(\d+) nm\+*", clean(r["Process Size"]))
    assert m, r["Process Size"]
    return int(m.group(1))


MONTHS = {m: i for i, m in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                                      "Dec"], 1)}


def date(r):
    """The full release date ('Dec 1st, 2020'); None when only a month, a year or nothing is given."""
    m = re.fullmatch(r"(\w{3}) (\d+)(?:st|nd|rd|th), (\d{4})", clean(r["Release Date"]))
    return datetime.date(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))) if m else None


def price(r):
    return launch_price(r)


def rt(r):
    v = clean(r["RT Cores"])
    return int(v) if v else 0


def title(r):
    return NAME[rid(r)]


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No graphics card in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(k, r) for k, r in ALL if f(r)]


def known(f):
    """A filter that is false (not an error) when a value it compares is missing."""
    def g(r):
        try:
            return bool(f(r))
        except TypeError:
            return False
    return g


def argmin(rows, key):
    rows = [x for x in rows if key(x[1]) is not None]
    best = min(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    rows = [x for x in rows if key(x[1]) is not None]
    best = max(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    rows = [x for x in rows if key(x[1]) is not None]
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def exact(name_):
    rows = [(k, r) for k, r in ALL if NAME[k] == name_]
    assert len(rows) == 1, (name_, len(rows))
    return rows[0]


def best_of(named, key, largest=True):
    """Comparison of named cards: the winner, or every card tied for first place."""
    return argmax(named, key) if largest else argmin(named, key)


NV = lambda r: brand(r) == "NVIDIA"  # noqa: E731
AMD = lambda r: brand(r) == "AMD"  # noqa: E731
INTEL = lambda r: brand(r) == "Intel"  # noqa: E731
DESKTOP = ("Single-slot", "Dual-slot", "Triple-slot", "Quad-slot")
ARC_DESKTOP = ("Alchemist(Arc 3)", "Alchemist(Arc 5)", "Alchemist(Arc 7)")
MC, INV = "Multi-Condition Queries", "Inverse Queries"

# --- simple filters ---------------------------------------------------------------------------
q("rtx 40 series cards?", "Simple Filter", where(lambda r: gen(r) == "GeForce 40"))
q("show me the intel arc desktop cards", "Simple Filter", where(lambda r: gen(r) in ARC_DESKTOP))
q("which cards use gddr6x", "Simple Filter", where(lambda r: clean(r["Memory Type"]) == "GDDR6X"))
q("anything with hbm3 memory?", "Simple Filter", where(lambda r: clean(r["Memory Type"]) in ("HBM3", "HBM3e")))
q("gpus with 48gb vram", "Simple Filter", where(known(lambda r: mem_gb(r) == 48)))
q("pcie 5.0 cards pls", "Simple Filter", where(lambda r: clean(r["Bus Interface"]).startswith("PCIe 5.0")))

# --- multi-condition --------------------------------------------------------------------------
q("nvidia cards with at least 12gb vram under 200 watts, 2022 or newer", MC,
  where(known(lambda r: NV(r) and mem_gb(r) >= 12 and tdp(r) < 200 and year(r) >= 2022)))
q("amd cards newer than 2020 with 16 gigs or more", MC,
  where(known(lambda r: AMD(r) and year(r) > 2020 and mem_gb(r) >= 16)))
q("rtx 30 series under $500", MC, where(known(lambda r: gen(r) == "GeForce 30" and price(r) < 500)))
q("gddr6 cards with a 256 bit bus that came out in 2021", MC,
  where(known(lambda r: clean(r["Memory Type"]) == "GDDR6" and bus(r) == 256 and year(r) == 2021)))
q("single slot cards with 8gb or more from 2020 or newer", MC,
  where(known(lambda r: clean(r["Slot Width"]) == "Single-slot" and mem_gb(r) >= 8 and year(r) >= 2020)))
q("desktop cards that dont need a power connector with 8gb+ vram, 2019 or later", MC,
  where(known(lambda r: clean(r["Slot Width"]) in DESKTOP and clean(r["Power Connectors"]) == "None"
              and mem_gb(r) >= 8 and year(r) >= 2019)))
q("rx 6000 with 12gb+ for less than 500 bucks", MC,
  where(known(lambda r: gen(r) == "Navi II(RX 6000)" and mem_gb(r) >= 12 and price(r) < 500)))
q("nvidia 16 gb cards betwen 500 and 1000 dollars", MC,
  where(known(lambda r: NV(r) and mem_gb(r) == 16 and 500 <= price(r) <= 1000)))
q("intel gpus with more than 8gb", MC, where(known(lambda r: INTEL(r) and mem_gb(r) > 8)))
q("triple slot cards with the 16 pin connector", MC,
  where(lambda r: clean(r["Slot Width"]) == "Triple-slot" and "16-pin" in clean(r["Power Connectors"])))
q("5nm or smaller nvidia gpus with 24gb+ released in 2023", MC,
  where(known(lambda r: NV(r) and node(r) <= 5 and mem_gb(r) >= 24 and year(r) == 2023)))
q("cards with ray tracing cores and 8gb that launched at $300 or less", MC,
  where(known(lambda r: rt(r) > 0 and mem_gb(r) >= 8 and price(r) <= 300)))
q("geforce cards with over 1 tb/s of memory bandwidth", MC,
  where(known(lambda r: gen(r).startswith("GeForce") and bandwidth(r) > 1000)))
q("amd cards from 2023 with 2x 8-pin", MC,
  where(known(lambda r: AMD(r) and year(r) == 2023 and clean(r["Power Connectors"]) == "2x 8-pin")))

# --- inverse ----------------------------------------------------------------------------------
q("16gb+ cards from 2023 that are not nvidia", INV,
  where(known(lambda r: not NV(r) and year(r) == 2023 and mem_gb(r) >= 16)))
q("rtx 40 cards without gddr6x", INV,
  where(lambda r: gen(r) == "GeForce 40" and clean(r["Memory Type"]) != "GDDR6X"))
q("rx 7000 cards that arent xt or xtx", INV,
  where(lambda r: gen(r) == "Navi III(RX 7000)" and not re.search(r"\bXTX?\b", title(r))))
q("gtx 16 series other than the 1650s", INV,
  where(lambda r: gen(r) == "GeForce 16" and "1650" not in title(r)))
q("24gb or more, launched 2022 or later, but not using a 16 pin connector", INV,
  where(known(lambda r: mem_gb(r) >= 24 and year(r) >= 2022 and clean(r["Power Connectors"]) != ""
              and "16-pin" not in clean(r["Power Connectors"]))))
q("pcie 4.0 x16 cards under 150w that arent nvidia", INV,
  where(known(lambda r: clean(r["Bus Interface"]) == "PCIe 4.0 x16" and tdp(r) < 150 and not NV(r))))

# --- superlative ------------------------------------------------------------------------------
q("which card has the most vram", "Superlative", argmax(ALL, mem_gb), is_list=False)
q("highest tdp gpu?", "Superlative", argmax(ALL, tdp), is_list=False)
q("top 3 most expensive cards at launch", "Superlative", top_n(ALL, price, 3, largest=True))
q("cheapest rtx 30 series card", "Superlative", argmin(where(lambda r: gen(r) == "GeForce 30"), price),
  is_list=False)
q("most power hungry rx 6000 card", "Superlative", argmax(where(lambda r: gen(r) == "Navi II(RX 6000)"), tdp),
  is_list=False)
q("which gtx 16 card has the fastest boost clock", "Superlative",
  argmax(where(lambda r: gen(r) == "GeForce 16"), lambda r: mhz(r, "Boost Clock")), is_list=False)
q("rtx 20 series card with the widest memory bus", "Superlative",
  argmax(where(lambda r: gen(r) == "GeForce 20"), bus), is_list=False)
q("top 3 amd cards by memory bandwidth", "Superlative", top_n(where(AMD), bandwidth, 3, largest=True))

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: gen(r) == "GeForce 30")
q("how many rtx 30 series cards are there", "Count", rows, answer=f"{len(rows)} cards.")
rows = where(known(lambda r: mem_gb(r) == 24))
q("how many cards have 24gb vram?", "Count", rows, answer=f"{len(rows)} cards.")
rows = where(known(lambda r: INTEL(r) and year(r) == 2022))
q("how many intel gpus were released in 2022", "Count", rows, answer=f"{len(rows)} Intel GPUs.")
rows = where(known(lambda r: clean(r["Memory Type"]) == "GDDR6X" and tdp(r) > 300))
q("how many gddr6x cards draw more than 300w", "Count", rows, answer=f"{len(rows)} cards.")
rows = where(known(lambda r: AMD(r) and year(r) >= 2019 and price(r) < 300))
q("how many amd cards launched under $300 since 2019?", "Count", rows, answer=f"{len(rows)} AMD cards.")

# --- comparison -------------------------------------------------------------------------------
pair = [exact("NVIDIA GeForce RTX 3060 Ti"), exact("AMD Radeon RX 6700 XT")]
q("3060 ti vs 6700 xt, which has more vram", "Comparison", best_of(pair, mem_gb), is_list=False)
pair = [exact("NVIDIA GeForce RTX 4090"), exact("AMD Radeon RX 7900 XTX")]
q("rtx 4090 or 7900 xtx - which one uses less power", "Comparison", best_of(pair, tdp, largest=False),
  is_list=False)
trio = [exact("NVIDIA GeForce RTX 3080"), exact("NVIDIA GeForce RTX 3080 Ti"), exact("NVIDIA GeForce RTX 3090")]
q("3080 vs 3080 ti vs 3090 which was cheapest at launch", "Comparison", best_of(trio, price, largest=False),
  is_list=False)
pair = [exact("NVIDIA GeForce GTX 1080 Ti"), exact("NVIDIA GeForce RTX 2080")]
q("gtx 1080 ti or rtx 2080, which has more memory bandwidth?", "Comparison", best_of(pair, bandwidth),
  is_list=False)
trio = [exact("Intel Arc A770"), exact("NVIDIA GeForce RTX 3060 12 GB"), exact("AMD Radeon RX 6600 XT")]
q("arc a770 vs rtx 3060 12gb vs rx 6600 xt, which came out first", "Comparison",
  best_of(trio, date, largest=False), is_list=False)
pair = [exact("AMD Radeon RX 580"), exact("NVIDIA GeForce GTX 1060 6 GB")]
q("rx 580 or gtx 1060 6gb, which has the wider memory bus", "Comparison", best_of(pair, bus), is_list=False)
pair = [exact("NVIDIA GeForce RTX 4070"), exact("NVIDIA GeForce RTX 4070 SUPER")]
q("4070 vs 4070 super, which one has more vram", "Comparison", best_of(pair, mem_gb), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("any cards with 64gb of gddr6x?", "No Answer",
  where(known(lambda r: clean(r["Memory Type"]) == "GDDR6X" and mem_gb(r) >= 64)))
q("rtx 50 series?", "No Answer", where(lambda r: gen(r) == "GeForce 50"))
q("pcie 6.0 gpus", "No Answer", where(lambda r: clean(r["Bus Interface"]).startswith("PCIe 6")))
q("gddr7 cards", "No Answer", where(lambda r: clean(r["Memory Type"]) == "GDDR7"))


# --- second batch for this catalog (the project's fifth batch, session 24): written before any engine run
# on it; ids gpu-051..066, appended so that every earlier question keeps its id and split. ---------------
def count_col(col):
    """An integer spec column ('96', '16384'); None when the card does not list it."""
    def f(r):
        v = clean(r[col]).replace(",", "")
        if not v:
            return None
        assert v.isdigit(), (col, v)
        return int(v)
    return f


def psu(r):
    """'550 W' -> 550; None when no suggested PSU is listed."""
    v = clean(r["Suggested PSU"])
    if not v:
        return None
    m = re.fullmatch(r"(\d+) W", v)
    assert m, v
    return int(m.group(1))


def newest(rows):
    """The cards with the latest full release date; a card dated only by month or year must end before it."""
    best = argmax(rows, date)
    top = date(best[0][1])
    for k, r in rows:
        if date(r) is None and year(r) is not None:
            v = clean(r["Release Date"])
            m = re.fullmatch(r"(\w{3}),? (\d{4})", v)
            assert m or re.fullmatch(r"\d{4}", v), v
            period = (year(r), MONTHS[m.group(1)]) if m else (year(r), 12)
            assert period < (top.year, top.month), (NAME[k], v, top)
    return best


def names_are(rows, expected):
    got = sorted(NAME[k] for k, _ in rows)
    assert got == sorted(expected), got
    return rows


MEMTYPE = lambda r: clean(r["Memory Type"])  # noqa: E731

# superlative (5)
q("which rx 7000 gpu has the most compute units", "Superlative",
  names_are(argmax(where(lambda r: gen(r) == "Navi III(RX 7000)"), count_col("Compute Units")),
            ["AMD Radeon RX 7900 XTX", "AMD Radeon RX 7950 XTX", "AMD Radeon RX 7990 XTX"]), is_list=False)
q("top 3 rtx 40 cards by cuda core count", "Superlative",
  names_are(top_n(where(lambda r: gen(r) == "GeForce 40"), count_col("Shading Units"), 3, largest=True),
            ["NVIDIA TITAN Ada", "NVIDIA GeForce RTX 4090 Ti", "NVIDIA GeForce RTX 4090"]))
q("cheapest gpu w/ at least 16 gigs, going by launch price", "Superlative",
  names_are(argmin(where(known(lambda r: mem_gb(r) >= 16)), price), ["Intel Arc A770", "AMD Radeon RX 7600 XT"]),
  is_list=False)
q("lowest wattage rtx 30 card?", "Superlative",
  names_are(argmin(where(lambda r: gen(r) == "GeForce 30"), tdp), ["NVIDIA GeForce RTX 3050 6 GB"]), is_list=False)
q("whats the newest card with gddr6x", "Superlative",
  names_are(newest(where(lambda r: MEMTYPE(r) == "GDDR6X")), ["NVIDIA GeForce RTX 4070 Ti SUPER AD102"]),
  is_list=False)

# inverse (4)
q("rtx 40 series but not the ti or super ones", INV,
  names_are(where(lambda r: gen(r) == "GeForce 40" and not re.search(r"\b(Ti|SUPER)\b", title(r))),
            ["NVIDIA GeForce RTX 4050", "NVIDIA GeForce RTX 4060", "NVIDIA GeForce RTX 4060 AD106",
             "NVIDIA GeForce RTX 4070", "NVIDIA GeForce RTX 4070 10 GB", "NVIDIA GeForce RTX 4070 AD103",
             "NVIDIA GeForce RTX 4070 GDDR6", "NVIDIA GeForce RTX 4080", "NVIDIA GeForce RTX 4080 12 GB",
             "NVIDIA GeForce RTX 4090", "NVIDIA GeForce RTX 4090 D", "NVIDIA TITAN Ada"]))
q("nvidia desktop cards from 2022 or newer without ray tracing cores", INV,
  where(known(lambda r: NV(r) and clean(r["Slot Width"]) in DESKTOP and year(r) >= 2022 and rt(r) == 0)))
q("hbm gpus from 2022 onwards that arent amd", INV,
  where(known(lambda r: MEMTYPE(r).startswith("HBM") and not AMD(r) and year(r) >= 2022)))
q("24gb cards that aren't geforce", INV,
  where(known(lambda r: mem_gb(r) == 24 and not gen(r).startswith("GeForce"))))

# no answer (3)
q("amd card with a 16 pin power connector?", "No Answer",
  where(lambda r: AMD(r) and "16-pin" in clean(r["Power Connectors"])))
q("any rtx 30 series with more than 24 gigs", "No Answer",
  where(known(lambda r: gen(r) == "GeForce 30" and mem_gb(r) > 24)))
q("rx 7000 cards with gddr6x memory", "No Answer",
  where(lambda r: gen(r) == "Navi III(RX 7000)" and MEMTYPE(r) == "GDDR6X"))

# multi-condition (4)
q("amd 256 bit cards with 16 gigs under 700 bucks", MC,
  where(known(lambda r: AMD(r) and bus(r) == 256 and mem_gb(r) == 16 and price(r) < 700)))
q("dual slot nvidia cards released in 2023 with 16gb or more", MC,
  where(known(lambda r: NV(r) and clean(r["Slot Width"]) == "Dual-slot" and year(r) == 2023 and mem_gb(r) >= 16)))
q("pcie 4.0 x8 cards with 8gb for under $300", MC,
  where(known(lambda r: clean(r["Bus Interface"]) == "PCIe 4.0 x8" and mem_gb(r) == 8 and price(r) < 300)))
q("12gb+ under 400 dollars that runs fine on a 550w psu", MC,
  where(known(lambda r: mem_gb(r) >= 12 and price(r) < 400 and psu(r) <= 550)))


# --- fourth batch (session 27): gpu-067..082, written before any engine run on them, by a helper that
# neither ran nor read the engine; appended so that every earlier question keeps its id and split.
# Readings in the docstring ("fourth batch"); every list is also recomputed by check_gold.py. ----------
SLOT = lambda r: clean(r["Slot Width"])  # noqa: E731
PCIE5 = lambda r: clean(r["Bus Interface"]).startswith("PCIe 5.0")  # noqa: E731
RX6000, RX7000 = "Navi II(RX 6000)", "Navi III(RX 7000)"

q("which 3 rtx 30 cards had the highest msrp", "Superlative",
  names_are(top_n(where(lambda r: gen(r) == "GeForce 30"), price, 3, largest=True),
            ["NVIDIA GeForce RTX 3090 Ti", "NVIDIA GeForce RTX 3090", "NVIDIA GeForce RTX 3080 Ti",
             "NVIDIA GeForce RTX 3080 Ti 20 GB"]))
q("rx 6000 lineup minus the 16gb models", INV, where(lambda r: gen(r) == RX6000 and mem_gb(r) != 16))
q("geforce cards from 2023 on with 12 gigs or more, somewhere between 500 and 800 dollars", MC,
  where(known(lambda r: gen(r).startswith("GeForce") and year(r) >= 2023 and mem_gb(r) >= 12
              and 500 <= price(r) <= 800)))
q("priciest amd gpu ever, going by launch price", "Superlative",
  names_are(argmax(where(AMD), price), ["AMD Radeon Pro SSG (Fiji)"]), is_list=False)
assert all(SLOT(r) for _, r in where(lambda r: MEMTYPE(r) == "GDDR6X"))  # every GDDR6X card lists its slot width
q("any single slot card w/ gddr6x?", "No Answer",
  where(lambda r: SLOT(r) == "Single-slot" and MEMTYPE(r) == "GDDR6X"))
q("20gb+ desktop card for under a grand", MC,
  names_are(where(known(lambda r: SLOT(r) in DESKTOP and mem_gb(r) >= 20 and price(r) < 1000)),
            ["AMD Radeon RX 7900 XT", "AMD Radeon RX 7900 XTX"]))
q("pcie 5 gpus that aren't nvidia", INV, where(lambda r: PCIE5(r) and not NV(r)))
rows = where(known(lambda r: gen(r) == RX7000 and mem_gb(r) >= 16))
q("how many rx 7000 cards have 16gb or more", "Count", rows, answer=f"{len(rows)} cards.")
q("lowest power pcie 5.0 gpu", "Superlative",
  names_are(argmin(where(PCIE5), tdp), ["Intel Data Center GPU Max 1100"]), is_list=False)
q("amd, 2023 or newer, 12 gigs min, under 500 bucks", MC,
  where(known(lambda r: AMD(r) and year(r) >= 2023 and mem_gb(r) >= 12 and price(r) < 500)))
pair = [exact("AMD Radeon RX 7800 XT"), exact("NVIDIA GeForce RTX 4070")]
q("rx 7800 xt or rtx 4070, who's got more memory bandwidth", "Comparison",
  names_are(best_of(pair, bandwidth), ["AMD Radeon RX 7800 XT"]), is_list=False)
q("gddr6x gpus outside the geforce lineup", INV,
  where(lambda r: MEMTYPE(r) == "GDDR6X" and not gen(r).startswith("GeForce")))
rows = where(known(lambda r: NV(r) and year(r) == 2024))
q("how many nvidia gpus came out in 2024", "Count", rows, answer=f"{len(rows)} NVIDIA GPUs.")
q("fastest boosting arc desktop card?", "Superlative",
  names_are(argmax(where(lambda r: gen(r) in ARC_DESKTOP), lambda r: mhz(r, "Boost Clock")),
            ["Intel Arc A750", "Intel Arc A770"]), is_list=False)
q("dual slot 16gb card that draws 200w max and costs under 1k", MC,
  where(known(lambda r: SLOT(r) == "Dual-slot" and mem_gb(r) >= 16 and tdp(r) <= 200 and price(r) < 1000)))
assert not where(lambda r: gen(r).startswith("GeForce 16") and rt(r) > 0)  # nor the GeForce 16 Mobile cards
q("does any gtx 16 card have rt cores", "No Answer", where(lambda r: gen(r) == "GeForce 16" and rt(r) > 0))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"gpu-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
