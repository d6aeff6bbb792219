#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for fragrances: re-parses the raw CSV
with its own code (nothing imported from convert.py or gold.py), checks that the catalog has one
product per raw row (file order) with the right id, url, brand, gender and rating, and recomputes
every gold list by its own filters, matched by catalog id. Run: python3 check_gold.py
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


class F:
    def __init__(self, row):
        g = row["Gender"]
        head = row["Name"][: -len(g)]
        d = row["Description"]
        splits = [k for k in range(len(head)) if head[k] == " "
                  and d.startswith(head[:k] + "by" + head[k + 1:] + "is a")]
        assert len(splits) == 1, head
        k = splits[0]
        self.perfume, self.brand = head[:k], head[k + 1:]
        self.gender = g
        self.id = "fragrantica-" + re.search(r"-(\d+)\.html$", row["url"]).group(1)
        self.url = row["url"]
        self.rating = float(row["Rating Value"])
        self.votes = int(row["Rating Count"].replace(",", ""))
        self.accords = re.findall(r"'([^']*)'", row["Main Accords"])
        self.perfumers = [x.strip().strip("'\"") for x in row["Perfumers"].strip("[]").split(",") if x.strip()]
        rest = d[len(self.perfume + "by" + self.brand + "is a "):]
        self.family = rest.split("fragrance for")[0].strip()
        m = re.search(r"was launched in (\d{4})\.", d)
        self.year = int(m.group(1)) if m else None
        self.notes = []
        m = re.search(r"Top notes? (?:are|is) (.*)$", d)
        if m:
            for part in re.split(r"; (?:middle|base) notes? (?:are|is) ", m.group(1).rstrip(".")):
                self.notes += [x for x in re.split(r", | and ", part) if x]
        self.nwords = {w for n in self.notes for w in re.findall(r"[a-z]+", n.lower())}

    def note(self, *ws):
        return any(w in self.nwords for w in ws)

    def has(self, x):
        return self.note(x) or x in self.accords

    def yr(self, lo=None, hi=None):
        return self.year is not None and (lo is None or self.year >= lo) and (hi is None or self.year <= hi)


def main():
    with open(os.path.join(HERE, "raw_fragrantica_perfumes.csv"), encoding="utf-8", newline="") as f:
        raw = list(csv.reader(f))
    header, body = raw[0], raw[1:]
    rows = [F(dict(zip(header, r))) for r in body]
    cat = [json.loads(l) for l in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert len(cat) == len(rows) == 2335, (len(cat), len(rows))
    fs = {}
    for p, w in zip(cat, rows):
        assert p["id"] == w.id and p["url"] == w.url and p["range"] == w.brand, p["id"]
        assert p["name"].startswith(f"{w.perfume} by {w.brand}"), p["name"]
        sp = {s["entry"]: s["value"] for s in p["specs"]}
        assert sp["Gender"] == w.gender and float(sp["Rating"]) == w.rating, p["id"]
        assert int(sp["Number of ratings"].replace(",", "")) == w.votes, p["id"]
        fs[p["id"]] = w
    name2id = {p["name"]: p["id"] for p in cat}
    assert len(name2id) == len(cat) and len(fs) == len(cat)
    allf = list(fs.items())
    MEN, WOMEN, UNI = "for men", "for women", "for women and men"

    def f(pred):
        return [i for i, w in allf if pred(w)]

    def best(ids, key, hi):
        v = [key(fs[i]) for i in ids]
        b = max(v) if hi else min(v)
        return [i for i in ids if key(fs[i]) == b]

    def top(ids, key, n):
        cut = sorted((key(fs[i]) for i in ids), reverse=True)[n - 1]
        return [i for i in ids if key(fs[i]) >= cut]

    def nm(*names):
        return [name2id[n] for n in names]

    rating, votes, year = (lambda w: w.rating), (lambda w: w.votes), (lambda w: w.year)
    vanilla = lambda w: w.note("vanilla", "vanille") or "vanilla" in w.accords  # noqa: E731
    exp = [
        f(lambda w: w.brand == "Chanel" and w.gender == MEN), f(lambda w: w.has("oud")), f(lambda w: w.yr(2024, 2024)),
        f(lambda w: "Francis Kurkdjian" in w.perfumers), f(lambda w: w.has("coffee")),
        f(lambda w: w.family == "Floral Aldehyde"),
        f(lambda w: w.gender == MEN and vanilla(w)), f(lambda w: w.brand == "Dior" and w.yr(2016)),
        f(lambda w: w.brand == "Creed" and w.gender == MEN and w.rating >= 4.2),
        f(lambda w: w.gender == UNI and w.has("sandalwood") and w.has("cardamom")),
        f(lambda w: w.brand == "By Kilian" and w.has("rum")),
        f(lambda w: w.gender == WOMEN and w.yr(1990, 1999) and w.has("tuberose")),
        f(lambda w: w.brand == "Giorgio Armani" and w.gender == MEN and w.votes > 5000),
        f(lambda w: w.family == "Citrus Aromatic" and w.gender == MEN and w.yr(2010)),
        f(lambda w: w.note("lavender") and w.note("vanilla", "vanille") and w.note("tonka")),
        f(lambda w: "Alberto Morillas" in w.perfumers and w.yr(2018)),
        f(lambda w: w.brand == "Bond No 9" and w.has("leather") and w.rating >= 4.0),
        f(lambda w: "aquatic" in w.accords and w.gender == MEN and w.rating > 4.0),
        f(lambda w: w.has("oud") and not w.has("rose")), f(lambda w: w.brand == "Chanel" and w.gender != WOMEN),
        f(lambda w: w.brand == "Creed" and w.gender == MEN and not w.has("lavender")),
        f(lambda w: w.brand == "Byredo" and w.gender != UNI),
        f(lambda w: w.has("tobacco") and w.brand not in ("By Kilian", "Bond No 9")),
        f(lambda w: w.brand == "Diptyque" and not w.has("patchouli")),
        f(lambda w: w.brand == "Dior" and w.gender == MEN and "François Demachy" not in w.perfumers),
        best(f(lambda w: w.brand == "Dior"), rating, True), best(list(fs), votes, True),
        best(f(lambda w: w.year is not None), year, False), top(f(lambda w: w.brand == "Creed"), rating, 3),
        best(f(lambda w: w.brand == "By Kilian" and w.year is not None), year, True),
        best(f(lambda w: w.brand == "Calvin Klein"), rating, False),
        best(f(lambda w: w.gender == WOMEN and w.has("tuberose")), votes, True),
        top(f(lambda w: w.gender == UNI and w.votes >= 10000), rating, 3),
        f(lambda w: w.brand == "Dior" and w.has("tobacco")), f(lambda w: w.gender == UNI),
        f(lambda w: "Olivier Creed" in w.perfumers), f(lambda w: w.brand == "Avon" and w.yr(None, 1999)),
        f(lambda w: w.votes > 10000), f(lambda w: "Fougere" in w.family and w.gender == MEN),
        best(nm("Acqua di Gio by Giorgio Armani (for men)", "Cool Water by Davidoff (for men)"), rating, True),
        best(nm("Sauvage by Dior", "Bleu de Chanel by Chanel"), votes, True),
        best(nm("Aventus by Creed", "Sauvage by Dior", "Bleu de Chanel by Chanel"), rating, True),
        best(nm("Coco Mademoiselle by Chanel", "Miss Dior Cherie by Dior"), year, False),
        best(nm("Gypsy Water by Byredo", "Mojave Ghost by Byredo"), rating, True),
        best(nm("Light Blue by Dolce&Gabbana", "CK One by Calvin Klein"), year, True),
        [], [], [], [], [],
    ]
    assert not f(lambda w: w.brand == "Tom Ford") and not f(lambda w: w.rating > 4.8)
    assert not f(lambda w: w.brand == "Chanel" and "cannabis" in w.accords)
    assert not f(lambda w: w.brand == "Byredo" and w.yr(None, 1999))
    assert all("price" not in p for p in cat)
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    assert len(qs) == len(exp) == 50
    bad = 0
    for (k, v), e in zip(qs.items(), exp):
        got = sorted(name2id[n] for n in v["gt_answer_list"])
        if got != sorted(e):
            bad += 1
            print("MISMATCH", k, v["question"], len(got), len(e))
    print(f"{len(qs)} questions checked, {bad} mismatches")
    return bad


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
