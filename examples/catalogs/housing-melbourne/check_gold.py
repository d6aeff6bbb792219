#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for housing-melbourne: re-parses the raw
CSV with its own code (nothing imported from convert.py or gold.py), checks that the catalog has
one product per raw row (file order) with the right id, name, type category and price, and
recomputes every gold list by its own filters, matched by catalog id. Run: python3 check_gold.py
"""
import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SQ = 9.290304
SQFT = SQ / 100


def f(s):
    s = s.strip()
    return float(s) if s else None


class P:
    def __init__(self, row):
        self.sub = row["Suburb"].strip()
        self.addr = row["Address"].strip()
        self.type = row["Type"].strip()
        self.price = float(row["Price"])
        self.method = row["Method"].strip()
        self.agent = row["SellerG"].strip()
        self.post = row["Postcode"].strip()
        self.region = row["Regionname"].strip()
        self.dist, self.beds, self.baths = f(row["Distance"]), f(row["Bedroom2"]), f(row["Bathroom"])
        self.car, self.land, self.area, self.year = f(row["Car"]), f(row["Landsize"]), f(row["BuildingArea"]), f(row["YearBuilt"])


def main():
    with open(os.path.join(HERE, "raw_melb_every6th.csv"), encoding="utf-8-sig", newline="") as fh:
        raw = list(csv.reader(fh))
    header, body = raw[0], raw[1:]
    rows = [dict(zip(header, r)) for r in body]
    cat = [json.loads(line) for line in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(rows) == 2264, (len(cat), len(rows))
    ps = {}
    words = {"h": "Houses", "u": "Units", "t": "Townhouses"}
    for k, (p, r) in enumerate(zip(cat, rows)):
        x = P(r)
        assert p["id"] == f"melb-{6 * k + 1:05d}", p["id"]
        assert p["name"] == f"{x.addr}, {x.sub}", p["name"]
        assert p["price"] == {"amount": x.price, "currency": "AUD"}, p["id"]
        assert p["categories"] == ["Properties", words[x.type]], p["id"]
        ps[p["id"]] = x
    name2id = {p["name"]: p["id"] for p in cat}
    assert len(name2id) == len(cat)
    allp = list(ps.items())

    def F(pred):
        return [i for i, x in allp if pred(x)]

    def best(ids, key, hi):
        ids = [i for i in ids if key(ps[i]) is not None]
        v = [key(ps[i]) for i in ids]
        b = max(v) if hi else min(v)
        return [i for i in ids if key(ps[i]) == b]

    def bottom3(ids, key):
        cut = sorted(key(ps[i]) for i in ids)[2]
        return [i for i in ids if key(ps[i]) <= cut]

    def nm(*names):
        return [name2id[n] for n in names]

    def has(v):
        return v is not None

    H = lambda x: x.type == "h"  # noqa: E731
    U = lambda x: x.type == "u"  # noqa: E731
    T = lambda x: x.type == "t"  # noqa: E731
    exp = [
        # simple
        F(lambda x: T(x) and x.sub == "Footscray"), F(lambda x: x.post == "3068"), F(lambda x: H(x) and x.sub == "Elwood"),
        F(lambda x: has(x.year) and x.year < 1890), F(lambda x: has(x.baths) and x.baths >= 5), F(lambda x: x.method == "SA"),
        # multi
        F(lambda x: H(x) and x.beds == 3 and x.sub == "Richmond" and x.price < 1.2e6),
        F(lambda x: U(x) and has(x.baths) and x.baths >= 2 and has(x.car) and x.car >= 1 and x.price < 7e5),
        F(lambda x: H(x) and x.dist <= 5 and x.price < 1e6),
        F(lambda x: U(x) and x.beds == 2 and x.sub == "Hawthorn" and x.price < 5e5),
        F(lambda x: H(x) and x.beds == 4 and x.region == "Eastern Metropolitan" and has(x.car) and x.car >= 2 and x.price <= 1.5e6),
        F(lambda x: H(x) and x.sub == "Brunswick" and has(x.year) and x.year < 1950),
        F(lambda x: T(x) and x.sub == "Coburg" and has(x.beds) and x.beds >= 3),
        F(lambda x: H(x) and has(x.land) and x.land >= 600 and x.dist <= 10 and x.price < 1.5e6),
        F(lambda x: H(x) and x.beds == 4 and has(x.baths) and x.baths >= 2 and x.sub == "Bentleigh East" and x.price <= 1.25e6),
        F(lambda x: H(x) and has(x.area) and x.area > 2000 * SQFT and x.price < 9e5),
        F(lambda x: x.agent == "Jellis" and x.sub == "Kew" and x.price > 2e6),
        F(lambda x: U(x) and x.sub == "Melbourne" and has(x.year) and x.year >= 2000 and has(x.car) and x.car >= 1),
        # inverse
        F(lambda x: H(x) and x.sub == "Northcote" and x.method != "S"), F(lambda x: x.sub == "Richmond" and not H(x)),
        F(lambda x: U(x) and x.sub == "St Kilda" and x.car == 0), F(lambda x: x.sub == "Brighton" and x.agent != "Buxton"),
        F(lambda x: H(x) and x.sub == "Preston" and x.car == 0),
        F(lambda x: T(x) and x.price < 8e5 and x.region != "Southern Metropolitan"),
        F(lambda x: U(x) and x.sub in ("Kew", "Hawthorn") and has(x.beds) and x.beds != 1),
        # superlative
        best(F(lambda x: T(x) and x.dist <= 5), lambda x: x.price, False), best(F(H), lambda x: x.price, True),
        best(F(lambda x: x.sub == "Glen Iris"), lambda x: x.land, True), best(F(H), lambda x: x.year, False),
        bottom3(F(lambda x: H(x) and x.sub == "Richmond"), lambda x: x.price), best(F(U), lambda x: x.baths, True),
        best(list(ps), lambda x: x.dist, True), best(F(lambda x: H(x) and x.sub == "Reservoir"), lambda x: x.year, True),
        # count
        F(lambda x: x.sub == "Brunswick" and x.method == "S"), F(lambda x: U(x) and x.sub == "South Yarra"),
        F(lambda x: H(x) and x.price > 2e6), F(lambda x: x.method == "PI" and x.region == "Western Metropolitan"),
        F(lambda x: x.beds == 1 and x.price < 4e5),
        F(lambda x: H(x) and x.sub == "Balwyn North" and has(x.area) and x.area >= 25 * SQ),
        # comparison
        best(nm("44 The Parade, Ascot Vale", "15 Mirams St, Ascot Vale"), lambda x: x.price, True),
        best(nm("29 Westgarth St, Northcote", "81 Mitchell St, Northcote", "8 Aberdeen Gr, Northcote"), lambda x: x.area, True),
        best(nm("16 Park Rd, Prahran", "1/38 Donald St, Prahran"), lambda x: x.year, False),
        best(nm("13 Benbow St, Yarraville", "40 Freeman St, Yarraville"), lambda x: x.land, True),
        best(nm("96 Verdon St, Williamstown", "98 Osborne St, Williamstown"), lambda x: x.car, True),
        best(nm("470 Brunswick St, Fitzroy North", "8/220 Elgin St, Carlton"), lambda x: x.dist, False),
        # no answer
        [], [], [], [], [],
    ]
    assert not F(lambda x: T(x) and x.sub == "Fitzroy" and x.beds == 5)
    assert not F(lambda x: H(x) and x.sub == "Toorak" and x.price < 5e5)
    assert not F(lambda x: x.sub == "Geelong") and "pool" not in ",".join(header).lower()
    assert not F(lambda x: U(x) and x.sub == "South Yarra" and x.price < 2e5)
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    assert len(qs) == len(exp) == 50
    bad = 0
    for i, ((k, v), e) in enumerate(zip(qs.items(), exp)):
        assert v["split"] == ("dev" if i % 2 == 0 else "test"), k
        got = sorted(name2id[n] for n in v["gt_answer_list"])
        if got != sorted(e):
            bad += 1
            print("MISMATCH", k, v["question"], len(got), len(e))
        if v["category"] == "Count":
            assert v["gt_answer"].startswith(f"{len(e)} "), k
    print(f"{len(qs)} questions checked, {bad} mismatches")
    return bad


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
