#!/usr/bin/env python3
"""Questions and gold answers for apparel-adidas, computed from the RAW rows
(raw_adidas_usa_2021-10-23.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: the loader, the article number (`sku`), the
selling price (`price`), the regular price (`regular`), the shop section (`section`) and the naming
rule (`names`).

The questions were all written before any gold was computed and before any engine run (none was
run).

Readings of shopper words (every filter is over the raw columns):
- price = `selling_price`, USD (the price charged on the crawl day). "under X" / "less than X" /
  "for less than X" = price < X; "X or less" = price <= X; "between A and B" / "A-B usd" =
  A <= price <= B. "on sale" / "discounted" = a regular price (`original_price`, '$100') is given
  and is above the selling price; "not on sale" = no regular price or not above it. "% discount" =
  (regular - selling) / regular.
- department = the first part of `breadcrumbs`: "men's" / "mens" / "for guys" = `Men/...`;
  "women's" / "womens" = `Women/...`; "kids" = `Kids/...`; "originals" = `Originals/...`. Rows
  listed under a sport (`Soccer/Shoes`, `Running/Shoes`, `Swim/Shoes`, ...) or `Originals/` are in
  no gender's department (the shop section is the only gender evidence the data has).
- "shoes" = `category` Shoes (slides, sandals and cleats included); "clothes" / "clothing" =
  Clothing; "accessories" = Accessories. "kids clothes" = breadcrumbs `Kids/Clothing`.
- colour = the `color` column, exact ("White", "Black", "Pink", "Purple", "Blue", "Green").
- rating = `average_rating`; reviews = `reviews_count`. "rated 4.8+" = rating >= 4.8.
- "out of stock" = availability `OutOfStock`.
- product types by NAME (case-insensitive word match on the shop's model name):
  hiking shoes = "hiking" in a Shoes row; backpack = the word "backpack"; cleats = "cleats";
  hoodie = the word "hoodie"; tights or leggings = the word "tights" or "leggings", not a set or
  suit ("... Tee and Printed Tights Set", "Track Suit"); tee = the word "tee", not a set; slides =
  the word "slides"; socks = the word "socks"; no-show socks = "no-show" in the name (also
  "Super-No-Show"); ZX shoes = a name starting "ZX "; "1K" / "2K" = "ZX 1K" / "ZX 2K" in the name
  (incl. "ZX 2K Boost 2.0", "ZX 2K Boost Pure"); Ultraboost = "ultraboost" in the name; Stan Smith
  = "stan smith" in the name (incl. "HULK STAN SMITH SHOES", "Stan Smith 360"); Trailmaker =
  "trailmaker" in the name; boots = the word "boot" or "boots" (not "Bootcut": the rule was first
  written as a substring, which matched "Designed 2 Move Bootcut Pants"; corrected before the gold
  was final, the question unchanged); goggles = "goggle"; Nike / Air Max = "nike" or "air max" in
  the name; wool = "wool" in the name or the description.
- "top 3" = the 3 best plus every product tied with the 3rd; a superlative returns every product
  tied for first; a comparison names products by an explicit rule that must match exactly one row
  (asserted) and a tie returns every tied product.
- Prose-only questions read the `description` column with an explicit rule per question; READING
  records the decision for every product in the question's scope, with the reason, and is written
  to reading_decisions.json. Rules (details in each function): "real leather" = leather or suede
  named, read as NO for "synthetic leather/suede", "faux leather" and the vegan Continental 80
  ("vegan alternatives to animal-derived ingredients"); "Boost cushioning" = the capitalised word
  "Boost" in the text (adidas' midsole; "Jetboost ... adidas Boost" counts); "waterproof or water
  repellent" = stated water protection (RAIN.RDY, GORE-TEX, water-repellent/-resistant, "repel
  water", "light rain"), read as NO for "chlorine-resistant" swimwear and a jacket only said to be
  for "wet and windy" runs; "with pockets" = the word pocket; "without laces" = hook-and-loop,
  elastic/stretch laces, slip-on, laceless, "without the laces", read as NO where the text says
  "Traditional laces" beside a hook-and-loop strap; "Parley ocean plastic" = "Parley" named;
  "cotton" = cotton named (incl. adidas' "By buying cotton products from us ..." line, which is on
  cotton products only); "recycled materials" = "recycled", Primegreen or Primeblue named.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import load, names, price, regular, section, sku

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(sku(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def nm(r):
    return " ".join(r["name"].replace("\u200b", "").split())


def low(r):
    return nm(r).lower()


def word(r, *ws):
    return any(re.search(rf"\b{re.escape(w)}\b", low(r)) for w in ws)


def cat(r):
    return r["category"].strip()


def crumbs(r):
    return r["breadcrumbs"].strip()


def colour(r):
    return r["color"].strip()


def on_sale(r):
    reg = regular(r)
    return reg is not None and reg > price(r)


def discount(r):
    return (regular(r) - price(r)) / regular(r)


def rating(r):
    return float(r["average_rating"])


def reviews(r):
    return int(r["reviews_count"])


def desc(r):
    return " ".join(r["description"].split())


def shoes(r):
    return cat(r) == "Shoes"


def hiking(r):
    return shoes(r) and "hiking" in low(r)


def backpack(r):
    return word(r, "backpack")


def hoodie(r):
    return word(r, "hoodie")


def is_set(r):
    return word(r, "set", "suit")


def tights(r):
    return word(r, "tights", "leggings") and not is_set(r)


def tee(r):
    return word(r, "tee") and not is_set(r)


def socks(r):
    return word(r, "socks")


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No product in the catalog matches."
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


def named(exact):
    """The one row whose model name is exactly `exact` (after whitespace cleaning)."""
    rows = where(lambda r: nm(r) == exact)
    assert len(rows) == 1, (exact, [sku(r) for _, r in rows])
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("show me your hiking shoes", "Simple Filter", where(hiking))
q("what backpacks have u got", "Simple Filter", where(backpack))
q("anything in purple?", "Simple Filter", where(lambda r: colour(r) == "Purple"))
q("kids clothes", "Simple Filter", where(lambda r: crumbs(r) == "Kids/Clothing"))
q("do you sell soccer cleats", "Simple Filter", where(lambda r: word(r, "cleats")))

# --- multi-condition --------------------------------------------------------------------------
q("white shoes for men under 60 bucks", "Multi-Condition Queries",
  where(lambda r: section(r) == "Men" and shoes(r) and colour(r) == "White" and price(r) < 60))
q("womens hoodies under $40", "Multi-Condition Queries",
  where(lambda r: section(r) == "Women" and hoodie(r) and price(r) < 40))
q("black tights or leggings between 30 and 50 dollars", "Multi-Condition Queries",
  where(lambda r: tights(r) and colour(r) == "Black" and 30 <= price(r) <= 50))
q("pink kids shoes under 50$", "Multi-Condition Queries",
  where(lambda r: crumbs(r) == "Kids/Shoes" and colour(r) == "Pink" and price(r) < 50))
q("mens shoes rated 4.8+ with at least 100 reviews", "Multi-Condition Queries",
  where(lambda r: crumbs(r) == "Men/Shoes" and rating(r) >= 4.8 and reviews(r) >= 100))
q("slides under 25 usd", "Multi-Condition Queries", where(lambda r: word(r, "slides") and price(r) < 25))
q("blue or green tees for guys, under $25", "Multi-Condition Queries",
  where(lambda r: section(r) == "Men" and tee(r) and colour(r) in ("Blue", "Green") and price(r) < 25))
q("sock packs for less than $15", "Multi-Condition Queries", where(lambda r: socks(r) and price(r) < 15))
q("originals shoes on sale for $60 or less", "Multi-Condition Queries",
  where(lambda r: crumbs(r) == "Originals/Shoes" and on_sale(r) and price(r) <= 60))
q("women's shoes 100-150 usd", "Multi-Condition Queries",
  where(lambda r: crumbs(r) == "Women/Shoes" and 100 <= price(r) <= 150))

# --- inverse ----------------------------------------------------------------------------------
q("men's shoes under $50 that aren't white or black", "Inverse Queries",
  where(lambda r: crumbs(r) == "Men/Shoes" and price(r) < 50 and colour(r) not in ("White", "Black")))
q("womens clothing that's not on sale", "Inverse Queries",
  where(lambda r: crumbs(r) == "Women/Clothing" and not on_sale(r)))
q("hiking shoes but not the trailmaker ones", "Inverse Queries",
  where(lambda r: hiking(r) and "trailmaker" not in low(r)))
q("backpacks in any colour except black", "Inverse Queries",
  where(lambda r: backpack(r) and colour(r) != "Black"))
q("ZX shoes under $100, not the 1K or 2K", "Inverse Queries",
  where(lambda r: low(r).startswith("zx ") and "zx 1k" not in low(r) and "zx 2k" not in low(r) and price(r) < 100))
q("socks that aren't no-show", "Inverse Queries", where(lambda r: socks(r) and "no-show" not in low(r)))

# --- superlative ------------------------------------------------------------------------------
q("whats the most expensive item you sell", "Superlative", argmax(ALL, price), is_list=False)
q("cheapest women's shoes", "Superlative", argmin(where(lambda r: crumbs(r) == "Women/Shoes"), price),
  is_list=False)
q("top 3 shoes with the most reviews", "Superlative", top_n(where(shoes), reviews, 3, largest=True))
q("biggest % discount right now?", "Superlative", argmax(where(on_sale), discount), is_list=False)
q("best rated kids shoes (at least 20 reviews)", "Superlative",
  argmax(where(lambda r: crumbs(r) == "Kids/Shoes" and reviews(r) >= 20), rating), is_list=False)
q("priciest backpack", "Superlative", argmax(where(backpack), price), is_list=False)
q("3 cheapest tees for women", "Superlative", top_n(where(lambda r: section(r) == "Women" and tee(r)), price, 3))

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: "ultraboost" in low(r))
q("how many ultraboost shoes do you have", "Count", rows, answer=f"{len(rows)} Ultraboost shoes.")
rows = where(lambda r: r["availability"].strip() == "OutOfStock")
q("how many things are out of stock?", "Count", rows, answer=f"{len(rows)} products are out of stock.")
rows = where(lambda r: cat(r) == "Accessories" and price(r) < 20)
q("how many accessories under 20 dollars", "Count", rows, answer=f"{len(rows)} accessories.")
rows = where(lambda r: shoes(r) and colour(r) == "Green")
q("how many green shoes r there", "Count", rows, answer=f"{len(rows)} green shoes.")
rows = where(lambda r: "stan smith" in low(r))
q("how many stan smiths do you carry", "Count", rows, answer=f"{len(rows)} Stan Smith shoes.")

# --- comparison -------------------------------------------------------------------------------
pair = [named("Terrex Trailmaker GORE-TEX Hiking Shoes"), named("Terrex AX4 Primegreen Hiking Shoes")]
q("terrex trailmaker gore-tex vs terrex ax4 primegreen hiking shoes, which one's cheaper?", "Comparison",
  argmin(pair, price), is_list=False)
pair = [named("Adizero RC 3 Shoes"), named("Fluidflash Shoes")]
q("Adizero RC 3 or Fluidflash - which has the better rating?", "Comparison", argmax(pair, rating), is_list=False)
trio = [named("4ATHLTS Backpack"), named("Creator Backpack"), named("Adicolor Backpack")]
q("4ATHLTS backpack, Creator backpack or Adicolor backpack: cheapest?", "Comparison", argmin(trio, price),
  is_list=False)
pair = [named("Indicator Jacket"), named("Traveer WIND.RDY Jacket")]
q("indicator jacket vs traveer wind.rdy jacket which costs more", "Comparison", argmax(pair, price), is_list=False)
trio = [named("Nizza Shoes"), named("Samba shoes"), named("Retropy P9 Shoes")]
q("nizza, samba or retropy p9 — which is the cheapest?", "Comparison", argmin(trio, price), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("do you have nike air max?", "No Answer", where(lambda r: "nike" in low(r) or "air max" in low(r)))
q("swim goggles?", "No Answer", where(lambda r: "goggle" in low(r)))
q("merino wool socks", "No Answer", where(lambda r: socks(r) and ("wool" in low(r) or "wool" in desc(r).lower())))
q("snow boots for kids", "No Answer", where(lambda r: word(r, "boot", "boots")))

# --- prose only (the description paragraph) ----------------------------------------------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(text) -> (answer, reason)` to every product in `scope`, records the decision
    and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(desc(r))
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def mentions(pattern, what, flags=re.I):
    rx = re.compile(pattern, flags)

    def rule(t):
        m = rx.search(t)
        if m:
            return True, f"the description names {what}: “{m.group(0)}”"
        return False, f"no mention of {what} in the description"
    return rule


NOT_LEATHER = re.compile(r"(synthetic|faux|vegan|imitation|artificial)[- ](leather|suede)|leather[- ](look|like|free)", re.I)


def leather(t):
    """Leather or suede (a leather) named as a material of the shoe; 'synthetic leather', 'synthetic
    suede', 'faux leather' and vegan shoes ('vegan alternatives to animal-derived ingredients') are
    read as NOT leather."""
    rest = NOT_LEATHER.sub(" ", t)
    m = re.search(r"\b(leather|suede)\b", rest, re.I)
    if m:
        return True, f"the description names {m.group(1).lower()} (not synthetic or faux) as a material of the shoe"
    if NOT_LEATHER.search(t):
        return False, f"only a leather substitute (“{NOT_LEATHER.search(t).group(0)}”), not real leather"
    if re.search(r"\bvegan\b", t, re.I):
        return False, "a vegan shoe (“vegan alternatives to animal-derived ingredients”), so no leather"
    return False, "no leather or suede named in the description"


WATER = re.compile(r"waterproof|water[- ]repellent|repels? water|water[- ]resistant|blocks wind and water|GORE-TEX|"
                   r"RAIN\.RDY|from wind and light rain", re.I)


def water(t):
    """Stated water protection: waterproof, water-repellent, water-resistant, 'repel water', 'blocks
    wind and water', GORE-TEX, RAIN.RDY, 'shelters you from wind and light rain'. 'Chlorine-resistant'
    swimwear, mud guards, quick-drying slides and sweat-wicking fabric are not water protection;
    a jacket only said to be for 'wet and windy' runs (no repellency stated) is read as no."""
    m = WATER.search(t)
    if m:
        return True, f"the description states water protection: “{m.group(0)}”"
    if re.search(r"wet and windy", t, re.I):
        return False, "made for “wet and windy” runs, but no waterproofing or water repellency is stated"
    if re.search(r"chlorine-resistant", t, re.I):
        return False, "“chlorine-resistant” swim fabric, not water-repellent"
    return False, "no waterproofing or water repellency stated in the description"


NO_LACES = re.compile(r"hook[- ]and[- ]loop|(elastic|stretch|stretchy) laces|bungee|slip[- ]on|laceless|"
                      r"without (the )?laces|no laces|slip (them|it) on|slips? (quickly )?on(to)?", re.I)


def no_laces(t):
    """A way on and off without tying laces: hook-and-loop, elastic / stretch laces, bungee, slip-on,
    laceless, 'wearing them without the laces'. A shoe whose hook-and-loop strap comes with
    'Traditional laces' is read as no (it still laces up); 'Pull on X Ghosted' (a verb, the cleat has
    a stretchy tongue but no stated laceless closure) is no."""
    if re.search(r"traditional laces", t, re.I):
        return False, "a hook-and-loop strap, but the description says “Traditional laces allow for a snug fit”: it laces up"
    m = NO_LACES.search(t)
    if m:
        return True, f"the description names a closure without tied laces: “{m.group(0)}”"
    return False, "no hook-and-loop, elastic-lace, slip-on or laceless closure in the description"


q("real leather sneakers for women", "Prose Only",
  read("leather", leather, lambda r: crumbs(r) == "Women/Shoes"))
q("mens shoes with boost cushioning under $100", "Prose Only",
  read("boost", mentions(r"\bBoost\b(?! your)", "Boost cushioning (the capitalised technology name)", 0),
       lambda r: crumbs(r) == "Men/Shoes" and price(r) < 100))
q("anything waterproof or water repellent?", "Prose Only",
  read("water", water, lambda r: True))
q("tights or leggings with pockets", "Prose Only", read("pockets", mentions(r"\bpockets?\b", "a pocket"), tights))
q("kids shoes without laces, like velcro or slip on", "Prose Only",
  read("no_laces", no_laces, lambda r: crumbs(r) == "Kids/Shoes"))
q("shoes made with parley ocean plastic", "Prose Only",
  read("parley", mentions(r"Parley Ocean Plastic|\bParley\b", "Parley Ocean Plastic"), shoes))
q("cotton hoodies", "Prose Only", read("cotton", mentions(r"\bcotton\b", "cotton"), hoodie))
q("men's tees made from recycled materials", "Prose Only",
  read("recycled", mentions(r"\brecycled\b|Primegreen|Primeblue", "recycled materials"),
       lambda r: section(r) == "Men" and tee(r)))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"wear-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
