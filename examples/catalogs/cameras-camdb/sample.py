#!/usr/bin/env python3
"""Cuts raw_camera_data_2012-2024.csv out of the upstream file (forleoliang/CameraDatabase,
data/camera_data.csv: 3,586 digital cameras, 37 spec columns): keeps the header line and every
record whose Year is 2012 or later, byte for byte and in file order. Deterministic.
Usage: python3 sample.py CAMERA_DATA.csv [OUT.csv]
"""
import csv
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIRST_YEAR = 2012


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_camera_data_2012-2024.csv")
    with open(src, encoding="utf-8", newline="") as f:
        text = f.read()
    # split into physical records with the csv module (quoted fields hold no newlines here; checked)
    lines = text.split("\n")
    header, body = lines[0], [ln for ln in lines[1:] if ln]
    kept = [header]
    total = 0
    for ln in body:
        row = next(csv.reader(io.StringIO(ln)))
        if len(row) != 37:
            sys.exit(f"not 37 columns: {ln[:80]!r}")
        total += 1
        if int(row[2]) >= FIRST_YEAR:
            kept.append(ln)
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(kept) + "\n")
    print(f"{len(kept) - 1} of {total} records -> {out}")


if __name__ == "__main__":
    main()
