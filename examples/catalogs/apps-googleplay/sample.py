#!/usr/bin/env python3
"""Cuts raw_googleplaystore_every4th.csv out of the upstream file (Lexi888/GoogleAppRating-Analysis,
googleplaystore.csv: the Kaggle "Google Play Store Apps" scrape, 10,840 records of 9,659 distinct
app names, 13 columns): keeps the header line and every record of every 4th distinct app name
(names taken in order of first appearance, the 1st, 5th, 9th, ...), byte for byte and in file
order, so an app listed more than once keeps all its records. The file is sorted by Play Store
category, so the stride keeps the category mix. Deterministic.
Usage: python3 sample.py GOOGLEPLAYSTORE.csv [OUT.csv]
"""
import csv
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STRIDE = 4


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_googleplaystore_every4th.csv")
    with open(src, encoding="utf-8", newline="") as f:
        text = f.read()
    # one record per physical line (no quoted field holds a newline in this file; checked below)
    lines = text.split("\n")
    header, body = lines[0], [ln for ln in lines[1:] if ln]
    order = {}
    rows = []
    for ln in body:
        row = next(csv.reader(io.StringIO(ln)))
        if len(row) != 13:
            sys.exit(f"not 13 columns: {ln[:80]!r}")
        order.setdefault(row[0], len(order))
        rows.append((row[0], ln))
    kept = [header] + [ln for app, ln in rows if order[app] % STRIDE == 0]
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(kept) + "\n")
    print(f"{len(order)} distinct apps in {len(rows)} records -> kept {len(kept) - 1} records of "
          f"{sum(1 for v in order.values() if v % STRIDE == 0)} apps -> {out}")


if __name__ == "__main__":
    main()
