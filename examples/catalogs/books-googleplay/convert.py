#!/usr/bin/env python3
"""Converts raw_google_books_1299.csv (the Kaggle "Google Books Dataset", bilalyussef, a 2019 scrape
of Google Play Books ebook pages as seen from Saudi Arabia, prices in SAR, as committed in
trngl8/library-project) to catalog.jsonl.

Shape: ebooks, one product per distinct book. The 1,299 rows hold 247 books: the scraper saved a
book once per Google Play genre listing it was found in, so the rows of one book differ only in
the `generes` column (a genre path written `Fiction , Mystery &amp, Detective , Cozy , General`,
or `none`). A short spec table written the store's way (author, publisher, date `Jul 31, 2014`,
page count, rating `4.6`, ratings count `38,526`, ISBN), SAR prices (`Free` for 8 books) and one
blurb per book as prose (median ~960 characters). Deterministic: books in order of first row,
fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_google_books_1299.csv")
# every column but the row number and the genre path: equal on all rows of one book
BOOK_KEY = ("title", "author", "rating", "voters", "price", "currency", "description", "publisher",
            "page_count", "ISBN", "language", "published_date")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def books(rows):
    """Groups the raw rows by BOOK_KEY, in order of first occurrence -> [[row, row, ...], ...]."""
    groups = {}
    for r in rows:
        groups.setdefault(tuple(r[k] for k in BOOK_KEY), []).append(r)
    return list(groups.values())


def shifted(r):
    """One row (Deadpool Team-Up Vol. 1) is shifted by one field: the ISBN sits in page_count, the
    page count in published_date and Google Play's 'Features' text in ISBN."""
    return bool(re.fullmatch(r"97[89]\d{10}", r["page_count"])) and r["published_date"].isdigit()


def isbn(r):
    if shifted(r):
        return r["page_count"]
    return r["ISBN"] if r["ISBN"].isdigit() else None


def features(r):
    """Google Play's 'Features' line ('Original pages', 'Flowing text, Google-generated PDF'), which
    the scraper stored in the ISBN column of 70 rows instead of the ISBN."""
    return None if r["ISBN"].isdigit() else r["ISBN"]


def pages(r):
    return int(r["published_date"]) if shifted(r) else int(r["page_count"])


def published(r):
    """The date as the store writes it ('Jul 31, 2014'); None for the shifted row."""
    return None if shifted(r) else r["published_date"]


def price(r):
    """SAR amount; a 'Free' book (currency column 'Free', price '0') costs 0."""
    return float(r["price"])


def free(r):
    return r["currency"] == "Free"


def rating(r):
    return float(r["rating"]) if r["rating"] else None


def voters(r):
    return int(r["voters"].replace(",", "")) if r["voters"] else None


def genre_paths(group):
    """The distinct genre paths of a book's rows, as written, in file order ('none' dropped)."""
    out = []
    for r in group:
        g = r["generes"]
        if g != "none" and g not in out:
            out.append(g)
    return out


def levels(path):
    """'Fiction , Mystery &amp, Detective , Cozy , General' -> ['Fiction', 'Mystery & Detective', 'Cozy'].
    The scraper wrote '/' as ' , ' and lost the ';' of '&amp;', so '&amp,' / '&,' join two words."""
    s = html.unescape(path.replace("&amp,", "&amp;"))
    s = s.replace("&,", "&")
    parts = [" ".join(p.split()) for p in s.split(" , ")]
    parts = [p for p in parts if p]
    if len(parts) > 1 and parts[-1] == "General":
        parts = parts[:-1]
    return parts


def pid(r):
    i = isbn(r)
    if i:
        return i
    return re.sub(r"[^a-z0-9]+", "-", r["title"].lower()).strip("-")


def names(groups):
    """Product id -> display name: the title; a title shared by two books gets ' (<author>)'."""
    count = {}
    for g in groups:
        count[g[0]["title"]] = count.get(g[0]["title"], 0) + 1
    return {pid(g[0]): g[0]["title"] if count[g[0]["title"]] == 1 else f"{g[0]['title']} ({g[0]['author']})"
            for g in groups}


def product(group, display_name):
    r = group[0]
    paths = genre_paths(group)
    cats = levels(paths[0]) if paths else ["Other"]
    specs = [
        ("Book", "Author", r["author"]),
        ("Book", "Publisher", r["publisher"]),
        ("Book", "Published", published(r) or ""),
        ("Book", "Pages", str(pages(r))),
        ("Book", "Language", r["language"]),
        ("Book", "ISBN", isbn(r) or ""),
        ("Book", "Features", features(r) or ""),
        ("Ratings", "Rating", r["rating"]),
        ("Ratings", "Ratings", r["voters"]),
        ("Genre", "Genre", paths[0] if paths else ""),
        ("Genre", "Also listed under", "; ".join(paths[1:])),
        ("Price", "Price", "Free" if free(r) else ""),
    ]
    return {
        "kind": "product",
        "id": f"gpb-{pid(r)}",
        "name": display_name,
        "range": r["author"],
        "categories": cats,
        "price": {"amount": price(r), "currency": "SAR"},
        "specs": [{"section": s, "entry": e, "value": v} for s, e, v in specs if v],
        "text": "## Description\n\n" + r["description"].replace("\r\n", "\n").strip(),
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    groups = books(load(raw))
    n = names(groups)
    if len(n) != len(groups):
        sys.exit("two books share a product id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for g in groups:
            f.write(json.dumps(product(g, n[pid(g[0])]), ensure_ascii=False) + "\n")
    print(f"{len(groups)} products -> {out}")


if __name__ == "__main__":
    main()
