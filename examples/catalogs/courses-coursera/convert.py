#!/usr/bin/env python3
"""Converts raw_coursera_english_2019.csv (the 1,299 English-language rows of the Coursera course
scrape committed by AbrMaria/Rec_Sys_PROJECT, June 2019) into catalog.jsonl.

Deterministic, CPython 3.11 standard library only. One record per row, in file order, id
`crs-0001` ... `crs-1299`. The scrape has no partner/university column, so the Coursera domain
(first breadcrumb: `Business`, `Data Science`, ...) is the range and the categories are
`["Online courses", domain, subdomain]` (the second breadcrumb, e.g. `Finance`). The name is the
title as written; a title shared by two rows (3 pairs) gets ` (<Coursera slug>)` appended. The
`about` text is the text (a `## Description` section). Specs, written the site's way:
- Course: Subject area (domain), Subject (subdomain), Level (`Beginner`/`Intermediate`/`Advanced`,
  from the `product_glance` item `Beginner Level`; 734 rows have none), Time to complete (`Approx.
  17 hours`, the glance item without " to complete"), Specialization (`Course 2 of 5`, the glance
  item `Course 2 of 5 in the` whose specialization name the scraper cut off), Language.
- Instructors: one multi-value cell `A, B` (the `instructors` list as written).
- Ratings: Rating `4.7 / 5` (`average_score` rounded to one decimal: the raw values are float32
  noise, `4.699999809265137`), Ratings (`ratings_count`, `364`), Reviews (`reviews_count`, `92`).
- Popularity: Enrolled (`11,308`, from the metrics item `11,308 already enrolled!`), Recent views
  (`8,209`).
- Skills: one multi-value cell `Python Programming, SQL` (the `skills` list; 605 rows have none).
Empty cells and empty lists are left out. `syllabus` (module titles) and `recommendations`
(slugs of other courses) are not converted. No price (the scrape has none).
"""
import ast
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_coursera_english_2019.csv")
OUT = os.path.join(HERE, "catalog.jsonl")


def load():
    """The raw rows, in file order (dicts keyed by the CSV header; the row number is under '')."""
    with open(RAW, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def lst(s):
    """A Python-list cell (`['a', 'b']`) as a list of stripped strings."""
    s = (s or "").strip()
    if not s:
        return []
    return [str(x).strip() for x in ast.literal_eval(s) if str(x).strip()]


def crumbs(r):
    b = lst(r["breadcrumbs"])
    return b[0], b[1]


def glance(r):
    return lst(r["product_glance"])


def level(r):
    for g in glance(r):
        m = re.fullmatch(r"(Beginner|Intermediate|Advanced) Level", g)
        if m:
            return m.group(1)
    return None


def hours(r):
    """Hours to complete as a number (`Approx. 17 hours to complete` -> 17), or None."""
    for g in glance(r):
        m = re.fullmatch(r"Approx\. (\d+) hours? to complete", g)
        if m:
            return int(m.group(1))
    return None


def hours_text(r):
    for g in glance(r):
        m = re.fullmatch(r"(Approx\. \d+ hours?) to complete", g)
        if m:
            return m.group(1)
    return None


def spec_part(r):
    for g in glance(r):
        m = re.fullmatch(r"(Course \d+ of \d+) in the", g)
        if m:
            return m.group(1)
    return None


def rating(r):
    s = r["average_score"].strip()
    return round(float(s), 1) if s else None


def count(r, col):
    s = r[col].strip()
    return int(float(s)) if s else None


def metric(r, suffix):
    """`11,308 already enrolled!` -> ('11,308', 11308) for suffix 'already enrolled!'."""
    for m in lst(r["metrics"]):
        if m.endswith(" " + suffix):
            t = m[: -len(suffix) - 1].strip()
            return t, int(t.replace(",", ""))
    return None, None


def names(rows):
    """Product names in row order: the title, with ` (<slug>)` when two rows share it."""
    seen = {}
    for r in rows:
        seen[r["title"].strip()] = seen.get(r["title"].strip(), 0) + 1
    return [r["title"].strip() + (f" ({r['course_id']})" if seen[r["title"].strip()] > 1 else "")
            for r in rows]


def fmt1(x):
    return f"{x:.1f}"


def record(i, r, name):
    dom, sub = crumbs(r)
    specs = []

    def add(section, entry, value):
        if value is not None and str(value).strip() != "":
            specs.append({"section": section, "entry": entry, "value": str(value).strip()})

    add("Course", "Subject area", dom)
    add("Course", "Subject", sub)
    add("Course", "Level", level(r))
    add("Course", "Time to complete", hours_text(r))
    add("Course", "Specialization", spec_part(r))
    add("Course", "Language", r["language"])
    add("Instructors", "Instructors", ", ".join(lst(r["instructors"])))
    rt = rating(r)
    add("Ratings", "Rating", None if rt is None else f"{fmt1(rt)} / 5")
    add("Ratings", "Ratings", count(r, "ratings_count"))
    add("Ratings", "Reviews", count(r, "reviews_count"))
    add("Popularity", "Enrolled", metric(r, "already enrolled!")[0])
    add("Popularity", "Recent views", metric(r, "recent views")[0])
    add("Skills", "Skills", ", ".join(lst(r["skills"])))
    rec = {
        "kind": "product",
        "id": f"crs-{i + 1:04d}",
        "name": name,
        "range": dom,
        "categories": ["Online courses", dom, sub],
        "specs": specs,
    }
    text = r["about"].strip()
    if text:
        rec["text"] = "## Description\n\n" + text
    return rec


def main():
    rows = load()
    ns = names(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(rows):
            f.write(json.dumps(record(i, r, ns[i]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} records -> {OUT}")


if __name__ == "__main__":
    main()
