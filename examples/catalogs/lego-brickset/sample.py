#!/usr/bin/env python3
"""Cuts raw_brickset_lego_2018-2022.csv out of the upstream file (bruhu/lego-sets-analysis,
data/raw/lego_sets.csv, 18,457 LEGO sets 1970-2022 from Brickset): keeps the header and every
physical line whose record has category "Normal", a US retail price, and year 2018-2022, byte for
byte and in file order. Deterministic. The upstream file has no quoted newlines (18,458 lines =
18,457 records + header), so lines and records coincide; this is checked.
Usage: python3 sample.py UPSTREAM.csv [OUT.csv]
"""
import csv
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def keep(row):
    return row["category"] == "Normal" and row["US_retailPrice"].strip() != "" and "2018" <= row["year"] <= "2022"


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_brickset_lego_2018-2022.csv")
    with open(src, "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    header = lines[0]
    fields = next(csv.reader([header.decode("utf-8-sig")]))
    kept = [header]
    for raw in lines[1:]:
        rec = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
        if len(rec) != 1 or len(rec[0]) != len(fields):
            sys.exit(f"line is not one record: {raw[:80]!r}")
        if keep(dict(zip(fields, rec[0]))):
            kept.append(raw)
    with open(out, "wb") as f:
        f.write(b"\n".join(kept) + b"\n")
    print(f"{len(kept) - 1} of {len(lines) - 1} records -> {out}")


if __name__ == "__main__":
    main()
