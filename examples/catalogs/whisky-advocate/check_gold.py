#!/usr/bin/env python3
"""Second, independent computation of the gold of the second question batch (dr-051 … dr-066),
straight from raw_scotch_review.csv with the csv module. Imports neither gold.py nor convert.py:
the price, name, age and ABV rules are written again here, differently. Checks
- every non-prose question: its list in questions.json equals the list computed here;
- every prose question: its list equals the products read as yes in reading_decisions.json, in
  file order (the reading itself is by hand, in gold.py);
- the two No Answer questions are empty.
Usage: python3 check_gold.py   (exit status 1 on any disagreement)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

with open(os.path.join(HERE, "raw_scotch_review.csv"), encoding="utf-8", newline="") as f:
    reader = csv.reader(f)
    header = next(reader)
    raw = [dict(zip(header, cells)) for cells in reader]

SINGLE_MALT, BLENDED, BLENDED_MALT = "Single Malt Scotch", "Blended Scotch Whisky", "Blended Malt Scotch Whisky"


class Whisky:
    def __init__(self, cells):
        self.id = "wa-" + cells[""].strip()
        self.title = re.sub(r"\s+", " ", cells["name"]).strip()
        self.kind = re.sub(r"\s+", " ", cells["category"]).strip()
        self.score = int(cells["review.point"])
        first = re.search(r"[0-9][0-9,]*(\.[0-9]+)?", cells["price"]).group(0)
        self.usd = float(first.replace(",", ""))
        # age statement: "<1-2 digits> year(s)" in the title
        hit = re.search(r"(?<![0-9])([0-9]{1,2}) ?years?(?![a-z])", self.title, re.I)
        self.age = int(hit.group(1)) if hit else None
        # ABV: the number written before the title's last '%' (an "ABV" may stand between)
        self.abv = None
        pos = self.title.rfind("%")
        if pos >= 0:
            before = re.sub(r"\s*(ABV)?\s*$", "", self.title[:pos], flags=re.I)
            num = re.search(r"([0-9]+(\.[0-9]+)?)$", before)
            self.abv = float(num.group(1)) if num else None

    def brand(self, word):
        return word.lower() in self.title.lower()


whiskies = [Whisky(c) for c in raw]
seen = {}
for w in whiskies:
    seen[w.title] = seen.get(w.title, 0) + 1
for w in whiskies:
    w.display = w.title if seen[w.title] == 1 else f"{w.title} ({w.id})"


def pick(cond):
    return [w for w in whiskies if cond(w)]


def best(rows, key, high=True):
    vals = [key(w) for w in rows]
    target = max(vals) if high else min(vals)
    return [w for w in rows if key(w) == target]


def top3(rows, key):
    third = sorted((key(w) for w in rows), reverse=True)[2]
    return [w for w in rows if key(w) >= third]


expected = {
    "dr-051": pick(lambda w: w.kind == SINGLE_MALT and w.age is not None and w.age >= 18 and w.score >= 90 and w.usd < 150),
    "dr-052": pick(lambda w: w.age == 12 and w.abv is not None and w.abv >= 46 and w.usd < 60),
    "dr-053": pick(lambda w: w.kind == BLENDED_MALT and w.age is None and w.usd < 40),
    "dr-054": top3([w for w in whiskies if w.age is not None], lambda w: w.age),
    "dr-057": best([w for w in whiskies if w.kind == SINGLE_MALT and w.usd < 60 and w.abv is not None], lambda w: w.abv),
    "dr-058": pick(lambda w: w.kind != SINGLE_MALT and w.score >= 90 and w.usd < 40),
    "dr-059": pick(lambda w: "irish" in w.kind.lower() or "ireland" in w.kind.lower()),
    "dr-060": pick(lambda w: w.score >= 98),
    "dr-061": best(pick(lambda w: w.brand("highland park")), lambda w: w.usd),
    "dr-062": best([w for w in whiskies if w.kind == BLENDED and w.abv is not None], lambda w: w.abv),
    "dr-065": pick(lambda w: w.kind == BLENDED and w.score >= 90 and w.usd < 60),
    "dr-066": pick(lambda w: w.brand("highland park") and w.usd < 100 and w.age != 12),
}
prose = {"dr-055": "sherry_bomb", "dr-056": "smoky_not_medicinal", "dr-063": "rum_cask", "dr-064": "tropical_fruit"}

with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
    questions = json.load(f)
with open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8") as f:
    reading = json.load(f)

bad = 0
for qid, rows in expected.items():
    mine = [w.display for w in rows]
    theirs = questions[qid]["gt_answer_list"]
    ok = mine == theirs
    bad += not ok
    print(f"{qid} {'ok ' if ok else 'DIFF'} {len(mine):3d} {questions[qid]['question']}")
    if not ok:
        print("   only here:", [x for x in mine if x not in theirs])
        print("   only in questions.json:", [x for x in theirs if x not in mine])
order = [w.display for w in whiskies]
for qid, key in prose.items():
    yes = [n for n in order if reading[key].get(n, {}).get("answer")]
    ok = yes == questions[qid]["gt_answer_list"]
    bad += not ok
    print(f"{qid} {'ok ' if ok else 'DIFF'} {len(yes):3d} {questions[qid]['question']} (= yes decisions of {key})")
for qid in ("dr-059", "dr-060"):
    if questions[qid]["gt_answer_list"]:
        bad += 1
        print(qid, "DIFF: a No Answer question has a gold list")
print("all agree" if not bad else f"{bad} disagreement(s)")
sys.exit(1 if bad else 0)
