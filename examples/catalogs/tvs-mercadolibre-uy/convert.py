#!/usr/bin/env python3
"""Converts raw_mlu_televisores.js (MercadoLibre Uruguay search results for Samsung TVs, 2021, as
committed in guibla236/Dashboard-ML) into catalog.jsonl. Standard library only, deterministic.

Keep rule (`load`): every row of the JS array, in file order, except a row that repeats an
earlier kept row's title, listed currency, listed amount and sales count (the same ad returned
twice by the search, once through a sponsored `click1` link).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_mlu_televisores.js")
OUT = os.path.join(HERE, "catalog.jsonl")


def listed_amount(row):
    """The amount in the currency the ad is published in (`moneda`): U$S -> `dolares`, $ -> `pesos`."""
    return row["dolares"] if row["moneda"] == "U$S" else row["pesos"]


def load():
    """The kept raw rows (dicts as in the JS file), in file order, each with `_n` (1-based index
    among kept rows) and `_name` (the product name used by the catalog and the gold)."""
    text = open(RAW, encoding="utf-8").read()
    rows = json.loads(text[text.index("["): text.rindex("]") + 1])
    kept, seen = [], set()
    for row in rows:
        key = (row["titulo"], row["moneda"], listed_amount(row), row["ventas"])
        if key in seen:
            continue
        seen.add(key)
        kept.append(row)
    counts = {}
    for row in kept:
        counts[row["titulo"]] = counts.get(row["titulo"], 0) + 1
    for n, row in enumerate(kept, 1):
        row["_n"] = n
        name = row["titulo"]
        if counts[name] > 1:
            m = re.search(r"MLU-?\d+", row["link"])
            name = "%s (%s)" % (name, m.group(0) if m else "#%d" % n)
        row["_name"] = name
    names = [r["_name"] for r in kept]
    assert len(names) == len(set(names)), "names not unique"
    return kept


def money(moneda, amount):
    """`U$S 599` / `$ 26.990` — Uruguayan style: dot for thousands, comma for decimals."""
    whole = int(amount)
    cents = round((amount - whole) * 100)
    s = "{:,}".format(whole).replace(",", ".")
    if cents:
        s += ",%02d" % cents
    return "%s %s" % (moneda, s)


def convert(row):
    specs = []
    for section, entries in row["caract_det"].items():
        for entry, value in entries.items():
            specs.append({"section": section, "entry": entry, "value": value})
    specs.append({"section": "Publicación", "entry": "Precio publicado",
                  "value": money(row["moneda"], listed_amount(row))})
    specs.append({"section": "Publicación", "entry": "Vendedor", "value": row["vendedor"]})
    specs.append({"section": "Publicación", "entry": "Vendidos", "value": str(row["ventas"])})
    linea = row["caract_det"].get("Características generales", {}).get("Línea")
    rec = {
        "kind": "product",
        "id": "mlu-tv-%04d" % row["_n"],
        "name": row["_name"],
    }
    if linea:
        rec["range"] = linea
    rec["categories"] = ["Televisores"]
    rec["url"] = row["link"].split("#")[0]
    rec["price"] = {"amount": round(row["pesos"], 2), "currency": "UYU"}
    rec["specs"] = specs
    return rec


def main():
    rows = load()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(convert(row), ensure_ascii=False) + "\n")
    print("%d products -> %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
