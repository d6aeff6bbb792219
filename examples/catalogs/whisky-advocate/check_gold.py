#!/usr/bin/env python3
"""Second, independent computation of the gold of the second question batch (dr-051 … dr-066),
straight from raw_scotch_review.csv with the csv module. Imports neither gold.py nor convert.py:
the price, name, age and ABV rules are written again here, differently. Checks
- every non-prose question: its list in questions.json equals the list computed here;
- every prose question: its list equals the products read as yes in reading_decisions.json, in
  file order (the reading itself is by hand, in gold.py);
- the two No Answer questions are empty.
The fourth batch (dr-067 … dr-082, session 27) is checked the same way further down, plus its
category, is_list, objectivity, split (alternating from dev at dr-067), field set, the number in
the Count answer, 1-40 items (0 for No Answer) and, for each prose question, that exactly the
products of its scope (recomputed here) carry a decision.
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
# ---- fourth batch (session 27): dr-067 … dr-082 ---------------------------------------------
BLENDED_MALT_97 = 97


def word_in_title(w, word):
    return re.search(r"(?<![a-z])" + re.escape(word) + r"(?![a-z])", w.title.lower()) is not None


def bottled_independently(w):
    return "distilled at" in w.title.lower()


def distillers_edition(w):
    return re.search(r"distiller\W?s\W? edition", w.title.lower()) is not None


def one(title):
    rows = [w for w in whiskies if w.title == title]
    assert len(rows) == 1, title
    return rows[0]


def lowest(rows, key):
    return best(rows, key, high=False)


def bottom3(rows, key):
    third = sorted(key(w) for w in rows)[2]
    return [w for w in rows if key(w) <= third]


by_id = {w.id: w for w in whiskies}
B4 = {}  # id -> (category, is_list, rows or prose key, count word or None)
B4["dr-067"] = ("Multi-Condition Queries", True,
                pick(lambda w: w.kind == SINGLE_MALT and 40 <= w.usd <= 60 and w.score >= 92), None)
B4["dr-068"] = ("Superlative", True, bottom3(pick(lambda w: w.kind == BLENDED), lambda w: w.usd), None)
B4["dr-069"] = ("Inverse Queries", True, pick(lambda w: w.brand("glenkinchie") and not distillers_edition(w)), None)
B4["dr-070"] = ("Prose Only", True, ("mixing_cocktails", lambda w: w.kind == BLENDED), None)
B4["dr-071"] = ("No Answer", True, pick(lambda w: w.kind == BLENDED_MALT and w.score == BLENDED_MALT_97), None)
B4["dr-072"] = ("Multi-Condition Queries", True,
                pick(lambda w: w.age == 10 and w.abv is not None and w.abv >= 55 and w.usd < 100), None)
B4["dr-073"] = ("Comparison", False,
                best([one("Oban 14 year old, 43%"), one("Dalwhinnie 15 year old, 43%")], lambda w: w.score), None)
B4["dr-074"] = ("Superlative", False, best(pick(lambda w: w.usd < 30), lambda w: w.score), None)
B4["dr-075"] = ("Prose Only", True, ("salty_briny", lambda w: w.kind == BLENDED and w.usd < 50), None)
B4["dr-076"] = ("Inverse Queries", True,
                pick(lambda w: w.brand("laphroaig") and w.kind == SINGLE_MALT and w.usd < 80
                     and not bottled_independently(w)), None)
rows = pick(lambda w: word_in_title(w, "oban") and w.usd < 100)
B4["dr-077"] = ("Count", True, rows, len(rows))
B4["dr-078"] = ("Multi-Condition Queries", True,
                pick(lambda w: w.age is not None and w.age >= 25 and w.score >= 95 and w.usd < 500), None)
B4["dr-079"] = ("Prose Only", True, ("virgin_oak", lambda w: w.kind == SINGLE_MALT and w.usd < 80), None)
B4["dr-080"] = ("No Answer", True, pick(lambda w: w.age is not None and w.age >= 50 and w.usd < 150), None)
B4["dr-081"] = ("Superlative", False, lowest(pick(lambda w: w.age == 25), lambda w: w.usd), None)
B4["dr-082"] = ("Inverse Queries", True,
                pick(lambda w: w.kind == BLENDED and w.score >= 90 and w.usd < 100
                     and not any(w.brand(b) for b in ("johnnie walker", "chivas", "dewar"))), None)

# facts the questions lean on
assert max(w.score for w in whiskies if w.kind == BLENDED_MALT) == 96  # dr-071
assert min(w.usd for w in whiskies if w.age is not None and w.age >= 50) == 190  # dr-080
assert one("Oban 14 year old, 43%").score == 82 and one("Dalwhinnie 15 year old, 43%").score == 86  # dr-073
assert by_id["wa-1457"].title.startswith("Bunnahabhain Ceobanach")  # 'oban' inside a word, not an Oban

ids = list(questions)
assert ids == [f"dr-{i:03d}" for i in range(1, 83)], ids[-3:]
try:  # the 66 earlier questions must be unchanged against the committed file (when git can show it)
    import subprocess
    committed = json.loads(subprocess.run(["git", "show", "HEAD:./questions.json"], cwd=HERE, capture_output=True,
                                          check=True, text=True).stdout)
    changed = [k for k in ids[:66] if k in committed and committed[k] != questions[k]]
    bad += len(changed)
    print(f"committed questions dr-001 … dr-066 unchanged: {not changed}", changed)
except (OSError, subprocess.CalledProcessError, ValueError):
    print("git not available: committed questions not compared")
FIELDS = ["question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"]
for j, qid in enumerate(ids[66:]):
    cat_, is_list, spec, count = B4[qid]
    got = questions[qid]
    if cat_ == "Prose Only":
        key, scope = spec
        in_scope = [w.display for w in whiskies if scope(w)]
        decided = reading.get(key, {})
        ok_scope = sorted(decided) == sorted(in_scope)
        mine = [n for n in in_scope if decided.get(n, {}).get("answer") is True]
    else:
        ok_scope = True
        mine = [w.display for w in spec]
    ok = (ok_scope and mine == got["gt_answer_list"] and list(got) == FIELDS and got["category"] == cat_
          and got["is_list"] is is_list and got["objectivity"] == "objective"
          and got["split"] == ("dev" if j % 2 == 0 else "test")
          and (len(mine) == 0 if cat_ == "No Answer" else 1 <= len(mine) <= 40))
    if count is not None:
        ok = ok and got["gt_answer"].startswith(f"{count} ")
    bad += not ok
    print(f"{qid} {'ok ' if ok else 'DIFF'} {len(mine):3d} {got['split']:4s} {cat_} | {got['question']}")
    if not ok:
        print("   computed here:", mine)
        print("   questions.json:", got["gt_answer_list"])
print("all agree" if not bad else f"{bad} disagreement(s)")
sys.exit(1 if bad else 0)
