#!/usr/bin/env python3
"""Independent check of the fourth batch (session 27: appliances-067..appliances-082) of questions.json.

Recomputes every new question's gold list from the RAW rows (raw_amazon_in_home_electronics.csv) with
its own parsing (plain csv module; neither gold.py nor convert.py is imported, the engine is not used)
and asserts that it equals questions.json: the product names in file order, the category, is_list,
objectivity, split (dev/test alternating; appliances-067 is dev, continuing appliances-066 = test), the
number in the Count answer, 0 products for No Answer and 1-40 otherwise. Every gold name must be a
"name" in catalog.jsonl. The two Prose Only lists are recomputed with this file's own keyword rules and
compared with both questions.json and the decisions in reading_decisions.json. Also checks that
appliances-001..066 keep their splits and, when git can show it, that they are identical in content to
the committed questions.json.
Usage: python3 check_gold.py     (exit status 0 = all checks pass)
"""
import csv
import json
import os
import re
import subprocess
from decimal import Decimal

D = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(D, "raw_amazon_in_home_electronics.csv"), encoding="utf-8", newline="") as f:
    ROWS = list(csv.DictReader(f))
assert len(ROWS) == 794, len(ROWS)


def sp(s):
    return " ".join(s.split())


# names: the title, whitespace collapsed; a title listed more than once gets " (<ASIN>)"
TITLE_COUNT = {}
for r in ROWS:
    TITLE_COUNT[sp(r["product_name"])] = TITLE_COUNT.get(sp(r["product_name"]), 0) + 1


def nm(r):
    t = sp(r["product_name"])
    return t if TITLE_COUNT[t] == 1 else f"{t} ({r['product_id'].strip()})"


assert len({nm(r) for r in ROWS}) == len(ROWS)


def inr(r):  # selling price, '₹1,39,900' -> Decimal('139900')
    return Decimal(r["discounted_price"].replace("₹", "").replace(",", "").strip())


def stars(r):  # None for the row whose rating is '|'
    s = r["rating"].strip()
    return Decimal(s) if re.fullmatch(r"\d(\.\d)?", s) else None


def n_ratings(r):
    s = r["rating_count"].replace(",", "").strip()
    return int(s) if s else None


def t(r):
    return sp(r["product_name"])


def lf(r):
    return r["category"].split("|")[-1]


def first_word(r):
    return t(r).split(" ")[0].lower()


def text(r):  # title + bullets, as a reader sees the page
    return t(r) + " | " + sp(r["about_product"])


def pick(f):
    return [r for r in ROWS if f(r)]


def names(rs):
    return [nm(r) for r in rs]


def best(rs, key, high=True):
    rs = [r for r in rs if key(r) is not None]
    b = (max if high else min)(key(r) for r in rs)
    return [r for r in rs if key(r) == b]


def top3(rs, key):  # the 3 highest plus every row tied with the 3rd
    rs = [r for r in rs if key(r) is not None]
    third = sorted((key(r) for r in rs), reverse=True)[2]
    return [r for r in rs if key(r) >= third]


def the(prefix):
    rs = [r for r in ROWS if t(r).startswith(prefix)]
    assert len(rs) == 1, prefix
    return rs[0]


def smart_tv(r):
    return lf(r) == "SmartTelevisions"


def tv_inches(r):
    m = re.search(r"\((\d+) inches\)", t(r), re.I)
    return int(m.group(1)) if m else None


def induction_cooktop(r):
    return lf(r) == "InductionCooktop" and "induction" in t(r).lower()


def ceiling_fan(r):
    return lf(r) == "CeilingFans"


def is_kettle(r):
    return "Kettles&HotWaterDispensers" in r["category"] and "kettle" in t(r).lower()


def is_geyser(r):
    return lf(r) in ("InstantWaterHeaters", "StorageWaterHeaters")


def fifteen_litre(r):
    return re.search(r"(?<![0-9.])15[- ]?(l|ltr|litre|litres|liter|liters)\b", t(r), re.I) is not None


SUP, INV, MC, CNT, CMP, NA, PROSE = ("Superlative", "Inverse Queries", "Multi-Condition Queries", "Count",
                                    "Comparison", "No Answer", "Prose Only")
R42, R40 = Decimal("4.2"), Decimal("4.0")


# prose rules of this file: a timer named on the page (not an auto shut-off, pause or menu); a copper motor
def timer_rule(r):
    return re.search(r"\btimer\b", text(r), re.I) is not None


def copper_rule(r):
    return re.search(r"copper (winding |wound )?motor|motor[^|.;]{0,20}copper", text(r), re.I) is not None


EXPECT = {}  # id -> (category, is_list, rows)
EXPECT["appliances-067"] = (SUP, True, top3(pick(lambda r: lf(r) == "SandwichMakers"), stars))
EXPECT["appliances-068"] = (MC, True, pick(lambda r: smart_tv(r) and tv_inches(r) == 43 and 20000 <= inr(r) <= 30000
                                           and stars(r) is not None and stars(r) >= R42))
EXPECT["appliances-069"] = (INV, True, pick(lambda r: induction_cooktop(r) and first_word(r) not in ("prestige", "pigeon")))
EXPECT["appliances-070"] = (PROSE, True, pick(lambda r: ceiling_fan(r) and copper_rule(r)))
EXPECT["appliances-071"] = (SUP, False, best(pick(lambda r: lf(r) == "AirFryers"), inr))
EXPECT["appliances-072"] = (NA, True, pick(lambda r: lf(r) == "RoboticVacuums" and inr(r) < 15000))
EXPECT["appliances-073"] = (PROSE, True, pick(lambda r: induction_cooktop(r) and timer_rule(r)))
EXPECT["appliances-074"] = (INV, True, pick(lambda r: lf(r) == "SandwichMakers" and "gas" not in t(r).lower().split()))
EXPECT["appliances-075"] = (MC, True, pick(lambda r: lf(r) == "FanHeaters" and inr(r) < 1500
                                           and stars(r) is not None and stars(r) >= R40))
EXPECT["appliances-076"] = (SUP, False, best(pick(lambda r: "RoomHeaters" in r["category"]), n_ratings))
a, b = the("boAt Stone 650"), the("JBL Go 2")
EXPECT["appliances-077"] = (CMP, False, best([a, b], stars))
EXPECT["appliances-078"] = (CNT, True, pick(lambda r: smart_tv(r) and inr(r) < 15000))
EXPECT["appliances-079"] = (MC, True, pick(lambda r: is_geyser(r) and fifteen_litre(r) and inr(r) < 7000))
EXPECT["appliances-080"] = (INV, True, pick(lambda r: lf(r) == "AirFryers" and first_word(r) != "philips"))
EXPECT["appliances-081"] = (NA, True, pick(lambda r: (lf(r) == "SmartWatches" and "apple" in t(r).lower().split())
                                           or "apple watch" in t(r).lower()))
EXPECT["appliances-082"] = (SUP, False, best(pick(lambda r: is_kettle(r) and inr(r) < 1000), stars))

# facts the questions lean on
assert min(inr(r) for r in ROWS if lf(r) == "RoboticVacuums") == Decimal("18999")  # appliances-072
assert stars(a) == Decimal("4.2") and stars(b) == Decimal("4.3")  # appliances-077
assert sorted(stars(r) for r in EXPECT["appliances-067"][2]) == [R42, R42, Decimal("4.3"), Decimal("4.3")]
assert len(pick(lambda r: lf(r) == "SandwichMakers")) == 11 and len(EXPECT["appliances-074"][2]) == 9
assert len(pick(induction_cooktop)) == 9 and len(pick(ceiling_fan)) == 11

with open(os.path.join(D, "questions.json"), encoding="utf-8") as f:
    QS = json.load(f)
with open(os.path.join(D, "reading_decisions.json"), encoding="utf-8") as f:
    READ = json.load(f)
with open(os.path.join(D, "catalog.jsonl"), encoding="utf-8") as f:
    CATALOG_NAMES = {json.loads(line)["name"] for line in f if line.strip()}
assert CATALOG_NAMES == {nm(r) for r in ROWS}, "the naming rule here does not give catalog.jsonl's names"

# the recorded reading decisions: one per product in scope, the yes ones = the gold list
for key, qid, scope in (("copper_motor_fan", "appliances-070", ceiling_fan),
                        ("timer_induction", "appliances-073", induction_cooktop)):
    dec = READ[key]
    assert sorted(dec) == sorted(names(pick(scope))), key
    assert all(isinstance(d["answer"], bool) and d["reason"] for d in dec.values()), key
    assert sorted(n for n, d in dec.items() if d["answer"]) == sorted(names(EXPECT[qid][2])), key

ids = list(QS)
assert ids == [f"appliances-{i:03d}" for i in range(1, 83)], ids
for i, k in enumerate(ids):
    assert QS[k]["split"] == ("dev" if i % 2 == 0 else "test"), k
fails = 0
for k in ids[66:]:
    cat, is_list, rows = EXPECT[k]
    got, exp = QS[k], names(rows)
    ok = (got["gt_answer_list"] == exp and got["category"] == cat and got["is_list"] is is_list
          and got["objectivity"] == "objective" and set(exp) <= CATALOG_NAMES
          and list(got) == ["question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"])
    if cat == CNT:
        ok = ok and got["gt_answer"].startswith(f"{len(exp)} ")
    elif cat != NA:
        ok = ok and got["gt_answer"] == "; ".join(exp)
    ok = ok and (exp == [] if cat == NA else 1 <= len(exp) <= 40)
    print(("ok  " if ok else "FAIL"), k, got["split"], cat, len(exp), got["question"])
    if not ok:
        fails += 1
        print("   expected:", exp)
        print("   in file: ", got["gt_answer_list"])

# the 66 earlier questions, against the committed file when git can show it
try:
    head = subprocess.run(["git", "show", "HEAD:./questions.json"], cwd=D, capture_output=True, check=True).stdout
    old = json.loads(head)
    same = list(old) == ids[: len(old)] and all(old[k] == QS[k] for k in old)
    print(("ok  " if same else "FAIL"), f"{len(old)} committed questions unchanged")
    fails += 0 if same else 1
    head = subprocess.run(["git", "show", "HEAD:./reading_decisions.json"], cwd=D, capture_output=True,
                          check=True).stdout
    old = json.loads(head)
    same = all(old[k] == READ[k] for k in old)
    print(("ok  " if same else "FAIL"), f"{len(old)} committed reading keys unchanged")
    fails += 0 if same else 1
except (OSError, subprocess.CalledProcessError, ValueError) as e:
    print("(git not available, committed-file comparison skipped:", e, ")")

assert fails == 0, f"{fails} check(s) failed"
print("all checks pass")
