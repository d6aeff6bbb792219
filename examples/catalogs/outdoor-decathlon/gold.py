#!/usr/bin/env python3
"""Questions and gold answers for outdoor-decathlon, computed from the RAW rows
(raw_decathlon_fr_tentes_2023-10.csv) with explicit filters. Neither catalog.jsonl nor the engine
is read. From convert.py only the raw-row helpers are reused: the loader, the naming rule
(`name`, whitespace collapsed), price, rating, gross weight and the product type (`kind`, an
explicit rule on the name: accessoire / tente de toit / tente / tarp / abri, see its docstring).

The questions were all written before any gold was computed and before any engine run (none was
run). Most are in English, some in French, as shoppers of a French shop type them; the catalog
itself is French.

Readings of shopper words (every filter is over the raw columns):
- price = the `price` column, EUR. "under X" / "less than X" / "moins de X" / "à moins de X" =
  price < X; "between A and B" = A <= price <= B; "over X" / "more than X" = price > X.
- "tent(s)" / "tente" = kind 'tente' (not roof tents, tarps, shelters or accessories); "roof
  (top) tent" = kind 'tente de toit'; "tarp" = kind 'tarp'; "shelter" = kind 'abri'.
- capacity = the persons stated in the NAME with a unit: "N places", "N personnes", "N pers",
  "N adultes", "NP" ("2P", "3P", "1 P"; not "4PA"/"4PE"), a range "3-4 Pers." / "3 / 4 personnes"
  / "2-3P" giving every whole number from the first to the second, "1,5 places" = 1.5, and the
  number words "Deux/Quatre/Huit Personnes". A bare model number ("Coleman Octagon 8", "Robens
  Starlight 2") is not a capacity. "2 person tent" = 2 in the capacity set; "for 6 people" = 6.
- "trekking" = "trekking" or "randonnée" in the name. "MT900", "MSR", "Robens", "Outwell",
  "Coleman", "DD Hammocks", "Bushmen", "Elixir", "Hubba Hubba", "Air Seconds" = that text in the
  name (case-insensitive); "inflatable" = "gonflable", "Air Seconds" or "AirSeconds" in the name;
  "tipi" = "tipi", "tippi", "tipii" or "tepee" in the name; "2 bedrooms" = "2 chambres" or
  "2 cabines" in the name; "hard shell" = "coque rigide"; "pegs" = "piquet" in the name, not the
  "protections pour piquets"; "mallet" = "maillet"; "sleeping bag" = "sac de couchage",
  "sleeping bag" or "duvet".
- weight ("light", "heavy", "under 2 kg") = the `weight` column (Decathlon's gross weight, kg);
  products without one are in no weight condition. Rating ("rated 4.5 or higher") = `rating`.
- "top 3" = the 3 best plus every product tied with the 3rd; a superlative returns every product
  tied for first; a comparison names products by their exact catalog name and a tie returns every
  tied product.
- Prose-only questions read the two benefit texts Decathlon shows ("Facilité de transport" =
  `packed_size`, "Habitabilité" = `size`) with an explicit rule per question; READING records the
  decision for every product in the question's scope with its reason, written to
  reading_decisions.json. Negative readings: "Séjour assis" (sitting-height living room) is not a
  standing living room; a "tapis de sol cuvette" or "cousu" groundsheet is not a zipped one; a
  weight "Sans housses" (without the stuff sacks) is not a minimum configuration.

Writes questions.json (dict; extra field `split` = dev/test, alternating) and
reading_decisions.json. Deterministic.
"""
import json
import os
import re

from convert import kind, load, name, pid, price, rating, weight

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
ALL = [(pid(i), r) for i, r in enumerate(ROWS)]
NAME = {pid(i): name(r) for i, r in enumerate(ROWS)}


# --- raw-row helpers ------------------------------------------------------------------------
def low(r):
    return name(r).lower()


def has(r, *parts):
    return any(p in low(r) for p in parts)


def tent(r):
    return kind(r) == "tente"


def trekking(r):
    return has(r, "trekking", "randonnée")


def inflatable(r):
    return has(r, "gonflable", "air seconds", "airseconds")


WORDS = {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "huit": 8}
CAP = re.compile(r"(?<![\w.,])(\d+(?:,\d+)?)(?:\s*[-/]\s*(\d+))?\s*(?:places?|personnes?|pers\b\.?|adultes?|p)\b", re.I)


def capacity(r):
    """Set of person counts stated in the name (see the docstring)."""
    out = set()
    for m in CAP.finditer(name(r)):
        a = float(m.group(1).replace(",", "."))
        b = float(m.group(2)) if m.group(2) and float(m.group(2)) > a else a
        out.add(a)
        out.update(float(x) for x in range(int(a), int(b) + 1) if x >= a)
    for m in re.finditer(r"\b(deux|trois|quatre|cinq|six|huit)\s+personnes\b", low(r)):
        out.add(float(WORDS[m.group(1)]))
    return out


def text(r):
    return (r["packed_size"] + "\n" + r["size"]).strip()


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
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def named(n):
    rows = where(lambda r: name(r) == n)
    assert len(rows) == 1, n
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("show me your MT900 tents", "Simple Filter", where(lambda r: tent(r) and has(r, "mt900")))
q("do you have roof top tents?", "Simple Filter", where(lambda r: kind(r) == "tente de toit"))
q("MSR tents", "Simple Filter", where(lambda r: tent(r) and re.search(r"\bmsr\b", low(r))))
q("any tipis?", "Simple Filter", where(lambda r: tent(r) and has(r, "tipi", "tippi", "tepee")))
q("inflatable tents please", "Simple Filter", where(lambda r: tent(r) and inflatable(r)))

# --- multi-condition --------------------------------------------------------------------------
q("2 person tent under 100 euros", "Multi-Condition Queries",
  where(lambda r: tent(r) and 2 in capacity(r) and price(r) < 100))
q("tente 4 personnes à moins de 200 €", "Multi-Condition Queries",
  where(lambda r: tent(r) and 4 in capacity(r) and price(r) < 200))
q("trekking tent under 2 kg", "Multi-Condition Queries",
  where(lambda r: tent(r) and trekking(r) and weight(r) is not None and weight(r) < 2))
q("tents with 2 bedrooms between 150 and 400 €", "Multi-Condition Queries",
  where(lambda r: tent(r) and has(r, "2 chambres", "2 cabines") and 150 <= price(r) <= 400))
q("Robens tents under 400 euros", "Multi-Condition Queries",
  where(lambda r: tent(r) and has(r, "robens") and price(r) < 400))
q("outwell tents over 1000€", "Multi-Condition Queries",
  where(lambda r: tent(r) and has(r, "outwell") and price(r) > 1000))
q("tarps under 80 bucks", "Multi-Condition Queries", where(lambda r: kind(r) == "tarp" and price(r) < 80))
q("tents rated 4.5 or higher for under 150 €", "Multi-Condition Queries",
  where(lambda r: tent(r) and rating(r) is not None and rating(r) >= 4.5 and price(r) < 150))
q("tent pegs for less than 10 euros", "Multi-Condition Queries",
  where(lambda r: has(r, "piquet") and not has(r, "protection") and price(r) < 10))
q("shelter for 4 people under 100€", "Multi-Condition Queries",
  where(lambda r: kind(r) == "abri" and 4 in capacity(r) and price(r) < 100))

# --- inverse ----------------------------------------------------------------------------------
q("trekking tents that aren't MT900, under 300 €", "Inverse Queries",
  where(lambda r: tent(r) and trekking(r) and not has(r, "mt900") and price(r) < 300))
q("tarps except DD Hammocks and Bushmen", "Inverse Queries",
  where(lambda r: kind(r) == "tarp" and not has(r, "dd hammocks", "bushmen")))
q("roof tents that are not hard shell", "Inverse Queries",
  where(lambda r: kind(r) == "tente de toit" and not has(r, "coque rigide")))
q("maillets but not Outwell", "Inverse Queries", where(lambda r: has(r, "maillet") and not has(r, "outwell")))
rows = where(lambda r: has(r, "hubba hubba"))
q("who makes the Hubba Hubba tents?", "Inverse Queries", rows,
  answer="MSR (" + "; ".join(NAME[k] for k, _ in rows) + ").", is_list=False)

# --- superlative ------------------------------------------------------------------------------
q("cheapest 2 person tent", "Superlative", argmin(where(lambda r: tent(r) and 2 in capacity(r)), price),
  is_list=False)
q("what's the most expensive item you sell?", "Superlative", argmax(ALL, price), is_list=False)
q("lightest tent?", "Superlative", argmin(where(lambda r: tent(r) and weight(r) is not None), weight),
  is_list=False)
q("top 3 cheapest roof tents", "Superlative", top_n(where(lambda r: kind(r) == "tente de toit"), price, 3))
q("which tent sleeps the most people?", "Superlative",
  argmax(where(lambda r: tent(r) and capacity(r)), lambda r: max(capacity(r))), is_list=False)
q("priciest MSR tent", "Superlative",
  argmax(where(lambda r: tent(r) and re.search(r"\bmsr\b", low(r))), price), is_list=False)
q("cheapest inflatable tent", "Superlative", argmin(where(lambda r: tent(r) and inflatable(r)), price),
  is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: has(r, "robens"))
q("how many Robens products do you have?", "Count", rows, answer=f"{len(rows)} Robens products.")
rows = where(lambda r: kind(r) == "tarp" and price(r) < 100)
q("how many tarps under 100 €?", "Count", rows, answer=f"{len(rows)} tarps.")
rows = where(lambda r: tent(r) and 6 in capacity(r))
q("How many tents for 6 people?", "Count", rows, answer=f"{len(rows)} tents.")
rows = where(lambda r: has(r, "elixir"))
q("how many MSR Elixir tents are there", "Count", rows, answer=f"{len(rows)} MSR Elixir tents.")
rows = where(lambda r: price(r) > 1000)
q("how many items cost more than 1000 euros?", "Count", rows, answer=f"{len(rows)} products.")

# --- comparison -------------------------------------------------------------------------------
pair = [named("Tente de camping - MH100 - 2 places"), named("Tente de camping - 2 SECONDS - 2 places")]
q("MH100 2 places or 2 SECONDS 2 places, which one is cheaper?", "Comparison", argmin(pair, price),
  is_list=False)
pair = [named("Tente dôme de trekking - 2 places - MT900"), named("Tente tunnel de trekking - 2 places - MT900 Ultralight")]
q("MT900 dome 2p vs MT900 Ultralight tunnel 2p - which is lighter?", "Comparison", argmin(pair, weight),
  is_list=False)
pair = [named("Tente à arceaux de camping - Arpenaz 4.1 - 4 Personnes - 1 Chambre"),
        named("Tente à arceaux de camping - Arpenaz 4.2 - 4 Personnes - 2 Chambres")]
q("arpenaz 4.1 vs arpenaz 4.2, which costs more?", "Comparison", argmax(pair, price), is_list=False)
pair = [named("Tente de randonnée MSR Hubba Hubba NX Gris"), named("Tente de randonnée MSR FreeLite 2 Verte")]
q("MSR Hubba Hubba NX (grey) or FreeLite 2 (green): which is cheaper?", "Comparison", argmin(pair, price),
  is_list=False)
trio = [named("Tente gonflable de camping - Air Seconds 4.1 F&B - 4 Personnes - 1 Chambre"),
        named("Tente gonflable de camping - Air Seconds 4.2 F&B - 4 Personnes - 2 Chambres"),
        named("Tente gonflable de camping - Air Seconds 5.2 F&B - 5 Personnes - 2 Chambres")]
q("Air Seconds 4.1 F&B, 4.2 F&B or 5.2 F&B - which is the cheapest?", "Comparison", argmin(trio, price),
  is_list=False)
pair = [named("TENTE DE TOIT MH500 FRESH & BLACK 2P"), named("TENTE DE TOIT GONFLABLE MH900 FRESH & BLACK 2 PERSONNES")]
q("roof tent MH500 or MH900, which one is heavier?", "Comparison", argmax(pair, weight), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("do you sell sleeping bags?", "No Answer", where(lambda r: has(r, "sac de couchage", "sleeping bag", "duvet")))
q("any Big Agnes tents?", "No Answer", where(lambda r: has(r, "big agnes")))
q("2 person tent for under 20 €", "No Answer", where(lambda r: tent(r) and 2 in capacity(r) and price(r) < 20))
q("tente de toit à moins de 500 euros", "No Answer",
  where(lambda r: kind(r) == "tente de toit" and price(r) < 500))

# --- prose only (the benefit texts: Facilité de transport + Habitabilité) ------------------------
READING = {}


def read(qid, rule, scope):
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(r)
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def with_text(f):
    return lambda r: f(r) and bool(text(r))


def doors(r):
    t = text(r)
    m = re.search(r"\b(\d+)\s+portes?\b", t, re.I)
    if m:
        n = int(m.group(1))
        return n == 2, f"the text says “{m.group(0)}”"
    return False, "the number of doors is not stated"


def zipped(r):
    t = text(r)
    if re.search(r"zipp", t, re.I):
        return True, "the text names a zipped groundsheet (“zippé”)"
    m = re.search(r"tapis (?:de )?sol (?:cuvette|cousu|détachable)", t, re.I)
    if m:
        return False, f"a groundsheet that is not zipped: “{m.group(0)}”"
    return False, "no zipped groundsheet in the text"


def standing(r):
    t = text(r)
    m = re.search(r"séjour debout", t, re.I)
    if m:
        return True, "the text says “Séjour debout” (standing-height living room)"
    m = re.search(r"séjour assis", t, re.I)
    if m:
        return False, "the living room is “Séjour assis” (sitting height), not standing"
    if re.search(r"séjour", t, re.I):
        return False, "a living area is named but not said to be standing height"
    return False, "no living room (séjour) in the text"


VOL = re.compile(r"(\d+(?:[,.]\d+)?)\s*(?:L|litres?)\b")


def packs_small(r):
    t = r["packed_size"]
    m = VOL.search(t)
    if m:
        v = float(m.group(1).replace(",", "."))
        return v <= 10, f"packed volume “{m.group(0).strip()}”"
    return False, "no packed volume (litres) in the text"


def headroom(r):
    t = text(r)
    m = re.search(r"hauteur (?:max\.? utile|chambre)\s*:?\s*(\d+)\s*cm", t, re.I)
    if m:
        return int(m.group(1)) >= 120, f"the text says “{m.group(0)}”"
    return False, "the inner height is not stated"


def shoes(r):
    t = text(r)
    m = re.search(r"[^.|\n]*chaussures[^.|\n]*", t, re.I)
    if m:
        return True, f"the text says “{m.group(0).strip()}”"
    return False, "no shoe storage in the text"


def minimum(r):
    t = text(r)
    m = re.search(r"poids mini[^.|\n]*|[eé]l[eé]ments s[eé]parables", t, re.I)
    if m:
        return True, f"the text says “{m.group(0).strip()}”"
    m = re.search(r"sans housses[^.|\n]*", t, re.I)
    if m:
        return False, f"only a weight without the stuff sacks (“{m.group(0).strip()}”), no minimum configuration"
    return False, "no minimum weight or separable elements in the text"


def pockets(r):
    t = text(r)
    m = re.search(r"\b(\d+)\s+poches?\b", t, re.I)
    if m:
        return int(m.group(1)) >= 4, f"the text says “{m.group(0)}”"
    return False, "pockets are not stated"


q("trekking tents with 2 doors", "Prose Only", read("doors", doors, with_text(lambda r: tent(r) and trekking(r))))
q("tent with a zipped-in groundsheet?", "Prose Only", read("zipped_groundsheet", zipped, with_text(tent)))
q("family tent with a living room you can stand up in", "Prose Only",
  read("standing_living_room", standing, with_text(tent)))
q("something that packs down to 10 litres or less", "Prose Only",
  read("packs_10l", packs_small, lambda r: bool(r["packed_size"].strip())))
q("tents with at least 120 cm of headroom", "Prose Only", read("headroom_120", headroom, with_text(tent)))
q("tente avec un rangement pour les chaussures", "Prose Only", read("shoe_storage", shoes, with_text(tent)))
q("trekking tent I can pitch lighter by leaving parts at home (minimum weight)", "Prose Only",
  read("minimum_weight", minimum, with_text(lambda r: tent(r) and trekking(r))))
q("tents with 4 or more pockets inside", "Prose Only", read("pockets_4", pockets, with_text(tent)))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"gear-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(READING, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:4])[:200])


if __name__ == "__main__":
    main()
