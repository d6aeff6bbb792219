#!/usr/bin/env python3
"""Questions and gold answers for skincare-sephora, computed from the RAW rows
(raw_sephora_skincare.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: the loader, the product id, the sale-price
split (`prices`) and the naming rule (`names`).

Product types. The source's `category`/`subcategory` columns were assigned by the upstream
repository's fuzzy keyword script, not by Sephora (La Mer's "The Treatment Lotion" is a lip
balm there, most eye creams are "face cream", SPF moisturizers are "moisturizers"), so what a
shopper means by "moisturizer", "serum", "toner", "eye cream", "sunscreen", ... is decided here by
an explicit rule on the product NAME (functions below), documented per type.

Sizes. Volume in mL is the stated mL; when only fluid ounces are stated ('6.7 fl. oz Pump') it
is fl oz x 29.5735. Ounces (oz or fl. oz) are the stated number.

Prose-only questions read the page text (what it is + highlighted ingredients + the ingredient
list) with an explicit rule per question; READING records the decision for every product in the
question's scope, with the reason, and is written to reading_decisions.json.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import load, names, prices, sku

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(sku(r), r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def nm(r):
    return " ".join(r["name"].split())


def low(r):
    return nm(r).lower()


def price(r):
    return prices(r)[0]


def on_sale(r):
    return prices(r)[1] is not None


def brand(r):
    return " ".join(r["brand"].split())


def skin_types(r):
    """'Normal, Dry, Combination, and Oily' -> {'Normal', 'Dry', 'Combination', 'Oily'}."""
    t = r["skin_type"].replace("Skin Types:", "")
    return {p.strip() for p in re.split(r",|\band\b", t) if p.strip()}


ALL_TYPES = {"Normal", "Dry", "Combination", "Oily"}


def concerns(r):
    return " ".join(r["skincare_concerns"].split()).lower()


def ml(r):
    s = r["size"]
    m = re.search(r"(\d*\.?\d+)\s*ml\b", s, re.I)
    if m:
        return float(m.group(1))
    m = re.search(r"(\d*\.?\d+)\s*fl\.?\s*oz", s, re.I)
    if m:
        return float(m.group(1)) * 29.5735
    return None


def oz(r):
    m = re.search(r"(\d*\.?\d+)\s*(?:fl\.?\s*)?oz", r["size"], re.I)
    return float(m.group(1)) if m else None


def spf(r):
    m = re.search(r"\bSPF\s*(\d+)", nm(r), re.I)
    return int(m.group(1)) if m else None


def text(r):
    """The prose of the page: what it is, highlighted ingredients, ingredient list."""
    return " ".join(" ".join(r[k].split()) for k in ("what_it_is", "highlighted_ingredients", "ingredients"))


# --- product types by name --------------------------------------------------------------------
NOT_FACE = re.compile(r"\b(eye|eyes|lip|body|hand|foot)\b", re.I)


def moisturizer(r):
    """'Moisturizer' / 'Moisturiser' / 'Moisturizing Cream|Lotion' in the name, not an eye, lip or
    body product (face moisturizers, incl. SPF and tinted ones, mask+moisturizer hybrids)."""
    return bool(re.search(r"moisturi[sz]er|moisturi[sz]ing (cream|lotion)", low(r))) and not NOT_FACE.search(nm(r))


def serum(r):
    """'Serum' in the name (face and eye serums, oil serums, serum sticks), not lip or body serums,
    self-tan, serum mists or serum sheet masks."""
    return bool(re.search(r"\bserum\b", low(r))) and not re.search(r"\blip\b|\bbody\b|self-tan|\bmist\b|sheet mask", low(r))


def cleanser(r):
    """A face cleanser: 'cleanser', 'cleansing' or 'face wash' in the name, not a shower oil or body wash."""
    return bool(re.search(r"cleanser|cleansing|face wash", low(r))) and not re.search(r"shower|body", low(r))


def toner(r):
    return bool(re.search(r"\btoner\b", low(r)))


def lip_balm(r):
    """A lip product called balm: 'lip' and 'balm' in the name (Balm Dotcom is lip balm and skin salve)."""
    return bool(re.search(r"\blip\b", low(r))) and "balm" in low(r)


def eye_cream(r):
    """'Eye' and 'cream'/'crème' in the name."""
    return bool(re.search(r"\beye\b", low(r))) and bool(re.search(r"cream|crème", low(r)))


def sunscreen(r):
    """'Sunscreen' or an SPF in the name, not a lip product."""
    return bool(re.search(r"sunscreen|\bspf\b|sunstick", low(r))) and not re.search(r"\blip\b", low(r))


def face_oil(r):
    """'Oil' in the name as the product (face/beauty/argan/squalane oils, oil serums), not oil-free
    or oil-control products, cleansing/shower oils, lip/eye/body oils, 'oil emulsion' creams."""
    n = low(r)
    return (bool(re.search(r"\boil\b", n))
            and not re.search(r"oil[- ]free|oil[- ]control|cleans|shower|makeup|oil emulsion|body oil|body butter|\blip\b|\beye\b", n))


def makeup_remover(r):
    return bool(re.search(r"make ?up remov", low(r)))


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


def one(brand_, name_part):
    rows = where(lambda r: brand(r) == brand_ and name_part.lower() in low(r))
    assert len(rows) == 1, (brand_, name_part, [nm(r) for _, r in rows])
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("What face oils do you have?", "Simple Filter", where(face_oil))
q("show me your toners", "Simple Filter", where(toner))
q("Do you sell makeup remover?", "Simple Filter", where(makeup_remover))
q("what have you got from tatcha", "Simple Filter", where(lambda r: brand(r) == "Tatcha"))
q("which eye creams do you carry?", "Simple Filter", where(eye_cream))

# --- multi-condition --------------------------------------------------------------------------
q("moisturizers under $30", "Multi-Condition Queries", where(lambda r: moisturizer(r) and price(r) < 30))
q("serum for dark spots under 50 dollars", "Multi-Condition Queries",
  where(lambda r: serum(r) and "dark spot" in concerns(r) and price(r) < 50))
q("cleanser for oily skn under $25", "Multi-Condition Queries",
  where(lambda r: cleanser(r) and "Oily" in skin_types(r) and price(r) < 25))
q("Clinique moisturisers for less than 40 bucks", "Multi-Condition Queries",
  where(lambda r: brand(r) == "CLINIQUE" and moisturizer(r) and price(r) < 40))
q("lip balm between 15 and 25 dollars", "Multi-Condition Queries",
  where(lambda r: lip_balm(r) and 15 <= price(r) <= 25))
q("moisturizer for dry skin that helps with fine lines, $60 max", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and "Dry" in skin_types(r) and "fine line" in concerns(r) and price(r) <= 60))
q("I want a big moisturizer, 100ml or more", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and (ml(r) or 0) >= 100))
q("anything for acne or blemishes under $30?", "Multi-Condition Queries",
  where(lambda r: ("acne" in concerns(r) or "blemish" in concerns(r)) and price(r) < 30))
q("travel size moisturizer, smaller than 1 oz", "Multi-Condition Queries",
  where(lambda r: moisturizer(r) and oz(r) is not None and oz(r) < 1))
q("something for puffy eyes or dark circles under $40", "Multi-Condition Queries",
  where(lambda r: ("puffiness" in concerns(r) or "dark circle" in concerns(r)) and price(r) < 40))
q("spf 50+ sunscreen for under 40 dollars", "Multi-Condition Queries",
  where(lambda r: sunscreen(r) and (spf(r) or 0) >= 50 and price(r) < 40))

# --- inverse ----------------------------------------------------------------------------------
q("Which serums aren't meant for oily skin?", "Inverse Queries",
  where(lambda r: serum(r) and skin_types(r) and "Oily" not in skin_types(r)))
q("moisturizers that are not recommended for dry skin", "Inverse Queries",
  where(lambda r: moisturizer(r) and skin_types(r) and "Dry" not in skin_types(r)))
q("who makes the Protini moisturizer?", "Inverse Queries", where(lambda r: "protini" in low(r)),
  answer="Drunk Elephant (Protini™ Polypeptide Firming Refillable Moisturizer).", is_list=False)
q("sunscreens that aren't Supergoop", "Inverse Queries",
  where(lambda r: sunscreen(r) and brand(r) != "Supergoop!"))
q("eye creams not from Kiehl's or Origins", "Inverse Queries",
  where(lambda r: eye_cream(r) and brand(r) not in ("Kiehl's Since 1851", "Origins")))

# --- superlative ------------------------------------------------------------------------------
q("cheapest sunscreen?", "Superlative", argmin(where(sunscreen), price), is_list=False)
q("What's the most expensive thing you sell?", "Superlative", argmax(ALL, price), is_list=False)
q("priciest face oil", "Superlative", argmax(where(face_oil), price), is_list=False)
q("which toner comes in the biggest bottle?", "Superlative",
  argmax(where(lambda r: toner(r) and ml(r) is not None), ml), is_list=False)
q("best value moisturizer - lowest price per ml", "Superlative",
  argmin(where(lambda r: moisturizer(r) and ml(r)), lambda r: price(r) / ml(r)), is_list=False)
q("cheapest drunk elephant product", "Superlative",
  argmin(where(lambda r: brand(r) == "Drunk Elephant"), price), is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: brand(r) == "La Mer")
q("How many La Mer products do you have?", "Count", rows, answer=f"{len(rows)} La Mer products.")
rows = where(lip_balm)
q("how many lip balms have you got?", "Count", rows, answer=f"{len(rows)} lip balms.")
rows = where(lambda r: price(r) > 100)
q("How many products cost more than a hundred dollars?", "Count", rows, answer=f"{len(rows)} products.")
rows = where(on_sale)
q("how many things are on sale right now", "Count", rows, answer=f"{len(rows)} products have a reduced price.")
rows = where(lambda r: moisturizer(r) and ALL_TYPES <= skin_types(r) and price(r) < 40)
q("How many moisturizers under $40 work for all skin types (normal, dry, combo and oily)?", "Count", rows,
  answer=f"{len(rows)} moisturizers.")

# --- comparison -------------------------------------------------------------------------------
a, b = one("Kiehl's Since 1851", "Ultra Facial"), one("First Aid Beauty", "Ultra Repair® Cream")
q("Kiehl's Ultra Facial Cream or First Aid Beauty Ultra Repair Cream - which costs less?", "Comparison",
  [min((a, b), key=lambda x: price(x[1]))], is_list=False)
a, b = one("The Ordinary", "Glycolic Acid 7%"), one("Glow Recipe", "Pore-Tight Toner")
q("which is the bigger bottle, the ordinary glycolic acid toner or the glow recipe watermelon toner?", "Comparison",
  [max((a, b), key=lambda x: ml(x[1]))], is_list=False)
a = where(lambda r: brand(r) == "Glossier" and nm(r) == "Balm Dotcom Lip Balm and Skin Salve")[0]
b = one("LANEIGE", "Lip Glowy Balm")
q("original Balm Dotcom vs Laneige Lip Glowy Balm, which one's cheaper?", "Comparison",
  [min((a, b), key=lambda x: price(x[1]))], is_list=False)
a, b = one("La Mer", "Regenerating Serum"), one("La Mer", "Concentrate Serum")
q("La Mer Regenerating Serum or The Concentrate - which is pricier?", "Comparison",
  [max((a, b), key=lambda x: price(x[1]))], is_list=False)
trio = [one("Supergoop!", "Unseen Sunscreen"), one("Dr. Jart+", "Every Sun Day"), one("Kosas", "DreamBeam")]
q("Supergoop Unseen, Dr Jart Every Sun Day or Kosas DreamBeam: which sunscreen is cheapest?", "Comparison",
  [min(trio, key=lambda x: price(x[1]))], is_list=False)

# --- prose only (page text: what it is, highlighted ingredients, ingredient list) ---------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(text) -> (answer, reason)` to every product in `scope`, records the decision
    and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(text(r))
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def mentions(pattern, what):
    rx = re.compile(pattern, re.I)

    def rule(t):
        m = rx.search(t)
        if m:
            return True, f"the page text names {what}: “{m.group(0)}”"
        return False, f"no mention of {what} in the description or the ingredient list"
    return rule


q("which moisturizers under 30 dollars have hyaluronic acid in them?", "Prose Only",
  read("hyaluronic", mentions(r"hyaluron\w*", "hyaluronic acid (or sodium hyaluronate)"),
       lambda r: moisturizer(r) and price(r) < 30))


ALTERNATIVE = re.compile(r"(plant-derived )?retinol alternative|alternative to retinol|bio-retinol", re.I)


def retinol(t):
    rest = ALTERNATIVE.sub(" ", t)
    if re.search(r"\bretinol\b", rest, re.I):
        return True, "the description or ingredient list names retinol"
    if ALTERNATIVE.search(t):
        return False, f"only a retinol alternative (“{ALTERNATIVE.search(t).group(0)}”: bakuchiol, resveratrol), not retinol"
    if re.search(r"retin(al|oate|yl)|bakuchiol|retinoid", t, re.I):
        return False, "a retinol relative or alternative (retinal, retinoate, retinyl ester, bakuchiol, 'retinoid') but not retinol itself"
    return False, "no retinol in the description or the ingredient list"


q("serums with retinol?", "Prose Only", read("retinol", retinol, serum))
q("niacinamide serum for oily skin", "Prose Only",
  read("niacinamide", mentions(r"niacinamide", "niacinamide"), lambda r: serum(r) and "Oily" in skin_types(r)))


def fragrance_free(t):
    ing = t  # the whole page text: a 'fragrance-free' claim also counts
    if re.search(r"fragrance[- ]free|free of fragrance|no (added )?fragrance|without (added )?fragrance", ing, re.I):
        return True, "the page says fragrance-free / no fragrance"
    if re.search(r"\b(fragrance|parfum)\b", ing, re.I):
        return False, "the ingredient list contains Fragrance/Parfum"
    return True, "no Fragrance/Parfum in the ingredient list"


q("fragrance free moisturizer for dry skin, under $40?", "Prose Only",
  read("fragrance_free", fragrance_free,
       lambda r: moisturizer(r) and r["ingredients"].strip() and "Dry" in skin_types(r) and price(r) < 40))
q("vitamin c serums under $40", "Prose Only",
  read("vitamin_c", mentions(r"vitamin c\b|ascorb\w*", "vitamin C (ascorbic acid or an ascorbyl derivative)"),
       lambda r: serum(r) and price(r) < 40))
q("face wash with salicylic acid", "Prose Only",
  read("salicylic", mentions(r"salicylic", "salicylic acid"), cleanser))
q("mineral sunscreen with zinc oxide", "Prose Only",
  read("zinc", mentions(r"zinc oxide", "zinc oxide"), sunscreen))
q("moisturizers with ceramides for less than 40 dollars", "Prose Only",
  read("ceramide", mentions(r"ceramide", "ceramides"), lambda r: moisturizer(r) and price(r) < 40))
def snail(t):
    m = re.search(r"vegan \W?snail\W?|phyto mucin", t, re.I)
    if m:
        return False, f"a vegan, plant-based stand-in for snail mucin (“{m.group(0)}”), no snail secretion in the ingredient list"
    m = re.search(r"snail (mucin|secretion filtrate)", t, re.I)
    if m:
        return True, f"the page names snail mucin: “{m.group(0)}”"
    return False, "no snail mucin (snail secretion filtrate) in the description or the ingredient list"


q("got anything with snail mucin?", "Prose Only", read("snail", snail, lambda r: True))

# --- no answer --------------------------------------------------------------------------------
q("do you sell shampoo?", "No Answer", where(lambda r: "shampoo" in low(r)))
q("any moisturizer under 5 dollars", "No Answer", where(lambda r: moisturizer(r) and price(r) < 5))
q("SPF 100 sunscreen", "No Answer", where(lambda r: (spf(r) or 0) >= 100))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"skincare-{i + 1:03d}"] = item
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
