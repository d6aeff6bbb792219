#!/usr/bin/env python3
"""Converts raw_archanaskitchen_sample.csv (986 English-language recipes of archanaskitchen.com, the
Kaggle "6000+ Indian Food Recipes" file as cut by sample.py; no prices) to catalog.jsonl.

Shape: a recipe site, not a shop. A short table written the site's way — prep, cook and total time
in minutes (`PrepTimeInMins` `10`; the unit only in the column header; `0` prep on some rows; total
up to 960 minutes), servings as a bare count (`4`; up to `500` for pickles and spice mixes), cuisine
(`North Indian Recipes`, `Continental`, `Kerala Recipes`, `Gujarati Recipes` with a stray BOM),
course (`Lunch`, `Side Dish`, `World Breakfast`; 8 rows carry a diet word there: `Vegetarian`,
`Non Vegeterian`), diet (`Vegetarian`, `High Protein Vegetarian`, `Non Vegeterian` — the site's
spelling —, `Eggetarian`, `Diabetic Friendly`, `No Onion No Garlic (Sattvic)`, `Vegan`, `Gluten Free`,
`Sugar Free Diet`) — plus the ingredient list as one comma-separated cell with quantities and notes
(`500 grams Beetroot - cut into long strips,4 tablespoons Fresh coconut - grated,Salt - to taste`)
and the method as prose (median ~1,000 characters, sentences often run together: `aside.Heat`).

Record format (one JSON object a line, keys in a fixed order):
- id `ak-<Srno>` (the source's serial number, unique);
- name = `RecipeName` with whitespace collapsed (`\\xa0` and double spaces become one space; names are
  unique; the site's trailing "Recipe" is kept);
- range = `Cuisine` as written (stray BOM removed); categories = [`Course` as written];
- url = `URL`; no price (the source has none);
- specs, section `Recipe`: Cuisine, Course, Diet (as written), Prep time / Cook time / Total time
  (`<n> mins`, the header's unit added; `0` kept as `0 mins`), Servings (`<n>` as written);
  section `Ingredients`: Ingredients (the cell as written, whitespace collapsed);
- text = `Instructions`, whitespace collapsed (the run-together sentences kept as they are).
Deterministic: same bytes on every run.
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_archanaskitchen_sample.csv")


def load():
    with open(RAW, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return re.sub(r"\s+", " ", s.replace("\ufeff", "")).strip()


def pid(r):
    return "ak-" + r["Srno"].strip()


def names(rows):
    out = {pid(r): clean(r["RecipeName"]) for r in rows}
    assert len(set(out.values())) == len(out)
    return out


def record(r, name):
    specs = []

    def add(section, entry, value):
        if value:
            specs.append({"section": section, "entry": entry, "value": value})

    add("Recipe", "Cuisine", clean(r["Cuisine"]))
    add("Recipe", "Course", clean(r["Course"]))
    add("Recipe", "Diet", clean(r["Diet"]))
    add("Recipe", "Prep time", clean(r["PrepTimeInMins"]) + " mins")
    add("Recipe", "Cook time", clean(r["CookTimeInMins"]) + " mins")
    add("Recipe", "Total time", clean(r["TotalTimeInMins"]) + " mins")
    add("Recipe", "Servings", clean(r["Servings"]))
    add("Ingredients", "Ingredients", clean(r["Ingredients"]))
    rec = {"kind": "product", "id": pid(r), "name": name, "range": clean(r["Cuisine"]),
           "categories": [clean(r["Course"])], "url": r["URL"].strip(), "specs": specs}
    text = clean(r["Instructions"])
    if text:
        rec["text"] = text
    return rec


def main():
    rows = load()
    nm = names(rows)
    with open(os.path.join(HERE, "catalog.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(record(r, nm[pid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products")


if __name__ == "__main__":
    main()
