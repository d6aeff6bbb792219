#!/usr/bin/env python3
"""Builds raw_flipkart_sample.csv from two public copies of the Kaggle "Flipkart Products" file
(PromptCloud's `flipkart_com-ecommerce_sample.csv`: 20,000 products crawled from flipkart.com
between December 2015 and June 2016, prices in INR). No complete, non-LFS copy of the 20,000-row
file could be had here, so the sample is the union of two partial copies that keep every column:

  A = swapnil-pisal/Major_Assessment_1 @ a108b43adb343d9652bf3431e003e4f42f5c913f,
      `flipkart_com-ecommerce_sample.csv`: the FIRST 999 product rows of the Kaggle file, in its
      order, followed by 3,995 empty rows (the copy was cut; empty rows are skipped);
  B = jzpatrao/nlp-analysis @ aae7adee41b30b99865016e0e1521cef3060d9cb,
      `flipkart_com-ecommerce_sample_1050.csv`: the 1,050-row OpenClassrooms sample of the same
      file (150 products in each of 7 top categories: Home Furnishing, Baby Care, Watches, Home
      Decor & Festive Needs, Kitchen & Dining, Beauty and Personal Care, Computers).

Rule (fixed, no randomness): the rows of A with a `uniq_id`, in file order, then the rows of B in
file order; a `uniq_id` already taken is skipped (52 products are in both). Dropped (we stay clear
of phones): every row whose category tree starts with `Mobiles & Accessories`, and every row whose
product name has the word mobile(s), smart phone, iphone or blackberry (a "Blackberry 8520 LCD"
spare part whose tree was cut to its name, three "Smallest Mobile ... Smart Phone" USB gadgets,
three USB hubs "for ... mobiles", a mobile-stand showpiece, a cleaner "for ... Mobiles"). The
`image` column (A: lists of image URLs; B: one local file name) is dropped to keep the file small;
every other column is kept as each copy writes it: B was re-saved by pandas, so its prices read
`6995.0` where A has `6995`, and `is_FK_Advantage_product` reads `False` where A has `FALSE` (for the
52 shared products A's row is the one kept). Deterministic: csv module, QUOTE_MINIMAL, `\n` line
ends.
Usage: python3 sample.py A.csv B.csv [OUT.csv]
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = ["uniq_id", "crawl_timestamp", "product_url", "product_name", "product_category_tree", "pid",
           "retail_price", "discounted_price", "is_FK_Advantage_product", "description", "product_rating",
           "overall_rating", "brand", "product_specifications"]
PHONE_WORDS = re.compile(r"\b(mobiles?|smart ?phones?|i ?phones?|blackberry)\b", re.I)


def rows_of(path):
    csv.field_size_limit(1 << 30)
    with open(path, encoding="utf-8", newline="") as f:
        return [r for r in csv.DictReader(f) if r["uniq_id"].strip()]


def phone(r):
    top = r["product_category_tree"].strip('["').split(" >> ")[0]
    return top.startswith("Mobiles & Accessories") or PHONE_WORDS.search(r["product_name"]) is not None


def main():
    a, b = sys.argv[1], sys.argv[2]
    out = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "raw_flipkart_sample.csv")
    seen, kept, dropped = set(), [], 0
    for r in rows_of(a) + rows_of(b):
        if r["uniq_id"] in seen:
            continue
        seen.add(r["uniq_id"])
        if phone(r):
            dropped += 1
            continue
        kept.append({k: r[k].replace("\r\n", "\n") for k in COLUMNS})
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(kept)
    print(f"{len(kept)} rows kept, {dropped} phone rows dropped -> {out}")


if __name__ == "__main__":
    main()
