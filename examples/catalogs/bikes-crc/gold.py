#!/usr/bin/env python3
"""Questions and gold answers for bikes-crc, computed from the RAW rows
(raw_buscobici_chainreaction_2014-04-22.tsv) with explicit filters. Neither catalog.jsonl nor the
engine is read. From convert.py only the raw-row helpers are reused: the loader, the price to the
cent (`price`), the model year (`year`), the product id (`pid`) and the naming rule (`names`).

The questions were all written before any gold was computed and before any engine run (none was
run). The catalog has no prose, so there are no prose-only questions and no reading_decisions.json;
several questions need words that only the product NAME carries (wheel size, women's models,
groupset, ex-display), each read by an explicit name rule below.

Readings of shopper words (every filter is over the raw columns):
- price = the `price` column to the cent, EUR. "under X" / "less than X" / "for less than X" =
  price < X; "between A and B" / "A-B euros" = A <= price <= B; "over X" / "more than X" /
  "over 5k" = price > X; "1.500 €" / "1,200 €" = 1500 / 1200 (thousands separators).
- bike type = the `kind` column: "full suspension" / "full sus" = MTB-DOUBLE; "hardtail" =
  MTB-FIX; "mountain bike" = MTB-DOUBLE or MTB-FIX; "road bike" = ROAD; "city bike" = URBAN;
  "kids bike" = KIDS; "BMX" = BMX.
- brand = the `trademark` column, exact ("Ghost", "Commencal", "Vitus", "Nukeproof", "Stolen",
  "Kink", "Subrosa", "Sunn", "Dawes", "Cube", "Creme", "Trek").
- model year = a trailing 4-digit year in the model name ("from 2014", "2013 ones"); a bike
  without one is in no year condition.
- name rules (case-insensitive, on the model name): "29er" = the word "29er"; "27.5" / "650b" =
  a word "650b", "27.5" or "275" (Vitus and Nukeproof write 27.5" wheels as "275"); "women's" =
  a word "womens", "lady", "ladies", "girly" or "miss" (Ghost's MISS line); "for ladies" in city
  bikes = "lady" or "ladies"; "Ultegra" = the word "ultegra"; "fixed gear" = "fixed gear";
  "downhill" = the word "DH"; "16 inch" = the word "16" (the kids and BMX sizes are written in the
  name: "Lottie - 16 Bike", "Inspire 16 BMX Bike"); "ex-display / ex-demo" = "ex display" or
  "ex demo"; "used-looking / not new stock" also counts "cosmetic damage" where the question says
  so; "Meta" = the word "meta"; "e-bike" = the word "electric" or "e-bike" or "ebike" or a kind
  containing ELECTRIC ("Stereo Bikes Electro BMX" is not one); "tandem" = the word "tandem".
- "top 3" = the 3 best plus every bike tied with the 3rd; a superlative returns every bike tied
  for first; a comparison names bikes by an explicit rule that must match exactly one row
  (asserted) and a tie returns every tied bike.

Writes questions.json (dict; extra field `split` = dev/test, alternating; the third batch,
bikes-052..067, alternates again from dev, see `split_of`). Deterministic.
"""
import json
import os
import re

from convert import load, names, pid, price, year

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(pid(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def model(r):
    return " ".join(r["model"].split())


def low(r):
    return model(r).lower()


def words(r):
    return set(re.findall(r"[a-z0-9.]+", low(r).replace("-", " ")))


def brand(r):
    return " ".join(r["trademark"].split())


def kind(r):
    return r["kind"].strip()


def mtb(r):
    return kind(r) in ("MTB-DOUBLE", "MTB-FIX")


def has_word(r, *ws):
    w = words(r)
    return any(x in w for x in ws)


def ex_display(r):
    return "ex display" in low(r) or "ex demo" in low(r)


def womens(r):
    return has_word(r, "womens", "lady", "ladies", "girly", "miss")


def b650(r):
    return has_word(r, "650b", "27.5", "275")


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No bike in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(k, r) for k, r in ALL if f(r)]


def argmin(rows, key):
    best = min(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    best = max(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def one(brand_, f):
    rows = where(lambda r: brand(r) == brand_ and f(r))
    assert len(rows) == 1, (brand_, [model(r) for _, r in rows])
    return rows[0]


def named(brand_, text, yr=None):
    """The one bike of `brand_` whose model name contains `text` (case-insensitive), of model year
    `yr` when given, never an ex-display/ex-demo/cosmetic-damage one."""
    return one(brand_, lambda r: text.lower() in low(r) and (yr is None or year(r) == yr)
               and not ex_display(r) and "cosmetic damage" not in low(r))


# --- simple filters ---------------------------------------------------------------------------
q("What Commencal 29ers do you have?", "Simple Filter",
  where(lambda r: brand(r) == "Commencal" and has_word(r, "29er")))
q("show me the cube city bikes", "Simple Filter", where(lambda r: brand(r) == "Cube" and kind(r) == "URBAN"))
q("any ex-display or ex-demo bikes going?", "Simple Filter", where(ex_display))
q("kids bikes from Dawes", "Simple Filter", where(lambda r: brand(r) == "Dawes" and kind(r) == "KIDS"))
q("Do you sell fixed gear bikes?", "Simple Filter", where(lambda r: "fixed gear" in low(r)))
q("road bikes with Ultegra", "Simple Filter", where(lambda r: kind(r) == "ROAD" and has_word(r, "ultegra")))

# --- multi-condition --------------------------------------------------------------------------
q("full suspension bikes under 1500 euros", "Multi-Condition Queries",
  where(lambda r: kind(r) == "MTB-DOUBLE" and price(r) < 1500))
q("2014 hardtail for less than 600 €", "Multi-Condition Queries",
  where(lambda r: kind(r) == "MTB-FIX" and year(r) == 2014 and price(r) < 600))
q("road bike between 1000 and 1500 €", "Multi-Condition Queries",
  where(lambda r: kind(r) == "ROAD" and 1000 <= price(r) <= 1500))
q("Ghost hardtails from 2013 under 500 euros", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Ghost" and kind(r) == "MTB-FIX" and year(r) == 2013 and price(r) < 500))
q("27.5 / 650b hardtail under 1.500 €", "Multi-Condition Queries",
  where(lambda r: kind(r) == "MTB-FIX" and b650(r) and price(r) < 1500))
q("women's mountain bikes under 1000 euros", "Multi-Condition Queries",
  where(lambda r: mtb(r) and womens(r) and price(r) < 1000))
q("16 inch bike for my kid, under 200€", "Multi-Condition Queries",
  where(lambda r: kind(r) in ("KIDS", "BMX") and has_word(r, "16") and price(r) < 200))
q("BMX from 2014 under 300 euros", "Multi-Condition Queries",
  where(lambda r: kind(r) == "BMX" and year(r) == 2014 and price(r) < 300))
q("Stolen BMX 2014 between 400 and 600 €", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Stolen" and kind(r) == "BMX" and year(r) == 2014 and 400 <= price(r) <= 600))
q("vitus road bikes, 2014 models, under 1,200 €", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Vitus" and kind(r) == "ROAD" and year(r) == 2014 and price(r) < 1200))
q("city bikes for ladies under 700 euros", "Multi-Condition Queries",
  where(lambda r: kind(r) == "URBAN" and has_word(r, "lady", "ladies") and price(r) < 700))
q("Nukeproof bikes 3000-4000 euros", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Nukeproof" and 3000 <= price(r) <= 4000))
q("downhill bikes under €4,000", "Multi-Condition Queries",
  where(lambda r: has_word(r, "dh") and price(r) < 4000))

# --- inverse ----------------------------------------------------------------------------------
q("full suspension Commencals that aren't a Meta", "Inverse Queries",
  where(lambda r: brand(r) == "Commencal" and kind(r) == "MTB-DOUBLE" and not has_word(r, "meta")))
q("road bikes over 2000 € that aren't Vitus", "Inverse Queries",
  where(lambda r: kind(r) == "ROAD" and price(r) > 2000 and brand(r) != "Vitus"))
q("Ghost city bikes, not the lady versions", "Inverse Queries",
  where(lambda r: brand(r) == "Ghost" and kind(r) == "URBAN" and not has_word(r, "lady", "ladies")))
q("BMX bikes over €600 except Stolen and Kink", "Inverse Queries",
  where(lambda r: kind(r) == "BMX" and price(r) > 600 and brand(r) not in ("Stolen", "Kink")))
q("hardtails over 1000 euros, not Ghost or Commencal", "Inverse Queries",
  where(lambda r: kind(r) == "MTB-FIX" and price(r) > 1000 and brand(r) not in ("Ghost", "Commencal")))
rows = where(lambda r: "honky tonk" in low(r))
q("which brand makes the Honky Tonk?", "Inverse Queries", rows,
  answer=f"{brand(rows[0][1])} ({NAME[rows[0][0]]}).", is_list=False)
q("2014 full sus under 2000 that isn't ex-display, ex-demo or cosmetic damage", "Inverse Queries",
  where(lambda r: kind(r) == "MTB-DOUBLE" and year(r) == 2014 and price(r) < 2000 and not ex_display(r)
        and "cosmetic damage" not in low(r)))

# --- superlative ------------------------------------------------------------------------------
q("most expensive bike?", "Superlative", argmax(ALL, price), is_list=False)
q("cheapest full suspension bike", "Superlative", argmin(where(lambda r: kind(r) == "MTB-DOUBLE"), price),
  is_list=False)
q("top 3 most expensive road bikes", "Superlative",
  top_n(where(lambda r: kind(r) == "ROAD"), price, 3, largest=True))
q("cheapest BMX from 2014", "Superlative",
  argmin(where(lambda r: kind(r) == "BMX" and year(r) == 2014), price), is_list=False)
q("the priciest kids bike", "Superlative", argmax(where(lambda r: kind(r) == "KIDS"), price), is_list=False)
q("3 cheapest hardtails", "Superlative", top_n(where(lambda r: kind(r) == "MTB-FIX"), price, 3))
q("most expensive city bike you have", "Superlative", argmax(where(lambda r: kind(r) == "URBAN"), price),
  is_list=False)
q("cheapest Commencal", "Superlative", argmin(where(lambda r: brand(r) == "Commencal"), price), is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: brand(r) == "Nukeproof")
q("How many Nukeproof bikes do you have?", "Count", rows, answer=f"{len(rows)} Nukeproof bikes.")
rows = where(lambda r: kind(r) == "ROAD" and price(r) < 1000)
q("how many road bikes under 1000 euros?", "Count", rows, answer=f"{len(rows)} road bikes.")
rows = where(lambda r: brand(r) == "Subrosa" and kind(r) == "BMX")
q("how many subrosa BMXs", "Count", rows, answer=f"{len(rows)} Subrosa BMX bikes.")
rows = where(lambda r: year(r) == 2012)
q("How many 2012 model bikes are there?", "Count", rows, answer=f"{len(rows)} bikes.")
rows = where(lambda r: brand(r) == "Sunn" and kind(r) == "MTB-FIX")
q("How many Sunn hardtails?", "Count", rows, answer=f"{len(rows)} Sunn hardtails.")
rows = where(lambda r: kind(r) == "MTB-DOUBLE" and price(r) > 5000)
q("how many full sus bikes over 5k?", "Count", rows, answer=f"{len(rows)} full-suspension bikes.")

# --- comparison -------------------------------------------------------------------------------
pair = [named("Commencal", "Meta AM2 650b", 2014), named("Commencal", "Meta AM3 650b", 2014)]
q("meta am2 650b vs am3 650b - which costs less?", "Comparison", argmin(pair, price), is_list=False)
pair = [named("Ghost", "SE 2950", 2013), named("Ghost", "SE 2950", 2014)]
q("which is cheaper, the 2013 or the 2014 Ghost SE 2950?", "Comparison", argmin(pair, price), is_list=False)
trio = [named("Vitus", "Bikes Venon Road Bike", 2014), named("Vitus", "Bikes Zenium Road Bike", 2014),
        named("Vitus", "Bikes Razor Road Bike", 2014)]
q("Vitus Venon, Zenium or Razor road bike: which is the most expensive?", "Comparison", argmax(trio, price),
  is_list=False)
pair = [named("Nukeproof", "Pulse DH Pro Bike", 2014), named("Commencal", "Supreme DH Suspension Bike", 2014)]
q("Nukeproof Pulse DH Pro or Commencal Supreme DH (2014) - which is cheaper?", "Comparison",
  argmin(pair, price), is_list=False)
pair = [named("Kink", "Barrier", 2014), named("Stolen", "Heist", 2014)]
q("kink barrier vs stolen heist, 2014 models, which costs more", "Comparison", argmax(pair, price),
  is_list=False)
pair = [named("Creme", "Cafe Racer Solo Mens 3 Speed", 2014), named("Creme", "Holy Moly Solo Ladies 3 Speed", 2014)]
q("Creme Cafe Racer Solo 3 speed or the Holy Moly Solo 3 speed, which is cheaper?", "Comparison",
  argmin(pair, price), is_list=False)
pair = [named("Vitus", "Rapide 275"), named("Vitus", "Rapide 290")]
q("Rapide 275 or Rapide 290, which one is cheaper?", "Comparison", argmin(pair, price), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("Do you have any e-bikes?", "No Answer",
  where(lambda r: has_word(r, "electric", "e-bike", "ebike") or "e-bike" in low(r) or "ELECTRIC" in kind(r)))
q("any Trek bikes?", "No Answer", where(lambda r: brand(r) == "Trek"))
q("road bike under 500 euros?", "No Answer", where(lambda r: kind(r) == "ROAD" and price(r) < 500))
q("do you have a tandem?", "No Answer", where(lambda r: has_word(r, "tandem")))

# === third batch (session 26): bikes-052 ... bikes-067 =====================================
# Written, and gold computed, before any engine run on them. Same readings as above, plus:
# - "k" / "grand": "1.5k" = 1500, "2 and 3 grand" = 2000 and 3000 (EUR; the shop prices in EUR,
#   a bare number is read as euros). "under X" / "for under X" / "less than X" = price < X;
#   "between A and B" = A <= price <= B (inclusive).
# - "N inch kids bike" = kind KIDS and the size N as a word of the model name (Dawes writes
#   "Lightning Boys Bike - 20", Ghost "Powerkid 20 Boys Kids Bike 2014"). "Dawes Redtail Boys"
#   carries no size and so is in no size condition (its sibling row is "Redtail - 20 Bike"; it
#   would not change either answer: EUR 238.49, above the 20" minimum and the 24" filter has no
#   such row). 24" BMX cruisers (Stolen Saint 24) are BMX, not kids bikes.
# - "without the 16 or 18 inch kids sizes" (of a BMX brand) = no word "16" or "18" in the model
#   name (Ruption "Pulse 16", "Impact 18").
# - "mountain bike"/"full suspension"/"hardtail"/"road"/"city"/"kids"/"BMX" = the `kind` column as
#   above; "ghost"/"vitus"/"commencal"/"ruption"/"giant"/"cube"/"nukeproof" = `trademark` exactly.
# - model year as above (a bike with no trailing year, e.g. every Sunn, is in no year condition).
# - counts and No Answer lists are the full matching row lists; ex-display / cosmetic-damage rows
#   are bikes on sale and count like any other unless a question excludes them.
# The new ids alternate dev/test starting with dev at bikes-052 (see main()).
FIRST_BATCHES = len(QUESTIONS)  # 51: bikes-001..bikes-051 keep their split rule
assert FIRST_BATCHES == 51


def size_word(r, *sizes):
    return has_word(r, *[str(n) for n in sizes])


# bikes-052 (Superlative, top 3 with a tie at the 3rd price -> 4 bikes)
q("3 priciest bmx bikes you've got?", "Superlative", top_n(where(lambda r: kind(r) == "BMX"), price, 3, largest=True))
# bikes-053 (Multi-Condition: type + year + price range)
q("2014 full suspension between 1500 and 2000€", "Multi-Condition Queries",
  where(lambda r: kind(r) == "MTB-DOUBLE" and year(r) == 2014 and 1500 <= price(r) <= 2000))
# bikes-054 (Inverse "not": type + year + price, brand excluded)
q("2014 hardtails under 700 euro, not ghost", "Inverse Queries",
  where(lambda r: kind(r) == "MTB-FIX" and year(r) == 2014 and price(r) < 700 and brand(r) != "Ghost"))
# bikes-055 (Superlative with a condition: the dearest hardtail priced < 1000)
q("what's the most expensive hardtail i can get for under 1000?", "Superlative",
  argmax(where(lambda r: kind(r) == "MTB-FIX" and price(r) < 1000), price), is_list=False)
# bikes-056 (Multi-Condition: type + year + "2 and 3 grand")
q("2013 road bikes between 2 and 3 grand", "Multi-Condition Queries",
  where(lambda r: kind(r) == "ROAD" and year(r) == 2013 and 2000 <= price(r) <= 3000))
# bikes-057 (Inverse "anything but": road, < 1000, brand != Vitus)
q("road bike under 1k, anything but vitus", "Inverse Queries",
  where(lambda r: kind(r) == "ROAD" and price(r) < 1000 and brand(r) != "Vitus"))
# bikes-058 (Count)
rows = where(lambda r: kind(r) == "BMX" and price(r) < 300)
q("how many bmx under 300 euros?", "Count", rows, answer=f"{len(rows)} BMX bikes.")
# bikes-059 (No Answer: the cheapest full suspension bike is EUR 1,008.49)
q("full suspension mtb under 1000€?", "No Answer", where(lambda r: kind(r) == "MTB-DOUBLE" and price(r) < 1000))
# bikes-060 (Superlative with a size condition; two Dawes 20" bikes tie at EUR 192.99)
q("cheapest 20 inch kids bike", "Superlative", argmin(where(lambda r: kind(r) == "KIDS" and size_word(r, 20)), price),
  is_list=False)
# bikes-061 (Multi-Condition: kids + 24" + price)
q("24 inch kids bike for less than 300 eur", "Multi-Condition Queries",
  where(lambda r: kind(r) == "KIDS" and size_word(r, 24) and price(r) < 300))
# bikes-062 (Inverse "without": Ruption BMX minus the 16"/18" models)
q("ruption bmx bikes without the 16 or 18 inch kids sizes", "Inverse Queries",
  where(lambda r: brand(r) == "Ruption" and kind(r) == "BMX" and not size_word(r, 16, 18)))
# bikes-063 (Comparison: EUR 4,015.99 vs 4,033.49)
pair = [named("Cube", "Fritzz 160"), named("Nukeproof", "Mega AM 275 Pro")]
q("cube fritzz 160 or nukeproof mega am 275 pro, which is cheaper?", "Comparison", argmin(pair, price),
  is_list=False)
# bikes-064 (Multi-Condition: brand + type + year + "1.5k")
q("commencal hardtail, 2014 model, under 1.5k", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Commencal" and kind(r) == "MTB-FIX" and year(r) == 2014 and price(r) < 1500))
# bikes-065 (Superlative)
q("priciest ghost bike?", "Superlative", argmax(where(lambda r: brand(r) == "Ghost"), price), is_list=False)
# bikes-066 (No Answer: every Giant in the catalog is a 2012 model)
q("do you have any 2014 giant bikes", "No Answer", where(lambda r: brand(r) == "Giant" and year(r) == 2014))
# bikes-067 (Count)
rows = where(lambda r: brand(r) == "Commencal" and year(r) == 2014)
q("how many 2014 commencal bikes are listed", "Count", rows, answer=f"{len(rows)} Commencal 2014 bikes.")


def split_of(i):
    """bikes-001..051: dev at even positions (0-based); the third batch alternates again from dev at
    bikes-052 (so bikes-051 and bikes-052 are both dev), as asked for that batch."""
    if i < FIRST_BATCHES:
        return "dev" if i % 2 == 0 else "test"
    return "dev" if (i - FIRST_BATCHES) % 2 == 0 else "test"


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = split_of(i)
        out[f"bikes-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
