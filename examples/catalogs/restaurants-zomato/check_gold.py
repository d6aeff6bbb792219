#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for restaurants-zomato: re-parses the raw
SQL insert with its own code (nothing imported from convert.py or gold.py), applies the same keep
rule (drop NULL cost; drop a later row with the same name, location and phone), checks that the
catalog has one product per kept row (file order) with the right id, name prefix and price, and
recomputes every gold list by its own filters, matched by catalog id. Run: python3 check_gold.py
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
TOKEN = re.compile(r"'((?:[^']|'')*)'|(NULL)|(-?\d+(?:\.\d+)?)|(\()|(\))|(,)|(;)|(\s+)", re.S)


def parse(text):
    body = text[text.index("VALUES") + 6:]
    rows, cur, pos = [], None, 0
    while pos < len(body):
        m = TOKEN.match(body, pos)
        assert m, body[pos:pos + 80]
        pos = m.end()
        s, null, num, op, cl = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        if op:
            cur = []
        elif cl:
            rows.append(cur)
            cur = None
        elif s is not None:
            cur.append(s.replace("''", "'"))
        elif null:
            cur.append(None)
        elif num:
            cur.append(num)
    return rows


class R:
    def __init__(self, t):
        (self.address, self.name, oo, bt, rate, votes, self.phone, loc, rt, dl, cu, cost, self.listed) = t
        self.name = " ".join(self.name.split())
        self.online, self.book = oo == "Yes", bt == "Yes"
        self.rate = None if rate is None else float(re.match(r"\s*([\d.]+)\s*/\s*5", rate).group(1))
        self.votes = int(votes)
        self.loc = " ".join(loc.split())
        self.types = {x.strip() for x in rt.split(",")}
        self.cuis = {x.strip() for x in cu.split(",")}
        self.liked = [x.strip().lower() for x in dl.split(",")]
        self.cost = None if cost is None else float(cost)
        self.kora = self.loc.startswith("Koramangala")
        self.wf = "Whitefield" in self.loc


def main():
    with open(os.path.join(HERE, "raw_zomato_bangalore.sql"), encoding="utf-8") as f:
        raw = parse(f.read())
    assert len(raw) == 1033 and all(len(t) == 13 for t in raw)
    rows, seen = [], set()
    for t in raw:
        r = R(t)
        if r.cost is None:
            continue
        key = (r.name, r.loc, r.phone)
        if r.phone is not None and key in seen:
            continue
        seen.add(key)
        rows.append(r)
    cat = [json.loads(l) for l in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(rows) == 1027, (len(cat), len(rows))
    rs = {}
    for i, (p, r) in enumerate(zip(cat, rows), 1):
        assert p["id"] == f"rest-{i:04d}" and p["price"] == {"amount": r.cost, "currency": "INR"}, p["id"]
        assert p["name"] == r.name or p["name"].startswith(r.name + " ("), (p["name"], r.name)
        rs[p["id"]] = r
    name2id = {p["name"]: p["id"] for p in cat}
    assert len(name2id) == len(cat)
    allr = list(rs.items())

    def f(pred):
        return [i for i, r in allr if pred(r)]

    def best(ids, key, hi):
        v = [key(rs[i]) for i in ids]
        b = max(v) if hi else min(v)
        return [i for i in ids if key(rs[i]) == b]

    def top(ids, key, n):
        cut = sorted((key(rs[i]) for i in ids), reverse=True)[n - 1]
        return [i for i in ids if key(rs[i]) >= cut]

    def nm(*names):
        return [name2id[n] for n in names]

    rated = lambda r: r.rate is not None  # noqa: E731
    exp = [
        f(lambda r: "Microbrewery" in r.types), f(lambda r: "Fine Dining" in r.types), f(lambda r: r.loc == "HSR"),
        f(lambda r: "Mangalorean" in r.cuis), f(lambda r: "Dessert Parlor" in r.types), f(lambda r: "Korean" in r.cuis),
        f(lambda r: "Biryani" in r.cuis and r.online and r.cost <= 400),
        f(lambda r: "Bar" in r.types and r.kora and r.cost < 1500),
        f(lambda r: "North Indian" in r.cuis and r.wf and r.book),
        f(lambda r: "Cafe" in r.types and r.loc == "Indiranagar" and rated(r) and r.rate >= 4.5),
        f(lambda r: "Pub" in r.types and r.online and r.cost < 1200),
        f(lambda r: {"Chinese", "Thai"} <= r.cuis and r.cost < 1000),
        f(lambda r: "Quick Bites" in r.types and r.loc == "Jayanagar" and r.online and rated(r) and r.rate >= 4),
        f(lambda r: "Italian" in r.cuis and r.kora and r.cost / 2 < 500),
        f(lambda r: "South Indian" in r.cuis and r.cost < 300),
        f(lambda r: any("momo" in d for d in r.liked) and r.loc in ("BTM", "HSR")),
        f(lambda r: "Andhra" in r.cuis and r.votes > 1000),
        f(lambda r: {"Casual Dining", "Bar"} <= r.types and r.loc == "Marathahalli" and 1000 <= r.cost <= 2000),
        f(lambda r: "Cafe" in r.types and r.kora and not r.book),
        f(lambda r: "Microbrewery" in r.types and not r.online),
        f(lambda r: "Biryani" in r.cuis and r.loc == "Electronic City" and r.name != "Paradise"),
        f(lambda r: "North Indian" in r.cuis and r.loc == "Indiranagar" and "Casual Dining" not in r.types),
        f(lambda r: "Lounge" in r.types and not r.kora),
        f(lambda r: "Chinese" in r.cuis and not r.online and r.cost < 800),
        f(lambda r: "Dessert Parlor" in r.types and r.name != "Corner House Ice Cream"),
        best(f(lambda r: "North Indian" in r.cuis and r.book and rated(r)), lambda r: r.rate, True),
        best(f(lambda r: "Pub" in r.types), lambda r: r.cost, False),
        best(list(rs), lambda r: r.cost, True),
        top(f(lambda r: r.loc == "Indiranagar"), lambda r: r.votes, 3),
        best(f(lambda r: "Cafe" in r.types and rated(r)), lambda r: r.rate, True),
        best(f(lambda r: r.wf and rated(r)), lambda r: r.rate, False),
        top(f(lambda r: "Microbrewery" in r.types and rated(r)), lambda r: r.rate, 3),
        best(f(lambda r: "Fine Dining" in r.types), lambda r: r.cost, False),
        f(lambda r: "Cafe" in r.types and r.loc == "Indiranagar"), f(lambda r: r.online),
        f(lambda r: rated(r) and r.rate >= 4.5), f(lambda r: "Microbrewery" in r.types and r.kora),
        f(lambda r: "Mexican" in r.cuis), f(lambda r: r.cost > 2000),
        best(nm("Toit", "Byg Brewski Brewing Company"), lambda r: r.rate, True),
        best(nm("Farzi Cafe", "Hard Rock Cafe"), lambda r: r.cost, False),
        best(nm("Big Pitcher", "Windmills Craftworks", "Arbor Brewing Company"), lambda r: r.votes, True),
        best(nm("Koshy's", "Vidyarthi Bhavan"), lambda r: r.cost, False),
        best(nm("MTR 1924", "Brahmin's Coffee Bar"), lambda r: r.rate, True),
        best(nm("Truffles (Koramangala 5th Block)", "Truffles (St. Marks Road)"), lambda r: r.votes, True),
        f(lambda r: "Korean" in r.cuis and r.loc == "Jayanagar"),
        f(lambda r: "Fine Dining" in r.types and r.cost < 300),
        f(lambda r: rated(r) and r.rate == 5),
        f(lambda r: bool({"Sushi", "Japanese"} & r.cuis) and r.loc == "Basavanagudi"),
        f(lambda r: "Microbrewery" in r.types and r.cost < 500),
    ]
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    assert len(qs) == len(exp) == 50
    bad = 0
    for (k, v), e in zip(qs.items(), exp):
        got = sorted(name2id[n] for n in v["gt_answer_list"])
        if got != sorted(e):
            bad += 1
            print("MISMATCH", k, v["question"], len(got), len(e))
        if v["category"] == "No Answer" and e:
            bad += 1
            print("NOT EMPTY", k, v["question"])
        if v["category"] == "Count":
            assert v["gt_answer"].startswith(f"{len(e)} "), k
    print(f"{len(qs)} questions checked, {bad} mismatches")
    return bad


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
