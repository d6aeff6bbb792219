#!/usr/bin/env python3
"""Cuts raw_buscobici_chainreaction_2014-04-22.tsv out of the upstream dump (sarroutbi/buscobici,
BACKUPS/db/20140422/db00.sql.tar.bz2 -> db00.sql, a PostgreSQL dump of 9,758 bicycles scraped from
22 Spanish-market web shops on 2014-04-22): keeps every line of the `COPY bikes (...) FROM stdin;`
block whose store column is "Chain Reaction", byte for byte and in file order, under one header
line naming the six columns. Deterministic. The dump is pure ASCII; the kept rows have no COPY
backslash escapes (checked; other shops' rows have some).
Usage: python3 sample.py DB00.sql [OUT.tsv]     (DB00.sql: the file inside the .tar.bz2)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = b"model\ttrademark\tstore\turl\tkind\tprice"


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_buscobici_chainreaction_2014-04-22.tsv")
    with open(src, "rb") as f:
        lines = f.read().split(b"\n")
    start = lines.index(b"COPY bikes (model, trademark, store, url, kind, price) FROM stdin;") + 1
    end = lines.index(b"\\.", start)
    kept = [HEADER]
    for raw in lines[start:end]:
        cols = raw.split(b"\t")
        if len(cols) != 6:
            sys.exit(f"not six columns: {raw[:80]!r}")
        if cols[2] == b"Chain Reaction":
            if b"\\" in raw:  # COPY escapes ('\\r') occur in other shops' rows only
                sys.exit(f"escaped character in a kept row: {raw[:80]!r}")
            kept.append(raw)
    with open(out, "wb") as f:
        f.write(b"\n".join(kept) + b"\n")
    print(f"{len(kept) - 1} of {end - start} records -> {out}")


if __name__ == "__main__":
    main()
