#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for watches-luxury: re-parses the raw
CSV with its own code (nothing imported from convert.py or gold.py), checks that the catalog has
one product per distinct raw row (file order) with the right id, brand and price, and recomputes
every gold list by its own filters, matched by catalog id. Run: python3 check_gold.py
"""
import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FT, INCH = 0.3048, 25.4


class W:
    def __init__(self, row):
        self.brand = {"Tag Heuer": "TAG Heuer", "A. Lange & Sohne": "A. Lange & Söhne"}.get(row["Brand"].strip(), row["Brand"].strip())
        self.model = row["Model"].strip()
        self.case = row["Case Material"].strip()
        self.strap = row["Strap Material"].strip()
        self.mov = row["Movement Type"].strip()
        self.wr = float(row["Water Resistance"].replace("meters", ""))
        self.diam = float(row["Case Diameter (mm)"])
        self.thick = float(row["Case Thickness (mm)"])
        self.dial = row["Dial Color"].strip()
        self.crystal = row["Crystal Material"].strip()
        c = row["Complications"].strip()
        self.comps = set() if c == "None" else {x.strip() for x in c.split(",")}
        p = row["Power Reserve"].strip()
        self.pr = None if p == "N/A" else (float(p.split()[0]) * (24 if "day" in p else 1))
        self.price = float(row["Price (USD)"].replace(",", ""))
        self.chrono = bool(self.comps & {"Chronograph", "Stopwatch"})
        self.moon = bool(self.comps & {"Moonphase", "Moon Phase"})
        self.gmt = bool(self.comps & {"GMT", "Second Time Zone", "Dual Time Zone"})
        self.date = bool(self.comps & {"Date", "Day/Date"})
        self.leather = self.strap in ("Leather", "Alligator")
        self.rubber = self.strap in ("Rubber", "Silicone")
        self.bracelet = self.strap in ("Stainless Steel", "Jubilee", "Jubilee Bracelet", "Titanium", "Rose Gold")


def main():
    with open(os.path.join(HERE, "raw_luxury_watches.csv"), encoding="utf-8-sig", newline="") as f:
        raw = list(csv.reader(f))
    header, body = raw[0], raw[1:]
    seen, rows = set(), []
    for r in body:
        if tuple(r) not in seen:
            seen.add(tuple(r))
            rows.append(dict(zip(header, r)))
    cat = [json.loads(l) for l in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(rows) == 488, (len(cat), len(rows))
    ws = {}
    for i, (p, r) in enumerate(zip(cat, rows), 1):
        w = W(r)
        assert p["id"] == f"watch-{i:03d}" and p["price"] == {"amount": w.price, "currency": "USD"}, p["id"]
        assert p["name"].startswith(r["Brand"].strip() + " " + r["Model"].strip()), p["name"]
        ws[p["id"]] = w
    name2id = {p["name"]: p["id"] for p in cat}
    assert len(name2id) == len(cat)
    allw = list(ws.items())

    def f(pred):
        return [i for i, w in allw if pred(w)]

    def best(ids, key, hi):
        v = [key(ws[i]) for i in ids]
        b = max(v) if hi else min(v)
        return [i for i in ids if key(ws[i]) == b]

    def top(ids, key, n):
        cut = sorted((key(ws[i]) for i in ids), reverse=True)[n - 1]
        return [i for i in ids if key(ws[i]) >= cut]

    def nm(*names):
        return [name2id[n] for n in names]

    mechs = f(lambda w: w.mov in ("Automatic", "Manual") and w.pr is not None)
    exp = [
        f(lambda w: w.brand == "Omega"), f(lambda w: w.moon), f(lambda w: w.wr >= 1000), f(lambda w: w.mov == "Manual"),
        f(lambda w: w.crystal == "Hesalite"), f(lambda w: w.case == "Titanium"),
        f(lambda w: w.mov == "Automatic" and w.chrono and w.price < 5000), f(lambda w: w.brand == "Rolex" and w.dial == "Blue"),
        f(lambda w: w.wr >= 1000 * FT and w.price < 5000), f(lambda w: "Rose Gold" in w.case and w.leather and not w.comps),
        f(lambda w: "Steel" in w.case and w.bracelet and w.wr >= 200 and w.price < 10000),
        f(lambda w: w.diam < 1.5 * INCH and w.thick < 9), f(lambda w: w.pr is not None and w.pr >= 100 and w.price < 15000),
        f(lambda w: w.gmt and w.price < 10000), f(lambda w: w.brand == "Patek Philippe" and 30000 <= w.price <= 50000),
        f(lambda w: w.diam == 42 and w.dial == "Black" and w.rubber),
        f(lambda w: w.brand == "Panerai" and w.case == "Titanium" and w.pr is not None and w.pr >= 72),
        f(lambda w: w.brand == "Audemars Piguet" and w.model == "Royal Oak" and w.diam <= 37),
        f(lambda w: w.mov == "Automatic" and not w.date), f(lambda w: w.brand == "Cartier" and w.mov != "Quartz"),
        f(lambda w: w.chrono and w.price < 6000 and w.brand not in ("Omega", "Breitling", "Zenith")),
        f(lambda w: w.brand == "Blancpain" and w.model == "Fifty Fathoms" and not w.rubber), f(lambda w: w.crystal != "Sapphire"),
        f(lambda w: w.case == "Titanium" and w.brand not in ("Hublot", "Panerai")),
        f(lambda w: w.brand == "Rolex" and "Steel" in w.case and w.model != "Datejust"),
        best(list(ws), lambda w: w.price, True), best(f(lambda w: w.mov == "Automatic"), lambda w: w.price, False),
        best(list(ws), lambda w: w.thick, False), best(mechs, lambda w: w.pr, True), top(list(ws), lambda w: w.wr, 3),
        best(f(lambda w: w.price < 10000), lambda w: w.diam, True), best(f(lambda w: w.moon), lambda w: w.price, False),
        top(f(lambda w: w.brand == "Rolex"), lambda w: w.price, 3),
        f(lambda w: w.mov == "Quartz"), f(lambda w: w.brand == "IWC"), f(lambda w: w.price > 20000), f(lambda w: w.chrono),
        f(lambda w: w.dial == "Black" and w.leather), f(lambda w: "Gold" in w.case),
        best(nm("Rolex Submariner", "Omega Seamaster"), lambda w: w.price, False),
        best(nm("Breitling Navitimer", "Tag Heuer Carrera", "Omega Aqua Terra"), lambda w: w.pr, True),
        best(nm("Sinn U1", "Sinn U50"), lambda w: w.wr, True),
        best(nm("Jaeger-LeCoultre Reverso", "Cartier Tank Solo"), lambda w: w.thick, False),
        best(nm("Breguet Type XX", "Breguet Type XXI"), lambda w: w.diam, True),
        best(nm("Panerai Luminor Base Logo", "Panerai Luminor Base"), lambda w: w.diam, True),
        [], [], [], [], [],
    ]
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    assert len(qs) == len(exp) == 50
    bad = 0
    for (k, v), e in zip(qs.items(), exp):
        got = sorted(name2id[n] for n in v["gt_answer_list"])
        if got != sorted(e):
            bad += 1
            print("MISMATCH", k, v["question"], len(got), len(e))
    assert not f(lambda w: w.dial == "Green") and not f(lambda w: w.brand == "Patek Philippe" and w.price < 10000)
    print(f"{len(qs)} questions checked, {bad} mismatches")
    return bad


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
