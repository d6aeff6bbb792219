#!/usr/bin/env python3
"""Converts raw_meli_monitores_2023.csv (new computer monitors listed on Mercado Libre Argentina,
scraped 10-11 August 2023 by cris-andrade-97/MeLiWebScraping, the "Registros sucios" = raw file)
to catalog.jsonl.

Shape: a marketplace's monitor listings in **Argentine pesos (ARS)**, a short Spanish spec table
written the shop's way — brand, model, screen size with its unit in the cell (`27 "`, `27 in`),
resolution as a class name (`Full HD`, `HD`, `4K`, `WXGA`, `QHD`, `WQHD`, `1366 px x 768 px` …),
panel type (`LED`, `LCD`, `LCD TFT` …), refresh rate `75 Hz` — often blank, and the seller's
title, which the scraper kept only inside the listing url (`/monitor-curvo-gamer-msi-optix-g271c-
165hz-panel-va-1ms-fhd-_JM`): panel technology (IPS, VA, TN), curved, gamer, FreeSync, HDMI,
response time, colour and voltage are written only there. No prose.

Sample: one product per **listing** (MLA id), the first row of each listing in file order (the
scraper visited 1,824 result positions; 1,550 distinct listings). The name is the seller's title
recovered from the url slug (words title-cased, brand spelt as the `Marca` cell, a few acronyms in
capitals, `-_JM` dropped); where two listings have the same title, the listing number is appended
(`… (MLA-1150611753)`) so every name is unique.
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
RAW = os.path.join(HERE, "raw_meli_monitores_2023.csv")

ACRONYMS = {"led", "lcd", "ips", "va", "tn", "hdmi", "vga", "dp", "fhd", "hd", "uhd", "qhd", "wqhd",
            "usb", "dvi", "tft", "oled", "qled", "hdr", "amd", "pc", "aoc", "hp", "lg", "msi", "cx"}


def load_all(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def listing(row):
    """(listing id, url slug, clean url) from the Link column."""
    link = row["Link"]
    m = re.match(r"https://www\.mercadolibre\.com\.ar/([^/?#]+)/p/(MLA\d+)", link)
    if m:
        return m.group(2), m.group(1), f"https://www.mercadolibre.com.ar/{m.group(1)}/p/{m.group(2)}"
    m = re.match(r"https://articulo\.mercadolibre\.com\.ar/(MLA-\d+)-([^?#]+)", link)
    assert m, link
    return m.group(1), m.group(2), f"https://articulo.mercadolibre.com.ar/{m.group(1)}-{m.group(2)}"


def load(path=RAW):
    """The sample: the first row of every listing, in file order."""
    seen, out = set(), []
    for r in load_all(path):
        lid = listing(r)[0]
        if lid not in seen:
            seen.add(lid)
            out.append(r)
    return out


def clean(s):
    return " ".join(s.split())


def slug_words(row):
    s = listing(row)[1]
    s = re.sub(r"-_JM$", "", s)
    return [w for w in s.split("-") if w]


def title(row):
    brand = clean(row["Marca"])
    out = []
    for w in slug_words(row):
        if w.lower() == brand.lower():
            out.append(brand)
        elif w.lower() in ACRONYMS:
            out.append(w.upper())
        elif w.isalpha():
            out.append(w.capitalize())
        else:
            out.append(w)
    return " ".join(out)


def price(row):
    return float(row["Precio"])


def names(rows):
    base = [title(r) for r in rows]
    n = Counter(base)
    out = [f"{b} ({listing(r)[0]})" if n[b] > 1 else b for b, r in zip(base, rows)]
    assert len(set(out)) == len(out), "names still repeat"
    return out


SPECS = [
    ("Características principales", "Marca", "Marca"),
    ("Características principales", "Modelo", "Modelo"),
    ("Pantalla", "Tamaño de la pantalla", "Tamaño de la pantalla"),
    ("Pantalla", "Tipo de resolución", "Tipo de resolución"),
    ("Pantalla", "Tipo de pantalla", "Tipo de pantalla"),
    ("Pantalla", "Frecuencia de actualización", "Frecuencia de actualización"),
]


def product(i, row, name):
    specs = [{"section": s, "entry": e, "value": clean(row[c])} for s, e, c in SPECS if clean(row[c])]
    rec = {
        "kind": "product",
        "id": f"meli-{i:04d}",
        "name": name,
        "range": clean(row["Marca"]),
        "url": listing(row)[2],
        "categories": ["Monitores"] + ([f"Monitores {clean(row['Tipo de pantalla'])}"] if clean(row["Tipo de pantalla"]) else []),
        "price": {"amount": price(row), "currency": "ARS"},
        "specs": specs,
    }
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
