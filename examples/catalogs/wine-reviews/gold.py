#!/usr/bin/env python3
"""Questions and gold answers for wine-reviews, computed from the RAW rows
(raw_winemag_first2200.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the naming rule (`names`) and the vintage parse of the raw title (`vintage`)
are reused.

Prose-only questions read the tasting note (`description`) with an explicit rule per question;
every wine whose note the rule looks at gets a recorded decision with its reason
(reading_decisions.json); OVERRIDES lists the notes where the rule's match was read otherwise.

Fourth batch (wine-076..087), readings of shopper words: "chianti classico" = region_1 Chianti
Classico; "between 20 and 40 USD" = 20 <= price <= 40 (inclusive); "bordeaux red" = province
Bordeaux and variety Bordeaux-style Red Blend or Merlot (not the white blends, Sauvignon Blanc,
Rosé); "blackcurrant / cassis notes" (prose, rule `cassis`) = the note names cassis or
black currant(s); "40 dollars max" = price <= 40; "napa cabs" = region_2 Napa (as in batch 2) and
variety Cabernet Sauvignon; "top 3 highest rated" = the 3 highest scores plus any wine tied with the
3rd; "over $100" = price > 100; "lowest score" = fewest points; "rosés" = variety Rosé, Rosato or
Rosado (Italian and Spanish rosé); "under 15 bucks" = price < 15; "argentinian malbecs" = country
Argentina and variety Malbec; "cali cab" = province California and variety Cabernet Sauvignon;
"not from napa" = region_2 not Napa and "Napa" not in region_1 (Napa-Sonoma / Carneros is not
Napa, as in batch 2); "2016 barolo" = region_1 Barolo and vintage 2016; "champagne" = region_1
Champagne (as in batch 1); "90 points or better" = points >= 90; "TBA" = Trockenbeerenauslese;
comparisons name one wine each, and a tie returns every tied wine. Unpriced wines never meet a
price condition.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import csv
import json
import os
import re

from convert import names, vintage

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = list(csv.DictReader(open(os.path.join(HERE, "raw_winemag_first2200.csv"), encoding="utf-8", newline="")))
NAME = names(ROWS)


def price(r):
    return float(r["price"]) if r["price"] else None


def pts(r):
    return int(r["points"])


def year(r):
    v = vintage(r)
    return int(v) if v else None


def under(r, x):
    return price(r) is not None and price(r) < x


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    items = [NAME[r["id"]] for r in rows]
    if answer is None:
        answer = "; ".join(items) if items else "No wine in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items})


def where(f):
    return [r for r in ROWS if f(r)]


def argmin(rows, key):
    best = min(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def argmax(rows, key):
    best = max(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def by_id(i):
    return next(r for r in ROWS if r["id"] == str(i))


# --- simple filters -------------------------------------------------------------------------
q("Which wines scored 97 points or more?", "Simple Filter", where(lambda r: pts(r) >= 97))
q("Which wine got a perfect 100 score?", "Simple Filter", where(lambda r: pts(r) == 100))
q("Show me the wines from New Zealand", "Simple Filter", where(lambda r: r["country"] == "New Zealand"))
q("Gewurztraminer from Alsace", "Simple Filter",
  where(lambda r: r["variety"] == "Gewürztraminer" and r["province"] == "Alsace"))

# --- multi-condition ------------------------------------------------------------------------
q("Champagne under $50", "Multi-Condition Queries", where(lambda r: r["region_1"] == "Champagne" and under(r, 50)))
q("Napa Valley Cabernet Sauvignon under $40", "Multi-Condition Queries",
  where(lambda r: r["region_1"] == "Napa Valley" and r["variety"] == "Cabernet Sauvignon" and under(r, 40)))
q("Willamette Valley pinot noir rated 92 or higher", "Multi-Condition Queries",
  where(lambda r: r["region_1"] == "Willamette Valley" and r["variety"] == "Pinot Noir" and pts(r) >= 92))
q("Portuguese wines under 15 dollars", "Multi-Condition Queries",
  where(lambda r: r["country"] == "Portugal" and under(r, 15)))
q("German Rieslings for less than $25", "Multi-Condition Queries",
  where(lambda r: r["country"] == "Germany" and r["variety"] == "Riesling" and under(r, 25)))
q("Malbec from Mendoza between $20 and $40", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Malbec" and r["province"] == "Mendoza Province"
        and price(r) is not None and 20 <= price(r) <= 40))
q("2014 Chardonnays rated 90+", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Chardonnay" and year(r) == 2014 and pts(r) >= 90))
q("wines from 2010 or older that cost under $30", "Multi-Condition Queries",
  where(lambda r: year(r) is not None and year(r) <= 2010 and under(r, 30)))
q("Tuscan Sangiovese under 30 bucks", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Sangiovese" and r["province"] == "Tuscany" and under(r, 30)))
q("Bordeaux wines Roger Voss gave 95 points or more", "Multi-Condition Queries",
  where(lambda r: r["province"] == "Bordeaux" and r["taster_name"] == "Roger Voss" and pts(r) >= 95))
q("Spanish wines under 10 bucks", "Multi-Condition Queries", where(lambda r: r["country"] == "Spain" and under(r, 10)))
q("sparkling wines from California", "Multi-Condition Queries",
  where(lambda r: r["province"] == "California" and ("Sparkling" in r["variety"] or r["variety"] == "Champagne Blend")))

# --- inverse --------------------------------------------------------------------------------
q("Which Pinot Noirs are not from the US?", "Inverse Queries",
  where(lambda r: r["variety"] == "Pinot Noir" and r["country"] != "US"))
q("Which Oregon wines are not Pinot Noir?", "Inverse Queries",
  where(lambda r: r["province"] == "Oregon" and r["variety"] != "Pinot Noir"))
q("Which French wines have no price listed?", "Inverse Queries",
  where(lambda r: r["country"] == "France" and price(r) is None))
q("Rosé wines that are not from France", "Inverse Queries",
  where(lambda r: r["variety"] == "Rosé" and r["country"] != "France"))
q("Barolos that scored less than 90 points", "Inverse Queries",
  where(lambda r: r["region_1"] == "Barolo" and pts(r) < 90))

# --- superlative ----------------------------------------------------------------------------
q("highest rated Malbec", "Superlative", argmax(where(lambda r: r["variety"] == "Malbec"), pts), is_list=False)
q("What's the cheapest wine with 95 points or more?", "Superlative",
  argmin(where(lambda r: pts(r) >= 95 and price(r) is not None), price), is_list=False)
q("most expensive Italian wine", "Superlative",
  argmax(where(lambda r: r["country"] == "Italy" and price(r) is not None), price), is_list=False)
q("Which wines under $15 have the highest rating?", "Superlative", argmax(where(lambda r: under(r, 15)), pts))
q("What is the oldest vintage you have?", "Superlative", argmin(where(lambda r: year(r) is not None), year))
q("most expensive riesling", "Superlative",
  argmax(where(lambda r: r["variety"] == "Riesling" and price(r) is not None), price), is_list=False)

# --- count ----------------------------------------------------------------------------------
rows = where(lambda r: r["country"] == "Chile")
q("How many Chilean wines are there?", "Count", rows, answer=f"{len(rows)} wines from Chile.")
rows = where(lambda r: r["taster_name"] == "Kerin O’Keefe")
q("How many wines did Kerin O'Keefe review?", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: r["variety"] == "Prosecco" and under(r, 20))
q("how many proseccos are under $20", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: r["province"] == "Oregon" and pts(r) >= 90)
q("How many Oregon wines scored 90 points or more?", "Count", rows, answer=f"{len(rows)}.")

# --- comparison -----------------------------------------------------------------------------
a, b = by_id(3), by_id(5)
q("Which is cheaper, the St. Julian Late Harvest Riesling or the Tandem Ars In Vitro?", "Comparison", [min((a, b), key=price)], is_list=False)
a, b = by_id(10), by_id(29)
assert pts(a) != pts(b)
q("Which scored higher, the Kirkland Signature Mountain Cuvée or the Clarksburg Wine Company Chenin Blanc?", "Comparison", [max((a, b), key=pts)],
  is_list=False)
a, b = by_id(23), by_id(25)
assert price(a) != price(b)
q("Bianchi Signature Selection Merlot vs Castello di Amorosa King Ridge Pinot Noir: which one is more expensive?", "Comparison", [max((a, b), key=price)],
  is_list=False)

# --- prose only -----------------------------------------------------------------------------
READING = {}
# (question key, wine id) -> (decision, reason) where the rule's literal match is read otherwise.
OVERRIDES = {
    ("seafood", "1822"): (False, "“Salmon-colored” describes the wine's colour, not a food pairing"),
}


def read(key, pattern, reason_yes, reason_no, rows=None):
    out = []
    for r in rows if rows is not None else ROWS:
        note = r["description"]
        m = re.search(pattern, note, re.I)
        yes, reason = (True, f"{reason_yes}: “{m.group(0)}”") if m else (False, reason_no)
        if (key, r["id"]) in OVERRIDES:
            yes, reason = OVERRIDES[(key, r["id"])]
        if m or (key, r["id"]) in OVERRIDES:
            READING.setdefault(key, {})[NAME[r["id"]]] = {"answer": yes, "reason": reason}
        if yes:
            out.append(r)
    return out


q("Which wines have notes of pineapple?", "Prose Only",
  read("pineapple", r"pineapple", "the tasting note names pineapple", "pineapple not mentioned"))
q("smoky wines", "Prose Only",
  read("smoky", r"\bsmok(y|e|ey|iness)\b", "the tasting note describes smoke/smokiness", "no smoke mentioned"))
q("Which wines taste of chocolate?", "Prose Only",
  read("chocolate", r"chocolate", "the tasting note names chocolate", "chocolate not mentioned"))
q("What wines go well with seafood or fish?", "Prose Only",
  read("seafood", r"\b(seafood|shellfish|fish|oysters?|shrimp|lobster|crab|salmon)\b",
       "the tasting note pairs it with seafood/fish", "no seafood pairing mentioned"))
q("Which wines does the reviewer say not to drink before 2020?", "Prose Only",
  read("from2020", r"\b(drink|best|better|enjoy|enjoyed|cellar|hold|age|aging)\b[^.]{0,40}?\b(from|after)\s+(202\d|203\d)\b"
       r"|\bbest enjoyed (202\d|203\d) through",
       "the tasting note's drinking window starts in 2020 or later",
       "no drinking window starting in 2020 or later (\"now through 2022\" means drinkable now)"))
q("pinot noirs with cherry flavours under $30", "Prose Only",
  read("cherry", r"cherr(y|ies)", "the tasting note names cherry", "cherry not mentioned",
       rows=where(lambda r: r["variety"] == "Pinot Noir" and under(r, 30))))

# --- no answer ------------------------------------------------------------------------------
q("Do you have any wines from Japan?", "No Answer", where(lambda r: r["country"] == "Japan"))
q("wines under $3", "No Answer", where(lambda r: under(r, 3)))
q("Which wines scored below 80 points?", "No Answer", where(lambda r: pts(r) < 80))


# --- second batch (questions 44-59, written 2026-12-03 before any engine run on them) --------
# Mixed order so that every category gets both splits; positions continue after the 43 above.
# 44 test / 45 dev: multi-condition
q("washington state syrah 90 pts and up", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Syrah" and r["province"] == "Washington" and pts(r) >= 90))
q("austrian grüner under twenty dollars", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Grüner Veltliner" and r["country"] == "Austria" and under(r, 20)))
# 46 test / 47 dev: inverse
q("riesling that isn't german or american", "Inverse Queries",
  where(lambda r: r["variety"] == "Riesling" and r["country"] not in ("Germany", "US")))
q("alsace wines except gewurz and riesling", "Inverse Queries",
  where(lambda r: r["province"] == "Alsace" and r["variety"] not in ("Gewürztraminer", "Riesling")))
# 48 test / 49 dev: superlative
q("cheapest barolo that got 93 pts or better", "Superlative",
  argmin(where(lambda r: r["region_1"] == "Barolo" and pts(r) >= 93 and price(r) is not None), price), is_list=False)
q("best rated wine from greece?", "Superlative", argmax(where(lambda r: r["country"] == "Greece"), pts), is_list=False)
# 50 test / 51 dev: count ("napa" = the Napa sub-region column, i.e. Napa Valley and its AVAs; Carneros is Napa-Sonoma)
rows = where(lambda r: r["country"] == "New Zealand" and r["variety"] == "Sauvignon Blanc")
q("how many nz sauvignon blancs do you have", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: r["region_2"] == "Napa" and price(r) is not None and price(r) > 100)
q("how many napa bottles go for over a hundred dollars?", "Count", rows, answer=f"{len(rows)} wines.")
# 52 test / 53 dev: comparison
a, b = by_id(1558), by_id(1559)
assert price(a) != price(b)
q("ch. margaux or palmer 2009 - which one costs less?", "Comparison", [min((a, b), key=price)], is_list=False)
a, b = by_id(1563), by_id(1564)
assert price(a) != price(b)
q("sassicaia vs ornellaia 08, which is pricier", "Comparison", [max((a, b), key=price)], is_list=False)
# 54 test / 55 dev: prose only
OVERRIDES.update({
    ("buttery", "967"): (False, "“buttercup” is a flower aroma, not butter"),
    ("buttery", "242"): (False, "“green apple butter” is a fruit preserve, not a buttery note"),
    ("buttery", "2080"): (False, "“spicy green apple butter” is a fruit preserve, not a buttery note"),
    ("pizza_pasta", "283"): (False, "“with pizzazz” means flair, not pizza"),
})
q("looking for a buttery chard", "Prose Only",
  read("buttery", r"butter\w*", "the tasting note describes butter/buttery notes (buttered toast, buttercream, butterscotch)",
       "no butter mentioned", rows=where(lambda r: r["variety"] == "Chardonnay")))
q("anything that goes with pizza or pasta?", "Prose Only",
  read("pizza_pasta", r"\b(pizza|pasta)\w*", "the tasting note suggests it with pizza or pasta",
       "no pizza/pasta pairing mentioned"))
# 56 test / 57 dev: multi-condition
q("dry creek zins under $40", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Zinfandel" and r["region_1"] == "Dry Creek Valley" and under(r, 40)))
q("mondavi bottles below 30 dollars", "Multi-Condition Queries",
  where(lambda r: r["winery"] == "Robert Mondavi" and under(r, 30)))
# 58 test: comparison of three; 59 dev: no answer
a, b, c = by_id(1565), by_id(1574), by_id(1863)
assert len({pts(a), pts(b), pts(c)}) == 3
q("jcb no 1 vs groth reserve cab vs hundred acre few and far between - which scored highest", "Comparison",
  [max((a, b, c), key=pts)], is_list=False)
q("any english sparkling wine?", "No Answer", where(lambda r: r["country"] == "England"))


# --- third batch (questions 60-75, written 2026-12-03 before any engine run on them) ---------
# Positions continue after the 59 above: wine-060 is test, wine-061 dev, and so on.
# 60 test / 61 dev: multi-condition
q("carmenere from chile for less than 20$", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Carmenère" and r["country"] == "Chile" and under(r, 20)))
q("russian river chardonnay that scored at least 90", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Chardonnay" and r["region_1"] == "Russian River Valley" and pts(r) >= 90))
# 62 test / 63 dev: inverse
q("nebbiolo that isn't a barolo", "Inverse Queries",
  where(lambda r: r["variety"] == "Nebbiolo" and r["region_1"] != "Barolo"))
q("austrian wines, no gruner", "Inverse Queries",
  where(lambda r: r["country"] == "Austria" and r["variety"] != "Grüner Veltliner"))
# 64 test / 65 dev: superlative
q("cheapest oregon pinot thats 93+ points", "Superlative",
  argmin(where(lambda r: r["province"] == "Oregon" and r["variety"] == "Pinot Noir" and pts(r) >= 93
               and price(r) is not None), price), is_list=False)
q("whats the priciest aussie bottle you've got", "Superlative",
  argmax(where(lambda r: r["country"] == "Australia" and price(r) is not None), price))
# 66 test / 67 dev: count ("cava" = the Cava appellation column, region_1)
rows = where(lambda r: r["region_1"] == "Cava")
q("how many cavas do you stock", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: r["province"] == "Bordeaux" and under(r, 20))
q("bordeaux under 20 usd - how many have you got?", "Count", rows, answer=f"{len(rows)} wines.")
# 68 test / 69 dev: comparison
a, b = by_id(353), by_id(363)
assert pts(a) != pts(b)
q("louis latour le montrachet or the criots-batard, which got the better score?", "Comparison",
  [max((a, b), key=pts)], is_list=False)
a, b = by_id(1898), by_id(1561)
assert year(a) != year(b)
q("which is the older vintage, the torres reserva real or the guado al tasso?", "Comparison",
  [min((a, b), key=year)], is_list=False)
# 70 test / 71 dev: prose only
OVERRIDES.update({
    ("lamb", "1222"): (False, "“Roasted lamb flavors” describes the wine's taste, not a food pairing"),
})
q("rieslings that show that petrol note", "Prose Only",
  read("petrol", r"petrol|kerosene|diesel|gasoline|naphtha", "the tasting note names a petrol/kerosene note",
       "no petrol note mentioned", rows=where(lambda r: r["variety"] == "Riesling")))
q("what would go nicely with lamb?", "Prose Only",
  read("lamb", r"\blamb\b", "the tasting note pairs it with lamb", "no lamb pairing mentioned"))
# 72 test / 73 dev: multi-condition
q("finger lakes rieslings for under 25 dollars", "Multi-Condition Queries",
  where(lambda r: r["variety"] == "Riesling" and r["region_2"] == "Finger Lakes" and under(r, 25)))
q("champagne scoring 92+ but below $100", "Multi-Condition Queries",
  where(lambda r: r["region_1"] == "Champagne" and pts(r) >= 92 and under(r, 100)))
# 74 test: no answer (Tannat exists, from France and Argentina, but nothing from Uruguay); 75 dev: comparison
q("got any uruguayan tannat?", "No Answer",
  where(lambda r: r["country"] == "Uruguay" and "Tannat" in r["variety"]))
a, b = by_id(168), by_id(1485)
assert price(a) != price(b)
q("duckhorn merlot vs beringer bancroft, which costs less", "Comparison", [min((a, b), key=price)], is_list=False)


# --- fourth batch (questions 76-87, written 2026-12-04 before any gold was computed and before any
# engine run on them; readings in the module docstring) ----------------------------------------
# Positions continue after the 75 above: wine-076 is test, wine-077 dev, and so on.


def top_n(rows, key, n, largest=False):
    """The n best wines by `key` (lowest first unless `largest`), plus every wine tied with the n-th."""
    ordered = sorted((key(r) for r in rows), reverse=largest)
    cut = ordered[min(n, len(ordered)) - 1]
    return [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]


def best(cands, key, largest=False):
    """Comparison of named wines: the winner, or every wine tied for first place."""
    return argmax(cands, key) if largest else argmin(cands, key)


# 76 test / 77 dev: multi-condition, the second prose-only
q("chianti classico between 20 and 40 USD", "Multi-Condition Queries",
  where(lambda r: r["region_1"] == "Chianti Classico" and price(r) is not None and 20 <= price(r) <= 40))
q("bordeaux red with blackcurrant / cassis notes, 40 dollars max", "Prose Only",
  read("cassis", r"cassis|black[- ]?currants?", "the tasting note names blackcurrant / cassis",
       "no blackcurrant or cassis mentioned",
       rows=where(lambda r: r["province"] == "Bordeaux" and r["variety"] in ("Bordeaux-style Red Blend", "Merlot")
                  and price(r) is not None and price(r) <= 40)))
# 78 test / 79 dev: superlative
q("top 3 highest rated napa cabs", "Superlative",
  top_n(where(lambda r: r["region_2"] == "Napa" and r["variety"] == "Cabernet Sauvignon"), pts, 3, largest=True))
q("which wines over $100 got the lowest score?", "Superlative",
  argmin(where(lambda r: price(r) is not None and price(r) > 100), pts))
# 80 test / 81 dev: count
rows = where(lambda r: r["variety"] in ("Rosé", "Rosato", "Rosado") and under(r, 15))
q("how many rosés under 15 bucks", "Count", rows, answer=f"{len(rows)}.")
rows = where(lambda r: r["country"] == "Argentina" and r["variety"] == "Malbec")
q("how many argentinian malbecs do you have", "Count", rows, answer=f"{len(rows)} Argentine Malbecs.")
# 82 test / 83 dev: comparison
pair = [by_id(349), by_id(636)]
won = best(pair, pts, largest=True)
q("torbreck runrig or the factor — which one got more points?", "Comparison", won,
  answer=" and ".join(NAME[r["id"]] for r in won) + (f" tie at {pts(won[0])} points." if len(won) > 1
                                                     else f" ({pts(won[0])} points)."), is_list=False)
pair = [by_id(1073), by_id(1090)]
q("quinta do vesuvio 2015 vs churchill's quinta da gricha, which port is cheaper?", "Comparison",
  best(pair, price), is_list=False)
# 84 test: inverse; 85 dev: no answer
q("cali cab under 30 bucks but not from napa", "Inverse Queries",
  where(lambda r: r["province"] == "California" and r["variety"] == "Cabernet Sauvignon" and under(r, 30)
        and r["region_2"] != "Napa" and "Napa" not in r["region_1"]))
q("got any 2016 barolo?", "No Answer", where(lambda r: r["region_1"] == "Barolo" and year(r) == 2016))
# 86 test: superlative; 87 dev: comparison of three
q("cheapest champagne with 90 points or better", "Superlative",
  argmin(where(lambda r: r["region_1"] == "Champagne" and pts(r) >= 90 and price(r) is not None), price),
  is_list=False)
trio = [by_id(347), by_id(354), by_id(464)]
q("robert weil TBA, the weil beerenauslese or wittmann morstein GG: which is the most expensive?", "Comparison",
  best(trio, price, largest=True), is_list=False)


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"wine-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:2])[:120])


if __name__ == "__main__":
    main()
