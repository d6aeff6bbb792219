#!/usr/bin/env python3
"""Independent check of the third batch of lodging-airbnb questions (abnb-051 ... abnb-066).

Recomputes every new question's gold list from raw_antwerp_listings.csv with its own parsing (csv and
json only; neither gold.py nor convert.py is imported), restricted to the listings that are in
catalog.jsonl, names them the way the catalog does (checked against catalog.jsonl's own names), and
asserts equality with questions.json. The prose-only lists come from reading_decisions.json: the
check recomputes each question's scope and asserts that it holds exactly one decision per listing in
scope, that every listing read as yes actually mentions the feature's words, and that the yes-list
equals the gold. It also checks the split / category / is_list / gt_answer fields of the batch.
Usage: python3 check_gold.py   (exit status 0 and "all N checks passed" when the gold agrees)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

with open(os.path.join(HERE, "raw_antwerp_listings.csv"), encoding="utf-8", newline="") as f:
    RAW = list(csv.DictReader(f))
with open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8") as f:
    CATALOG = {p["id"]: p for p in map(json.loads, f)}
with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
    QUESTIONS = json.load(f)
with open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8") as f:
    READINGS = json.load(f)


# --- own parsing of the raw rows -----------------------------------------------------------------
def squash(s):
    return re.sub(r"\s+", " ", s).strip()


title_count = {}
for row in RAW:
    title_count[squash(row["name"])] = title_count.get(squash(row["name"]), 0) + 1


class Listing:
    def __init__(self, row):
        self.row = row
        self.cid = "abnb-" + row["id"]
        t = squash(row["name"])
        self.name = t if title_count[t] == 1 else "%s (%s)" % (t, row["id"])
        self.eur = float(re.sub(r"[^0-9.]", "", row["price"]))
        self.items = [squash(a) for a in json.loads(row["amenities"])]
        self.room = row["room_type"]
        self.ptype = row["property_type"]
        self.hood = row["neighbourhood_cleansed"]
        self.guests = int(row["accommodates"])
        self.bedrooms = int(row["bedrooms"]) if row["bedrooms"].strip() else -1
        bt = row["bathrooms_text"].lower()
        m = re.search(r"(\d+(?:\.\d+)?)", bt)
        self.baths = float(m.group(1)) if m else (0.5 if "half" in bt else 0.0)
        self.shared_bath = "shared" in bt
        self.n_reviews = int(row["number_of_reviews"])
        self.score = float(row["review_scores_rating"]) if row["review_scores_rating"] else None
        self.clean = float(row["review_scores_cleanliness"]) if row["review_scores_cleanliness"] else None
        self.superhost = row["host_is_superhost"] == "t"
        self.nights = (int(row["minimum_nights"]), int(row["maximum_nights"]))
        breaks = r"<br\s*/?>"
        self.text = "\n".join([self.name, re.sub(breaks, "\n", row["description"], flags=re.I),
                               re.sub(breaks, "\n", row["neighborhood_overview"], flags=re.I)])

    def has(self, test):
        return any(test(a.lower()) for a in self.items)


LISTINGS = [Listing(r) for r in RAW if "abnb-" + r["id"] in CATALOG]
assert len(LISTINGS) == len(CATALOG) == len(RAW), "the catalog is the whole raw sample"
for x in LISTINGS:
    assert CATALOG[x.cid]["name"] == x.name, (x.cid, x.name, CATALOG[x.cid]["name"])
    assert CATALOG[x.cid]["price"]["amount"] == x.eur, x.cid

WHOLE = "Entire home/apt"
ROOM = "Private room"
OLD_TOWN = "Historisch Centrum"


def free_parking(a):
    return a.startswith("free") and "parking" in a


def washer(a):
    return re.match(r"(free |paid )?washer( |$)", a) is not None


def names(pred):
    return [x.name for x in LISTINGS if pred(x)]


def best(pool, key, biggest=True):
    top = (max if biggest else min)(key(x) for x in pool)
    return [x.name for x in pool if key(x) == top]


def three_best(pool, key):
    """The 3 largest by key plus every listing tied with the third."""
    third = sorted((key(x) for x in pool), reverse=True)[2]
    return [x.name for x in pool if key(x) >= third]


# --- structured questions, recomputed ------------------------------------------------------------
expected = {}
pool = [x for x in LISTINGS if x.hood == "Eilandje" and x.n_reviews >= 20 and x.score is not None]
expected["abnb-051"] = three_best(pool, lambda x: x.score)
pool = [x for x in LISTINGS if x.room == ROOM and not x.shared_bath and x.baths >= 1 and x.n_reviews >= 30
        and x.score is not None]
expected["abnb-052"] = best(pool, lambda x: x.score)
expected["abnb-053"] = best(LISTINGS, lambda x: x.baths)
expected["abnb-054"] = names(lambda x: x.ptype == "Entire loft" and x.eur < 100 and x.hood != OLD_TOWN)
expected["abnb-055"] = names(lambda x: x.room != ROOM and x.eur < 50)
expected["abnb-056"] = names(lambda x: x.room == WHOLE and x.hood == "Zuid" and x.bedrooms >= 2
                             and not x.has(lambda a: "security camera" in a))
expected["abnb-057"] = names(lambda x: x.room == WHOLE and x.bedrooms == 2 and x.has(free_parking) and x.eur <= 150)
expected["abnb-058"] = names(lambda x: x.room == ROOM and x.clean is not None and x.clean >= 4.9 and x.n_reviews >= 30)
expected["abnb-059"] = names(lambda x: x.hood == "Zuid" and x.nights[0] <= 42 <= x.nights[1] and x.has(washer))
expected["abnb-060"] = names(lambda x: x.superhost and x.hood == OLD_TOWN and 80 <= x.eur <= 120)
expected["abnb-061"] = names(lambda x: x.room == WHOLE and re.search(
    r"\bboat\b|houseboat|woonboot|\bbarge\b|\bship\b|péniche", (x.ptype + " " + x.name).lower()))
expected["abnb-062"] = names(lambda x: x.has(lambda a: "sauna" in a) and x.eur < 60)

# --- prose questions: scope recomputed, decisions from reading_decisions.json --------------------
PROSE = {
    "abnb-063": ("sportpaleis", lambda x: x.room == ROOM, r"sportpaleis|lotto.?arena|sports?.?pal"),
    "abnb-064": ("high_ceilings", lambda x: x.room == WHOLE, r"ceiling"),
    "abnb-065": ("art_deco", lambda x: True, r"art.?deco|art.?déco|art.?nouveau"),
    "abnb-066": ("hospital", lambda x: True, r"hospital|\buza\b|\bzna\b"),
}
checks = 0
for qid, (key, scope, words) in PROSE.items():
    decisions = READINGS[key]
    in_scope = [x for x in LISTINGS if scope(x)]
    assert set(decisions) == {x.name for x in in_scope}, (qid, "decisions do not cover exactly the scope")
    yes = [x for x in in_scope if decisions[x.name]["answer"] is True]
    for x in yes:
        assert re.search(words, x.text.lower()), (qid, x.name, "read as yes but the words are not in its text")
        assert decisions[x.name]["reason"].strip(), (qid, x.name)
    expected[qid] = [x.name for x in yes]
    checks += 1

# --- compare with questions.json -----------------------------------------------------------------
CATEGORY = {"Superlative": ["abnb-051", "abnb-052", "abnb-053"],
            "Inverse Queries": ["abnb-054", "abnb-055", "abnb-056"],
            "Multi-Condition Queries": ["abnb-057", "abnb-058", "abnb-059", "abnb-060"],
            "No Answer": ["abnb-061", "abnb-062"],
            "Prose Only": ["abnb-063", "abnb-064", "abnb-065", "abnb-066"]}
SINGLE = {"abnb-052", "abnb-053"}
failures = []
ids = ["abnb-%03d" % i for i in range(51, 67)]
assert list(QUESTIONS)[-16:] == ids and len(QUESTIONS) == 66, "the batch is abnb-051..abnb-066, appended last"
for i, qid in enumerate(ids):
    item = QUESTIONS[qid]
    cat = next(c for c, members in CATEGORY.items() if qid in members)
    want_split = "dev" if i % 2 == 0 else "test"
    meta = [(item["category"], cat), (item["split"], want_split), (item["is_list"], qid not in SINGLE),
            (item["objectivity"], "objective")]
    for got, want in meta:
        if got != want:
            failures.append("%s: field %r != %r" % (qid, got, want))
    if item["gt_answer_list"] != expected[qid]:
        failures.append("%s: gold %d names, recomputed %d; only in gold: %s; only recomputed: %s" % (
            qid, len(item["gt_answer_list"]), len(expected[qid]),
            sorted(set(item["gt_answer_list"]) - set(expected[qid])),
            sorted(set(expected[qid]) - set(item["gt_answer_list"]))))
    want_answer = "; ".join(expected[qid]) if expected[qid] else "No listing in the catalog matches."
    if item["gt_answer"] != want_answer:
        failures.append("%s: gt_answer does not spell the list" % qid)
    if cat == "No Answer" and expected[qid]:
        failures.append("%s: a no-answer question has matches" % qid)
    if cat != "No Answer" and not 1 <= len(expected[qid]) <= 40:
        failures.append("%s: gold size %d outside 1..40" % (qid, len(expected[qid])))
    for n in item["gt_answer_list"]:
        if sum(1 for p in CATALOG.values() if p["name"] == n) != 1:
            failures.append("%s: %r is not exactly one catalog name" % (qid, n))
    checks += 1

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("all %d checks passed (%d questions, %d prose scopes)" % (checks, len(ids), len(PROSE)))
for qid in ids:
    print(qid, QUESTIONS[qid]["split"], len(expected[qid]), QUESTIONS[qid]["question"])
