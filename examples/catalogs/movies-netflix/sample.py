#!/usr/bin/env python3
"""Writes raw_netflix_sample.csv, the deterministic development sample of netflix_titles.csv
(Kaggle "Netflix Movies and TV Shows", as committed in CodeAli56/NetflixSQL; see SOURCE.md).

Kept: every 4th data row in file order (rows 1, 5, 9, … i.e. index % 4 == 0), all 12 columns
unchanged (values exactly as csv.reader reads them), written back with csv.writer (minimal
quoting, "\\n" line ends). Run once against the upstream file; the sample is committed.
Usage: python3 sample.py /path/to/netflix_titles.csv
"""
import csv
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHA256 = "56fb42b35278c455f4f284b9207d23b69a2c2b95f3d59f1ec5cd457c5b346c79"


def main():
    src = sys.argv[1]
    data = open(src, "rb").read()
    if hashlib.sha256(data).hexdigest() != SHA256:
        sys.exit("not the upstream file (sha256 differs)")
    rows = list(csv.reader(data.decode("utf-8").splitlines(keepends=True)))
    header, body = rows[0], rows[1:]
    kept = [r for i, r in enumerate(body) if i % 4 == 0]
    with open(os.path.join(HERE, "raw_netflix_sample.csv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(kept)
    print(f"{len(body)} rows upstream, {len(kept)} kept")


if __name__ == "__main__":
    main()
