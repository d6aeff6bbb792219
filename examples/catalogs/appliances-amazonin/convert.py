#!/usr/bin/env python3
"""Converts raw_amazon_in_home_electronics.csv (794 products listed on amazon.in in January 2023:
home & kitchen appliances, TV / home theatre, headphones, speakers, smartwatches, cameras,
batteries; prices in INR; from the Kaggle "Amazon Sales Dataset" as copied in
AdityaSharma2003/Amazon_Sales_Data_Modeling_Project, cut by sample.py) to catalog.jsonl.

Shape: SPARSE specs (the shop's category path, M.R.P., discount, star rating, number of ratings;
no brand, capacity, wattage or feature columns) with LONG marketing prose: Amazon's "About this
item" bullets, where most of what a shopper asks about is written ("auto shut off", "dishwasher
safe", "IPX5", "active noise cancellation", "2 year warranty"). Prices keep the shop's spelling in
the spec values (`₹1,099`, Indian digit grouping `₹1,39,900`, rating counts `1,79,691`).
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_amazon_in_home_electronics.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def rupees(s):
    """'₹1,099' / '₹1,39,900' / '₹176.63' -> 1099.0 / 139900.0 / 176.63 (commas are grouping)."""
    return float(s.replace("₹", "").replace(",", "").strip())


def price(row):
    """The selling price: the `discounted_price` column (what the page charges), INR."""
    return rupees(row["discounted_price"])


def mrp(row):
    return rupees(row["actual_price"])


def rating(row):
    """Star rating; one upstream row has '|' instead of a number -> None."""
    try:
        return float(row["rating"])
    except ValueError:
        return None


def rating_count(row):
    s = row["rating_count"].replace(",", "").strip()
    return int(s) if s else None


def pid(row):
    return row["product_id"].strip()


def names(rows):
    """Product id -> display name (the Amazon title, whitespace collapsed); a title listed more than
    once gets ' (<ASIN>)'."""
    count = {}
    for r in rows:
        n = clean(r["product_name"])
        count[n] = count.get(n, 0) + 1
    return {pid(r): clean(r["product_name"]) if count[clean(r["product_name"])] == 1
            else f"{clean(r['product_name'])} ({pid(r)})" for r in rows}


def bullets(row):
    """The 'About this item' bullets: the column joins them with '|'."""
    return [clean(b) for b in row["about_product"].split("|") if clean(b)]


def text(row):
    return "## About this item\n\n" + "\n".join(f"- {b}" for b in bullets(row))


def product(row, display_name):
    cats = row["category"].split("|")
    specs = [
        {"section": "Product", "entry": "ASIN", "value": pid(row)},
        {"section": "Product", "entry": "Category", "value": " > ".join(cats)},
        {"section": "Price", "entry": "M.R.P.", "value": row["actual_price"].strip()},
        {"section": "Price", "entry": "Discount", "value": row["discount_percentage"].strip()},
        {"section": "Customer ratings", "entry": "Rating", "value": row["rating"].strip() if rating(row) is not None else ""},
        {"section": "Customer ratings", "entry": "Number of ratings", "value": row["rating_count"].strip()},
    ]
    specs = [s for s in specs if s["value"]]
    return {
        "kind": "product",
        "id": f"amzin-{pid(row)}",
        "name": display_name,
        "categories": cats,
        "url": row["product_link"].strip(),
        "price": {"amount": price(row), "currency": "INR"},
        "specs": specs,
        "text": text(row),
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two rows share a product id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[pid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
