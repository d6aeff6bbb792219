#!/usr/bin/env python3
"""Independent check of the third batch (bikes-052..bikes-067) of questions.json.

Recomputes every new question's gold list from the RAW rows (raw_buscobici_chainreaction_2014-04-22.tsv)
with its own parsing (plain csv module; neither gold.py nor convert.py is imported, the engine is
not used) and asserts that it equals questions.json: the product names in file order, the category,
is_list, split (dev/test alternating from dev at bikes-052) and, for counts, the number in the
answer. Also checks that bikes-001..bikes-051 are still there with their splits, and, when git is
available, that they are byte-identical in content to the committed questions.json.
Usage: python3 check_gold.py     (exit status 0 = all checks pass)
"""
import csv
import json
import os
import re
import subprocess

D = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(D, "raw_buscobici_chainreaction_2014-04-22.tsv"), encoding="ascii", newline="") as f:
    ROWS = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
assert len(ROWS) == 468, len(ROWS)
with open(os.path.join(D, "questions.json"), encoding="utf-8") as f:
    QS = json.load(f)


def sq(s):  # collapse the character(n) padding and inner runs of spaces
    return re.sub(r"\s+", " ", s).strip()


def nm(r):  # catalog name: brand + model as listed (all 468 are unique, asserted below)
    return sq(r["trademark"]) + " " + sq(r["model"])


assert len({nm(r) for r in ROWS}) == len(ROWS)


def eur(r):  # PostgreSQL real -> shop price in cents (integer arithmetic for the comparisons)
    return int(round(float(r["price"]) * 100))


def typ(r):
    return r["kind"].strip()


def mk(r):
    return sq(r["trademark"])


def yr(r):  # model year: the model name's last token when it is a 4-digit 20xx year
    last = sq(r["model"]).split(" ")[-1]
    return int(last) if re.fullmatch(r"20\d\d", last) else None


def toks(r):  # model-name tokens, split on spaces and hyphens
    return [t for t in re.split(r"[\s\-]+", sq(r["model"]).lower()) if t]


def has_size(r, *sizes):
    return any(str(n) in toks(r) for n in sizes)


def pick(f):
    return [r for r in ROWS if f(r)]


def names(rs):
    return [nm(r) for r in rs]


def cheapest(rs):
    lo = min(eur(r) for r in rs)
    return [r for r in rs if eur(r) == lo]


def dearest(rs):
    hi = max(eur(r) for r in rs)
    return [r for r in rs if eur(r) == hi]


def top3_dearest(rs):  # the 3 dearest plus all tied with the 3rd
    third = sorted((eur(r) for r in rs), reverse=True)[2]
    return [r for r in rs if eur(r) >= third]


def the_one(f):
    rs = pick(f)
    assert len(rs) == 1, names(rs)
    return rs[0]


EXPECT = {}  # id -> (category, is_list, rows, expected count or None)

EXPECT["bikes-052"] = ("Superlative", True, top3_dearest(pick(lambda r: typ(r) == "BMX")), None)
EXPECT["bikes-053"] = ("Multi-Condition Queries", True,
                       pick(lambda r: typ(r) == "MTB-DOUBLE" and yr(r) == 2014 and 150000 <= eur(r) <= 200000), None)
EXPECT["bikes-054"] = ("Inverse Queries", True,
                       pick(lambda r: typ(r) == "MTB-FIX" and yr(r) == 2014 and eur(r) < 70000 and mk(r) != "Ghost"),
                       None)
EXPECT["bikes-055"] = ("Superlative", False, dearest(pick(lambda r: typ(r) == "MTB-FIX" and eur(r) < 100000)), None)
EXPECT["bikes-056"] = ("Multi-Condition Queries", True,
                       pick(lambda r: typ(r) == "ROAD" and yr(r) == 2013 and 200000 <= eur(r) <= 300000), None)
EXPECT["bikes-057"] = ("Inverse Queries", True,
                       pick(lambda r: typ(r) == "ROAD" and eur(r) < 100000 and mk(r) != "Vitus"), None)
rs = pick(lambda r: typ(r) == "BMX" and eur(r) < 30000)
EXPECT["bikes-058"] = ("Count", True, rs, len(rs))
EXPECT["bikes-059"] = ("No Answer", True, pick(lambda r: typ(r) == "MTB-DOUBLE" and eur(r) < 100000), None)
EXPECT["bikes-060"] = ("Superlative", False, cheapest(pick(lambda r: typ(r) == "KIDS" and has_size(r, 20))), None)
EXPECT["bikes-061"] = ("Multi-Condition Queries", True,
                       pick(lambda r: typ(r) == "KIDS" and has_size(r, 24) and eur(r) < 30000), None)
EXPECT["bikes-062"] = ("Inverse Queries", True,
                       pick(lambda r: mk(r) == "Ruption" and typ(r) == "BMX" and not has_size(r, 16, 18)), None)
a = the_one(lambda r: mk(r) == "Cube" and "fritzz 160" in sq(r["model"]).lower())
b = the_one(lambda r: mk(r) == "Nukeproof" and "mega am 275 pro" in sq(r["model"]).lower())
EXPECT["bikes-063"] = ("Comparison", False, cheapest([a, b]), None)
EXPECT["bikes-064"] = ("Multi-Condition Queries", True,
                       pick(lambda r: mk(r) == "Commencal" and typ(r) == "MTB-FIX" and yr(r) == 2014 and eur(r) < 150000),
                       None)
EXPECT["bikes-065"] = ("Superlative", False, dearest(pick(lambda r: mk(r) == "Ghost")), None)
EXPECT["bikes-066"] = ("No Answer", True, pick(lambda r: mk(r) == "Giant" and yr(r) == 2014), None)
rs = pick(lambda r: mk(r) == "Commencal" and yr(r) == 2014)
EXPECT["bikes-067"] = ("Count", True, rs, len(rs))

# sanity facts the questions rely on (so a silent change in the raw file is caught)
assert min(eur(r) for r in ROWS if typ(r) == "MTB-DOUBLE") == 100849  # bikes-059: nothing under 1000
assert {yr(r) for r in ROWS if mk(r) == "Giant"} == {2012}  # bikes-066
assert eur(a) == 401599 and eur(b) == 403349  # bikes-063

ids = list(QS)
assert ids == [f"bikes-{i:03d}" for i in range(1, 68)], ids
for i, k in enumerate(ids[:51]):
    assert QS[k]["split"] == ("dev" if i % 2 == 0 else "test"), k
fails = 0
for j, k in enumerate(ids[51:]):
    cat, is_list, rows, count = EXPECT[k]
    got = QS[k]
    exp = names(rows)
    ok = (got["gt_answer_list"] == exp and got["category"] == cat and got["is_list"] is is_list
          and got["objectivity"] == "objective" and got["split"] == ("dev" if j % 2 == 0 else "test")
          and set(got) == {"question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"})
    if count is not None:
        ok = ok and got["gt_answer"].startswith(f"{count} ")
    if cat == "No Answer":
        ok = ok and exp == []
    else:
        ok = ok and 1 <= len(exp) <= 40
    print(("ok  " if ok else "FAIL"), k, got["split"], cat, len(exp), got["question"])
    if not ok:
        fails += 1
        print("   expected:", exp)
        print("   in file: ", got["gt_answer_list"])

# the 51 earlier questions, against the committed file when git can show it
try:
    head = subprocess.run(["git", "show", "HEAD:./questions.json"], cwd=D, capture_output=True, check=True).stdout
    old = json.loads(head)
    same = all(json.dumps(old[k], sort_keys=True) == json.dumps(QS[k], sort_keys=True) for k in old)
    print(("ok  " if same else "FAIL"), f"{len(old)} committed questions unchanged")
    fails += 0 if same else 1
except (OSError, subprocess.CalledProcessError) as e:
    print("(git not available, committed-file comparison skipped:", e, ")")

assert fails == 0, f"{fails} check(s) failed"
print("all checks pass")
