#!/usr/bin/env python3
"""Cuts raw_coffeereview_twd.csv out of the upstream table (tynardone/coffee-reviews-analysis,
data/raw-roast-reviews.csv at commit b490d8b: 2,460 rows scraped from coffeereview.com, one per
review, 2018-2023, with the roaster's estimated retail price as the review page writes it).

Kept: every row whose `Est. Price` is written in New Taiwan dollars (it starts with `NT`, `Nt`,
`NTD` or `$NT`: "NT $340/8 ounces", "NT$450/200g", "NTD $700/227 grams", "$NT$1200/227g"),
the first row of each review URL only (the upstream table repeats 60 reviews), in file order.
All 22 columns are kept, values unchanged; the rows are re-written by Python's csv module
(minimal quoting, "\\n" between records, as the upstream file), so the output is deterministic.
Usage: python3 sample.py RAW-ROAST-REVIEWS.csv [OUT.csv]
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TWD = re.compile(r"\s*(NT|Nt|NTD|\$NT)\b")


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_coffeereview_twd.csv")
    with open(src, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        rows = list(reader)
    price = header.index("Est. Price")
    url = header.index("Complete_Review_URL")
    seen = set()
    kept = []
    for r in rows:
        if len(r) != len(header):
            sys.exit(f"row with {len(r)} columns: {r[:3]}")
        if not TWD.match(r[price]) or r[url] in seen:
            continue
        seen.add(r[url])
        kept.append(r)
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(kept)
    print(f"{len(kept)} of {len(rows)} rows -> {out}")


if __name__ == "__main__":
    main()
