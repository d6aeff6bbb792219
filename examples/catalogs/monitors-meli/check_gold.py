#!/usr/bin/env python3
"""Independent check of the monitors-meli gold answers.

Recomputes every question's gold list from the RAW file (raw_meli_monitores_2023.csv) with its own
parsing (csv + re + json only; gold.py and convert.py are NOT imported) and asserts equality with
questions.json (as sets of product names; superlatives and comparisons also by count). Also checks:
- catalog.jsonl holds exactly the sample (the first row of each listing id, file order): same
  count, ids `meli-NNNN` in order, price = `Precio` in ARS, brand = `Marca`, and each name starts
  with the title words of its url slug;
- splits alternate dev/test; 50 questions; categories 7/13/6/8/5/6/5.
Usage: python3 check_gold.py   (exit status 0 and "all checks pass" on success)
"""
import csv
import json
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def sq(s):
    return re.sub(r"\s+", " ", s).strip()


def first_number(s):
    m = re.search(r"[0-9]+(?:\.[0-9]+)?", s)
    return float(m.group(0)) if m else None


class L:
    def __init__(self, row):
        link = row["Link"]
        m = re.search(r"/p/(MLA[0-9]+)", link) if "www.mercadolibre" in link else None
        if m:
            self.lid = m.group(1)
            self.slug = link.split("mercadolibre.com.ar/", 1)[1].split("/p/", 1)[0]
        else:
            m = re.search(r"articulo\.mercadolibre\.com\.ar/(MLA-[0-9]+)-([^?#]+)", link)
            self.lid, self.slug = m.group(1), m.group(2)
        if self.slug.endswith("-_JM"):
            self.slug = self.slug[:-4]
        self.w = [x.lower() for x in self.slug.split("-") if x]
        self.brand = sq(row["Marca"])
        self.price = int(row["Precio"])
        s = first_number(row["Tamaño de la pantalla"])
        self.size = s if s else None
        self.inch = int(self.size + 0.5) if self.size is not None else None
        self.hz = first_number(row["Frecuencia de actualización"])
        self.res = sq(row["Tipo de resolución"])
        self.panel = sq(row["Tipo de pantalla"])
        self.name = None

    def has(self, *ws):
        return any(x in self.w for x in ws)

    @property
    def curved(self):
        return self.has("curvo", "curva", "curve", "curved")

    @property
    def gamer(self):
        return self.has("gamer", "gaming")

    @property
    def fhd(self):
        return self.res in ("Full HD", "Fhd", "1920x1080", "1920 px x 1080 px")

    @property
    def uhd(self):
        return self.res == "4K"

    @property
    def qhd(self):
        return self.res in ("QHD", "WQHD", "2K")


with open(os.path.join(HERE, "raw_meli_monitores_2023.csv"), encoding="utf-8", newline="") as f:
    raw = [L(r) for r in csv.DictReader(f)]
seen, S = set(), []
for x in raw:
    if x.lid not in seen:
        seen.add(x.lid)
        S.append(x)

cat = [json.loads(line) for line in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
assert len(cat) == len(S) == 1550, (len(cat), len(S))
for i, (p, x) in enumerate(zip(cat, S), 1):
    assert p["id"] == f"meli-{i:04d}", p["id"]
    assert p["price"] == {"amount": float(x.price), "currency": "ARS"}, p["id"]
    assert p["range"] == x.brand, p["id"]
    assert [t.lower() for t in p["name"].split()[:len(x.w)]] == x.w, (p["name"], x.w)
    x.name = p["name"]
assert len({x.name for x in S}) == len(S)


def W(f):
    return {x.name for x in S if f(x)}


def lo(f, key):
    c = [x for x in S if f(x) and key(x) is not None]
    b = min(key(x) for x in c)
    return {x.name for x in c if key(x) == b}


def hi(f, key):
    c = [x for x in S if f(x) and key(x) is not None]
    b = max(key(x) for x in c)
    return {x.name for x in c if key(x) == b}


def by_code(codes, key, largest=False):
    c = []
    for k in codes:
        m = [x for x in S if k in x.w]
        assert len(m) == 1, k
        c.append(m[0])
    b = (max if largest else min)(key(x) for x in c)
    return {x.name for x in c if key(x) == b}


def top3_cheapest(f):
    c = sorted((x for x in S if f(x)), key=lambda x: x.price)
    cut = c[2].price
    return {x.name for x in c if x.price <= cut}


hz_ge = lambda x, v: x.hz is not None and x.hz >= v  # noqa: E731
EXPECT = [
    W(lambda x: x.brand == "Hikvision"),
    W(lambda x: x.qhd),
    W(lambda x: x.brand == "BenQ"),
    W(lambda x: any(t.startswith("parlante") for t in x.w)),
    W(lambda x: x.hz == 240),
    W(lambda x: "ultrawide" in x.w or any(a == "ultra" and b == "wide" for a, b in zip(x.w, x.w[1:]))),
    W(lambda x: x.has("blanco", "white")),
    W(lambda x: x.inch == 27 and x.hz == 144 and x.price < 200_000),
    W(lambda x: x.curved and x.gamer and x.size is not None and x.size >= 32),
    W(lambda x: x.brand == "Samsung" and x.uhd and x.price < 300_000),
    W(lambda x: x.has("ips") and x.fhd and x.price < 80_000),
    W(lambda x: x.brand == "LG" and x.has("ultragear") and x.hz == 165),
    W(lambda x: x.inch == 24 and x.fhd and x.hz == 75 and x.price < 70_000),
    W(lambda x: x.has("freesync") and x.has("1ms") and x.price <= 250_000),
    W(lambda x: x.brand == "Asus" and hz_ge(x, 165)),
    W(lambda x: x.qhd and x.inch == 27),
    W(lambda x: x.inch == 19 and x.panel == "LED" and x.price < 50_000),
    W(lambda x: x.brand in ("Gigabyte", "MSI") and x.inch == 27 and x.price < 300_000),
    W(lambda x: x.brand == "Dell" and 150_000 <= x.price <= 300_000),
    W(lambda x: x.brand == "Philips" and x.inch == 24 and x.has("hdmi") and x.price < 70_000),
    W(lambda x: x.inch == 27 and x.brand not in ("LG", "Samsung") and hz_ge(x, 240)),
    W(lambda x: x.uhd and x.brand not in ("Samsung", "LG")),
    W(lambda x: x.curved and x.brand != "Samsung" and x.size is not None and x.size >= 34),
    W(lambda x: x.inch == 32 and x.uhd and not x.curved),
    W(lambda x: x.has("ips") and x.brand not in ("LG", "Samsung") and x.price <= 100_000),
    W(lambda x: x.brand == "ViewSonic" and x.inch != 24 and hz_ge(x, 144)),
    lo(lambda x: x.uhd, lambda x: x.price),
    hi(lambda x: True, lambda x: x.price),
    hi(lambda x: True, lambda x: x.size),
    hi(lambda x: x.brand == "Samsung", lambda x: x.hz),
    top3_cheapest(lambda x: x.inch == 27 and x.hz == 165),
    lo(lambda x: x.curved and x.size is not None and x.size >= 34, lambda x: x.price),
    lo(lambda x: True, lambda x: x.size),
    hi(lambda x: x.brand == "LG" and x.has("ultragear"), lambda x: x.price),
    W(lambda x: x.brand == "Philips"),
    W(lambda x: x.hz == 360),
    W(lambda x: x.price < 50_000),
    W(lambda x: x.curved and x.brand == "Samsung"),
    W(lambda x: x.uhd and x.price > 500_000),
    by_code(["pg259qnr", "aw2518h"], lambda x: x.price),
    by_code(["xg2530", "xl2411k"], lambda x: x.price),
    by_code(["35wn75c", "pg348q", "c32jg50qq"], lambda x: x.price),
    by_code(["u2718q", "up2716d"], lambda x: x.price),
    by_code(["g27c5", "g27c4"], lambda x: x.price),
    by_code(["m28u", "xb283k", "s28ag70"], lambda x: x.hz, largest=True),
    W(lambda x: x.has("oled") or x.panel == "OLED"),
    W(lambda x: x.res == "8K" or x.has("8k")),
    W(lambda x: x.curved and x.price < 30_000),
    W(lambda x: x.brand == "Eizo" or x.has("eizo") or x.has("coloredge")),
    W(lambda x: hz_ge(x, 500)),
]

Q = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
assert len(Q) == len(EXPECT) == 50
for i, ((k, v), want) in enumerate(zip(Q.items(), EXPECT)):
    assert k == f"monitors-{i + 1:03d}", k
    assert v["split"] == ("dev" if i % 2 == 0 else "test"), k
    got = v["gt_answer_list"]
    assert len(got) == len(set(got)) and set(got) == want, (k, v["question"], sorted(set(got) ^ want)[:5])
    if v["category"] == "No Answer":
        assert not got, k
cats = Counter(v["category"] for v in Q.values())
assert cats == {"Simple Filter": 7, "Multi-Condition Queries": 13, "Inverse": 6, "Superlative": 8, "Count": 5,
                "Comparison": 6, "No Answer": 5}, cats
print("all checks pass")
