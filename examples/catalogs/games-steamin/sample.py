#!/usr/bin/env python3
"""Cuts raw_steam_in_2024-08.csv out of the upstream file (KTK-Jadoo/Steamlit,
filtered_games_df.csv: 11,548 Steam store apps fetched from store.steampowered.com/api/appdetails
in summer 2024 — appid, name, Steam's short description, the formatted final price as the store
showed it, release date, first developer, first publisher, genres). Keeps the header and every
5th row (positions 0, 5, 10, ... counted among the kept candidates) of the rows whose price is an
Indian-rupee price written by the store as "₹ <amount>" (8,207 rows; the others are free or
unpriced apps, "N/A", or a handful priced in another currency), byte for byte in file order, as
re-written by Python's csv module with the upstream dialect (comma, double quotes, \\n).
Deterministic.
Usage: python3 sample.py FILTERED_GAMES_DF.csv [OUT.csv]
"""
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEP = 5


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_steam_in_2024-08.csv")
    csv.field_size_limit(10 ** 9)
    with open(src, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    priced = [r for r in body if r[3].startswith("₹ ")]
    kept = priced[::STEP]
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(kept)
    print(f"{len(kept)} of {len(priced)} rupee-priced rows ({len(body)} in all) -> {out}")


if __name__ == "__main__":
    main()
