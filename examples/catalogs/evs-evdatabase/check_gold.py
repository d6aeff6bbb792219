#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for evs-evdatabase: re-parses the raw
CSV with its own code (nothing imported from convert.py or gold.py), checks that the catalog has one
product per raw row with the right name, id and price, and recomputes every gold list by its own
filters. Run: python3 check_gold.py
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
MI = 1.609344


class Car:
    def __init__(self, i, row):
        self.i = i
        self.raw_name = re.sub(r"\s+", " ", row["Name"]).strip()
        self.make = self.raw_name.split(" ")[0]
        self.kwh = float(re.search(r"([\d.]+)\s*kWh", row["Subtitle"]).group(1))
        self.acc = float(row["Acceleration"].replace(" sec", ""))
        self.top = float(row["TopSpeed"].replace(" km/h", ""))
        self.rng = float(row["Range"].replace(" km", ""))
        self.eff = float(row["Efficiency"].replace(" Wh/km", ""))
        fcs = row["FastChargeSpeed"].strip()
        self.fc = None if fcs == "-" else float(fcs.replace(" km/h", ""))
        self.drive = row["Drive"].strip()
        self.seats = int(row["NumberofSeats"])
        self.de = self._money(row["PriceinGermany"], "€")
        self.uk = self._money(row["PriceinUK"], "£")

    @staticmethod
    def _money(s, sym):
        s = s.strip()
        if s == "N/A":
            return None
        assert s.startswith(sym), s
        return float(s[1:].replace(",", ""))

    def awd(self):
        return self.drive == "All Wheel Drive"


with open(os.path.join(HERE, "raw_evdatabase_2021.csv"), encoding="utf-8", newline="") as f:
    CARS = [Car(i, r) for i, r in enumerate(csv.DictReader(f), 1)]
seen = {}
for c in CARS:
    seen.setdefault(c.raw_name, []).append(c)
for c in CARS:
    if len(seen[c.raw_name]) > 1:
        mk = [m for m, v in (("Germany", c.de), ("UK", c.uk)) if v is not None]
        c.name = f"{c.raw_name} ({' & '.join(mk)})"
    else:
        c.name = c.raw_name


def w(f):
    return [c for c in CARS if f(c)]


def best(rows, key, low=True):
    b = (min if low else max)(key(c) for c in rows)
    return [c for c in rows if key(c) == b]


def named(*ns):
    out = [c for c in CARS if c.name in ns]
    assert len(out) == len(ns), ns
    return out


EXP = {
    1: ("Simple Filter", w(lambda c: c.seats == 7)),
    2: ("Simple Filter", w(lambda c: c.make == "Porsche")),
    3: ("Simple Filter", w(lambda c: c.rng >= 500)),
    4: ("Simple Filter", w(lambda c: c.seats == 2)),
    5: ("Simple Filter", w(lambda c: c.kwh >= 100)),
    6: ("Simple Filter", w(lambda c: c.make == "Polestar")),
    7: ("Multi-Condition Queries", w(lambda c: c.awd() and (c.de or 1e9) < 50000)),
    8: ("Multi-Condition Queries", w(lambda c: c.seats == 7 and c.rng >= 400)),
    9: ("Multi-Condition Queries", w(lambda c: c.acc < 4 and (c.de or 1e9) < 100000)),
    10: ("Multi-Condition Queries", w(lambda c: (c.uk or 1e9) < 30000 and c.rng >= 300)),
    11: ("Multi-Condition Queries", w(lambda c: c.eff < 160 and c.rng > 300)),
    12: ("Multi-Condition Queries", w(lambda c: c.make == "Volkswagen" and c.drive == "Rear Wheel Drive" and (c.de or 1e9) < 40000)),
    13: ("Multi-Condition Queries", w(lambda c: c.top >= 200 and (c.de or 1e9) < 60000)),
    14: ("Multi-Condition Queries", w(lambda c: c.make == "Audi" and "quattro" in c.raw_name and c.rng > 400)),
    15: ("Multi-Condition Queries", w(lambda c: c.seats >= 5 and c.rng / MI >= 250 and (c.de or 1e9) < 45000)),
    16: ("Multi-Condition Queries", w(lambda c: c.make == "Tesla" and c.acc < 4)),
    17: ("Multi-Condition Queries", w(lambda c: c.seats == 4 and (c.de or 1e9) < 25000)),
    18: ("Multi-Condition Queries", w(lambda c: c.awd() and (c.fc or 0) > 800)),
    19: ("Inverse Queries", w(lambda c: c.fc is None)),
    20: ("Inverse Queries", w(lambda c: c.seats == 7 and c.make not in {"Peugeot", "Citroen", "Opel", "Toyota"})),
    21: ("Inverse Queries", w(lambda c: c.uk is None)),
    22: ("Inverse Queries", w(lambda c: c.make == "Porsche" and "Cross Turismo" not in c.raw_name)),
    23: ("Inverse Queries", w(lambda c: c.awd() and c.make not in {"Tesla", "Audi"} and (c.de or 1e9) < 60000)),
    24: ("Inverse Queries", w(lambda c: c.make in {"Hyundai", "Kia"} and not c.awd())),
    25: ("Inverse Queries", w(lambda c: c.make == "Mercedes" and "EQV" not in c.raw_name)),
    26: ("Superlative", best(CARS, lambda c: c.rng, low=False)),
    27: ("Superlative", best(w(lambda c: c.de is not None), lambda c: c.de)),
    28: ("Superlative", best(CARS, lambda c: c.acc)),
    29: ("Superlative", best(CARS, lambda c: c.eff)),
    30: ("Superlative", best(w(lambda c: (c.de or 1e9) < 50000), lambda c: c.kwh, low=False)),
    31: ("Superlative", w(lambda c: c.top >= sorted((x.top for x in CARS), reverse=True)[2])),
    32: ("Superlative", best(w(lambda c: c.seats == 7 and c.uk is not None), lambda c: c.uk)),
    33: ("Superlative", best(w(lambda c: c.make == "Volkswagen"), lambda c: c.rng, low=False)),
    34: ("Count", w(lambda c: c.make == "Audi")),
    35: ("Count", w(Car.awd)),
    36: ("Count", w(lambda c: (c.de or 1e9) < 30000)),
    37: ("Count", w(lambda c: c.seats == 7)),
    38: ("Count", w(lambda c: c.top / MI > 155)),
    39: ("Count", w(lambda c: c.make == "Tesla" and (c.uk or 0) > 60000)),
    40: ("Comparison", best(named("Tesla Model 3 Performance", "Polestar 2 Long Range Dual Motor"), lambda c: c.rng, low=False)),
    41: ("Comparison", best(named("Volkswagen ID.3 Pro S", "Skoda Enyaq iV 80"), lambda c: c.de)),
    42: ("Comparison", best(named("Kia EV6 GT", "Hyundai IONIQ 5 Long Range AWD"), lambda c: c.acc)),
    43: ("Comparison", best(named("Porsche Taycan 4S", "Audi e-tron GT quattro", "Tesla Model S Long Range"),
                            lambda c: c.kwh, low=False)),
    44: ("Comparison", best(named("Renault Zoe ZE50 R110", "Renault Zoe ZE50 R135"), lambda c: c.eff)),
    45: ("Comparison", best(named("Nissan Ariya 87kWh", "Nissan Ariya e-4ORCE 63kWh"), lambda c: c.de)),
    46: ("No Answer", w(lambda c: c.rng >= 1000)),
    47: ("No Answer", w(lambda c: (c.de or 1e9) < 15000)),
    48: ("No Answer", w(lambda c: c.seats >= 9)),
    49: ("No Answer", w(lambda c: c.make == "Tesla" and c.drive == "Front Wheel Drive")),
    50: ("No Answer", w(lambda c: c.make == "Porsche" and (c.uk or 1e9) < 50000)),
}


def main():
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    cat = [json.loads(line) for line in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(CARS) == 180
    for p, c in zip(cat, CARS):
        assert p["id"] == f"evdb-{c.i:03d}" and p["name"] == c.name, (p["id"], p["name"])
        want = ({"amount": c.de, "currency": "EUR"} if c.de is not None else
                {"amount": c.uk, "currency": "GBP"} if c.uk is not None else None)
        assert p.get("price") == want, p["id"]
    assert len({p["name"] for p in cat}) == len(cat), "product names are not unique"
    assert len(qs) == 50 and list(qs) == [f"evs-{i:03d}" for i in range(1, 51)]
    for i, (k, v) in enumerate(qs.items()):
        assert v["split"] == ("dev" if i % 2 == 0 else "test"), k
        assert v["objectivity"] == "objective" and isinstance(v["is_list"], bool), k
    cats = [v["category"] for v in qs.values()]
    want = {"Simple Filter": 6, "Multi-Condition Queries": 12, "Inverse Queries": 7, "Superlative": 8, "Count": 6,
            "Comparison": 6, "No Answer": 5}
    assert {c: cats.count(c) for c in want} == want and len(cats) == 50, cats
    for n, (c, rows) in EXP.items():
        v = qs[f"evs-{n:03d}"]
        assert v["category"] == c, n
        assert sorted(v["gt_answer_list"]) == sorted(x.name for x in rows), (n, v["question"])
        if c == "Count":
            assert v["gt_answer"].startswith(f"{len(rows)} "), n
    print("all checks pass")


if __name__ == "__main__":
    main()
