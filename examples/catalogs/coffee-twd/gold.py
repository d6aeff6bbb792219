#!/usr/bin/env python3
"""Questions and gold answers for coffee-twd, computed from the RAW rows (raw_coffeereview_twd.csv)
with explicit filters. Neither catalog.jsonl nor the engine is read. From convert.py only the
raw-row helpers are reused: the loader, the review slug (`slug`), the price reader (`price_parts`:
amount in TWD and the pack size as written) and the naming rule (`names`).

The questions were all written before any gold was computed and before any engine run (none was
run). Every shopper word's reading is listed here; prose-only questions read the review text with
an explicit rule and record one decision per product in scope in reading_decisions.json.

Readings of shopper words (every filter is over the raw columns):
- price = the amount of `Est. Price` in New Taiwan dollars ("NT $1,200/100 grams" -> 1200).
  "NT$300", "300 twd", "nt 400", "1,000 NTD", "1k" are amounts in TWD. "under X" / "below X" /
  "less than X" = price < X; "X max" / "X or less" = price <= X; "between A and B" = A <= price <= B;
  "over X" / "more than X" = price > X.
- pack size in grams: "N grams" / "Ng" as stated; "N ounces" = N x 28.3495 g; capsules, brew bags
  and bottles have no weight and are in no weight condition. "16 oz / 454 g or more" = >= 450 g
  (16 oz is 453.6 g; shops round to 450-460 g). "4 oz bags" = 110-116 g (4 oz is 113.4 g: packs
  stated as "4 ounces", "113 grams" or "115 grams"). "1 kg" = >= 900 g.
- price per 100 g = price / grams x 100 (weighed packs only).
- origin ("from Kenya", "ethiopian", "Colombian", "Panama", "grown in Taiwan", "Yemen", "Honduras",
  "Rwanda", "Hawaii/Kona") = the country or place word appears in `Coffee Origin`
  (case-insensitive); a blend whose origin lists the country ("Colombia; Ethiopia") counts.
  "Not disclosed" origins are in no origin condition. Where the roasters are located (always
  Taiwan) is `Roaster Location`, not origin.
- roaster location: "in Kaohsiung" = `Roaster Location` contains "Kaohsiung"; "Taichung" = contains
  "Taichung" or the source's misspelling "Taiching".
- roaster = `Roaster`, with the source's spelling variants of one roaster grouped: "Kakalove" =
  "Kakalove Cafe" or "Kakalove Café"; "Simon Hsieh" = the three spellings of "Simon Hsieh('s|’s)
  Aroma Roast Coffees"; other roasters exact ("Buon Caffe", "GK Coffee", "Small Eyes Cafe").
- roast level = `Roast Level`: "light roast" = "Light" (not "Medium-Light"); "medium roast" =
  "Medium"; "medium-dark or darker" = "Medium-Dark" or "Dark"; "not light roast" = a stated level
  other than "Light" ("NA" rows are in no roast condition).
- rating = `Rating` (points); "95 or higher" / "95+" = >= 95; "94 or better" = >= 94; sub-scores
  (`Aroma`, `Flavor`) likewise; "highest rated" = max rating, every tie kept.
- review year = the year of `Review_Date` ("Aug 2023").
- name rules (case-insensitive, on `Coffee_Name`): "geisha" = "geisha" or "gesha"; "espresso" =
  the word "espresso"; "blend" = the word "blend"; "single origin ... (not a blend)" = no word
  "blend" in the name AND a `Coffee Origin` naming one place (no ";" list of countries, not "Not
  disclosed"): espresso blends are often sold without the word ("Premium Espresso" =
  "Indonesia; Colombia; Guatemala").
- Agtron = the first number of `Agtron` ("58/76" -> 58, the whole-bean reading; lower is darker);
  "0/0" and "/" are no reading.
- "top 3" = the 3 best plus every coffee tied with the 3rd; a superlative returns every coffee tied
  for first; a comparison names coffees by an explicit rule that must match exactly one row
  (asserted) and a tie returns every tied coffee.
- decaf = a word starting "decaf" in the name or text (word boundary: "jadecafe" in a URL is not).

Replaced after its gold was first computed (the only change): coffee-017 was "geishas that are not
from panama", 48 coffees (more than the ~40 we allow); it now also excludes Ethiopia. The Agtron
reading "0/0" was first taken as a number (7 coffees tied at 0 for "darkest"); it is no reading.
And "single origin (not a blend)" (coffee-018) first read only the name, which let 6 multi-origin
espressos without the word "blend" through; it now also needs a single-place origin. "4 oz bags"
(coffee-031) first counted only packs written "4 ounces" (36); 113 g and 115 g packs are 4 oz too (44).

Writes questions.json (dict; extra field `split` = dev/test, alternating) and
reading_decisions.json. Deterministic.
"""
import json
import os
import re

from convert import load, names, price_parts, slug

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(slug(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def cl(s):
    return " ".join(s.split())


def nm(r):
    return cl(r["Coffee_Name"])


def low(r):
    return nm(r).lower()


def price(r):
    return price_parts(r)[0]


def grams(r):
    size = price_parts(r)[1]
    m = re.match(r"^(\d+(?:\.\d+)?)\s*(grams|g)$", size, re.I)
    if m:
        return float(m.group(1))
    m = re.match(r"^(\d+(?:\.\d+)?)\s*ounces?$", size, re.I)
    if m:
        return float(m.group(1)) * 28.3495
    return None


def per100(r):
    return price(r) / grams(r) * 100


def roaster(r):
    return cl(r["Roaster"])


def kakalove(r):
    return roaster(r) in ("Kakalove Cafe", "Kakalove Café")


def simon_hsieh(r):
    return bool(re.match(r"Simon Hsieh(’s|'s)? Aroma Roast Coffees$", roaster(r)))


def origin(r, *places):
    o = cl(r["Coffee Origin"]).lower()
    return any(p.lower() in o for p in places)


def location(r, place):
    return place.lower() in cl(r["Roaster Location"]).lower()


def roast(r):
    return cl(r["Roast Level"])


def rating(r):
    return int(r["Rating"])


def score(r, col):
    v = cl(r[col])
    return int(v) if v.isdigit() else None


def year(r):
    return int(cl(r["Review_Date"])[-4:])


def agtron(r):
    """The whole-bean reading ('58/76' -> 58); '0/0' (brew bags, capsules, some unmeasured
    coffees) and '/' mean no reading."""
    m = re.match(r"^(\d+)", cl(r["Agtron"]))
    return int(m.group(1)) if m and int(m.group(1)) > 0 else None


def has_word(r, *ws):
    return any(re.search(rf"\b{re.escape(w)}\b", low(r)) for w in ws)


def geisha(r):
    return "geisha" in low(r) or "gesha" in low(r)


def espresso(r):
    return has_word(r, "espresso")


def blend(r):
    return has_word(r, "blend")


def single_origin(r):
    o = cl(r["Coffee Origin"])
    return not blend(r) and ";" not in o and o not in ("", "Not disclosed")


def text(r):
    """The prose of the review: blind assessment, notes, bottom line."""
    return " ".join(cl(r[k]) for k in ("Blind Assessment", "Notes", "Bottom Line"))


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No coffee in the catalog matches."
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


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def one(roaster_, coffee):
    """The one row of `roaster_` whose coffee name is exactly `coffee`."""
    rows = where(lambda r: roaster(r) == roaster_ and nm(r) == coffee)
    assert len(rows) == 1, (roaster_, coffee, len(rows))
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("what do you have from buon caffe?", "Simple Filter", where(lambda r: roaster(r) == "Buon Caffe"))
q("anything medium-dark or darker?", "Simple Filter", where(lambda r: roast(r) in ("Medium-Dark", "Dark")))
q("Coffees from Yemen", "Simple Filter", where(lambda r: origin(r, "Yemen")))
q("show me coffee from roasters in Kaohsiung", "Simple Filter", where(lambda r: location(r, "Kaohsiung")))
q("which coffees are actually grown in taiwan?", "Simple Filter", where(lambda r: origin(r, "Taiwan")))

# --- multi-condition --------------------------------------------------------------------------
q("light roast ethiopians under NT$300", "Multi-Condition Queries",
  where(lambda r: roast(r) == "Light" and origin(r, "Ethiopia") and price(r) < 300))
q("Kenya coffees rated 95 or higher", "Multi-Condition Queries",
  where(lambda r: origin(r, "Kenya") and rating(r) >= 95))
q("geisha for less than 1000 twd", "Multi-Condition Queries", where(lambda r: geisha(r) and price(r) < 1000))
q("kakalove espresso under nt 350", "Multi-Condition Queries",
  where(lambda r: kakalove(r) and espresso(r) and price(r) < 350))
q("Colombian coffee between 400 and 800 NTD", "Multi-Condition Queries",
  where(lambda r: origin(r, "Colombia") and 400 <= price(r) <= 800))
q("panama geishas with 95+ points", "Multi-Condition Queries",
  where(lambda r: origin(r, "Panama") and geisha(r) and rating(r) >= 95))
q("coffee roasted in Taichung that scored 94 or better", "Multi-Condition Queries",
  where(lambda r: (location(r, "Taichung") or location(r, "Taiching")) and rating(r) >= 94))
q("GK Coffee kenyas under 600", "Multi-Condition Queries",
  where(lambda r: roaster(r) == "GK Coffee" and origin(r, "Kenya") and price(r) < 600))
q("big bags - 16oz / 454g or more - for NT$800 max", "Multi-Condition Queries",
  where(lambda r: grams(r) is not None and grams(r) >= 450 and price(r) <= 800))
q("which coffees got a perfect 10 for both aroma and flavor?", "Multi-Condition Queries",
  where(lambda r: score(r, "Aroma") == 10 and score(r, "Flavor") == 10))

# --- inverse ----------------------------------------------------------------------------------
q("kenyas rated 94+ that aren't from Kakalove", "Inverse Queries",
  where(lambda r: origin(r, "Kenya") and rating(r) >= 94 and not kakalove(r)))
q("geishas that aren't from panama or ethiopia", "Inverse Queries",
  where(lambda r: geisha(r) and not origin(r, "Panama") and not origin(r, "Ethiopia")))
q("single origin espresso (not a blend) under NT$400", "Inverse Queries",
  where(lambda r: espresso(r) and single_origin(r) and price(r) < 400))
rows = where(lambda r: nm(r) == "Purple Tipsy Night")
q("who roasts the Purple Tipsy Night?", "Inverse Queries", rows,
  answer=f"{roaster(rows[0][1])} ({NAME[rows[0][0]]}).", is_list=False)
q("coffees with 96 points or more that are not light roasts", "Inverse Queries",
  where(lambda r: rating(r) >= 96 and roast(r) not in ("", "NA", "Light")))
q("taiwan-grown coffees except the ones from kakalove and simon hsieh", "Inverse Queries",
  where(lambda r: origin(r, "Taiwan") and not kakalove(r) and not simon_hsieh(r)))

# --- superlative ------------------------------------------------------------------------------
q("highest rated coffee?", "Superlative", argmax(ALL, rating), is_list=False)
q("cheapest geisha", "Superlative", argmin(where(geisha), price), is_list=False)
q("top 3 most expensive coffees", "Superlative", top_n(ALL, price, 3, largest=True))
q("lowest rated ethiopian coffee", "Superlative", argmin(where(lambda r: origin(r, "Ethiopia")), rating),
  is_list=False)
q("best value kenyan per 100g", "Superlative",
  argmin(where(lambda r: origin(r, "Kenya") and grams(r)), per100), is_list=False)
q("3 cheapest light roasts", "Superlative", top_n(where(lambda r: roast(r) == "Light"), price, 3))
q("which coffee has the lowest agtron number, i.e. the darkest roast?", "Superlative",
  argmin(where(lambda r: agtron(r) is not None), agtron), is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: roaster(r) == "Small Eyes Cafe")
q("How many coffees from Small Eyes Cafe?", "Count", rows, answer=f"{len(rows)} coffees.")
rows = where(lambda r: rating(r) >= 96)
q("how many scored 96 or above", "Count", rows, answer=f"{len(rows)} coffees.")
rows = where(lambda r: grams(r) is not None and 110 <= grams(r) <= 116)
q("how many come in 4 oz bags?", "Count", rows, answer=f"{len(rows)} coffees are sold in 4-ounce bags.")
rows = where(lambda r: origin(r, "Honduras"))
q("how many honduras coffees do you have", "Count", rows, answer=f"{len(rows)} coffees from Honduras.")
rows = where(lambda r: roast(r) == "Medium" and price(r) > 1000)
q("How many medium roasts cost over NT$1,000?", "Count", rows, answer=f"{len(rows)} medium roasts.")

# --- comparison -------------------------------------------------------------------------------
pair = [one("GK Coffee", "Ethiopia Bench Maji Geisha Lucy Station"),
        one("GK Coffee", "Ethiopia Bench Maji Geisha Lucy Station Dark Roast")]
q("GK bench maji geisha lucy station - regular or the dark roast version, which is cheaper?", "Comparison",
  argmin(pair, price), is_list=False)
pair = [one("Coffee Please", "Ethiopia Guji Wush Wush Anaerobic Natural"),
        one("Coffee Please", "Ethiopia Guji Shakiso Dambi Udo Natural Anaerobic")]
q("Coffee Please: Wush Wush Anaerobic Natural vs Dambi Udo Natural Anaerobic, which scored higher?",
  "Comparison", argmax(pair, rating), is_list=False)
pair = [one("David's Nose", "Costa Rica Aquiares Estate"), one("David's Nose", "Costa Rica Aquiares Estate Dark-Roast")]
q("david's nose aquiares estate or the aquiares dark-roast - which one rated better?", "Comparison",
  argmax(pair, rating), is_list=False)
pair = [one("Quartet Kaffe", "Quartet Kaffe Blend No.10"), one("Quartet Kaffe", "Blend No.7 Berrichee")]
q("Quartet Kaffe Blend No.10 vs Blend No.7 Berrichee: which costs less?", "Comparison", argmin(pair, price),
  is_list=False)
trio = [one("Buon Caffe", "Spring Loop Espresso Blend"), one("Buon Caffe", "Amber Forest Espresso Blend"),
        one("Buon Caffe", "Bouquet Serenade 1982 Espresso Blend")]
q("buon caffe spring loop, amber forest or bouquet serenade 1982 - cheapest of the three?", "Comparison",
  argmin(trio, price), is_list=False)

# --- prose only (review text: blind assessment, notes, bottom line) ---------------------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(row) -> (answer, reason)` to every coffee in `scope`, records the decision and
    its reason, returns the coffees read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(r)
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


HONEY_PROCESS = re.compile(
    r"honey[- ](method|process\w*)|(black|red|yellow|white|raisin|golden)[- ]honey\b|"
    r"processed by the [\w\s-]{0,40}?honey|drying by the honey", re.I)


def honey(r):
    """Honey processing (fruit flesh left on the beans while drying), not a honey flavour note."""
    t = text(r)
    m = HONEY_PROCESS.search(t)
    if m:
        return True, f"the review describes honey processing: “{m.group(0)}”"
    if re.search(r"\bhoney", t, re.I):
        return False, "“honey” appears only in a flavour/aroma note (honey, honeysuckle, ...), not as the processing method"
    return False, "no honey processing in the review"


q("honey process coffees under NT$400", "Prose Only", read("honey_process", honey, lambda r: price(r) < 400))


def sl28(r):
    m = re.search(r"SL[- ]?28", text(r))
    if m:
        return True, f"the notes name the SL28 variety: “{m.group(0)}”"
    return False, "no SL28 in the review"


q("anything with the SL28 variety?", "Prose Only", read("sl28", sl28, lambda r: True))


def top30(r):
    m = re.search(r"No\. \d+ coffee on Coffee Review.s list of the Top 30 Coffees of \d{4}", text(r))
    if m:
        return True, f"the review says it was on the Top 30 list: “{m.group(0)}”"
    return False, "no Top 30 list mention in the review"


q("which of these made coffee review's top 30 list?", "Prose Only", read("top30", top30, lambda r: True))

WOMEN = re.compile(r"wom[ae]n[- ](owned|led|run|founded)|founded by (a )?wom[ae]n|female[- ](owned|founded|led)", re.I)


def women(r):
    """A woman-owned / women-led / woman-founded roastery, as the notes describe the roaster."""
    t = text(r)
    m = WOMEN.search(t)
    if m:
        return True, f"the notes describe the roaster as “{m.group(0)}”"
    if re.search(r"\bwom[ae]n\b", t, re.I):
        return False, "women are mentioned (e.g. as producers or growers), but the roastery is not described as woman-owned"
    return False, "the roastery is not described as woman-owned or women-led"


q("coffee from a woman-owned roastery", "Prose Only", read("woman_owned", women, lambda r: True))


def organic(r):
    """The coffee itself certified organic. A sentence certifying only the café counts when the
    coffee is sold under an 'Organic' name by that certified-organic café."""
    t = text(r)
    m = re.search(r"organic[- ]certified|certified (fair trade and )?organic|fair trade, organic", t, re.I)
    if m and not re.match(r"certified[- ]organic mobile caf", t[m.start():], re.I):
        return True, f"the notes say the coffee is certified organic: “{m.group(0)}”"
    if re.search(r"certified-organic mobile caf", t, re.I) and has_word(r, "organic"):
        return True, "sold as “Organic …” by a café the notes call certified-organic"
    if re.search(r"organic", t, re.I):
        return False, "organic is mentioned, but not as a certification of this coffee"
    return False, "no organic certification in the review"


q("certified organic coffee?", "Prose Only", read("organic", organic, lambda r: True))

ANAEROBIC = re.compile(
    r"anaerobic|limited[- ]oxygen|oxygen[- ](restricted|deprived|free|depleted)|without oxygen|"
    r"carbonic maceration|sealed (tanks?|containers?|barrels?)", re.I)


def anaerobic(r):
    m = ANAEROBIC.search(text(r))
    if m:
        return True, f"the review describes oxygen-free (anaerobic) fermentation: “{m.group(0)}”"
    return False, "no anaerobic / limited-oxygen fermentation in the review"


q("anaerobic fermented coffees under NT$500", "Prose Only",
  read("anaerobic", anaerobic, lambda r: price(r) < 500))

FERMENT_NEG = re.compile(r"without (a |any )?(hint|whisper|trace|touch) of ferment\w*|no (hint of )?ferment\w*", re.I)
FERMENT_POS = re.compile(
    r"ferment(y|ed|ish)? (note|edge|tone|sweetness|character)|fermenty|\bferment\b(?! tank)|"
    r"win(e)?y\b|wine-like|boozy|brandy|liqueur|(wine|whiske?y|rum|grappa|bourbon|brandy) (barrel|cask)", re.I)


def fermenty(r):
    """A boozy / fermenty taste as the taster describes the cup (blind assessment and bottom line,
    not the processing notes); a 'without a hint of ferment' is read as NO."""
    cup = cl(r["Blind Assessment"]) + " " + cl(r["Bottom Line"])
    neg = FERMENT_NEG.search(cup)
    rest = FERMENT_NEG.sub(" ", cup)
    m = FERMENT_POS.search(rest)
    if m:
        return True, f"the tasting notes describe a boozy/fermenty character: “{m.group(0)}”"
    if neg:
        return False, f"the tasting notes negate it: “{neg.group(0)}”"
    return False, "no boozy or fermenty character in the tasting notes"


q("ethiopian coffee with a boozy, fermenty kick", "Prose Only",
  read("fermenty", fermenty, lambda r: origin(r, "Ethiopia")))


def jasmine(r):
    m = re.search(r"[\w-]*\s?jasmine", text(r), re.I)
    if m:
        return True, f"the tasting notes name jasmine: “{m.group(0).strip()}”"
    return False, "no jasmine in the review"


q("something with jasmine notes, under 350 nt$", "Prose Only", read("jasmine", jasmine, lambda r: price(r) < 350))

# --- no answer --------------------------------------------------------------------------------
q("do you have any decaf?", "No Answer",
  where(lambda r: re.search(r"\bdecaf", low(r) + " " + text(r), re.I) is not None))
q("any kona or other hawaiian coffee?", "No Answer", where(lambda r: origin(r, "Hawaii", "Hawai’i", "Kona")))
q("anything rated below 85?", "No Answer", where(lambda r: rating(r) < 85))
q("1kg bags?", "No Answer", where(lambda r: grams(r) is not None and grams(r) >= 900))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"coffee-{i + 1:03d}"] = item
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
