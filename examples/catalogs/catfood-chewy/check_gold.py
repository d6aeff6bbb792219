#!/usr/bin/env python3
"""Independent check of the catfood-chewy gold answers.

Recomputes every question's gold list from the RAW file (raw_chewy_catfood.csv) with its own
parsing (csv + ast + re + json only; gold.py and convert.py are NOT imported) and asserts equality
with questions.json (as sets of product names; superlatives and comparisons also by count).
Also checks:
- catalog.jsonl holds exactly the raw rows (one product per row, same names, ids from the url,
  price = our_price in USD);
- for every reading key of reading_decisions.json: the products recorded are exactly the
  question's scope, and each decision agrees with this script's own pattern;
- splits alternate dev/test, 50 questions, categories as intended (5/10/6/7/5/5/8/4).
Usage: python3 check_gold.py   (exit status 0 and "all checks pass" on success)
"""
import ast
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


def sq(s):
    return re.sub(r"\s+", " ", s.replace("\xa0", " ")).strip()


class P:
    def __init__(self, row):
        self.name = sq(row["name"])
        self.id = "chewy-" + row["url"].rstrip("/").rsplit("/", 1)[1]
        self.price = float(row["our_price"])
        self.list = float(row["list_price"]) if row["list_price"].strip() else None
        a = ast.literal_eval(row["attr_dict"])
        self.a = {k: sq(str(v)) for k, v in a.items()}
        g = ast.literal_eval(row["ga_dict"])
        self.g = {k: sq(str(v)) for k, v in g.items()}
        self.diet = {t.strip() for t in self.a.get("Special Diet", "").split(",") if t.strip()}
        self.form = self.a.get("Food Form", "")
        self.stage = self.a.get("Lifestage", "")
        self.tex = self.a.get("Food Texture", "")
        self.pack = self.a.get("Packaging Type", "")
        self.ing = sq(row["ingredients"])
        self.low = self.ing.lower()
        m = re.search(r"case of (\d+)", self.name, re.I)
        self.case = int(m.group(1)) if m else None
        m = re.search(r"([\d.]+)\s*-\s*lb bag", self.name, re.I)
        self.lb = float(m.group(1)) if m else None
        m = re.search(r"([\d,.]+)\s*kcals?/cup", row["calories"])
        self.cup = float(m.group(1).replace(",", "")) if m else None

    def dry(self):
        return "Dry Food" in self.form

    def wet(self):
        return "Wet Food" in self.form

    def ga(self, key):
        m = re.search(r"\d+(?:\.\d+)?", self.g.get(key, ""))
        return float(m.group(0)) if m else None

    def oz(self, size):
        return re.search(r"(?<![\d.])" + re.escape(size) + r"[- ]oz\b", self.name) is not None

    def sw(self, *p):
        return self.name.startswith(p)

    def purina(self):
        return "Purina" in self.a.get("Brand", "") or self.name.startswith("Purina")

    def sale(self):
        return self.list is not None and self.price < self.list


def load():
    with open(os.path.join(HERE, "raw_chewy_catfood.csv"), encoding="utf-8", newline="") as f:
        return [P(r) for r in csv.DictReader(f)]


PS = load()


def w(f):
    return [p for p in PS if f(p)]


def best(rows, key, low=True):
    v = [key(p) for p in rows]
    b = min(v) if low else max(v)
    return [p for p in rows if key(p) == b]


def top3(rows, key):
    cut = sorted(key(p) for p in rows)[2]
    return [p for p in rows if key(p) <= cut]


def named(*names):
    out = [p for p in PS if p.name in names]
    assert len(out) == len(names), names
    return out


dyes = re.compile(r"\b(red (no\. ?)?(40|3)|yellow (no\. ?)?[56]|blue (no\. ?)?[12]|fd&c [\w ]+|caramel colou?r|"
                  r"added colou?r|artificial colou?rs?)\b|titanium dioxide \(colou?r\)", re.I)
probio = re.compile(r"lactobacillus|enterococcus faecium|bifidobacterium|bacillus (coagulans|subtilis)|pediococcus|"
                    r"probiotic", re.I)
# question id -> (expected category, expected products, reading key, scope, yes-pattern)
EXP = {
    1: ("Simple Filter", w(lambda p: p.stage == "Kitten" and p.dry())),
    2: ("Simple Filter", w(lambda p: "Air-Dried" in p.form)),
    3: ("Simple Filter", w(lambda p: p.sw("Ziwi Peak"))),
    4: ("Simple Filter", w(lambda p: "Aspic / Gelee" in p.tex)),
    5: ("Simple Filter", w(lambda p: "Organic" in p.diet)),
    6: ("Multi-Condition Queries", w(lambda p: p.stage == "Kitten" and p.wet() and "Grain-Free" in p.diet and p.price < 30)),
    7: ("Multi-Condition Queries", w(lambda p: p.sw("Tiki Cat") and p.case == 12 and p.price < 25)),
    8: ("Multi-Condition Queries", w(lambda p: "Indoor" in p.diet and p.dry() and (p.lb or 0) >= 15)),
    9: ("Multi-Condition Queries", w(lambda p: p.sw("Royal Canin") and "Veterinary Diet" in p.diet and p.dry() and p.price < 50)),
    10: ("Multi-Condition Queries", w(lambda p: "Weight Control" in p.diet and p.dry() and p.cup is not None and p.cup < 330)),
    11: ("Multi-Condition Queries", w(lambda p: p.stage == "Senior" and "Pate" in p.tex and p.price < 20)),
    12: ("Multi-Condition Queries", w(lambda p: "Grain-Free" in p.diet and p.oz("5.5") and p.case == 24 and p.price < 25)),
    13: ("Multi-Condition Queries", w(lambda p: p.dry() and (p.ga("Crude Protein") or 0) >= 45 and p.price <= 25)),
    14: ("Multi-Condition Queries", w(lambda p: {"Limited Ingredient Diet", "Chicken-Free"} <= p.diet)),
    15: ("Multi-Condition Queries", w(lambda p: p.sw("Fancy Feast") and p.oz("3") and p.case == 24 and p.sale() and p.price < 15)),
    16: ("Inverse Queries", w(lambda p: p.stage == "Kitten" and p.dry() and not p.purina() and not p.sw("Royal Canin"))),
    17: ("Inverse Queries", w(lambda p: p.sw("Friskies Indoor Delights"))),
    18: ("Inverse Queries", w(lambda p: p.stage == "Senior" and p.wet() and "Pate" not in p.tex)),
    19: ("Inverse Queries", w(lambda p: "Veterinary Diet" in p.diet and not p.sw("Hill's", "Royal Canin"))),
    20: ("Inverse Queries", w(lambda p: p.stage == "Kitten" and p.wet() and p.pack not in ("", "Can"))),
    21: ("Inverse Queries", w(lambda p: "Organic" in p.diet and "Grain-Free" not in p.diet)),
    22: ("Superlative", best(w(P.dry), lambda p: p.price)),
    23: ("Superlative", best(w(P.wet), lambda p: p.price, low=False)),
    24: ("Superlative", best(w(lambda p: p.dry() and p.ga("Crude Protein") is not None), lambda p: p.ga("Crude Protein"), low=False)),
    25: ("Superlative", best(w(lambda p: p.dry() and p.cup is not None), lambda p: p.cup)),
    26: ("Superlative", best(w(P.sale), lambda p: (p.list - p.price) / p.list, low=False)),
    27: ("Superlative", top3(w(lambda p: p.stage == "Kitten"), lambda p: p.price)),
    28: ("Superlative", best(w(lambda p: p.wet() and p.ga("Crude Fat") is not None), lambda p: p.ga("Crude Fat"), low=False)),
    29: ("Count", w(lambda p: p.sw("Tiki Cat"))),
    30: ("Count", w(lambda p: "Veterinary Diet" in p.diet)),
    31: ("Count", w(lambda p: p.stage == "Senior")),
    32: ("Count", w(lambda p: p.dry() and (p.lb or 0) >= 20)),
    33: ("Count", w(lambda p: "Raw" in p.diet)),
    34: ("Comparison", best(named("Fancy Feast Classic Tender Beef Feast Canned Cat Food, 3-oz, case of 24",
                                   "Fancy Feast Classic Tender Liver & Chicken Feast Canned Cat Food, 3-oz, case of 24"),
                             lambda p: p.price)),
    35: ("Comparison", best(named("Friskies Indoor Delights Dry Cat Food, 16-lb bag",
                                   "Meow Mix Tender Centers Salmon & White Meat Chicken Dry Cat Food, 13.5-lb bag"),
                             lambda p: p.cup)),
    36: ("Comparison", best(named("Cat Chow Naturals Original Dry Cat Food, 13-lb bag",
                                   "Purina ONE Sensitive Skin & Stomach Dry Cat Food, 16-lb bag"),
                             lambda p: p.ga("Crude Protein"), low=False)),
    37: ("Comparison", best(named(
        "Hill's Prescription Diet k/d Kidney Care Vegetable & Tuna Stew Canned Cat Food, 2.9-oz, case of 24",
        "Hill's Prescription Diet k/d Kidney Care Chicken & Vegetable Stew Canned Cat Food, 2.9-oz, case of 24",
        "Hill's Prescription Diet c/d Multicare Urinary Care Chicken & Vegetable Stew Canned Cat Food, 2.9-oz, case of 24"),
        lambda p: p.price)),
    38: ("Comparison", best(named("Blue Buffalo Wilderness Indoor Chicken Recipe Grain-Free Dry Cat Food, 11-lb bag",
                                   "Royal Canin Indoor Adult Dry Cat Food, 15-lb bag"), lambda p: p.price / p.lb)),
    47: ("No Answer", w(lambda p: "kangaroo" in (p.name + " " + p.low).lower())),
    48: ("No Answer", w(lambda p: p.dry() and p.price > 100)),
    49: ("No Answer", w(lambda p: p.sw("Hill's") and p.pack == "Pouch" and p.price < 10)),
    50: ("No Answer", w(lambda p: p.sw("Tiki Cat") and (p.lb or 0) >= 15)),
}
PROSE = {  # id: (reading key, scope, is-yes)
    39: ("rabbit", lambda p: True, lambda p: "rabbit" in p.low),
    40: ("green_lipped_mussel", P.dry, lambda p: re.search(r"green[- ]lip(ped)? mussel|green mussel|perna canaliculus", p.low)),
    41: ("artificial_colors", lambda p: p.dry() and p.price < 15, lambda p: dyes.search(p.ing)),
    42: ("probiotics", lambda p: p.dry() and p.stage == "Kitten", lambda p: probio.search(p.ing)),
    43: ("no_carrageenan", lambda p: p.stage == "Kitten" and "Pate" in p.tex, lambda p: "carrageenan" not in p.low),
    44: ("bha", lambda p: True, lambda p: re.search(r"\bbha\b|butylated hydroxyanisole", p.low)),
    45: ("quinoa", lambda p: True, lambda p: "quinoa" in p.low),
    46: ("no_corn", lambda p: p.sw("Purina Pro Plan") and p.dry(), lambda p: not re.search(r"\bcorn\b", p.low)),
}


def main():
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    rd = json.load(open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8"))
    cat = [json.loads(line) for line in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(PS) == 2071
    for c, p in zip(cat, PS):
        assert (c["id"], c["name"], c["price"]["amount"], c["price"]["currency"]) == (p.id, p.name, p.price, "USD"), c["id"]
    assert len({c["name"] for c in cat}) == len(cat), "product names are not unique"
    assert len(qs) == 50 and list(qs) == [f"catfood-{i:03d}" for i in range(1, 51)]
    for i, (k, v) in enumerate(qs.items()):
        assert v["split"] == ("dev" if i % 2 == 0 else "test"), k
        assert v["objectivity"] == "objective" and isinstance(v["is_list"], bool), k
    cats = [v["category"] for v in qs.values()]
    want = {"Simple Filter": 5, "Multi-Condition Queries": 10, "Inverse Queries": 6, "Superlative": 7, "Count": 5,
            "Comparison": 5, "Prose Only": 8, "No Answer": 4}
    assert {c: cats.count(c) for c in want} == want, cats
    for n, (c, rows) in EXP.items():
        v = qs[f"catfood-{n:03d}"]
        assert v["category"] == c, n
        assert sorted(v["gt_answer_list"]) == sorted(p.name for p in rows), (n, v["question"])
    assert qs["catfood-017"]["gt_answer"].startswith("Purina ("), qs["catfood-017"]["gt_answer"]
    for n, (key, scope, yes) in PROSE.items():
        v = qs[f"catfood-{n:03d}"]
        assert v["category"] == "Prose Only", n
        inscope = [p for p in PS if scope(p)]
        assert sorted(rd[key]) == sorted(p.name for p in inscope), key
        for p in inscope:
            assert rd[key][p.name]["answer"] == bool(yes(p)), (key, p.name)
            assert rd[key][p.name]["reason"], (key, p.name)
        assert sorted(v["gt_answer_list"]) == sorted(p.name for p in inscope if yes(p)), key
    assert sorted(rd) == sorted(k for k, _, _ in PROSE.values())
    print("all checks pass")


if __name__ == "__main__":
    main()
