#!/usr/bin/env python3
"""Cuts raw_fragrantica_perfumes.csv out of the upstream file data/Fragrantica/fra_perfumes1.csv of
mmattyV/fragrance-scrape at commit 5226b74145505c1545061579b3908b529c1d4353 (Olga Gavrik's last
commit there, 2024-09-28; her Fragrantica scrape, the source of the Kaggle "Fragrantica.com
Fragrance Dataset" fra_perfumes.csv): 6,466 perfume pages of 45 brands, one row per perfume.

Kept: every row whose `Rating Count` (written with a thousands comma, `1,870`) is at least 200,
in file order, all columns as they are (`N/A` counts are dropped): 2,335 perfumes that enough
Fragrantica members rated to be ones shoppers ask about. Rows are written back with the csv module
(QUOTE_MINIMAL, '\\n' line ends), which reproduces the upstream rows byte for byte (the whole
upstream file round-trips identically).
Usage: python3 sample.py fra_perfumes1.csv [OUT.csv]
  (the upstream file: git --git-dir=<mirror> show 5226b74145505c1545061579b3908b529c1d4353:data/Fragrantica/fra_perfumes1.csv)
"""
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_RATINGS = 200


def votes(s):
    s = s.replace(",", "").strip()
    return int(s) if s.isdigit() else None


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_fragrantica_perfumes.csv")
    with open(src, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    i = header.index("Rating Count")
    kept = [r for r in body if votes(r[i]) is not None and votes(r[i]) >= MIN_RATINGS]
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(kept)
    print(f"{len(kept)} of {len(body)} rows -> {out}")


if __name__ == "__main__":
    main()
