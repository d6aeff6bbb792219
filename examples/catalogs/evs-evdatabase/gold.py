#!/usr/bin/env python3
"""Questions and gold answers for evs-evdatabase, computed from the RAW rows
(raw_evdatabase_2021.csv) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only the raw-row helpers are reused: the loader, `clean`, `money` (the `€42,990` /
`£31,680` strings as numbers) and `names` (the product name of each row: the source name, with the
market appended to the six names that occur twice).

All 50 questions were written before any gold was computed and before any engine run. There is no
prose in this source, so there are no prose-only questions; words that only the name carries
(`quattro`, `Cross Turismo`, `EQV`) are read from the name.

Readings of shopper words (every filter is over the raw columns):
- "euros", "€", "EUR", "grand" / "k" after a euro amount = `PriceinGermany`; "£", "quid", "pounds",
  "in the UK" = `PriceinUK`. A price filter only keeps rows that have a price in that market
  (`N/A` = not sold there). "under X" / "less than X" / "cheaper than X" = price < X; "X max" /
  "tops" / "up to" = price <= X; "over X" / "more than X" = price > X.
- range = `Range` in km; "miles" converted at 1 mile = 1.609344 km. "at least" / "or more" / "+" =
  >=; "over" = >.
- battery = the kWh figure in `Subtitle`; 0-100 = `Acceleration` in seconds ("under 4 s" = < 4);
  top speed = `TopSpeed` in km/h ("mph" converted at 1 mph = 1.609344 km/h); efficiency =
  `Efficiency` in Wh/km (lower is more efficient); fast charging = `FastChargeSpeed` ('-' = none).
- "AWD" / "4wd" / "4x4" = `Drive` == "All Wheel Drive"; "RWD" = "Rear Wheel Drive"; "FWD" = "Front
  Wheel Drive". "N seater" / "N seats" = `NumberofSeats` == N; "at least N seats" = >= N.
- make = the first word of the name (Volkswagen, Mercedes, CUPRA, ...).
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import clean, load, money, names  # noqa: E402

ROWS = load()
NAMES = names(ROWS)
ALL = list(zip(NAMES, ROWS))
QUESTIONS = []


def num(s):
    m = re.search(r"\d+(\.\d+)?", s)
    return float(m.group(0)) if m else None


def make(r):
    return clean(r["Name"]).split()[0]


def bat(r):
    return num(r["Subtitle"].split("|")[1])


def acc(r):
    return num(r["Acceleration"])


def top(r):
    return num(r["TopSpeed"])


def rng(r):
    return num(r["Range"])


def eff(r):
    return num(r["Efficiency"])


def fc(r):
    return None if clean(r["FastChargeSpeed"]) == "-" else num(r["FastChargeSpeed"])


def drive(r):
    return clean(r["Drive"])


def seats(r):
    return int(r["NumberofSeats"])


def de(r):
    return money(r["PriceinGermany"])


def uk(r):
    return money(r["PriceinUK"])


def awd(r):
    return drive(r) == "All Wheel Drive"


MILE = 1.609344


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No electric car in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(n, r) for n, r in ALL if f(r)]


def argmin(rows, key):
    best = min(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    best = max(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def named(*ns):
    out = [(n, r) for n, r in ALL if n in ns]
    assert len(out) == len(ns), ns
    return out


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- Simple Filter (6)
q("electric cars with 7 seats", "Simple Filter", where(lambda r: seats(r) == 7))
q("show me all the porsche EVs", "Simple Filter", where(lambda r: make(r) == "Porsche"))
q("which EVs get 500km or more range?", "Simple Filter", where(lambda r: rng(r) >= 500))
q("2 seater electric cars", "Simple Filter", where(lambda r: seats(r) == 2))
q("EVs with a 100+ kWh battery", "Simple Filter", where(lambda r: bat(r) >= 100))
q("what polestars do you have", "Simple Filter", where(lambda r: make(r) == "Polestar"))

# --- Multi-Condition Queries (12)
q("AWD electric car under €50,000", "Multi-Condition Queries", where(lambda r: awd(r) and de(r) is not None and de(r) < 50000))
q("7 seater EV with at least 400 km range", "Multi-Condition Queries", where(lambda r: seats(r) == 7 and rng(r) >= 400))
q("0-100 in under 4 seconds but less than 100k euros", "Multi-Condition Queries",
  where(lambda r: acc(r) < 4 and de(r) is not None and de(r) < 100000))
q("under £30k in the UK with 300km+ range", "Multi-Condition Queries",
  where(lambda r: uk(r) is not None and uk(r) < 30000 and rng(r) >= 300))
q("efficient EVs: below 160 Wh/km and more than 300 km of range", "Multi-Condition Queries",
  where(lambda r: eff(r) < 160 and rng(r) > 300))
q("rear wheel drive volkswagon under 40 grand (euro)", "Multi-Condition Queries",
  where(lambda r: make(r) == "Volkswagen" and drive(r) == "Rear Wheel Drive" and de(r) is not None and de(r) < 40000))
q("top speed 200 km/h or more for under 60.000 €", "Multi-Condition Queries",
  where(lambda r: top(r) >= 200 and de(r) is not None and de(r) < 60000))
q("audi quattro models with over 400 km range", "Multi-Condition Queries",
  where(lambda r: make(r) == "Audi" and "quattro" in r["Name"] and rng(r) > 400))
q("family EV - at least 5 seats, 250 miles range, less than 45000 EUR", "Multi-Condition Queries",
  where(lambda r: seats(r) >= 5 and rng(r) >= 250 * MILE and de(r) is not None and de(r) < 45000))
q("teslas that do 0-100 in under 4s", "Multi-Condition Queries", where(lambda r: make(r) == "Tesla" and acc(r) < 4))
q("cheap 4 seat city car, under 25k euros", "Multi-Condition Queries",
  where(lambda r: seats(r) == 4 and de(r) is not None and de(r) < 25000))
q("all wheel drive with fast charging above 800 km/h", "Multi-Condition Queries",
  where(lambda r: awd(r) and fc(r) is not None and fc(r) > 800))

# --- Inverse Queries (7)
q("which EVs don't support fast charging?", "Inverse Queries", where(lambda r: fc(r) is None))
q("7 seaters that aren't Peugeot, Citroen, Opel or Toyota", "Inverse Queries",
  where(lambda r: seats(r) == 7 and make(r) not in ("Peugeot", "Citroen", "Opel", "Toyota")))
q("which electric cars have no UK price?", "Inverse Queries", where(lambda r: uk(r) is None))
q("porsches other than the cross turismo ones", "Inverse Queries",
  where(lambda r: make(r) == "Porsche" and "Cross Turismo" not in r["Name"]))
q("AWD under 60k euro, but not a tesla or audi", "Inverse Queries",
  where(lambda r: awd(r) and make(r) not in ("Tesla", "Audi") and de(r) is not None and de(r) < 60000))
q("hyundai or kia EVs that are not all-wheel drive", "Inverse Queries",
  where(lambda r: make(r) in ("Hyundai", "Kia") and not awd(r)))
q("mercedes electric cars except the EQV vans", "Inverse Queries",
  where(lambda r: make(r) == "Mercedes" and "EQV" not in r["Name"]))

# --- Superlative (8)
q("longest range EV?", "Superlative", argmax(ALL, rng), is_list=False)
q("cheapest electric car in germany", "Superlative", argmin(where(lambda r: de(r) is not None), de), is_list=False)
q("quickest 0-100", "Superlative", argmin(ALL, acc), is_list=False)
q("most efficient EV (lowest Wh per km)", "Superlative", argmin(ALL, eff), is_list=False)
q("biggest battery for under 50k euros", "Superlative",
  argmax(where(lambda r: de(r) is not None and de(r) < 50000), bat), is_list=False)
q("top 3 EVs by top speed", "Superlative", top_n(ALL, top, 3, largest=True))
q("cheapest 7-seater in the UK", "Superlative",
  argmin(where(lambda r: seats(r) == 7 and uk(r) is not None), uk), is_list=False)
q("which VW has the most range", "Superlative", argmax(where(lambda r: make(r) == "Volkswagen"), rng), is_list=False)

# --- Count (6)
count("how many audi EVs are listed?", where(lambda r: make(r) == "Audi"), "Audi electric cars")
count("how many of the cars are all wheel drive", where(awd), "all-wheel-drive electric cars")
count("how many EVs cost less than 30000 euros", where(lambda r: de(r) is not None and de(r) < 30000),
      "electric cars under €30,000 in Germany")
count("number of 7 seat EVs?", where(lambda r: seats(r) == 7), "seven-seat electric cars")
count("how many can go faster than 155mph", where(lambda r: top(r) > 155 * MILE), "electric cars above 155 mph")
count("how many teslas are over £60k in the uk", where(lambda r: make(r) == "Tesla" and uk(r) is not None and uk(r) > 60000),
      "Teslas above £60,000 in the UK")

# --- Comparison (6)
q("tesla model 3 performance vs polestar 2 long range dual motor - which goes further on a charge?", "Comparison",
  argmax(named("Tesla Model 3 Performance", "Polestar 2 Long Range Dual Motor"), rng), is_list=False)
q("which is cheaper in germany, the ID.3 Pro S or the Enyaq iV 80?", "Comparison",
  argmin(named("Volkswagen ID.3 Pro S", "Skoda Enyaq iV 80"), de), is_list=False)
q("kia ev6 gt or hyundai ioniq 5 long range awd, which is quicker 0-100?", "Comparison",
  argmin(named("Kia EV6 GT", "Hyundai IONIQ 5 Long Range AWD"), acc), is_list=False)
q("Taycan 4S vs e-tron GT quattro vs Model S Long Range: which has the biggest battery", "Comparison",
  argmax(named("Porsche Taycan 4S", "Audi e-tron GT quattro", "Tesla Model S Long Range"), bat), is_list=False)
q("zoe ZE50 R110 or R135, which is more efficient?", "Comparison",
  argmin(named("Renault Zoe ZE50 R110", "Renault Zoe ZE50 R135"), eff), is_list=False)
q("nissan ariya 87kWh vs ariya e-4ORCE 63kWh, which costs less in euros?", "Comparison",
  argmin(named("Nissan Ariya 87kWh", "Nissan Ariya e-4ORCE 63kWh"), de), is_list=False)

# --- No Answer (5)
q("EV with 1000 km of range", "No Answer", where(lambda r: rng(r) >= 1000))
q("electric car under 15000 euro", "No Answer", where(lambda r: de(r) is not None and de(r) < 15000))
q("9 seater electric van", "No Answer", where(lambda r: seats(r) >= 9))
q("tesla with front wheel drive?", "No Answer", where(lambda r: make(r) == "Tesla" and drive(r) == "Front Wheel Drive"))
q("any porsche under £50k?", "No Answer", where(lambda r: make(r) == "Porsche" and uk(r) is not None and uk(r) < 50000))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"evs-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:140])


if __name__ == "__main__":
    main()
