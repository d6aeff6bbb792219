#!/usr/bin/env python3
"""Questions and gold answers for catfood-chewy, computed from the RAW rows (raw_chewy_catfood.csv)
with explicit filters. Neither catalog.jsonl nor the engine is read. From convert.py only the
raw-row helpers are reused: the loader, `clean` (whitespace), `attrs` / `ga` (the two dict
columns as the scraper wrote them), `price` / `list_price` (the USD amounts).

The questions were all written before any gold was computed and before any engine run. Every
shopper word's reading is listed here; prose-only questions read the ingredient list with an
explicit rule and record one decision per product in scope in reading_decisions.json.

Readings of shopper words (every filter is over the raw columns):
- price = `our_price` in USD (Chewy's price). "under $X" / "less than X" / "below X" = price < X;
  "X max" / "X or less" / "tops" = price <= X; "over X" = price > X; "bucks", "dollars", "usd",
  "$" are all USD. "on sale" = a `list_price` is shown and the price is below it; "% off" =
  (list price - price) / list price.
- food form = `Food Form` of attr_dict: "dry food" / "kibble" = contains "Dry Food"; "wet food" /
  "canned" (as a kind of food) = contains "Wet Food"; "air-dried" = contains "Air-Dried".
- life stage = `Lifestage` ("Kitten", "Adult", "Senior"); "for kittens" / "kitten food" =
  "Kitten"; "senior" / "older cats" = "Senior".
- special diet = the comma list `Special Diet` ("grain free" = the item "Grain-Free"; "organic",
  "raw", "indoor", "veterinary diet" / "vet diet" / "prescription", "high protein", "weight
  control") matched as whole list items.
- texture = `Food Texture` ("pate" = contains "Pate"; "aspic or gelee" / "jelly" = contains
  "Aspic / Gelee"); packaging = `Packaging Type` ("can", "pouch", "tray").
- brand / line = the start of the product name (the shop's `Brand` attribute is missing for 60 %
  of rows): "Tiki Cat", "Fancy Feast", "Royal Canin", "Hill's", "Ziwi Peak", "Purina Pro Plan"
  are name prefixes. "Purina" as a maker = the `Brand` attribute contains "Purina" OR the name
  starts with "Purina" (Fancy Feast, Friskies and Cat Chow carry Brand "Purina").
- pack sizes come from the name only: "case of N" / "N pack" / "N cans" = "case of N"; can or
  pouch size "3 oz" = the name says "3-oz" (or "3 oz"); bag size "N lb" = "N-lb bag" in the name.
  "15 lb or bigger" = bag >= 15 lb.
- guaranteed analysis = `ga_dict`, the first number of the label string ("34.0% min" -> 34.0;
  the scraper's "6.3.0% min" -> 6.3): "protein" = `Crude Protein`, "fat" = `Crude Fat`. "at
  least 40% protein" = >= 40.
- calories per cup = the number before "kcal/cup" (or "kcals/cup") in `calories`; rows that give
  no per-cup figure are in no calorie condition.
- "top 3" = the 3 best plus every row tied with the 3rd; a superlative returns every row tied
  for first; a comparison names products by their exact name (asserted to match one row) and a
  tie returns every tied product.

Changed after the gold was first computed (before any engine run; the only changes): two
multi-condition questions matched 61 products each, more than we allow, and were narrowed —
catfood-013 "40%+ protein ... USD 30 or less" became "45%+ protein ... USD 25 or less" (8), and
catfood-015 "fancy feast 3oz 24-packs on sale right now" got "for under $15" (6).

Writes questions.json (dict; extra field `split` = dev/test, alternating) and
reading_decisions.json. Deterministic.
"""
import json
import os
import re

from convert import attrs, clean, dp, ga, list_price, load, price

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
ALL = [(dp(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def nm(r):
    return clean(r["name"])


def attr(r, key):
    return clean(str(attrs(r).get(key, "")))


def diet(r):
    return [t.strip() for t in attr(r, "Special Diet").split(",") if t.strip()]


def form(r):
    return attr(r, "Food Form")


def dry(r):
    return "Dry Food" in form(r)


def wet(r):
    return "Wet Food" in form(r)


def stage(r):
    return attr(r, "Lifestage")


def texture(r):
    return attr(r, "Food Texture")


def starts(r, *prefixes):
    return any(nm(r).startswith(p) for p in prefixes)


def purina(r):
    return "Purina" in attr(r, "Brand") or nm(r).startswith("Purina")


def case_of(r):
    m = re.search(r"\bcase of (\d+)", nm(r), re.I)
    return int(m.group(1)) if m else None


def bag_lb(r):
    m = re.search(r"(\d+(?:\.\d+)?)\s*-\s*lb bag", nm(r), re.I)
    return float(m.group(1)) if m else None


def oz_size(r, size):
    return re.search(rf"(?<![\d.]){re.escape(size)}[- ]oz\b", nm(r)) is not None


def nutrient(r, key):
    v = ga(r).get(key)
    m = re.search(r"(\d+(?:\.\d+)?)", str(v or ""))
    return float(m.group(1)) if m else None


def protein(r):
    return nutrient(r, "Crude Protein")


def fat(r):
    return nutrient(r, "Crude Fat")


def kcal_cup(r):
    m = re.search(r"([\d,]+(?:\.\d+)?)\s*kcals?/cup", r["calories"])
    return float(m.group(1).replace(",", "")) if m else None


def on_sale(r):
    lp = list_price(r)
    return lp is not None and price(r) < lp


def pct_off(r):
    return (list_price(r) - price(r)) / list_price(r)


def ingredients(r):
    return clean(r["ingredients"])


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    items_ = [nm(r) for _, r in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No cat food in the catalog matches."
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


def one(name):
    """The one row whose product name is exactly `name`."""
    rows = where(lambda r: nm(r) == name)
    assert len(rows) == 1, (name, len(rows))
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("dry food for kittens", "Simple Filter", where(lambda r: stage(r) == "Kitten" and dry(r)))
q("got any air dried cat food?", "Simple Filter", where(lambda r: "Air-Dried" in form(r)))
q("show me everything from ziwi peak", "Simple Filter", where(lambda r: starts(r, "Ziwi Peak")))
q("wet food in aspic or gelee (jelly)", "Simple Filter", where(lambda r: "Aspic / Gelee" in texture(r)))
q("Organic cat food", "Simple Filter", where(lambda r: "Organic" in diet(r)))

# --- multi-condition --------------------------------------------------------------------------
q("grain free wet food for kittens under $30", "Multi-Condition Queries",
  where(lambda r: stage(r) == "Kitten" and wet(r) and "Grain-Free" in diet(r) and price(r) < 30))
q("tiki cat 12 packs for less than 25 bucks", "Multi-Condition Queries",
  where(lambda r: starts(r, "Tiki Cat") and case_of(r) == 12 and price(r) < 25))
q("indoor formula kibble, 15lb bag or bigger", "Multi-Condition Queries",
  where(lambda r: "Indoor" in diet(r) and dry(r) and bag_lb(r) is not None and bag_lb(r) >= 15))
q("royal canin vet diet dry food under 50 dollars", "Multi-Condition Queries",
  where(lambda r: starts(r, "Royal Canin") and "Veterinary Diet" in diet(r) and dry(r) and price(r) < 50))
q("weight control dry food with less than 330 kcal per cup", "Multi-Condition Queries",
  where(lambda r: "Weight Control" in diet(r) and dry(r) and kcal_cup(r) is not None and kcal_cup(r) < 330))
q("senior cat pate under twenty dollars", "Multi-Condition Queries",
  where(lambda r: stage(r) == "Senior" and "Pate" in texture(r) and price(r) < 20))
q("grian free 5.5 oz cans, case of 24, under $25", "Multi-Condition Queries",
  where(lambda r: "Grain-Free" in diet(r) and oz_size(r, "5.5") and case_of(r) == 24 and price(r) < 25))
q("high protein kibble (45%+ protein) for USD 25 or less", "Multi-Condition Queries",
  where(lambda r: dry(r) and protein(r) is not None and protein(r) >= 45 and price(r) <= 25))
q("Limited ingredient diets that are chicken free", "Multi-Condition Queries",
  where(lambda r: "Limited Ingredient Diet" in diet(r) and "Chicken-Free" in diet(r)))
q("fancy feast 3oz 24-packs on sale for under $15", "Multi-Condition Queries",
  where(lambda r: starts(r, "Fancy Feast") and oz_size(r, "3") and case_of(r) == 24 and on_sale(r) and price(r) < 15))

# --- inverse ----------------------------------------------------------------------------------
q("kitten kibble that isn't purina or royal canin", "Inverse Queries",
  where(lambda r: stage(r) == "Kitten" and dry(r) and not purina(r) and not starts(r, "Royal Canin")))
rows = where(lambda r: nm(r).startswith("Friskies Indoor Delights"))
q("which brand makes friskies indoor delights?", "Inverse Queries", rows,
  answer=f"{attr(rows[0][1], 'Brand')} ({nm(rows[0][1])}).", is_list=False)
q("wet food for senior cats that is not a pate", "Inverse Queries",
  where(lambda r: stage(r) == "Senior" and wet(r) and "Pate" not in texture(r)))
q("vet diets not made by hill's or royal canin", "Inverse Queries",
  where(lambda r: "Veterinary Diet" in diet(r) and not starts(r, "Hill's", "Royal Canin")))
q("wet kitten food that doesn't come in a can", "Inverse Queries",
  where(lambda r: stage(r) == "Kitten" and wet(r) and attr(r, "Packaging Type") not in ("", "Can")))
q("organic foods that are not grain-free", "Inverse Queries",
  where(lambda r: "Organic" in diet(r) and "Grain-Free" not in diet(r)))

# --- superlative ------------------------------------------------------------------------------
q("cheapest dry cat food?", "Superlative", argmin(where(dry), price), is_list=False)
q("most expensive wet food", "Superlative", argmax(where(wet), price), is_list=False)
q("which kibble has the most protein", "Superlative",
  argmax(where(lambda r: dry(r) and protein(r) is not None), protein), is_list=False)
q("lowest calorie dry food per cup", "Superlative",
  argmin(where(lambda r: dry(r) and kcal_cup(r) is not None), kcal_cup), is_list=False)
q("what's the biggest % off list price right now?", "Superlative", argmax(where(on_sale), pct_off), is_list=False)
q("3 cheapest kitten foods", "Superlative", top_n(where(lambda r: stage(r) == "Kitten"), price, 3))
q("highest fat wet cat food", "Superlative",
  argmax(where(lambda r: wet(r) and fat(r) is not None), fat), is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: starts(r, "Tiki Cat"))
q("how many Tiki Cat products do you carry?", "Count", rows, answer=f"{len(rows)} Tiki Cat products.")
rows = where(lambda r: "Veterinary Diet" in diet(r))
q("how many prescription / veterinary diets are there", "Count", rows, answer=f"{len(rows)} veterinary diets.")
rows = where(lambda r: stage(r) == "Senior")
q("How many foods are made for senior cats?", "Count", rows, answer=f"{len(rows)} foods for senior cats.")
rows = where(lambda r: dry(r) and bag_lb(r) is not None and bag_lb(r) >= 20)
q("how many dry foods come in 20 pound bags or larger", "Count", rows,
  answer=f"{len(rows)} dry foods in bags of 20 lb or more.")
rows = where(lambda r: "Raw" in diet(r))
q("how many raw diets do you have", "Count", rows, answer=f"{len(rows)} raw diets.")

# --- comparison -------------------------------------------------------------------------------
pair = [one("Fancy Feast Classic Tender Beef Feast Canned Cat Food, 3-oz, case of 24"),
        one("Fancy Feast Classic Tender Liver & Chicken Feast Canned Cat Food, 3-oz, case of 24")]
q("fancy feast classic beef feast vs liver & chicken feast (3oz 24pk) - which is cheaper?", "Comparison",
  argmin(pair, price), is_list=False)
pair = [one("Friskies Indoor Delights Dry Cat Food, 16-lb bag"),
        one("Meow Mix Tender Centers Salmon & White Meat Chicken Dry Cat Food, 13.5-lb bag")]
q("Friskies Indoor Delights or Meow Mix Tender Centers Salmon & White Meat Chicken: which has fewer calories per cup?",
  "Comparison", argmin(pair, kcal_cup), is_list=False)
pair = [one("Cat Chow Naturals Original Dry Cat Food, 13-lb bag"),
        one("Purina ONE Sensitive Skin & Stomach Dry Cat Food, 16-lb bag")]
q("more protein: cat chow naturals original or purina one sensitive skin & stomach?", "Comparison",
  argmax(pair, protein), is_list=False)
trio = [one("Hill's Prescription Diet k/d Kidney Care Vegetable & Tuna Stew Canned Cat Food, 2.9-oz, case of 24"),
        one("Hill's Prescription Diet k/d Kidney Care Chicken & Vegetable Stew Canned Cat Food, 2.9-oz, case of 24"),
        one("Hill's Prescription Diet c/d Multicare Urinary Care Chicken & Vegetable Stew Canned Cat Food, 2.9-oz, case of 24")]
q("hills k/d vegetable & tuna stew, k/d chicken & vegetable stew or c/d multicare chicken & veg stew - cheapest of the 3?",
  "Comparison", argmin(trio, price), is_list=False)
pair = [one("Blue Buffalo Wilderness Indoor Chicken Recipe Grain-Free Dry Cat Food, 11-lb bag"),
        one("Royal Canin Indoor Adult Dry Cat Food, 15-lb bag")]
q("per pound, which is cheaper - blue wilderness indoor chicken 11 lb or royal canin indoor adult 15 lb?",
  "Comparison", argmin(pair, lambda r: price(r) / bag_lb(r)), is_list=False)

# --- prose only (the ingredient list) ---------------------------------------------------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(row) -> (answer, reason)` to every product in `scope`, records the decision
    and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(r)
        READING.setdefault(qid, {})[nm(r)] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def rabbit(r):
    m = re.search(r"[\w-]*\s?rabbit[\w ]{0,12}", ingredients(r), re.I)
    if m:
        return True, f"the ingredient list names rabbit: “{m.group(0).strip()}”"
    return False, "no rabbit in the ingredient list"


q("anything with rabbit in it?", "Prose Only", read("rabbit", rabbit, lambda r: True))

GREEN_MUSSEL = re.compile(r"green[- ]lipped mussel|green[- ]lip mussel|green mussel|perna canaliculus", re.I)


def green_mussel(r):
    """New Zealand green-lipped mussel (Perna canaliculus, often listed as "New Zealand Green
    Mussel"); plain "mussels" (a seafood flavour) is not read as green-lipped."""
    t = ingredients(r)
    m = GREEN_MUSSEL.search(t)
    if m:
        return True, f"the ingredient list names green(-lipped) mussel: “{m.group(0)}”"
    if re.search(r"mussel", t, re.I):
        return False, "mussel is listed, but not as green-lipped / New Zealand green mussel"
    return False, "no green-lipped mussel in the ingredient list"


q("dry food with green-lipped mussel (for joints)", "Prose Only",
  read("green_lipped_mussel", green_mussel, lambda r: dry(r)))

DYES = re.compile(r"\b(red (no\. ?)?40|red (no\. ?)?3|yellow (no\. ?)?5|yellow (no\. ?)?6|blue (no\. ?)?1|"
                  r"blue (no\. ?)?2|fd&c [\w ]+|caramel colou?r|added colou?r|artificial colou?rs?)\b", re.I)


def dyes(r):
    """Artificial colours: FD&C dyes (Red 40, Red 3, Yellow 5, Yellow 6, Blue 1, Blue 2), caramel
    colour, or colour named as such ("added color", "artificial colors"); titanium dioxide
    "(color)" is read as a colour too."""
    t = ingredients(r)
    m = DYES.search(t) or re.search(r"titanium dioxide \(colou?r\)", t, re.I)
    if m:
        return True, f"the ingredient list has an added colour: “{m.group(0)}”"
    return False, "no added colour in the ingredient list"


q("cheap kibble under $15 that has artificial dyes like red 40 or yellow 5", "Prose Only",
  read("artificial_colors", dyes, lambda r: dry(r) and price(r) < 15))

PROBIOTIC = re.compile(r"lactobacillus|enterococcus faecium|bifidobacterium|bacillus coagulans|"
                       r"bacillus subtilis|pediococcus|probiotic", re.I)


def probiotic(r):
    """Live cultures: an ingredient naming a probiotic organism (Lactobacillus, Enterococcus
    faecium, Bifidobacterium, Bacillus coagulans / subtilis, Pediococcus) or "probiotic";
    fungal enzyme extracts (Aspergillus, Trichoderma) alone are not probiotics."""
    t = ingredients(r)
    m = PROBIOTIC.search(t)
    if m:
        return True, f"the ingredient list has a live culture: “{m.group(0)}”"
    if re.search(r"aspergillus|trichoderma", t, re.I):
        return False, "only fungal fermentation extracts (enzymes), no probiotic organism"
    return False, "no probiotic organism in the ingredient list"


q("kitten dry food with probiotics", "Prose Only",
  read("probiotics", probiotic, lambda r: dry(r) and stage(r) == "Kitten"))


def no_carrageenan(r):
    if re.search(r"carrageenan", ingredients(r), re.I):
        return False, "the ingredient list has carrageenan"
    return True, "no carrageenan in the ingredient list"


q("kitten pate without carrageenan", "Prose Only",
  read("no_carrageenan", no_carrageenan, lambda r: stage(r) == "Kitten" and "Pate" in texture(r)))


def bha(r):
    m = re.search(r"\bBHA\b[^,]{0,40}|butylated hydroxyanisole", ingredients(r), re.I)
    if m:
        return True, f"the ingredient list has BHA: “{m.group(0).strip()}”"
    return False, "no BHA in the ingredient list"


q("which foods are preserved with BHA?", "Prose Only", read("bha", bha, lambda r: True))


def quinoa(r):
    m = re.search(r"[\w-]*\s?quinoa[\w ]{0,10}", ingredients(r), re.I)
    if m:
        return True, f"the ingredient list names quinoa: “{m.group(0).strip()}”"
    return False, "no quinoa in the ingredient list"


q("any cat food made with quinoa?", "Prose Only", read("quinoa", quinoa, lambda r: True))


def no_corn(r):
    """Corn in any form (ground corn, corn gluten meal, corn starch, corn protein meal, corn
    syrup) counts as corn; "peppercorn"-like words do not (word boundary)."""
    m = re.search(r"\bcorn\b[\w ]{0,20}", ingredients(r), re.I)
    if m:
        return False, f"the ingredient list has corn: “{m.group(0).strip()}”"
    return True, "no corn in the ingredient list"


q("purina pro plan kibble with no corn", "Prose Only",
  read("no_corn", no_corn, lambda r: starts(r, "Purina Pro Plan") and dry(r)))

# --- no answer --------------------------------------------------------------------------------
q("do you have kangaroo cat food?", "No Answer",
  where(lambda r: re.search(r"kangaroo", nm(r) + " " + ingredients(r), re.I) is not None))
q("dry food over $100", "No Answer", where(lambda r: dry(r) and price(r) > 100))
q("hill's pouches for under 10 dollars", "No Answer",
  where(lambda r: starts(r, "Hill's") and attr(r, "Packaging Type") == "Pouch" and price(r) < 10))
q("tiki cat in a 15 lb bag?", "No Answer",
  where(lambda r: starts(r, "Tiki Cat") and bag_lb(r) is not None and bag_lb(r) >= 15))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"catfood-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:160])


if __name__ == "__main__":
    main()
