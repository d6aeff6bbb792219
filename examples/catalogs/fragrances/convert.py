#!/usr/bin/env python3
"""Converts raw_fragrantica_perfumes.csv (2,335 Fragrantica perfume pages of 45 brands with at least
200 ratings, cut by sample.py out of Olga Gavrik's scrape data/Fragrantica/fra_perfumes1.csv as
committed in mmattyV/fragrance-scrape) to catalog.jsonl.

Shape of a raw row (8 columns): `Name` (perfume, brand and gender run together by the scrape:
`9am Dive Afnanfor women and men`), `Gender` (`for women`, `for men`, `for women and men`),
`Rating Value` (`4.29`, out of 5), `Rating Count` (`1,870`), `Main Accords` and `Perfumers` as
Python list literals (`['citrus', 'woody']`, `[]`), `Description` (Fragrantica's generated
paragraph, spaces around the linked names lost by the scrape: `9am DivebyAfnanis a Aromatic Aquatic
fragrance for women and men. This is a new fragrance.9am Divewas launched in 2022. The nose behind
this fragrance is X. Top notes are Lemon, Mint, Black Currant and Pink Pepper; middle notes are
...; base notes are ...`) and `url`. No price, no size, no concentration column.

One product per row, file order; id `fragrantica-<n>` with n Fragrantica's own number at the end of
the url. The perfume and brand names are split where the `Name` column and the description's
`<perfume>by<brand>is a` agree (exactly one split fits every row). Name `<perfume> by <brand>`;
where that repeats (Fragrantica lists e.g. Acqua di Gio for men and for women as two perfumes),
` (for men)` etc. is added, then the launch year, then the Fragrantica number.
Specs keep the source's writing: accords and perfumers as comma lists in the source's order (the
Python list brackets and quotes dropped), the note lists exactly as the description writes them
(`Lemon, Mint, Black Currant and Pink Pepper`), rating `4.29` (out of 5) and votes `1,870` as
written, gender as written, olfactory family and launch year as the description writes them.
The description is kept as the product text, as written.
Deterministic: file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import ast
import csv
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_fragrantica_perfumes.csv")

NOTES = re.compile(r"Top notes? (?:are|is) (.*?); middle notes? (?:are|is) (.*?); base notes? (?:are|is) (.*?)\.$")
FAMILY = re.compile(r"(.*?)fragrance for (?:women and men|women|men)\.")
YEAR = re.compile(r"was launched in (\d{4})\.")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split_name(r):
    """(perfume, brand): the one split of `Name` (minus the gender) that the description confirms."""
    pb = r["Name"][: -len(r["Gender"])]
    d = r["Description"]
    fits = [(pb[:i], pb[i + 1:]) for i, c in enumerate(pb) if c == " "
            and d.startswith(pb[:i] + "by" + pb[i + 1:] + "is a")]
    assert len(fits) == 1, (pb, fits)
    return fits[0]


def parse(r):
    """Every fact of a raw row, written as the source writes it (None where absent)."""
    perfume, brand = split_name(r)
    d = r["Description"]
    fam = FAMILY.match(d, len(perfume + "by" + brand + "is a "))
    yr = YEAR.search(d)
    nt = NOTES.search(d)
    return {
        "perfume": perfume,
        "brand": brand,
        "gender": r["Gender"],
        "rating": r["Rating Value"],
        "votes": r["Rating Count"],
        "accords": ast.literal_eval(r["Main Accords"]),
        "perfumers": ast.literal_eval(r["Perfumers"]),
        "family": fam.group(1).strip() or None if fam else None,
        "year": yr.group(1) if yr else None,
        "top": nt.group(1) if nt else None,
        "middle": nt.group(2) if nt else None,
        "base": nt.group(3) if nt else None,
        "url": r["url"],
        "fid": r["url"].rsplit("-", 1)[1].split(".")[0],
        "description": d,
    }


def names(parsed):
    base = [f"{p['perfume']} by {p['brand']}" for p in parsed]
    out = list(base)
    for extra in (lambda p: p["gender"], lambda p: p["year"] or "year not given", lambda p: "Fragrantica " + p["fid"]):
        c = Counter(out)
        for i, p in enumerate(parsed):
            if c[out[i]] > 1:
                out[i] = f"{out[i]} ({extra(p)})"
    assert len(set(out)) == len(out), "names still repeat"
    return out


def category(g):
    return {"for women": "Women's fragrances", "for men": "Men's fragrances",
            "for women and men": "Unisex fragrances"}[g]


def product(p, name):
    specs = [{"section": "Fragrance", "entry": "Gender", "value": p["gender"]}]
    if p["family"]:
        specs.append({"section": "Fragrance", "entry": "Olfactory family", "value": p["family"]})
    if p["year"]:
        specs.append({"section": "Fragrance", "entry": "Launch year", "value": p["year"]})
    if p["accords"]:
        specs.append({"section": "Scent", "entry": "Main accords", "value": ", ".join(p["accords"])})
    for key, entry in (("top", "Top notes"), ("middle", "Middle notes"), ("base", "Base notes")):
        if p[key]:
            specs.append({"section": "Scent", "entry": entry, "value": p[key]})
    if p["perfumers"]:
        specs.append({"section": "Fragrance", "entry": "Perfumers", "value": ", ".join(p["perfumers"])})
    specs.append({"section": "Community", "entry": "Rating", "value": p["rating"]})
    specs.append({"section": "Community", "entry": "Number of ratings", "value": p["votes"]})
    return {
        "kind": "product",
        "id": f"fragrantica-{p['fid']}",
        "name": name,
        "range": p["brand"],
        "categories": ["Fragrances", category(p["gender"])],
        "url": p["url"],
        "specs": specs,
        "text": p["description"],
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    parsed = [parse(r) for r in load(raw)]
    assert len({p["fid"] for p in parsed}) == len(parsed)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for p, n in zip(parsed, names(parsed)):
            f.write(json.dumps(product(p, n), ensure_ascii=False) + "\n")
    print(f"{len(parsed)} products -> {out}")


if __name__ == "__main__":
    main()
