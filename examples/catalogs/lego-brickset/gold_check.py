#!/usr/bin/env python3
"""Second, independent computation of the gold lists of the second question batch (lego-051..066).

Standard library only; imports neither gold.py nor convert.py. Reads the raw CSV with the csv
module, applies each question's filter written out again (loops and sorts, not gold.py's helpers),
turns the matching set ids into catalog ids (`lego-<set_id>`), looks their names up in
catalog.jsonl (so every gold product must be in what the engine sees) and compares the result with
`gt_answer_list` in questions.json. Exit status 1 on any disagreement.
Usage: python3 gold_check.py
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

with open(os.path.join(HERE, "raw_brickset_lego_2018-2022.csv"), encoding="utf-8-sig", newline="") as f:
    RAW = list(csv.DictReader(f))


def num(text, kind):
    text = text.strip()
    return kind(text) if text else None


SETS = []
for row in RAW:
    SETS.append({
        "id": "lego-" + row["set_id"].strip(),
        "name": " ".join(row["name"].split()),
        "theme": " ".join(row["theme"].split()),
        "sub": " ".join(row["subtheme"].split()),
        "year": int(row["year"]),
        "usd": float(row["US_retailPrice"]),
        "pcs": num(row["pieces"], int),
        "figs": num(row["minifigs"], int),
        "age": num(row["agerange_min"], int),
    })

CATALOG = {}
with open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8") as f:
    for line in f:
        p = json.loads(line)
        CATALOG[p["id"]] = p["name"]


def pick(cond):
    out = []
    for s in SETS:
        if cond(s):
            out.append(s)
    return out


def extreme(sets, field, highest, keep):
    """Every set whose `field` is within the best `keep` distinct-by-rank places (ties included)."""
    known = [s for s in sets if s[field] is not None]
    ranked = sorted(known, key=lambda s: s[field], reverse=highest)
    if not ranked:
        return []
    edge = ranked[min(keep, len(ranked)) - 1][field]
    return [s for s in known if (s[field] >= edge if highest else s[field] <= edge)]


def has_spider(s):
    text = (s["sub"] + " | " + s["name"]).lower()
    return "spider" in text or "spidey" in text


EXPECTED = {
    "lego-051": pick(lambda s: s["theme"] == "Technic" and s["pcs"] is not None and s["pcs"] >= 1000
                     and s["usd"] < 150),
    "lego-052": pick(lambda s: s["theme"] == "Jurassic World" and s["year"] in (2021, 2022)
                     and 30 <= s["usd"] <= 80),
    "lego-053": pick(lambda s: s["theme"] == "Ninjago" and s["year"] in (2021, 2022)
                     and s["pcs"] is not None and s["pcs"] > 1000 and s["usd"] < 100),
    "lego-054": pick(lambda s: s["theme"] == "Star Wars" and s["year"] in (2020, 2021, 2022)
                     and s["usd"] < 50 and s["figs"] is not None and s["figs"] >= 4),
    "lego-055": pick(lambda s: s["theme"] == "Star Wars" and s["figs"] is None),
    "lego-056": pick(lambda s: s["usd"] > 400 and s["theme"] != "Star Wars"),
    "lego-057": pick(lambda s: s["theme"] == "Marvel Super Heroes" and s["pcs"] is not None
                     and s["pcs"] >= 500 and not has_spider(s)),
    "lego-058": pick(lambda s: s["theme"] == "Harry Potter" and s["pcs"] is not None and s["pcs"] > 1000
                     and "hogwarts" not in s["name"].lower()),
    "lego-059": extreme(pick(lambda s: s["theme"] == "Technic"), "usd", True, 3),
    "lego-060": extreme(pick(lambda s: s["theme"] == "Star Wars" and s["pcs"] is not None and s["pcs"] >= 1000),
                        "usd", False, 1),
    "lego-061": extreme(pick(lambda s: s["theme"] == "City"), "figs", True, 1),
    "lego-062": extreme(pick(lambda s: s["theme"] == "Minecraft"), "pcs", True, 1),
    "lego-063": extreme(pick(lambda s: s["usd"] < 100), "pcs", True, 1),
    "lego-064": pick(lambda s: "indiana jones" in " ".join((s["theme"], s["sub"], s["name"])).lower()),
    "lego-065": pick(lambda s: s["theme"] == "Architecture" and s["usd"] < 30),
    "lego-066": pick(lambda s: s["theme"] == "Harry Potter" and s["age"] == 18 and s["usd"] < 100),
}


def main():
    with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
        questions = json.load(f)
    bad = 0
    for qid, sets in EXPECTED.items():
        missing = [s["id"] for s in sets if s["id"] not in CATALOG]
        mine = sorted(CATALOG[s["id"]] for s in sets if s["id"] in CATALOG)
        theirs = sorted(questions[qid]["gt_answer_list"])
        ok = not missing and mine == theirs
        bad += not ok
        print(f"{qid} {'ok  ' if ok else 'DIFF'} {len(mine):3d} {questions[qid]['category']}: {questions[qid]['question']}")
        if not ok:
            print("   not in catalog:", missing)
            print("   only here:", sorted(set(mine) - set(theirs)))
            print("   only in questions.json:", sorted(set(theirs) - set(mine)))
    print("all agree" if not bad else f"{bad} disagreements")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
