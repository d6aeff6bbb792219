#!/usr/bin/env python3
"""Builds raw_archanaskitchen_sample.csv from `IndianFoodDataset.csv` as committed in
slmsshk/DataSet-main @ 1881784e02b671eb71ee5dff762442758400b178 (file added in
cc421c30de0909096e22e1cdecc00e78fba47b7d): 1,186 recipes of archanaskitchen.com (the Kaggle
"6000+ Indian Food Recipes" file, its first 1,186 rows by `Srno` 1-1321), 15 columns, UTF-8 with a BOM.

Rule (fixed, no randomness):
- rows: every row whose `RecipeName`, `Ingredients` and `Instructions` contain no character of the
  Indic script blocks U+0900-U+0DFF (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
  Kannada, Malayalam, Sinhala), in file order: 986 rows. The 200 rows left out are the site's
  Hindi / Tamil / ... pages, which the source gives in the original script plus a machine
  translation;
- columns: Srno, RecipeName, Ingredients, PrepTimeInMins, CookTimeInMins, TotalTimeInMins, Servings,
  Cuisine, Course, Diet, Instructions, URL, every value byte for byte as the source writes it
  (trailing spaces, `\\xa0`, a BOM inside `Gujarati Recipes\\ufeff`, the trailing newline of many
  `Instructions`). Dropped: TranslatedRecipeName, TranslatedIngredients, TranslatedInstructions — on
  the kept rows they repeat the original (984 of 986 instructions identical) or machine-translate a
  name that was already English ("Andhra Style Tamati Pachadi" -> "Andhra Steel Tomato Knock"); this
  keeps the file under 2 MB.
Output: csv module, QUOTE_MINIMAL, `\\n` line ends, no BOM.
Usage: git --git-dir=<mirror> show 1881784e02b671eb71ee5dff762442758400b178:IndianFoodDataset.csv > in.csv
       python3 sample.py in.csv [OUT.csv]
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = ["Srno", "RecipeName", "Ingredients", "PrepTimeInMins", "CookTimeInMins", "TotalTimeInMins",
           "Servings", "Cuisine", "Course", "Diet", "Instructions", "URL"]
INDIC = re.compile("[\u0900-\u0DFF]")


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_archanaskitchen_sample.csv")
    with open(src, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 1186, len(rows)
    kept = [r for r in rows if not INDIC.search(r["RecipeName"] + r["Ingredients"] + r["Instructions"])]
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(COLUMNS)
        for r in kept:
            w.writerow([r[c] for c in COLUMNS])
    print(f"{len(kept)} of {len(rows)} rows -> {out}")


if __name__ == "__main__":
    main()
