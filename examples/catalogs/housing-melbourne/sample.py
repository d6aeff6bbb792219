#!/usr/bin/env python3
"""Cuts raw_melb_every6th.csv out of the upstream file (Orange-905/melb-data, melb_data.csv: the
Kaggle "Melbourne Housing Snapshot", 13,580 sale results, 21 columns, UTF-8 with a BOM, CRLF line
ends): keeps the header line and every 6th data line starting with the first (data lines 1, 7,
13, ... counted from 1 after the header), byte for byte (BOM and CRLF kept) and in file order. The
file is sorted by suburb, so the stride keeps every part of the city. No quoted field holds a line
break (checked below). Deterministic.
Usage: python3 sample.py MELB_DATA.csv [OUT.csv]
"""
import csv
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STRIDE = 6


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_melb_every6th.csv")
    with open(src, "rb") as f:
        data = f.read()
    lines = data.split(b"\r\n")
    assert lines[-1] == b"", "expected a final CRLF"
    header, body = lines[0], lines[1:-1]
    for ln in body:
        row = next(csv.reader(io.StringIO(ln.decode("utf-8"))))
        if len(row) != 21:
            sys.exit(f"not 21 columns: {ln[:80]!r}")
    kept = [header] + [ln for i, ln in enumerate(body) if i % STRIDE == 0]
    with open(out, "wb") as f:
        f.write(b"\r\n".join(kept) + b"\r\n")
    print(f"{len(body)} data lines -> kept {len(kept) - 1} -> {out}")


if __name__ == "__main__":
    main()
