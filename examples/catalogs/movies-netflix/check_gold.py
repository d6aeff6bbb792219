#!/usr/bin/env python3
"""Independent check of the movies-netflix gold answers.

Recomputes every non-prose question's gold list from the RAW file (raw_netflix_sample.csv) with
its own parsing (csv + re + json only; gold.py and convert.py are NOT imported) and asserts
equality with questions.json (as sets of names). For prose-only questions: the gold list equals
the titles read "yes" in reading_decisions.json, every recorded title is in the question's scope
(recomputed here) and the scope is complete. Also checks catalog.jsonl (one record per kept row,
ids `netflix-<show_id>`, no price) and the dev/test alternation.
Usage: python3 check_gold.py   (exit status 0 and "all checks pass" on success)
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
sq = lambda s: re.sub(r"\s+", " ", s.replace("\xa0", " ")).strip()
raw = list(csv.DictReader(open(os.path.join(HERE, "raw_netflix_sample.csv"), encoding="utf-8", newline="")))
rows, seen = [], set()
for r in raw:
    key = tuple(v for k, v in r.items() if k != "show_id")
    if key not in seen:
        seen.add(key)
        rows.append(r)
count = {}
for r in rows:
    count[sq(r["title"])] = count.get(sq(r["title"]), 0) + 1
for r in rows:
    t = sq(r["title"])
    r["N"] = t if count[t] == 1 else f"{t} ({r['release_year']})"
    r["G"] = {sq(x) for x in r["listed_in"].split(",")}
    r["C"] = {sq(x) for x in r["country"].split(",") if sq(x)}
    r["Y"] = int(r["release_year"])
    r["R"] = sq(r["rating"])
    d = sq(r["duration"]).split(" ")
    r["M"] = int(d[0]) if r["type"] == "Movie" else None
    r["S"] = int(d[0]) if r["type"] == "TV Show" else None
    m = re.search(r"(\d{4})$", sq(r["date_added"]))
    r["A"] = int(m.group(1)) if m else None
cat = [json.loads(l) for l in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
assert [c["id"] for c in cat] == [f"netflix-{r['show_id']}" for r in rows]
assert [c["name"] for c in cat] == [r["N"] for r in rows] and all("price" not in c for c in cat)
Q = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
mv = lambda r: r["type"] == "Movie"
tv = lambda r: r["type"] == "TV Show"
F = lambda f: {r["N"] for r in rows if f(r)}


def best(f, key, hi=True, n=1):
    c = [r for r in rows if f(r)]
    vals = sorted({key(r) for r in c}, reverse=hi)
    ranked = sorted((key(r) for r in c), reverse=hi)
    cut = ranked[min(n, len(ranked)) - 1]
    return {r["N"] for r in c if (key(r) >= cut if hi else key(r) <= cut)} if vals else set()


title = lambda *ts: (lambda r: sq(r["title"]) in ts)
SU = lambda r: "Stand-Up Comedy" in r["G"] or "Stand-Up Comedy & Talk Shows" in r["G"]
EXPECT = {
    1: F(lambda r: "Korean TV Shows" in r["G"]), 2: F(lambda r: "Anime Features" in r["G"]),
    3: F(lambda r: mv(r) and "Nigeria" in r["C"]), 4: F(lambda r: tv(r) and r["S"] >= 5),
    5: F(lambda r: "Horror Movies" in r["G"] and r["M"] < 90 and 2010 <= r["Y"] < 2020),
    6: F(lambda r: "United Kingdom" in r["C"] and "Crime TV Shows" in r["G"] and r["S"] > 1),
    7: F(lambda r: "Kids' TV" in r["G"] and r["R"] == "TV-Y" and r["A"] == 2020),
    8: F(lambda r: "India" in r["C"] and "Romantic Movies" in r["G"] and r["M"] > 150),
    9: F(lambda r: "Action & Adventure" in r["G"] and r["R"] == "R" and 1990 <= r["Y"] < 2000),
    10: F(lambda r: "Children & Family Movies" in r["G"] and r["M"] <= 90 and r["Y"] >= 2019),
    11: F(lambda r: mv(r) and "Sci-Fi & Fantasy" in r["G"] and "United States" in r["C"] and r["R"] == "PG-13" and r["M"] < 120),
    12: F(lambda r: "Anime Series" in r["G"] and "Japan" in r["C"] and r["Y"] < 2010),
    13: F(lambda r: "Thrillers" in r["G"] and r["C"] and "United States" not in r["C"]),
    14: F(lambda r: SU(r) and r["R"] != "TV-MA"),
    15: F(lambda r: "Korean TV Shows" in r["G"] and "Romantic TV Shows" not in r["G"]),
    16: F(title("Dangal")),
    17: F(lambda r: "Reality TV" in r["G"] and r["C"] and "United States" not in r["C"]),
    18: best(mv, lambda r: r["M"]), 19: best(lambda r: "Documentaries" in r["G"], lambda r: r["M"], hi=False),
    20: best(mv, lambda r: r["Y"], hi=False), 21: best(tv, lambda r: r["S"]),
    22: best(lambda r: mv(r) and "India" in r["C"], lambda r: r["M"], n=3),
    24: best(lambda r: mv(r) and "Stand-Up Comedy" in r["G"], lambda r: r["M"], hi=False),
    25: F(lambda r: "Anime Series" in r["G"]), 26: F(lambda r: mv(r) and r["Y"] == 2020),
    27: F(lambda r: "Martin Scorsese" in {sq(x) for x in r["director"].split(",")}),
    28: F(lambda r: "Spanish-Language TV Shows" in r["G"]),
    29: best(title("GoodFellas", "The Departed"), lambda r: r["M"]),
    30: best(title("Raging Bull", "Hugo", "GoodFellas"), lambda r: r["Y"], hi=False),
    31: best(title("Peaky Blinders", "Breaking Bad"), lambda r: r["S"]),
    32: best(title("Inception", "Dangal"), lambda r: r["M"]),
    33: best(title("Twin Peaks", "Kota Factory"), lambda r: r["Y"]),
}
MONTH = "January February March April May June July August September October November December".split()
def added(r):
    m = re.fullmatch(r"(\w+) (\d+), (\d{4})", sq(r["date_added"]))
    return (int(m.group(3)), MONTH.index(m.group(1)), int(m.group(2))) if m else (0, 0, 0)
EXPECT[23] = best(lambda r: "Horror Movies" in r["G"] and r["date_added"].strip(), added)
SCOPE = {34: ("heist", mv), 35: ("heist_r_2015", lambda r: mv(r) and r["R"] == "R" and r["Y"] >= 2015),
         36: ("cooking_competition", tv), 37: ("high_school", tv),
         38: ("serial_killer", lambda r: "Documentaries" in r["G"] or "Docuseries" in r["G"]),
         39: ("zombie", lambda r: True), 40: ("time_travel", lambda r: True), 41: ("vampire_movies", mv),
         42: ("boxing_pre2000", lambda r: mv(r) and r["Y"] < 2000),
         43: ("standup_parenting", lambda r: "Stand-Up Comedy" in r["G"]),
         44: ("high_school_us", lambda r: tv(r) and "United States" in r["C"]),
         45: ("time_travel_movies_under_2h", lambda r: mv(r) and r["M"] < 120)}
RD = json.load(open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8"))
for qn, (key, scope) in SCOPE.items():
    dec = RD[key]
    assert set(dec) == F(scope), key
    EXPECT[qn] = {t for t, d in dec.items() if d["answer"]}
    assert all(d["reason"] for d in dec.values())
# shared readings agree where scopes overlap
for a, b in [("heist", "heist_r_2015"), ("high_school", "high_school_us"), ("time_travel", "time_travel_movies_under_2h")]:
    assert all(RD[a].get(t, d)["answer"] == d["answer"] for t, d in RD[b].items()), (a, b)
assert RD["standup_parenting"]["Chris D'Elia: Man on Fire"]["answer"] is False  # negated mention
for qn in range(46, 51):
    EXPECT[qn] = set()
keys = sorted(Q)
assert len(keys) == 50
for i, k in enumerate(keys):
    item = Q[k]
    assert item["split"] == ("dev" if i % 2 == 0 else "test"), k
    got = set(item["gt_answer_list"])
    assert got == EXPECT[i + 1], (k, item["question"], sorted(got ^ EXPECT[i + 1])[:5])
print("all checks pass")
