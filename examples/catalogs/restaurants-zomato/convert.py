#!/usr/bin/env python3
"""Converts raw_zomato_bangalore.sql (a MySQL `INSERT INTO restaurant VALUES ...` of 1,033 rows of
the Kaggle "Zomato Bangalore Restaurants" dataset, user himanshupoddar, scraped from zomato.com
until March 2019, as committed in samwilson129/utilities-locator at
final_release/backend/restaurant_insertion.sql) to catalog.jsonl.

Shape: one row per restaurant outlet in Bengaluru with 13 columns in this order: address, name,
online_order (`Yes`/`No`), book_table (`Yes`/`No`), rate (`4.1/5`, also written `4.5 /5`),
votes, phone (one or two numbers separated by a newline), location (the neighbourhood, e.g.
`Koramangala 5th Block`, `Indiranagar`), rest_type (`Casual Dining`, `Cafe`, `Casual Dining,
Bar` / `Bar, Casual Dining`, `Microbrewery, Pub`, ...), dish_liked (a comma list of up to 7 dishes
the site's users liked), cuisines (a comma list: `North Indian, Mughlai, Chinese`), approx_cost
(the site's "approx cost for two people" in INR, a bare integer) and listed_in (the site listing
the row was scraped from: `Delivery`, `Dine-out`, `Buffet`, `Cafes`, `Desserts`, `Pubs and bars`,
or NULL). No prose (the Kaggle file's reviews and menus were not copied into this insert).

Kept: 1,027 of the 1,033 rows, in file order: 3 rows without a cost for two (NULL) are dropped, and
3 rows that repeat an earlier row's name, location and phone (the same outlet scraped twice; the
later copy differs only in votes, listing and a mis-encoded address) are dropped. Chains
have several outlets (Jalsa, Onesta, Chianti, ...), so a name is `Name` where it is unique and
`Name (location)` otherwise, then `Name (location, first part of the address)` where two outlets
share a location; all 1,033 names unique.
SQL reading: strings in single quotes with `''` as an escaped quote (no other escape: the one
backslash, in an address `20\\5`, is kept as written), bare integers, NULL.
Deterministic: file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.sql] [out.jsonl]   (defaults: the files next to this script)
"""
import json
import os
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_zomato_bangalore.sql")
COLS = ["address", "name", "online_order", "book_table", "rate", "votes", "phone", "location",
        "rest_type", "dish_liked", "cuisines", "approx_cost", "listed_in"]


def clean(s):
    return " ".join(s.split())


def parse_sql(text):
    """The tuples of the INSERT, each a list of str (quoted), str (bare token) or None (NULL)."""
    i = text.index("VALUES") + len("VALUES")
    rows, cur, n = [], None, len(text)
    while i < n:
        c = text[i]
        if cur is None:
            if c == "(":
                cur = []
            i += 1
            continue
        if c == ")":
            rows.append(cur)
            cur = None
            i += 1
        elif c in ", \n\t\r":
            i += 1
        elif c == "'":
            j, buf = i + 1, []
            while True:
                if text[j] == "'" and j + 1 < n and text[j + 1] == "'":
                    buf.append("'")
                    j += 2
                elif text[j] == "'":
                    break
                else:
                    buf.append(text[j])
                    j += 1
            cur.append("".join(buf))
            i = j + 1
        else:
            m = re.compile(r"[^,)\s]+").match(text, i)
            tok = m.group()
            cur.append(None if tok == "NULL" else tok)
            i = m.end()
    return rows


def load_all(path=RAW):
    """Every tuple of the INSERT as a dict, file order."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = parse_sql(f.read())
    for r in rows:
        assert len(r) == len(COLS), r
    return [dict(zip(COLS, r)) for r in rows]


def load(path=RAW):
    """The kept rows, file order: a row is dropped when its approx_cost is NULL (3 rows) or when
    an earlier row has the same name, location and phone (3 rows: the same outlet scraped twice,
    the later copy with a mis-encoded address and `4.4 /5` for `4.4/5`)."""
    seen, out = set(), []
    for r in load_all(path):
        if r["approx_cost"] is None:
            continue
        if r["phone"] is not None:
            k = (clean(r["name"]), clean(r["location"]), r["phone"])
            if k in seen:
                continue
            seen.add(k)
        out.append(r)
    return out


def price(r):
    return float(r["approx_cost"])


def names(rows):
    base = [clean(r["name"]) for r in rows]
    groups = defaultdict(list)
    for i, b in enumerate(base):
        groups[b].append(i)
    out = list(base)
    for b, idx in groups.items():
        if len(idx) == 1:
            continue
        locs = defaultdict(list)
        for i in idx:
            locs[clean(rows[i]["location"])].append(i)
        for loc, li in locs.items():
            for i in li:
                if len(li) == 1:
                    out[i] = f"{b} ({loc})"
                else:
                    out[i] = f"{b} ({loc}, {clean(rows[i]['address']).split(',')[0]})"
    assert len(set(out)) == len(out), [n for n in out if out.count(n) > 1]
    return out


def split_list(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def product(i, r, name):
    specs = [
        {"section": "Restaurant", "entry": "Restaurant type", "value": clean(r["rest_type"])},
        {"section": "Restaurant", "entry": "Cuisines", "value": clean(r["cuisines"])},
        {"section": "Restaurant", "entry": "Location", "value": clean(r["location"])},
        {"section": "Restaurant", "entry": "Address", "value": clean(r["address"])},
        {"section": "Ratings", "entry": "Votes", "value": r["votes"]},
        {"section": "Ratings", "entry": "Dishes liked", "value": clean(r["dish_liked"])},
        {"section": "Services", "entry": "Online order", "value": r["online_order"]},
        {"section": "Services", "entry": "Table booking", "value": r["book_table"]},
        {"section": "Price", "entry": "Approx cost for two people", "value": f"₹{r['approx_cost']}"},
    ]
    if r["phone"] is not None:
        specs.insert(4, {"section": "Restaurant", "entry": "Phone",
                         "value": "; ".join(x.strip() for x in r["phone"].splitlines() if x.strip())})
    if r["rate"] is not None:
        specs.insert(5 if r["phone"] is not None else 4,
                     {"section": "Ratings", "entry": "Rating", "value": clean(r["rate"])})
    if r["listed_in"] is not None:
        specs.append({"section": "Services", "entry": "Listed in", "value": clean(r["listed_in"])})
    return {
        "kind": "product",
        "id": f"rest-{i:04d}",
        "name": name,
        "range": clean(r["location"]),
        "categories": ["Restaurants"] + split_list(clean(r["rest_type"])),
        "price": {"amount": price(r), "currency": "INR"},
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for i, (r, n) in enumerate(zip(rows, names(rows)), 1):
            f.write(json.dumps(product(i, r, n), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
