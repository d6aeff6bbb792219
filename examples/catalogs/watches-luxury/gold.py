#!/usr/bin/env python3
"""Questions and gold answers for watches-luxury, computed from the RAW rows
(raw_luxury_watches.csv) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only the raw-row helpers are reused: `load` (the 488 distinct rows in file order),
`clean`, `price` and `names` (each row's product name).

All 50 questions were written before any gold was computed and before any engine run. The source
has no prose, so there are no prose-only questions. One question was replaced after its gold was
first computed: "blue dial GMT under $10000" (no row matches; it was meant as a multi-condition
filter, not a no-answer question) became "GMT watch under $10000".

Readings of shopper words (every filter is over the raw columns):
- brand = `Brand`, with `Tag Heuer` = `TAG Heuer` and `A. Lange & Sohne` = `A. Lange & Söhne`;
  model = `Model` (exact, so "Royal Oak" is not "Royal Oak Offshore"; none here anyway).
- price = `Price (USD)`; "under X" / "less than X" = < X; "X tops" / "max" = <= X; "over X" = > X;
  "between X and Y" inclusive; "5k" / "5 grand" = 5,000.
- water resistance = `Water Resistance` in metres; "N bar" = N x 10 m; "ft" at 0.3048 m;
  "dive watch" / "diver" = at least 200 m (the question's own depth where it names one).
- case diameter / thickness / band width = the mm columns; "inch" = 25.4 mm.
- power reserve = `Power Reserve` in hours (`N days` x 24; `N/A` = none, never matches); "3 days"
  = 72 h; "a week" = 168 h.
- complications = `Complications` split on ", " (`None` = no complications):
  chronograph = a `Chronograph` or `Stopwatch` item (`Flyback` rows also list Chronograph);
  moon phase = `Moonphase` or `Moon Phase`; GMT = `GMT`, `Second Time Zone` or `Dual Time Zone`
  (not `World Time` alone); date = an item `Date` or `Day/Date`.
- movement: "automatic" = `Automatic`; "hand wound" / "manual" = `Manual`; "mechanical" =
  Automatic or Manual; "quartz" = `Quartz` only (Citizen's `Eco-Drive`, a solar quartz, is not
  counted as "quartz" but is not mechanical either).
- case "gold" = `Case Material` contains "Gold" (rose, white, yellow, Hublot's `18k King Gold`);
  "rose gold" = contains "Rose Gold" (King Gold not); "steel" = `Stainless Steel` (not the
  `German Submarine Steel` of one Sinn — a steel, so "steel" includes it: contains "Steel").
- strap: "leather" = `Leather` or `Alligator`; "rubber" = `Rubber` or `Silicone`; "bracelet" /
  "metal bracelet" = `Stainless Steel`, `Jubilee`, `Jubilee Bracelet`, `Titanium`, `Rose Gold`.
- crystal = `Crystal Material`; dial = `Dial Color`.
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import clean, load, names, price  # noqa: E402

ROWS = load()
NAMES = names(ROWS)
ALL = list(zip(NAMES, ROWS))
QUESTIONS = []

BRAND_ALIASES = {"Tag Heuer": "TAG Heuer", "A. Lange & Sohne": "A. Lange & Söhne"}


def brand(r):
    b = clean(r["Brand"])
    return BRAND_ALIASES.get(b, b)


def model(r):
    return clean(r["Model"])


def wr(r):
    return float(clean(r["Water Resistance"]).split()[0])


def diam(r):
    return float(r["Case Diameter (mm)"])


def thick(r):
    return float(r["Case Thickness (mm)"])


def pres(r):
    s = clean(r["Power Reserve"])
    if s in ("", "N/A"):
        return None
    n, unit = s.split()
    return float(n) * (24 if unit.startswith("day") else 1)


def comps(r):
    s = clean(r["Complications"])
    return [] if s == "None" else [c.strip() for c in s.split(",")]


def chrono(r):
    return any(c in ("Chronograph", "Stopwatch") for c in comps(r))


def moon(r):
    return any(c in ("Moonphase", "Moon Phase") for c in comps(r))


def gmt(r):
    return any(c in ("GMT", "Second Time Zone", "Dual Time Zone") for c in comps(r))


def has_date(r):
    return any(c in ("Date", "Day/Date") for c in comps(r))


def mov(r):
    return clean(r["Movement Type"])


def mech(r):
    return mov(r) in ("Automatic", "Manual")


def case(r):
    return clean(r["Case Material"])


def strap(r):
    return clean(r["Strap Material"])


def leather(r):
    return strap(r) in ("Leather", "Alligator")


def rubber(r):
    return strap(r) in ("Rubber", "Silicone")


def bracelet(r):
    return strap(r) in ("Stainless Steel", "Jubilee", "Jubilee Bracelet", "Titanium", "Rose Gold")


def dial(r):
    return clean(r["Dial Color"])


def crystal(r):
    return clean(r["Crystal Material"])


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No watch in the catalog matches."
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


INCH = 25.4
FT = 0.3048

# --- Simple Filter (6)
q("omgea watches", "Simple Filter", where(lambda r: brand(r) == "Omega"))
q("watches with a moonphase", "Simple Filter", where(moon))
q("anything water resistant to 100 bar or more?", "Simple Filter", where(lambda r: wr(r) >= 1000))
q("hand wound watches", "Simple Filter", where(lambda r: mov(r) == "Manual"))
q("which watches have hesalite glass", "Simple Filter", where(lambda r: crystal(r) == "Hesalite"))
q("titanium case", "Simple Filter", where(lambda r: case(r) == "Titanium"))

# --- Multi-Condition Queries (12)
q("automatic chronograph under 5k", "Multi-Condition Queries",
  where(lambda r: mov(r) == "Automatic" and chrono(r) and price(r) < 5000))
q("rolex with a blue dial", "Multi-Condition Queries", where(lambda r: brand(r) == "Rolex" and dial(r) == "Blue"))
q("dive watch good to 1000 ft, under 5 grand", "Multi-Condition Queries",
  where(lambda r: wr(r) >= 1000 * FT and price(r) < 5000))
q("rose gold dress watch on leather, no complications", "Multi-Condition Queries",
  where(lambda r: "Rose Gold" in case(r) and leather(r) and not comps(r)))
q("steel sports watch on a bracelet, 200m water resistance, less than $10,000", "Multi-Condition Queries",
  where(lambda r: "Steel" in case(r) and bracelet(r) and wr(r) >= 200 and price(r) < 10000))
q("small watch for a slim wrist - under 1.5 inch across and thinner than 9mm", "Multi-Condition Queries",
  where(lambda r: diam(r) < 1.5 * INCH and thick(r) < 9))
q("at least 100 hours power reserve for under 15000 dollars", "Multi-Condition Queries",
  where(lambda r: pres(r) is not None and pres(r) >= 100 and price(r) < 15000))
q("GMT watch under $10000", "Multi-Condition Queries", where(lambda r: gmt(r) and price(r) < 10000))
q("patek philippe between 30k and 50k", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Patek Philippe" and 30000 <= price(r) <= 50000))
q("42mm black dial on a rubber strap", "Multi-Condition Queries",
  where(lambda r: diam(r) == 42 and dial(r) == "Black" and rubber(r)))
q("panerai titanium with a 3 day power reserve", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Panerai" and case(r) == "Titanium" and pres(r) is not None and pres(r) >= 72))
q("AP royal oak 37mm or smaller", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Audemars Piguet" and model(r) == "Royal Oak" and diam(r) <= 37))

# --- Inverse Queries (7)
q("automatic watches without a date", "Inverse Queries", where(lambda r: mov(r) == "Automatic" and not has_date(r)))
q("cartier watches that aren't quartz", "Inverse Queries", where(lambda r: brand(r) == "Cartier" and mov(r) != "Quartz"))
q("chronographs under 6k not from omega, breitling or zenith", "Inverse Queries",
  where(lambda r: chrono(r) and price(r) < 6000 and brand(r) not in ("Omega", "Breitling", "Zenith")))
q("blancpain fifty fathoms that are not on rubber", "Inverse Queries",
  where(lambda r: brand(r) == "Blancpain" and model(r) == "Fifty Fathoms" and not rubber(r)))
q("watches where the crystal is not sapphire", "Inverse Queries", where(lambda r: crystal(r) != "Sapphire"))
q("titanium watches except hublot and panerai", "Inverse Queries",
  where(lambda r: case(r) == "Titanium" and brand(r) not in ("Hublot", "Panerai")))
q("steel rolexes other than the datejust", "Inverse Queries",
  where(lambda r: brand(r) == "Rolex" and "Steel" in case(r) and model(r) != "Datejust"))

# --- Superlative (8)
q("most expensive watch you have", "Superlative", argmax(ALL, price), is_list=False)
q("cheapest automatic", "Superlative", argmin(where(lambda r: mov(r) == "Automatic"), price), is_list=False)
q("thinnest watch?", "Superlative", argmin(ALL, thick), is_list=False)
q("longest power reserve on a mechanical watch", "Superlative",
  argmax(where(lambda r: mech(r) and pres(r) is not None), pres), is_list=False)
q("top 3 most water resistant watches", "Superlative", top_n(ALL, wr, 3, largest=True))
q("biggest case size for less than 10k", "Superlative", argmax(where(lambda r: price(r) < 10000), diam), is_list=False)
q("cheapest watch with moon phase", "Superlative", argmin(where(moon), price), is_list=False)
q("top 3 priciest rolexes", "Superlative", top_n(where(lambda r: brand(r) == "Rolex"), price, 3, largest=True))

# --- Count (6)
count("how many quartz watches are there", where(lambda r: mov(r) == "Quartz"), "quartz watches")
count("how many IWCs do you list?", where(lambda r: brand(r) == "IWC"), "IWC watches")
count("number of watches over twenty thousand dollars", where(lambda r: price(r) > 20000), "watches over $20,000")
count("how many chronographs?", where(chrono), "chronographs")
count("how many black dial watches on leather", where(lambda r: dial(r) == "Black" and leather(r)),
      "black-dial watches on a leather strap")
count("how many gold watches", where(lambda r: "Gold" in case(r)), "watches with a gold case")

# --- Comparison (6)
q("which is cheaper, rolex submariner or omega seamaster?", "Comparison",
  argmin(named("Rolex Submariner", "Omega Seamaster"), price), is_list=False)
q("breitling navitimer vs tag carrera vs omega aqua terra - longest power reserve?", "Comparison",
  argmax(named("Breitling Navitimer", "TAG Heuer Carrera" if "TAG Heuer Carrera" in NAMES else "Tag Heuer Carrera",
               "Omega Aqua Terra"), pres), is_list=False)
q("sinn u1 or sinn u50, which one is more water resistant", "Comparison",
  argmax(named("Sinn U1", "Sinn U50"), wr), is_list=False)
q("jaeger lecoultre reverso vs cartier tank solo: which is thinner?", "Comparison",
  argmin(named("Jaeger-LeCoultre Reverso", "Cartier Tank Solo"), thick), is_list=False)
q("breguet type xx or type xxi, which has the bigger case", "Comparison",
  argmax(named("Breguet Type XX", "Breguet Type XXI"), diam), is_list=False)
q("panerai luminor base logo vs luminor base — which is larger?", "Comparison",
  argmax(named("Panerai Luminor Base Logo", "Panerai Luminor Base"), diam), is_list=False)

# --- No Answer (5)
q("green dial watches", "No Answer", where(lambda r: dial(r) == "Green"))
q("smartwatch with gps?", "No Answer",
  where(lambda r: any("GPS" in c for c in comps(r)) or "smart" in model(r).lower()))
q("solid gold rolex under $5,000", "No Answer", where(lambda r: brand(r) == "Rolex" and "Gold" in case(r) and price(r) < 5000))
q("quartz dive watch rated 1000m", "No Answer", where(lambda r: mov(r) == "Quartz" and wr(r) >= 1000))
q("patek philippe under 10 grand", "No Answer", where(lambda r: brand(r) == "Patek Philippe" and price(r) < 10000))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"watches-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:140])


if __name__ == "__main__":
    main()
