#!/usr/bin/env python3
"""Copies raw_decathlon_fr_tentes_2023-10.csv out of the upstream repository
(MaxHalford/data-science-tutorials, file data/tents.csv at commit
2170bef2953b617e46b4a49f4973d4d3a578140b, 2023-10-23): the 395 products of decathlon.fr's
"Tentes et abris" category (camping-bivouac), scraped by the notebook
data-mining/finding-structure/lab.ipynb of the same repository. The file is copied byte for
byte (no sampling: 395 products, 50,779 bytes) and its sha256 is checked. Deterministic.
Usage: python3 sample.py TENTS.csv [OUT.csv]
  (TENTS.csv: `git show 2170bef2953b617e46b4a49f4973d4d3a578140b:data/tents.csv` of the
  upstream repository)
"""
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHA256 = "ffea5c4fab3a4ca915cbd1ead1a5b055258037413f5aecd73578d5d903d7bff2"


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_decathlon_fr_tentes_2023-10.csv")
    with open(src, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        sys.exit(f"unexpected sha256 {digest} (want {SHA256})")
    with open(out, "wb") as f:
        f.write(data)
    print(f"{len(data)} bytes -> {out}")


if __name__ == "__main__":
    main()
