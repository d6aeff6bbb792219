#!/usr/bin/env python3
"""Builds the two raw files of boardgames-bgg from the upstream files, deterministically.

1. raw_bgg_top500_2017.csv = AppliedDataSciencePartners/BGG_viz `data/games.csv` (the top 500
   BoardGameGeek games scraped in 2017: description, players, times, age, year, user rating,
   complexity weight, player-count polls, categories/mechanics as 0/1 columns), copied byte for
   byte (1,108,477 bytes).
2. raw_bgg_db_1806_top500.csv = the header line and every line of bgg_db_1806.csv (the Kaggle
   "BoardGameGeek top 5,000" table of June 2018, as copied in ngnhinguyen/witchboardgame) whose
   game_id is one of the 500 games of file 1, byte for byte and in file order: the designer,
   mechanic and category names as BGG writes them, which file 1 has only as 0/1 column slugs.
   The file has no quoted newlines (checked), so lines are rows.

Usage: python3 sample.py GAMES.csv BGG_DB_1806.csv [OUTDIR]
"""
import csv
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    games, db, out = sys.argv[1], sys.argv[2], (sys.argv[3] if len(sys.argv) > 3 else HERE)
    with open(games, "rb") as f:
        g = f.read()
    with open(os.path.join(out, "raw_bgg_top500_2017.csv"), "wb") as f:
        f.write(g)
    ids = {row["id"] for row in csv.DictReader(io.StringIO(g.decode("utf-8")))}
    with open(db, "rb") as f:
        lines = f.read().split(b"\n")
    kept = [lines[0]]
    for raw in lines[1:]:
        if not raw:
            continue
        row = next(csv.reader([raw.decode("utf-8")]))
        if len(row) != 20:
            sys.exit(f"not 20 columns: {raw[:80]!r}")
        if row[2] in ids:
            kept.append(raw)
    with open(os.path.join(out, "raw_bgg_db_1806_top500.csv"), "wb") as f:
        f.write(b"\n".join(kept) + b"\n")
    print(f"{len(ids)} games; {len(kept) - 1} of {len(lines) - 2} bgg_db_1806 rows kept")


if __name__ == "__main__":
    main()
