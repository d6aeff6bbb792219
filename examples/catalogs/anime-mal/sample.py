#!/usr/bin/env python3
"""Writes raw_mal_sample.csv, the deterministic development sample of data/anime_data.csv
(MyAnimeList data scraped through the Jikan API by TheTuringExperience/anime-recommendation-system;
see SOURCE.md).

Kept: the 2,000 most popular titles by MyAnimeList's popularity rank (column `popularity`, 1 =
most popular; ties broken by the MAL id `code`, ascending), written in that order; there is no tie
at the cut (rank 2,415 kept, the next is 2,421). All 13 columns unchanged (values exactly as
csv.reader reads them), written back with csv.writer (minimal quoting, "\\n" line ends). Run once
against the upstream file; the sample is committed.
Usage: python3 sample.py /path/to/anime_data.csv
"""
import csv
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHA256 = "a8e1fead773ef210ab4188e90a8be0a5a4acb5661e5cd719410136b791371c34"
N = 2000


def main():
    src = sys.argv[1]
    data = open(src, "rb").read()
    if hashlib.sha256(data).hexdigest() != SHA256:
        sys.exit("not the upstream file (sha256 differs)")
    rows = list(csv.reader(data.decode("utf-8").splitlines(keepends=True)))
    header, body = rows[0], rows[1:]
    pop, code = header.index("popularity"), header.index("code")
    body.sort(key=lambda r: (int(r[pop]), int(r[code])))
    kept = body[:N]
    with open(os.path.join(HERE, "raw_mal_sample.csv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(kept)
    print(f"{len(body)} rows upstream, {len(kept)} kept (popularity {kept[0][pop]}..{kept[-1][pop]},"
          f" next {body[N][pop]})")


if __name__ == "__main__":
    main()
