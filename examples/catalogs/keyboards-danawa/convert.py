#!/usr/bin/env python3
"""Convert the Danawa keyboard price table (raw_danawa_keyboard_2023-08-01.csv) to catalog.jsonl.

Deterministic, CPython 3.11 standard library only. One product per row that has at least one
numeric price in the 2023-08-01 column (the only non-zero column of the file); see SOURCE.md.
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_danawa_keyboard_2023-08-01.csv")
OUT = os.path.join(HERE, "catalog.jsonl")
PRICE_COL = 2  # "2023-08-01 11:02:17"


def options(cell):
    """The price cell as (label, price or None) pairs, in the source's order.
    `6,700` -> [("", 6700)]; `갈축_399,000|적축_299,000` -> [("갈축", 399000), ("적축", 299000)];
    `갈축_일시품절` -> [("갈축", None)] (temporarily out of stock); `가격비교예정` -> [("", None)]."""
    out = []
    for part in cell.split("|"):
        part = part.strip()
        if part in ("", "0"):
            continue
        label, _, value = part.rpartition("_")
        m = re.fullmatch(r"[\d,]+", value)
        out.append((label.strip(), int(value.replace(",", "")) if m else None))
    return out


def lowest(cell):
    prices = [p for _, p in options(cell) if p is not None]
    return min(prices) if prices else None


def load():
    """The kept raw rows (dicts with Id, Name, price cell), in file order."""
    with open(RAW, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    kept = []
    for r in rows[1:]:
        row = {"Id": r[0], "Name": r[1], "Price": r[PRICE_COL]}
        if lowest(row["Price"]) is not None:
            kept.append(row)
    return kept


def names(rows):
    """Catalog name per Id: the Danawa name as written; where two rows share a name, `Name (Id)`."""
    seen = {}
    for r in rows:
        seen[r["Name"]] = seen.get(r["Name"], 0) + 1
    return {r["Id"]: (r["Name"] if seen[r["Name"]] == 1 else f"{r['Name']} ({r['Id']})") for r in rows}


def won(n):
    return f"{n:,}원"


def main():
    rows = load()
    name = names(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            n = r["Name"]
            brand = n.split()[0]
            cats = ["Keyboards"]
            if "기계식" in n:
                cats.append("기계식 (mechanical)")
            if "세트" in n and "마우스" in n:
                cats.append("키보드 마우스 세트 (keyboard + mouse set)")
            if "키캡" in n:
                cats.append("키캡 (keycaps)")
            specs = [{"section": "General", "entry": "Brand", "value": brand}]
            opts = options(r["Price"])
            labelled = [(l, p) for l, p in opts if l]
            if labelled:
                specs.append({"section": "Price", "entry": "Options",
                              "value": " | ".join(f"{l} {won(p) if p is not None else '일시품절'}"
                                                  for l, p in labelled)})
            specs.append({"section": "Price", "entry": "Lowest price", "value": won(lowest(r["Price"]))})
            specs.append({"section": "General", "entry": "Danawa product code", "value": r["Id"]})
            rec = {"kind": "product", "id": f"kb-{r['Id']}", "name": name[r["Id"]], "range": brand,
                   "categories": cats, "url": f"https://prod.danawa.com/info/?pcode={r['Id']}",
                   "price": {"amount": float(lowest(r["Price"])), "currency": "KRW"}, "specs": specs}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
