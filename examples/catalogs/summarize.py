#!/usr/bin/env python3
"""Per-split summary of a `dualgraph eval` run on a development catalog.

    python3 summarize.py QUESTIONS.json RESULTS.json [--json OUT.json] [--by-category]

QUESTIONS.json may also be a conversations file (a list of records with `turns`): each turn
`<id>.<n>` takes its conversation's split and the category `first turn` or `follow-up`.

For each system and split (dev, test, all): questions, F1 strict and normalized (mean over
questions, a decline counts 0 unless the gold list is empty), answered rate (the system returned
at least one product) and normalized precision on the answered questions. Standard library only.
"""
import json
import sys


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else None


def fmt(x):
    return "—" if x is None else f"{x:.3f}"


def summarize(records):
    answered = [r for r in records if r["products"]]
    return {
        "questions": len(records),
        "f1_strict": mean(r["strict"]["f1"] for r in records),
        "f1_normalized": mean(r["normalized"]["f1"] for r in records),
        "answered_rate": len(answered) / len(records) if records else None,
        "precision_answered": mean(r["normalized"]["precision"] for r in answered),
    }


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    questions = json.load(open(args[0], encoding="utf-8"))
    if isinstance(questions, list):
        questions = {
            f'{c["id"]}.{n + 1}': {"split": c.get("split", "dev"), "category": "first turn" if n == 0 else "follow-up"}
            for c in questions
            for n in range(len(c["turns"]))
        }
    results = json.load(open(args[1], encoding="utf-8"))
    split = {k: v.get("split", "dev") for k, v in questions.items()}
    category = {k: v.get("category", "") for k, v in questions.items()}
    systems = []
    for r in results["records"]:
        if r["system"] not in systems:
            systems.append(r["system"])
    out = {}
    print("| system | split | questions | F1 strict | F1 normalized | answered | precision on answered |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for s in systems:
        recs = [r for r in results["records"] if r["system"] == s]
        out[s] = {}
        for sp in ("dev", "test", "all"):
            sub = [r for r in recs if sp == "all" or split.get(r["id"]) == sp]
            m = summarize(sub)
            out[s][sp] = m
            print(f'| {s} | {sp} | {m["questions"]} | {fmt(m["f1_strict"])} | {fmt(m["f1_normalized"])} | '
                  f'{fmt(m["answered_rate"])} | {fmt(m["precision_answered"])} |')
        if "--by-category" in args:
            out[s]["by_category"] = {}
            for c in sorted({category.get(r["id"], "") for r in recs}):
                out[s]["by_category"][c] = summarize([r for r in recs if category.get(r["id"]) == c])
    if "--by-category" in args:
        print()
        print("| system | category | questions | F1 normalized | answered | precision on answered |")
        print("| --- | --- | ---: | ---: | ---: | ---: |")
        for s in systems:
            for c, m in out[s]["by_category"].items():
                print(f'| {s} | {c} | {m["questions"]} | {fmt(m["f1_normalized"])} | {fmt(m["answered_rate"])} | '
                      f'{fmt(m["precision_answered"])} |')
    if "--json" in args:
        with open(args[args.index("--json") + 1], "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
