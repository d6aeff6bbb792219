#!/usr/bin/env python3
"""Converts raw_techpowerup_gpus.csv (2,650 pages of the TechPowerUp GPU Database, scraped in October
2024 and committed in Mosh333/csca5622_final_project as src/gpu_data_original.csv) to catalog.jsonl.

Shape: PC hardware, a dense spec table written the way TechPowerUp writes it ("8 GB", "GDDR6",
"256 bit", "1410 MHz", "200 W", "PCIe 4.0 x16", "8 nm", release date "Dec 1st, 2020" or "2022" or
"Never Released", launch price "399 USD" on 481 cards), with the scraper's glued values kept as
found ("1750 MHz14 Gbps effective", "242 mm9.5 inches", "Navi II(RX 6000)",
"1x HDMI 2.13x DisplayPort 1.4a"). No prose. Only the 2,310 graphics-card pages are kept (they have
a "Release Date"); the 340 GPU-chip pages (a "Released" date, no card) are left out, and so are the
4 rows that repeat an earlier row exactly, so the catalog has 2,306 products. TechPowerUp has several
pages with the same title (NV40 / NV45 / NV48 "GeForce 6800 GT"): those get the chip, and where needed
memory, bus, date, in brackets ("NVIDIA GeForce 6800 GT (NV45)"). Only 44 of the 97 columns with
values on card pages are kept as specs (the rest are chip internals, page links, API versions), to keep
the catalog near 5 MB. Brand = the first word of the title (NVIDIA, AMD, Intel); range = TechPowerUp's
"Generation" ("GeForce 30", "Navi II(RX 6000)"); categories = [Architecture, Generation]; price = the
launch price in USD where listed.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_techpowerup_gpus.csv")
TITLE_TAIL = " Specs | TechPowerUp GPU Database"

# Spec sections in the order of a TechPowerUp card page; the entry keeps the source's column name.
# Only what a buyer compares is kept, so that the catalog stays near 5 MB (every column gives 7.7 MB);
# DROPPED lists the columns with values on card pages that are left out.
SECTIONS = [
    ("Graphics Processor", ["GPU Name", "Architecture", "Foundry", "Process Size"]),
    ("Graphics Card", ["Release Date", "Availability", "Generation", "Production", "Launch Price",
                       "Bus Interface"]),
    ("Clock Speeds", ["Base Clock", "Game Clock", "Boost Clock", "GPU Clock", "Shader Clock", "Memory Clock"]),
    ("Memory", ["Memory Size", "Memory Type", "Memory Bus", "Bandwidth"]),
    ("Render Config", ["Shading Units", "Pixel Shaders", "Vertex Shaders", "TMUs", "ROPs", "Execution Units",
                       "Compute Units", "SM Count", "Tensor Cores", "RT Cores", "L2 Cache", "L3 Cache"]),
    ("Theoretical Performance", ["FP32 (float)"]),
    ("Board Design", ["Slot Width", "Length", "Width", "Height", "Weight", "TDP", "Suggested PSU", "Outputs",
                      "Power Connectors"]),
    ("Graphics Features", ["DirectX", "CUDA"]),
]
# Columns not turned into specs: the page title (it becomes the name), two link labels of the page
# ("3 in our database", "Amazon/Newegg") that say nothing about the card, and the chip internals,
# board numbers, API versions beyond DirectX and CUDA, and throughput figures other than FP32.
NOT_SPECS = {"Name", "Reviews", "Current Price"}
DROPPED = {"GPU Variant", "Transistors", "Density", "Die Size", "Chip Package", "Process Type", "MCD Process",
           "GCD Transistors", "MCD Transistors", "GCD Density", "MCD Density", "GCD Die Size", "MCD Die Size",
           "GCD Size", "MCD Size", "Package Size", "Codename", "MCM", "S-Spec", "Predecessor", "Successor",
           "Part Number", "Storage", "Base Storage", "Inputs", "BIOS Number", "Peak Clock", "SOC Clock",
           "UVD Clock", "Pixel Shader", "Vertex Shader", "SMX Count", "SMM Count", "L0 Cache", "L1 Cache",
           "Pixel Rate", "Vertex Rate", "Texture Rate", "FP16 (half)", "BF16", "TF32", "FP64 (double)",
           "FP64 Tensor", "Board Number", "OpenGL", "OpenCL", "Vulkan", "Shader Model", "NVENC", "NVDEC"}


def clean(s):
    return " ".join(s.split())


def load_all(path=RAW):
    """Every raw row, with its 1-based row number (header excluded) under the key '#'."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for i, r in enumerate(rows, 1):
        r["#"] = i
    return rows


def is_card(row):
    """A graphics-card page: it has a 'Release Date' (chip pages have 'Released' instead)."""
    return clean(row["Release Date"]) != ""


def load(path=RAW):
    """The kept rows: card pages, without rows that repeat an earlier card row exactly."""
    seen, out = set(), []
    for r in load_all(path):
        if not is_card(r):
            continue
        key = tuple(v for k, v in r.items() if k != "#")
        if key in seen:
            continue
        seen.add(key)
        out.append(r)
    return out


def rid(row):
    return f"tpu-{row['#']}"


def title(row):
    """The page title without ' Specs | TechPowerUp GPU Database' ('NVIDIA GeForce RTX 3060 Ti')."""
    t = clean(row["Name"])
    assert t.endswith(TITLE_TAIL), t
    return t[: -len(TITLE_TAIL)].strip()


def brand(row):
    """The first word of the title: NVIDIA, AMD or Intel."""
    return title(row).split()[0]


# Qualifiers added, one level at a time, to titles that more than one kept page carries (TechPowerUp
# has several pages titled 'NVIDIA GeForce 6800 GT': NV40 AGP, NV45 PCIe, NV48 ...).
QUALIFIERS = [
    lambda r: [clean(r["GPU Name"])],
    lambda r: [clean(r["GPU Name"]), f"{clean(r['Memory Size'])} {clean(r['Memory Type'])}"],
    lambda r: [clean(r["GPU Name"]), f"{clean(r['Memory Size'])} {clean(r['Memory Type'])}",
               clean(r["Bus Interface"]) or "no bus listed"],
    lambda r: [clean(r["GPU Name"]), f"{clean(r['Memory Size'])} {clean(r['Memory Type'])}",
               clean(r["Bus Interface"]) or "no bus listed", clean(r["Release Date"])],
    lambda r: [clean(r["GPU Name"]), f"{clean(r['Memory Size'])} {clean(r['Memory Type'])}",
               clean(r["Bus Interface"]) or "no bus listed", clean(r["Release Date"]), f"row {r['#']}"],
]


def names(rows):
    """Row id -> display name. A title carried by one kept page is the name; for a title carried by
    several, every page of that title gets ' (<chip>)', or more qualifiers when the chip does not
    tell them apart ('NVIDIA GeForce 310M (GT218, 512 MB GDDR3)')."""
    groups = {}
    for r in rows:
        groups.setdefault(title(r), []).append(r)
    out = {}
    for t, group in groups.items():
        if len(group) == 1:
            out[rid(group[0])] = t
            continue
        for q in QUALIFIERS:
            labels = [f"{t} ({', '.join(x for x in q(r) if x)})" for r in group]
            if len(set(labels)) == len(labels):
                break
        for r, label in zip(group, labels):
            out[rid(r)] = label
    assert len(set(out.values())) == len(out)
    return out


def year(row):
    """The release year from 'Release Date' ('Dec 1st, 2020', 'Feb 2022', '2022'); None for 'Never
    Released' / 'Unknown'."""
    m = re.search(r"\b(19|20)\d\d$", clean(row["Release Date"]))
    return int(m.group(0)) if m else None


def launch_price(row):
    """'1,499 USD' -> 1499.0; None when the page lists no launch price."""
    v = clean(row["Launch Price"])
    if not v:
        return None
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?) USD", v)
    assert m, v
    return float(m.group(1).replace(",", ""))


def categories(row):
    cats = []
    for c in (clean(row["Architecture"]), clean(row["Generation"])):
        if c and c not in cats:
            cats.append(c)
    return cats


def product(row, display_name):
    specs = []
    for section, cols in SECTIONS:
        for col in cols:
            v = clean(row[col])
            if v:
                specs.append({"section": section, "entry": col, "value": v})
    rec = {
        "kind": "product",
        "id": rid(row),
        "name": display_name,
        "brand": brand(row),
        "range": clean(row["Generation"]),
        "categories": categories(row),
    }
    price = launch_price(row)
    if price is not None:
        rec["price"] = {"amount": price, "currency": "USD"}
    rec["specs"] = specs
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    allrows = load_all(raw)
    rows = load(raw)
    mapped = {c for _, cols in SECTIONS for c in cols} | NOT_SPECS | DROPPED
    stray = sorted({k for r in rows for k, v in r.items() if k != "#" and clean(v) and k not in mapped})
    if stray:
        sys.exit(f"kept rows have values in unmapped columns: {stray}")
    n = names(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[rid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} of {len(allrows)} pages kept ({sum(1 for r in allrows if is_card(r))} card pages) -> {out}")


if __name__ == "__main__":
    main()
