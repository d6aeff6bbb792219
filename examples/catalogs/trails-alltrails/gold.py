#!/usr/bin/env python3
"""Questions and gold answers for trails-alltrails, computed from the RAW rows
(raw_alltrails_nationalparks.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only `load` (the 3,313 raw rows in file order), `slugs` (the raw list cells
parsed), `display_names` (the product names: the trail name, with the park and if needed the
AllTrails id appended when the name is shared) and the unit helpers `miles` / `feet` are reused.

All 50 questions were written before any gold was computed and before any engine run. The data
have no prose, so there are no prose-only questions; their share went to simple, multi-condition
and inverse questions on the feature and activity lists. One question was replaced after its gold
was first computed: the no-answer "wheelchair accessible trails with over 3000 ft elevation gain"
had 5 answers (scenic drives tagged `ada`) and became "wheelchair accessible hikes rated very
hard".

Readings of user words (every filter is over the raw columns; an empty cell never matches a filter
on its column and is left out of superlatives on it):
- park = `area_name`: "zion" = `Zion National Park`, "the smokies" = `Great Smoky Mountains
  National Park`, "rocky mountain np" = `Rocky Mountain National Park`, "glacier np" = `Glacier
  National Park`, "grand canyon" = `Grand Canyon National Park`, "olympic" = `Olympic National
  Park`, "bryce"/"bryce canyon" = `Bryce Canyon National Park`, and so on (the park named).
- state = `state_name`, except that the 49 rows whose `country_name` is `Hawaii` (state = the
  island) are in the state Hawaii.
- length = `length` (metres, converted upstream from miles with one decimal). Miles:
  `miles(length)` = round(length / 1609.344, 1) (the upstream value); "under X miles" = miles < X,
  "longer than X miles" / "over X miles" = miles > X. Kilometres: length / 1000; "longer than X
  km" = > X; "between A and B km" = A <= km <= B. "longest" / "longer" = largest length;
  "shortest" / "shorter" = smallest length, leaving out the 2 rows of length 0 (no length).
- elevation gain = `elevation_gain` (metres, converted upstream from whole feet). Feet:
  `feet(gain)` = round(gain / 0.3048); "5000+ ft" = feet >= 5000, "over 3000 ft" = feet > 3000;
  "over 1000m" = metres > 1000. "most elevation gain" / "biggest climb" / "climbs more" = largest
  `elevation_gain`.
- difficulty = `difficulty_rating` (1/3/5/7): "easy" = 1, "moderate" = 3, "hard" = 5 or 7 ("not
  hard" = 1 or 3), "very hard" = 7.
- route type = `route_type`: "loop" = `loop`, "out and back" = `out and back`, "not out and back
  and not loops" = `point to point`.
- traffic = `visitor_usage` (1-4, empty in 253 rows): "quiet" = 1; "heavily trafficked" = 3 or 4;
  "aren't heavily trafficked" = every row of the park except 3 and 4 (an empty cell is kept).
- rating = `avg_rating` (0 with 0 reviews = no rating): "5 star" = 5; "rated 4.5 or better" =
  >= 4.5; "highest rated" = largest rating among rated rows.
- reviews = `num_reviews`: "200+ reviews" = >= 200; "most reviews" = largest.
- popularity = `popularity` (AllTrails score): "most popular" / "more popular" = largest.
- features = `features` slugs: "waterfall" = `waterfall`, "hot springs" = `hot-springs`,
  "wheelchair accessible" = `ada`, "caves" = `cave`, "stroller friendly" = `strollers`, "dog
  friendly" = `dogs` or `dogs-leash`, "kid friendly" / "for kids" = `kids`, "lake" = `lake`,
  "beach" = `beach`, "river" = `river`, "views" = `views`, "paved" = `paved` (not
  `partially-paved`).
- activities = `activities` slugs: "backpacking" = `backpacking`, "horseback riding" =
  `horseback-riding`, "kayaking" = `whitewater-kayaking`, `sea-kayaking` or `paddle-sports`.
- named trails: "angels landing" = `Angels Landing Trail`, "delicate arch" = `Delicate Arch Trail`,
  "half dome" = `Half Dome Trail`, "upper yosemite falls" = `Upper Yosemite Falls Trail`, "emerald
  lake trail" = `Emerald Lake Trail`, "sky pond" = `Sky Pond via Glacier Gorge Trail` (the most
  reviewed Sky Pond route), "the beehive" = `The Beehive Loop Trail`, "grinnell glacier" =
  `Grinnell Glacier Trail`, "iceberg lake" = `Iceberg Lake Trail`, "3 mile resthouse via bright
  angel" = `Three-Mile Resthouse via Bright Angel Trail`, "south kaibab to skeleton point" = `South
  Kaibab Trail to Skeleton Point`, "south kaibab to ooh aah point" = `South Kaibab Trail to Ooh Aah
  Point`, "zion narrows riverside walk" = `The Zion Narrows Riverside Walk`.
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd; a
  tied comparison lists every tied trail.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import display_names, feet, load, miles, slugs  # noqa: E402

ROWS = load()
NAMES = {id(r): n for r, n in zip(ROWS, display_names(ROWS))}
QUESTIONS = []


def name(r):
    return NAMES[id(r)]


def park(r):
    return r["area_name"].strip()


def state(r):
    return "Hawaii" if r["country_name"] == "Hawaii" else r["state_name"].strip()


def feat(r):
    return set(slugs(r["features"]))


def act(r):
    return set(slugs(r["activities"]))


def length(r):
    v = float(r["length"])
    return v if v > 0 else None


def mi(r):
    v = length(r)
    return None if v is None else miles(v)


def gain(r):
    return float(r["elevation_gain"])


def ft(r):
    return feet(r["elevation_gain"])


def diff(r):
    return int(r["difficulty_rating"])


def usage(r):
    u = r["visitor_usage"].strip()
    return int(u) if u else None


def rating(r):
    v = float(r["avg_rating"])
    return None if v == 0 and r["num_reviews"].strip() == "0" else v


def reviews(r):
    return int(r["num_reviews"])


def pop(r):
    return float(r["popularity"])


def route(r):
    return r["route_type"].strip()


def q(question, category, rows, answer=None, is_list=True):
    lst = [name(r) for r in rows]
    if answer is None:
        answer = "; ".join(lst) if lst else "No trail in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list,
                      "objectivity": "objective", "gt_answer": answer, "gt_answer_list": lst})


def where(fn):
    return [r for r in ROWS if fn(r)]


def in_park(p):
    return where(lambda r: park(r) == p)


def best(rows, key, largest):
    rows = [r for r in rows if key(r) is not None]
    v = (max if largest else min)(key(r) for r in rows)
    return [r for r in rows if key(r) == v]


def top_n(rows, key, n, largest):
    rows = [r for r in rows if key(r) is not None]
    vals = sorted((key(r) for r in rows), reverse=largest)
    cut = vals[n - 1]
    keep = [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]
    return sorted(keep, key=key, reverse=largest)


def named(*ns):
    by = {name(r): r for r in ROWS}
    return [by[n] for n in ns]


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


def cmp(question, rows, key, largest):
    win = best(rows, key, largest)
    q(question, "Comparison", win, is_list=len(win) > 1)


ZION = "Zion National Park"
YOS = "Yosemite National Park"
ACA = "Acadia National Park"
SMOKY = "Great Smoky Mountains National Park"
RMNP = "Rocky Mountain National Park"
OLY = "Olympic National Park"
GLA = "Glacier National Park"
YEL = "Yellowstone National Park"
GC = "Grand Canyon National Park"
DV = "Death Valley National Park"
BRY = "Bryce Canyon National Park"

# --- Simple Filter (6)
q("trails in zion", "Simple Filter", in_park(ZION))
q("hikes with hot springs", "Simple Filter", where(lambda r: "hot-springs" in feat(r)))
q("wheelchair accessible trails", "Simple Filter", where(lambda r: "ada" in feat(r)))
q("trails with caves", "Simple Filter", where(lambda r: "cave" in feat(r)))
q("hiking trails in hawaii", "Simple Filter", where(lambda r: state(r) == "Hawaii"))
q("stroller friendly hikes", "Simple Filter", where(lambda r: "strollers" in feat(r)))

# --- Multi-Condition Queries (13)
M = "Multi-Condition Queries"
q("trails under 5 miles with a waterfall in yosemite", M,
  where(lambda r: park(r) == YOS and mi(r) is not None and mi(r) < 5 and "waterfall" in feat(r)))
q("easy loop hikes in acadia", M, where(lambda r: park(r) == ACA and diff(r) == 1 and route(r) == "loop"))
q("dog friendly trails in shenandoah", M,
  where(lambda r: park(r) == "Shenandoah National Park" and feat(r) & {"dogs", "dogs-leash"}))
q("kid friendly hikes under 2 mi in the smokies", M,
  where(lambda r: park(r) == SMOKY and "kids" in feat(r) and mi(r) is not None and mi(r) < 2))
q("hard hikes in rocky mountain np with over 1000m elevation gain", M,
  where(lambda r: park(r) == RMNP and diff(r) >= 5 and gain(r) > 1000))
q("backpacking routes longer than 30 km in olympic", M,
  where(lambda r: park(r) == OLY and "backpacking" in act(r) and length(r) is not None
        and length(r) / 1000 > 30))
q("5 star lake hikes in glacier np", M,
  where(lambda r: park(r) == GLA and "lake" in feat(r) and rating(r) == 5))
q("quiet trails in yellowstone with hot springs", M,
  where(lambda r: park(r) == YEL and usage(r) == 1 and "hot-springs" in feat(r)))
q("point to point trails in the grand canyon with 5000+ ft of climbing", M,
  where(lambda r: park(r) == GC and route(r) == "point to point" and ft(r) >= 5000))
q("beach walks in olympic under 3 miles", M,
  where(lambda r: park(r) == OLY and "beach" in feat(r) and mi(r) is not None and mi(r) < 3))
q("trails in utah between 5 and 10 km with a river", M,
  where(lambda r: state(r) == "Utah" and length(r) is not None and 5 <= length(r) / 1000 <= 10
        and "river" in feat(r)))
q("easy paved trails in california", M,
  where(lambda r: state(r) == "California" and diff(r) == 1 and "paved" in feat(r)))
q("moderate hikes in zion rated 4.5 or better with 200+ reviews", M,
  where(lambda r: park(r) == ZION and diff(r) == 3 and rating(r) is not None and rating(r) >= 4.5
        and reviews(r) >= 200))

# --- Inverse Queries (7)
I = "Inverse Queries"
q("trails in arches that arent out and back", I,
  where(lambda r: park(r) == "Arches National Park" and route(r) != "out and back"))
q("joshua tree hikes without views", I,
  where(lambda r: park(r) == "Joshua Tree National Park" and "views" not in feat(r)))
q("bryce canyon trails that are not hard", I, where(lambda r: park(r) == BRY and diff(r) in (1, 3)))
q("crater lake trails except the easy ones", I,
  where(lambda r: park(r) == "Crater Lake National Park" and diff(r) != 1))
q("death valley hikes that are not for kids", I, where(lambda r: park(r) == DV and "kids" not in feat(r)))
q("mount rainier trails that aren't heavily trafficked", I,
  where(lambda r: park(r) == "Mount Rainier National Park" and usage(r) not in (3, 4)))
q("yosemite trails that r not out and back and not loops", I,
  where(lambda r: park(r) == YOS and route(r) == "point to point"))

# --- Superlative (8)
S = "Superlative"
q("longest trail in zion", S, best(in_park(ZION), length, True), is_list=False)
q("most popular hike in glacier np", S, best(in_park(GLA), pop, True), is_list=False)
q("which arches trail has the most reviews", S, best(in_park("Arches National Park"), reviews, True),
  is_list=False)
q("top 3 trails in acadia with the most elevation gain", S, top_n(in_park(ACA), gain, 3, True))
q("shortest hike in grand canyon national park", S, best(in_park(GC), length, False))
q("highest rated trail in hot springs national park", S,
  best(in_park("Hot Springs National Park"), rating, True))
q("biggest climb in bryce canyon", S, best(in_park(BRY), gain, True))
q("top 3 longest trails in mesa verde", S, top_n(in_park("Mesa Verde National Park"), length, 3, True))
for item in QUESTIONS[-8:]:
    item["is_list"] = len(item["gt_answer_list"]) > 1

# --- Count (6)
count("how many trails in yosemite have a waterfall",
      where(lambda r: park(r) == YOS and "waterfall" in feat(r)), "trails")
count("how many loop trails in rocky mountain national park",
      where(lambda r: park(r) == RMNP and route(r) == "loop"), "loop trails")
count("number of very hard hikes in big bend",
      where(lambda r: park(r) == "Big Bend National Park" and diff(r) == 7), "trails")
count("how many yellowstone trails allow horseback riding",
      where(lambda r: park(r) == YEL and "horseback-riding" in act(r)), "trails")
count("how many trails are there in death valley", in_park(DV), "trails")
count("how many trails in olympic are longer than 10 miles",
      where(lambda r: park(r) == OLY and mi(r) is not None and mi(r) > 10), "trails")

# --- Comparison (6)
cmp("angels landing vs delicate arch which has more elevation gain",
    named("Angels Landing Trail", "Delicate Arch Trail"), gain, True)
cmp("half dome or upper yosemite falls - which is longer?",
    named("Half Dome Trail", "Upper Yosemite Falls Trail"), length, True)
cmp("emerald lake trail vs sky pond vs the beehive, which has the most reviews",
    named("Emerald Lake Trail", "Sky Pond via Glacier Gorge Trail", "The Beehive Loop Trail"), reviews, True)
cmp("grinnell glacier or iceberg lake which is more popular",
    named("Grinnell Glacier Trail", "Iceberg Lake Trail"), pop, True)
cmp("3 mile resthouse via bright angel vs south kaibab to skeleton point - which one climbs more",
    named("Three-Mile Resthouse via Bright Angel Trail", "South Kaibab Trail to Skeleton Point"), gain, True)
cmp("south kaibab to ooh aah point or zion narrows riverside walk, which is shorter",
    named("South Kaibab Trail to Ooh Aah Point", "The Zion Narrows Riverside Walk"), length, False)

# --- No Answer (4)
q("wheelchair accessible hikes rated very hard", "No Answer",
  where(lambda r: "ada" in feat(r) and diff(r) == 7))
q("trails in yellowstone longer than 400 miles", "No Answer",
  where(lambda r: park(r) == YEL and mi(r) is not None and mi(r) > 400))
q("kayaking trails in death valley", "No Answer",
  where(lambda r: park(r) == DV and act(r) & {"whitewater-kayaking", "sea-kayaking", "paddle-sports"}))
q("easy trails in acadia with hot springs", "No Answer",
  where(lambda r: park(r) == ACA and diff(r) == 1 and "hot-springs" in feat(r)))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"trails-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:4])[:140])


if __name__ == "__main__":
    main()
