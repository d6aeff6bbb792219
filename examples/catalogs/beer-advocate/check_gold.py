#!/usr/bin/env python3
"""Second, independent computation of the gold of the fourth question batch (br-052 … br-067,
session 27), straight from raw_beer_profile_and_ratings.csv with the csv module. Imports neither
gold.py nor convert.py and does not use the engine: the keep rule (description of at least 150
characters once the source's "Notes:" prefix and trailing literal backslash-t are removed), the
names, the style family and every filter are written again here. Checks
- every non-prose question: its list in questions.json equals the list computed here (names in
  file order);
- every prose question: its list equals the products read as yes in reading_decisions.json, in
  file order, and exactly the products of its scope (recomputed here) carry a decision (the
  reading itself is by hand, in gold.py);
- category, is_list, objectivity, the field set, split (alternating from test at br-052, which
  continues br-001 … br-051), the number in the Count answer, 1-40 items (0 for No Answer);
- that br-001 … br-051 are still there with their splits, and, when git can show it, that they
  are unchanged against the committed questions.json.
Usage: python3 check_gold.py   (exit status 1 on any disagreement)
"""
import csv
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

with open(os.path.join(HERE, "raw_beer_profile_and_ratings.csv"), encoding="utf-8", newline="") as f:
    reader = csv.reader(f)
    header = next(reader)
    col = {h: i for i, h in enumerate(header)}
    raw = list(reader)
assert len(raw) == 3197, len(raw)


def clean_description(text):
    text = re.sub(r"\ANotes:", "", text)
    while True:  # strip trailing whitespace and literal backslash-t pairs
        t = text.rstrip()
        if t.endswith("\\t"):
            t = t[:-2]
        if t == text:
            break
        text = t
    return re.sub(r"\s+", " ", text).strip()


class Beer:
    def __init__(self, number, cells):
        get = lambda c: cells[col[c]]  # noqa: E731
        self.id = f"ba-{number}"
        self.full = re.sub(r"\s+", " ", get("beer_name_full")).strip()
        self.style = re.sub(r"\s+", " ", get("style")).strip()
        self.family = self.style.split(" - ", 1)[0]
        self.brewery = get("brewery").lower()
        self.text = clean_description(get("description"))
        self.abv = float(get("abv"))
        self.overall = float(get("review_overall"))
        self.n_reviews = int(get("number_of_reviews"))


beers = [Beer(i, cells) for i, cells in enumerate(raw, start=1)]
beers = [b for b in beers if len(b.text) >= 150]
assert len(beers) == 1442, len(beers)
assert len({b.full for b in beers}) == len(beers)


def pick(cond):
    return [b for b in beers if cond(b)]


def best(rows, key, high=True):
    target = (max if high else min)(key(b) for b in rows)
    return [b for b in rows if key(b) == target]


def top3(rows, key):
    third = sorted((key(b) for b in rows), reverse=True)[2]
    return [b for b in rows if key(b) >= third]


def one(full):
    rows = [b for b in beers if b.full == full]
    assert len(rows) == 1, full
    return rows[0]


IMPERIAL = {"Stout - American Imperial", "Stout - Russian Imperial"}
AMBER_VIENNA = {"Lager - American Amber / Red", "Lager - Vienna"}

EXPECT = {}  # id -> (category, is_list, rows or (prose key, scope), count or None)
EXPECT["br-052"] = ("Superlative", True, top3(pick(lambda b: b.style == "Tripel"), lambda b: b.abv), None)
EXPECT["br-053"] = ("Multi-Condition Queries", True,
                    pick(lambda b: b.style == "IPA - Imperial" and b.abv >= 9 and b.n_reviews >= 1000), None)
EXPECT["br-054"] = ("Inverse Queries", True,
                    pick(lambda b: b.family == "Bock" and b.style not in {"Bock - Doppelbock", "Bock - Maibock"}
                         and b.overall >= 4), None)
EXPECT["br-055"] = ("Prose Only", True, ("food_pairing", lambda b: b.style in AMBER_VIENNA), None)
EXPECT["br-056"] = ("No Answer", True, pick(lambda b: b.family == "Stout" and b.abv < 3), None)
EXPECT["br-057"] = ("Comparison", False,
                    best([one("Allagash Brewing Company Allagash White"),
                          one("Brouwerij van Hoegaarden Hoegaarden Original White Ale")], lambda b: b.overall), None)
EXPECT["br-058"] = ("Superlative", False, best(pick(lambda b: b.family == "IPA"), lambda b: b.abv, high=False), None)
EXPECT["br-059"] = ("Multi-Condition Queries", True,
                    pick(lambda b: b.family == "Pilsner" and b.abv < 5 and b.overall >= 4), None)
EXPECT["br-060"] = ("Prose Only", True, ("vanilla", lambda b: b.style in IMPERIAL), None)
rows = pick(lambda b: b.style == "Lager - Märzen / Oktoberfest" and b.abv >= 6)
EXPECT["br-061"] = ("Count", True, rows, len(rows))
EXPECT["br-062"] = ("Inverse Queries", True,
                    pick(lambda b: b.family == "IPA" and b.n_reviews >= 1000
                         and "dogfish head" not in b.brewery and "sierra nevada" not in b.brewery), None)
EXPECT["br-063"] = ("Multi-Condition Queries", True,
                    pick(lambda b: b.family == "Porter" and 5 <= b.abv <= 7 and b.overall >= 4 and b.n_reviews >= 500),
                    None)
EXPECT["br-064"] = ("No Answer", True, pick(lambda b: b.style == "Lager - Light" and b.overall >= 4), None)
EXPECT["br-065"] = ("Prose Only", True, ("oysters", lambda b: True), None)
EXPECT["br-066"] = ("Superlative", False,
                    best(pick(lambda b: b.n_reviews >= 1000), lambda b: b.overall, high=False), None)
EXPECT["br-067"] = ("Inverse Queries", True,
                    pick(lambda b: b.style == "Farmhouse Ale - Saison" and b.overall >= 4 and "dupont" not in b.brewery),
                    None)

# facts the questions lean on (so a silent change in the raw file is caught)
assert min(b.abv for b in beers if b.family == "Stout") == 3.6  # br-056
assert max(b.overall for b in beers if b.style == "Lager - Light") < 4  # br-064
assert sorted((b.abv for b in beers if b.style == "Tripel"), reverse=True)[:5] == [11, 11, 10, 10, 10]  # br-052 tie
assert sorted(b.full for b in beers if "dupont" in b.brewery) == [
    "Brasserie Dupont sprl Avec Les Bons Voeux", "Brasserie Dupont sprl Saison Dupont"]  # br-067

with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
    questions = json.load(f)
with open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8") as f:
    reading = json.load(f)

bad = 0
ids = list(questions)
if ids != [f"br-{i:03d}" for i in range(1, 68)]:
    bad += 1
    print("DIFF: ids are not br-001 … br-067 in order:", ids[:2], ids[-2:])
for i, qid in enumerate(ids[:51]):
    if questions[qid]["split"] != ("dev" if i % 2 == 0 else "test"):
        bad += 1
        print(qid, "DIFF: an earlier split changed")
try:
    committed = subprocess.run(["git", "show", "HEAD:./questions.json"], cwd=HERE, capture_output=True, check=True,
                               text=True).stdout
    committed = json.loads(committed)
    for qid, item in committed.items():
        if qid in ids[:51] and questions.get(qid) != item:
            bad += 1
            print(qid, "DIFF: differs from the committed questions.json")
    print(f"committed questions unchanged: {sum(questions.get(k) == v for k, v in committed.items())}"
          f"/{len(committed)} (those up to br-051 are checked)")
except (OSError, subprocess.CalledProcessError, ValueError):
    print("git not available: committed questions not compared")

FIELDS = ["question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"]
for j, qid in enumerate(ids[51:]):
    cat, is_list, spec, count = EXPECT[qid]
    got = questions[qid]
    if cat == "Prose Only":
        key, scope = spec
        in_scope = [b.full for b in beers if scope(b)]
        decided = reading.get(key, {})
        ok_scope = sorted(decided) == sorted(in_scope)
        mine = [n for n in in_scope if decided.get(n, {}).get("answer") is True]
    else:
        ok_scope = True
        mine = [b.full for b in spec]
    ok = (ok_scope and mine == got["gt_answer_list"] and list(got) == FIELDS and got["category"] == cat
          and got["is_list"] is is_list and got["objectivity"] == "objective"
          and got["split"] == ("test" if j % 2 == 0 else "dev")
          and (len(mine) == 0 if cat == "No Answer" else 1 <= len(mine) <= 40))
    if count is not None:
        ok = ok and got["gt_answer"] == str(count)
    bad += not ok
    print(f"{qid} {'ok ' if ok else 'DIFF'} {len(mine):3d} {got['split']:4s} {cat} | {got['question']}")
    if not ok:
        print("   computed here:", mine)
        print("   questions.json:", got["gt_answer_list"])
print("all agree" if not bad else f"{bad} disagreement(s)")
sys.exit(1 if bad else 0)
