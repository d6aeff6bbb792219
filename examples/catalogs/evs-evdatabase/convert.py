#!/usr/bin/env python3
"""Converts raw_evdatabase_2021.csv (180 battery-electric cars listed by ev-database.org in
August 2021, the Kaggle "Cheapest Electric Cars" file as committed in
Ajaywagh2298/Electronic_Vehicle) to catalog.jsonl.

Shape: new electric cars, a spec table written the database's way — every value a string with
its unit (`Battery Electric Vehicle |       58 kWh `, `7.3 sec`, `150 km/h`, `335 km`,
`173 Wh/km`, fast-charge speed as km of range per hour `210 km/h` or `-`), drive as words
(`Front Wheel Drive`), seats, and two list prices in two currencies (`€42,990` in Germany,
`£31,680` in the UK, `N/A` where the car is not sold there). No prose. The product price is the
German price in EUR where there is one, else the UK price in GBP (9 cars), else none (3 cars).
Six names occur twice (the same model listed once per market); they get the market(s) their
row has a price for, e.g. `Kia e-Soul 64 kWh (UK)` / `Kia e-Soul 64 kWh (Germany)`.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_evdatabase_2021.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def money(s):
    """'€42,990' / '£31,680' -> 42990.0; 'N/A' -> None."""
    s = s.strip()
    if s in ("", "N/A"):
        return None
    return float(re.sub(r"[€£,\s]", "", s))


def battery(row):
    """'Battery Electric Vehicle |       58 kWh ' -> '58 kWh'."""
    return clean(row["Subtitle"].split("|")[1])


def markets(row):
    m = [k for k, c in (("Germany", "PriceinGermany"), ("UK", "PriceinUK")) if money(row[c]) is not None]
    return " & ".join(m) if m else "no price"


def names(rows):
    """Product names: the source name, with the market(s) appended where a name occurs twice."""
    base = [clean(r["Name"]) for r in rows]
    n = Counter(base)
    out = [f"{b} ({markets(r)})" if n[b] > 1 else b for b, r in zip(base, rows)]
    assert len(set(out)) == len(out), "names still repeat"
    return out


def product(i, row, name):
    specs = [
        {"section": "Powertrain", "entry": "Type", "value": clean(row["Subtitle"].split("|")[0])},
        {"section": "Powertrain", "entry": "Battery", "value": battery(row)},
        {"section": "Powertrain", "entry": "Drive", "value": clean(row["Drive"])},
        {"section": "Performance", "entry": "Acceleration 0-100 km/h", "value": clean(row["Acceleration"])},
        {"section": "Performance", "entry": "Top speed", "value": clean(row["TopSpeed"])},
        {"section": "Range and charging", "entry": "Range", "value": clean(row["Range"])},
        {"section": "Range and charging", "entry": "Efficiency", "value": clean(row["Efficiency"])},
    ]
    if clean(row["FastChargeSpeed"]) not in ("", "-"):
        specs.append({"section": "Range and charging", "entry": "Fast charge speed", "value": clean(row["FastChargeSpeed"])})
    specs.append({"section": "Body", "entry": "Seats", "value": clean(row["NumberofSeats"])})
    for entry, col in (("Price in Germany", "PriceinGermany"), ("Price in UK", "PriceinUK")):
        if money(row[col]) is not None:
            specs.append({"section": "Price", "entry": entry, "value": clean(row[col])})
    de, uk = money(row["PriceinGermany"]), money(row["PriceinUK"])
    rec = {
        "kind": "product",
        "id": f"evdb-{i:03d}",
        "name": name,
        "range": name.split()[0],
        "categories": ["Electric cars", clean(row["Drive"])],
    }
    if de is not None:
        rec["price"] = {"amount": de, "currency": "EUR"}
    elif uk is not None:
        rec["price"] = {"amount": uk, "currency": "GBP"}
    rec["specs"] = specs
    return rec


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
