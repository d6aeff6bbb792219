#!/usr/bin/env python3
"""Cuts raw_amazon_in_home_electronics.csv out of the upstream file (amazon.csv of
AdityaSharma2003/Amazon_Sales_Data_Modeling_Project, a copy of the Kaggle "Amazon Sales Dataset":
1,465 rows scraped from amazon.in in January 2023, one row per product *review*, prices in INR).

Kept: every row whose category path does NOT start with `Computers&Accessories`, `OfficeProducts`
or `Electronics|Mobiles&Accessories` (no phones, phone accessories, cables for computers or
stationery): home & kitchen appliances, TV/home theatre, headphones, speakers, smartwatches,
cameras, batteries, a few odd ones. Of several rows with the same product_id only the FIRST in file
order is kept (the repeats are other reviews of the same product; their scraped rating counts and,
for 3 products, prices differ slightly). Only the product columns are kept, in the upstream order
and spelling: product_id, product_name, category, discounted_price, actual_price,
discount_percentage, rating, rating_count, about_product, product_link. The reviewer columns
(user_id, user_name, review_id, review_title, review_content) and img_link are dropped.
Deterministic (csv module, QUOTE_MINIMAL, '\n' line ends).
Usage: python3 sample.py AMAZON.csv [OUT.csv]
"""
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEEP = ["product_id", "product_name", "category", "discounted_price", "actual_price",
        "discount_percentage", "rating", "rating_count", "about_product", "product_link"]
DROP_PREFIX = ("Computers&Accessories", "OfficeProducts", "Electronics|Mobiles&Accessories")


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_amazon_in_home_electronics.csv")
    with open(src, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    seen, kept = set(), []
    for r in rows:
        if r["category"].startswith(DROP_PREFIX) or r["product_id"] in seen:
            continue
        seen.add(r["product_id"])
        kept.append({k: r[k] for k in KEEP})
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=KEEP, lineterminator="\n")
        w.writeheader()
        w.writerows(kept)
    print(f"{len(kept)} of {len(rows)} rows -> {out}")


if __name__ == "__main__":
    main()
