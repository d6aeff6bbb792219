#!/usr/bin/env python3
"""Questions and gold answers for housing-melbourne, computed from the RAW rows
(raw_melb_every6th.csv) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only the raw-row helpers are reused: `load` (the 2,264 sampled rows in file order),
`clean` and `name` (each row's product name, `<Address>, <Suburb>`).

All 50 questions were written before any gold was computed and before any engine run. The source
has no prose, so there are no prose-only questions. Two questions were replaced after their gold
was first computed, because no row matched and neither was meant as a no-answer question:
"apartments in melbourne cbd built 2010 or later with a car park" became "... built 2000 or later
..." (2 rows), and "houses in reservoir with no garage" became "houses in preston with no garage"
(4 rows).

Readings of shopper words (every filter is over the raw columns; a blank cell never matches a
condition on its column, neither the condition nor its negation):
- "house" / "home" / "family home" = `Type` h (house, cottage, villa, semi, terrace); "unit" /
  "apartment" / "apartments" = u (unit, duplex); "townhouse" = t; "property" / "place" /
  "listing" / "anything" = any type.
- suburb = `Suburb` exactly, read through the shopper's spelling: "richmnod" = Richmond,
  "hawthorne" = Hawthorn, "brunswik" = Brunswick, "sth yarra" = South Yarra, "balwyn nth" =
  Balwyn North, "melbourne cbd" = the suburb `Melbourne` (postcode 3000); "postcode 3068" =
  `Postcode` 3068.
- "eastern suburbs" = `Regionname` Eastern Metropolitan; "western suburbs" = Western
  Metropolitan; "southern metropolitan" = Southern Metropolitan (South-Eastern Metropolitan is
  another region, so "except southern metropolitan" keeps it).
- price = `Price` (AUD); "under X" / "for under X" = < X; "X tops" / "X max" = <= X; "over X" /
  "went for over X" = > X; "1.2 mil" = 1,200,000; "1.5m" = 1,500,000; "900k" = 900,000; "a million
  bucks" = 1,000,000; "2 mil" / "2 million" = 2,000,000.
- "N bed" / "N bedroom" / "Nbr" / "N bedders" = `Bedroom2` (the bedroom column) == N; "N+ bed" =
  >= N; "not 1 bedroom" = Bedroom2 != 1. `Rooms` (a second count) is not used.
- "N bath" / "with N bathrooms" / "N or more bathrooms" = `Bathroom` >= N; "the most bathrooms" =
  max of Bathroom.
- "garage" / "car park" / "car space" = `Car` >= 1; "double garage" = `Car` >= 2; "no garage" /
  "without a car space" = `Car` == 0.
- "within N km of the CBD / the city" = `Distance` <= N; "closest / furthest from the city" =
  min / max Distance.
- land = `Landsize` (m²): "600sqm+" = >= 600; "biggest block" / "more land" = max.
- floor area = `BuildingArea` (m²): "squares" (the Australian building unit, 100 sq ft) = 9.290304
  m² each, so "25 squares or bigger" = >= 232.25760 m²; "over 2000 sq ft" = > 185.80608 m²
  (0.09290304 m² per sq ft); "biggest house (floor area)" = max BuildingArea.
- "built before Y" = `YearBuilt` < Y; "built Y or later" = >= Y; "oldest" / "older" = min
  YearBuilt; "newest" = max.
- sale method = `Method`: "sold at auction" = S (property sold); "not sold at auction" = any
  other code (SP sold prior, PI passed in, VB vendor bid, SA sold after auction); "sold after
  auction" = SA; "passed in" = PI.
- agency = `SellerG`: "jellis" = Jellis, "buxton" = Buxton; "listings from X" = SellerG X.
- "went for more" / "cheaper" = Price; "priciest" = max Price; "cheapest" = min Price.
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd.
- no-answer questions: "pool" is no column of the source (no row says it has a pool), Geelong is
  no suburb of the source.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import clean, load, name  # noqa: E402

ROWS = [r for _, r in load()]
NAMES = [name(r) for r in ROWS]
ALL = list(zip(NAMES, ROWS))
QUESTIONS = []

SQUARE = 9.290304  # m² per square (100 sq ft)
SQFT = 0.09290304  # m² per sq ft


def num(r, col):
    v = clean(r[col])
    return float(v) if v else None


def typ(r):
    return clean(r["Type"])


def sub(r):
    return clean(r["Suburb"])


def pr(r):
    return float(r["Price"])


def beds(r):
    return num(r, "Bedroom2")


def baths(r):
    return num(r, "Bathroom")


def cars(r):
    return num(r, "Car")


def dist(r):
    return num(r, "Distance")


def land(r):
    return num(r, "Landsize")


def area(r):
    return num(r, "BuildingArea")


def year(r):
    return num(r, "YearBuilt")


def method(r):
    return clean(r["Method"])


def agent(r):
    return clean(r["SellerG"])


def region(r):
    return clean(r["Regionname"])


def ge(v, x):
    return v is not None and v >= x


def le(v, x):
    return v is not None and v <= x


def lt(v, x):
    return v is not None and v < x


def gt(v, x):
    return v is not None and v > x


def eq(v, x):
    return v is not None and v == x


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No property in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(n, r) for n, r in ALL if f(r)]


def argbest(rows, key, largest):
    rows = [x for x in rows if key(x[1]) is not None]
    vals = [key(r) for _, r in rows]
    best = max(vals) if largest else min(vals)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    rows = [x for x in rows if key(x[1]) is not None]
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def named(*ns):
    out = [(n, r) for n, r in ALL if n in ns]
    assert len(out) == len(ns), ns
    return out


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- Simple Filter (6)
q("townhouses in footscray", "Simple Filter", where(lambda r: typ(r) == "t" and sub(r) == "Footscray"))
q("whats for sale in postcode 3068", "Simple Filter", where(lambda r: clean(r["Postcode"]) == "3068"))
q("houses in Elwood", "Simple Filter", where(lambda r: typ(r) == "h" and sub(r) == "Elwood"))
q("anything built before 1890?", "Simple Filter", where(lambda r: lt(year(r), 1890)))
q("homes with 5 or more bathrooms", "Simple Filter", where(lambda r: ge(baths(r), 5)))
q("which ones sold after auction", "Simple Filter", where(lambda r: method(r) == "SA"))

# --- Multi-Condition Queries (12)
q("3 bed houses in richmnod under 1.2 mil", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and eq(beds(r), 3) and sub(r) == "Richmond" and pr(r) < 1_200_000))
q("units with 2 bathrooms and a garage under 700k", "Multi-Condition Queries",
  where(lambda r: typ(r) == "u" and ge(baths(r), 2) and ge(cars(r), 1) and pr(r) < 700_000))
q("house within 5km of the CBD for under a million bucks", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and le(dist(r), 5) and pr(r) < 1_000_000))
q("2br apartment in hawthorne under $500,000", "Multi-Condition Queries",
  where(lambda r: typ(r) == "u" and eq(beds(r), 2) and sub(r) == "Hawthorn" and pr(r) < 500_000))
q("4 bed house in the eastern suburbs with a double garage, 1.5m max", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and eq(beds(r), 4) and region(r) == "Eastern Metropolitan" and ge(cars(r), 2)
        and pr(r) <= 1_500_000))
q("brunswik houses built before 1950", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and sub(r) == "Brunswick" and lt(year(r), 1950)))
q("3+ bed townhouse in Coburg", "Multi-Condition Queries",
  where(lambda r: typ(r) == "t" and sub(r) == "Coburg" and ge(beds(r), 3)))
q("house on 600sqm+ within 10 km of the city under 1.5 mil", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and ge(land(r), 600) and le(dist(r), 10) and pr(r) < 1_500_000))
q("family home 4 bed 2 bath in bentleigh east, $1,250,000 tops", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and eq(beds(r), 4) and ge(baths(r), 2) and sub(r) == "Bentleigh East"
        and pr(r) <= 1_250_000))
q("houses over 2000 sq ft for under 900k", "Multi-Condition Queries",
  where(lambda r: typ(r) == "h" and gt(area(r), 2000 * SQFT) and pr(r) < 900_000))
q("jellis sales in kew over 2 million", "Multi-Condition Queries",
  where(lambda r: agent(r) == "Jellis" and sub(r) == "Kew" and pr(r) > 2_000_000))
q("apartments in melbourne cbd built 2000 or later with a car park", "Multi-Condition Queries",
  where(lambda r: typ(r) == "u" and sub(r) == "Melbourne" and ge(year(r), 2000) and ge(cars(r), 1)))

# --- Inverse Queries (7)
q("northcote houses not sold at auction", "Inverse Queries",
  where(lambda r: typ(r) == "h" and sub(r) == "Northcote" and method(r) != "S"))
q("richmond properties that aren't houses", "Inverse Queries",
  where(lambda r: sub(r) == "Richmond" and typ(r) != "h"))
q("units in st kilda without a car space", "Inverse Queries",
  where(lambda r: typ(r) == "u" and sub(r) == "St Kilda" and eq(cars(r), 0)))
q("brighton listings except the ones from buxton", "Inverse Queries",
  where(lambda r: sub(r) == "Brighton" and agent(r) != "Buxton"))
q("houses in preston with no garage", "Inverse Queries",
  where(lambda r: typ(r) == "h" and sub(r) == "Preston" and eq(cars(r), 0)))
q("townhouses under 800k anywhere except southern metropolitan", "Inverse Queries",
  where(lambda r: typ(r) == "t" and pr(r) < 800_000 and region(r) != "Southern Metropolitan"))
q("kew or hawthorn units that are not 1 bedroom", "Inverse Queries",
  where(lambda r: typ(r) == "u" and sub(r) in ("Kew", "Hawthorn") and beds(r) is not None and beds(r) != 1))

# --- Superlative (8)
q("cheapest townhouse within 5 km of the CBD", "Superlative",
  argbest(where(lambda r: typ(r) == "t" and le(dist(r), 5)), pr, False), is_list=False)
q("priciest house on the list", "Superlative", argbest(where(lambda r: typ(r) == "h"), pr, True), is_list=False)
q("biggest block of land in glen iris", "Superlative",
  argbest(where(lambda r: sub(r) == "Glen Iris"), land, True), is_list=False)
q("oldest house you've got", "Superlative", argbest(where(lambda r: typ(r) == "h"), year, False), is_list=False)
q("top 3 cheapest houses in Richmond", "Superlative",
  top_n(where(lambda r: typ(r) == "h" and sub(r) == "Richmond"), pr, 3))
q("unit with the most bathrooms", "Superlative", argbest(where(lambda r: typ(r) == "u"), baths, True), is_list=False)
q("which property is furthest from the city", "Superlative", argbest(ALL, dist, True), is_list=False)
q("newest house in reservoir", "Superlative",
  argbest(where(lambda r: typ(r) == "h" and sub(r) == "Reservoir"), year, True), is_list=False)

# --- Count (6)
count("how many sold at auction in Brunswick", where(lambda r: sub(r) == "Brunswick" and method(r) == "S"),
      "properties sold at auction in Brunswick")
count("how many units in sth yarra", where(lambda r: typ(r) == "u" and sub(r) == "South Yarra"),
      "units in South Yarra")
count("how many houses went for over 2 mil", where(lambda r: typ(r) == "h" and pr(r) > 2_000_000),
      "houses over $2,000,000")
count("number of properties passed in in the western suburbs",
      where(lambda r: method(r) == "PI" and region(r) == "Western Metropolitan"),
      "properties passed in in the Western Metropolitan region")
count("how many 1 bedders under 400k", where(lambda r: eq(beds(r), 1) and pr(r) < 400_000),
      "one-bedroom properties under $400,000")
count("how many houses in balwyn nth are 25 squares or bigger",
      where(lambda r: typ(r) == "h" and sub(r) == "Balwyn North" and ge(area(r), 25 * SQUARE)),
      "houses in Balwyn North with at least 232 m² of floor area")

# --- Comparison (6)
q("which went for more, 44 The Parade Ascot Vale or 15 Mirams St Ascot Vale?", "Comparison",
  argbest(named("44 The Parade, Ascot Vale", "15 Mirams St, Ascot Vale"), pr, True), is_list=False)
q("29 westgarth st northcote vs 81 mitchell st northcote vs 8 aberdeen gr northcote - which is the biggest house "
  "(floor area)?", "Comparison",
  argbest(named("29 Westgarth St, Northcote", "81 Mitchell St, Northcote", "8 Aberdeen Gr, Northcote"), area, True),
  is_list=False)
q("which is older: 16 Park Rd Prahran or 1/38 Donald St Prahran?", "Comparison",
  argbest(named("16 Park Rd, Prahran", "1/38 Donald St, Prahran"), year, False), is_list=False)
q("more land – 13 Benbow St or 40 Freeman St, yarraville", "Comparison",
  argbest(named("13 Benbow St, Yarraville", "40 Freeman St, Yarraville"), land, True), is_list=False)
q("which has more car spots, 96 verdon st williamstown or 98 osborne st williamstown", "Comparison",
  argbest(named("96 Verdon St, Williamstown", "98 Osborne St, Williamstown"), cars, True), is_list=False)
q("closer to the city: 470 Brunswick St Fitzroy North or 8/220 Elgin St Carlton?", "Comparison",
  argbest(named("470 Brunswick St, Fitzroy North", "8/220 Elgin St, Carlton"), dist, False), is_list=False)

# --- No Answer (5)
q("5 bed townhouse in Fitzroy", "No Answer",
  where(lambda r: typ(r) == "t" and sub(r) == "Fitzroy" and eq(beds(r), 5)))
q("house in toorak under 500k", "No Answer", where(lambda r: typ(r) == "h" and sub(r) == "Toorak" and pr(r) < 500_000))
q("apartments with a pool", "No Answer", [])
q("3 bedroom houses in Geelong", "No Answer", where(lambda r: sub(r) == "Geelong"))
q("units under 200k in south yarra", "No Answer",
  where(lambda r: typ(r) == "u" and sub(r) == "South Yarra" and pr(r) < 200_000))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"housing-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:140])


if __name__ == "__main__":
    main()
