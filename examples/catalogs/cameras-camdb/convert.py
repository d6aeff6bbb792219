#!/usr/bin/env python3
"""Converts raw_camera_data_2012-2024.csv (821 digital cameras released 2012-2024, the rows of
forleoliang/CameraDatabase data/camera_data.csv with Year >= 2012) to catalog.jsonl.

Shape: photo hardware with a dense spec table written the spec-database way, in many units and
notations ("670 g", "128.9 x 97.9 x 77.8 mm", "1/2.3\" (~ 6.16 x 4.62 mm)", "f2.8 - f6.3",
"24 - 720 mm", "1/8000 sec", "30 sec", "3\"", "1,040,000 dots", "±5 EV (in 1/3 EV steps)",
"3840x2160 (30p/25p/24p)", "Auto, 100 - 25600 (expands to 51200)"), many empty cells, no price,
no prose. The brand is `range`; there is no camera-type column, so every product is in the one
category "Digital cameras". Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_camera_data_2012-2024.csv")

# (section, catalog entry, raw column); the entry keeps the source's column wording
SPECS = [
    ("General", "Brand", "Brand"),
    ("General", "Model", "Model"),
    ("General", "Release year", "Year"),
    ("General", "Also known as", "Also known as"),
    ("Sensor", "Sensor type", "Sensor type"),
    ("Sensor", "Sensor size", "Sensor size"),
    ("Sensor", "Crop factor", "Crop factor"),
    ("Sensor", "Megapixels", "Megapixels"),
    ("Sensor", "Effective megapixels", "Effective megapixels"),
    ("Sensor", "Total megapixels", "Total megapixels"),
    ("Sensor", "Sensor resolution", "Sensor resolution"),
    ("Sensor", "ISO", "ISO"),
    ("Lens", "Optical zoom", "Optical zoom"),
    ("Lens", "Digital zoom", "Digital zoom"),
    ("Lens", "Focal length (35mm equiv.)", "Focal length (35mm equiv.)"),
    ("Lens", "Max aperture", "Max aperture"),
    ("Lens", "Max. aperture (35mm equiv.)", "Max. aperture (35mm equiv.)"),
    ("Lens", "Normal focus range", "Normal focus range"),
    ("Lens", "Macro focus range", "Macro focus range"),
    ("Exposure", "Max. shutter speed", "Max. shutter speed"),
    ("Exposure", "Min. shutter speed", "Min. shutter speed"),
    ("Exposure", "Aperture priority", "Aperture priority"),
    ("Exposure", "Shutter priority", "Shutter priority"),
    ("Exposure", "Exposure compensation", "Exposure Compensation"),
    ("Exposure", "Metering", "Metering"),
    ("Exposure", "White balance presets", "White balance presets"),
    ("Screen & viewfinder", "Screen size", "Screen size"),
    ("Screen & viewfinder", "Screen resolution", "Screen resolution"),
    ("Screen & viewfinder", "Viewfinder", "Viewfinder"),
    ("Image & video", "Max. image resolution", "Max. image resolution"),
    ("Image & video", "Max. video resolution", "Max. video resolution"),
    ("Storage & connectivity", "Storage types", "Storage types"),
    ("Storage & connectivity", "USB", "USB"),
    ("Body", "Weight", "Weight"),
    ("Body", "Dimensions", "Dimensions"),
    ("Body", "Battery", "Battery"),
]


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def name(row):
    """Brand + model as the database lists them ('Canon EOS R5', 'Sony Cyber-shot DSC-RX100 VII')."""
    return f"{clean(row['Brand'])} {clean(row['Model'])}"


def pid(row):
    """Slug of brand + model ('canon-eos-r5'); unique in the sample (asserted in main)."""
    return re.sub(r"[^a-z0-9]+", "-", name(row).lower()).strip("-")


def product(row):
    specs = [{"section": s, "entry": e, "value": clean(row[c])} for s, e, c in SPECS if clean(row[c])]
    return {
        "kind": "product",
        "id": f"camdb-{pid(row)}",
        "name": name(row),
        "range": clean(row["Brand"]),
        "categories": ["Digital cameras"],
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    if len({pid(r) for r in rows}) != len(rows) or len({name(r) for r in rows}) != len(rows):
        sys.exit("two rows share a name or id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
