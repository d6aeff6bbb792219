#!/usr/bin/env python3
"""Questions and gold answers for fragrances, computed from the RAW rows
(raw_fragrantica_perfumes.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: `load` (the 2,335 rows in file order), `parse`
(the facts of a row as the source writes them: perfume and brand split off `Name`, olfactory
family, launch year and the three note lists read out of Fragrantica's generated description, the
accords and perfumers lists) and `names` (each row's product name).

All 50 questions were written before any engine run on them. Three were replaced after their gold
was first computed (before any engine run): "creed mens scents without a citrus accord" (every
Creed for men has one; it became "... without lavender"), "creed perfumes from before 1960" (meant
as a no-answer question, 3 match; it became Byredo before 2000) and "chypre fragrances for women"
(91 items, too long for a simple filter; it became "any floral aldehyde perfumes?"). The source has no price column and
its only prose is Fragrantica's generated description, whose facts (family, year, perfumers, notes)
are all in the spec table too, so there are no prose-only questions and no reading_decisions.json.

Readings of shopper words (every filter is over the raw columns / the parsed description):
- brand = the brand as the description writes it; shopper spellings: "channel" = Chanel, "D&G" /
  "dolce gabbana" = Dolce&Gabbana, "CK" = Calvin Klein, "BBW" / "bath and body works" = Bath & Body
  Works, "kilian" = By Kilian, "armani" = Giorgio Armani, "estee lauder" = Estée Lauder, "chloe" =
  Chloé, "bulgari" = Bvlgari, "bond no. 9" = Bond No 9; "sauvge" = Sauvage (typo). Tom Ford is not in the sample.
- notes = the three lists of the description ("Top notes are A, B and C; middle notes are ...;
  base notes are ..."; `note is` for one), split on ", " and " and "; a perfume whose description
  has no pyramid has no notes. "X note" = a note whose words include X (case-insensitive: "rose"
  = Rose, Bulgarian Rose, Rose de Mai, not Rosemary or Rosewood; "oud" = Oud or Agarwood (Oud);
  "vanilla" (typed "vanila") = a note with the word Vanilla or Vanille; "tonka" = Tonka Bean; "tobacco" = Tobacco,
  Tobacco Leaf, Tobacco Blossom).
- accords = `Main Accords` (lower-case words as written: `oud`, `vanilla`, `leather`, `aquatic`, ...).
- "X perfume" / "with X" / "smells like X" / "has X" (X a material) = an X note OR an `x` accord;
  "no X" / "without X" = neither.
- olfactory family = the words between "is a" and "fragrance for" ("Citrus Aromatic", "Chypre
  Floral"); "chypre" = a family containing Chypre; "fougere" = a family containing Fougere;
  "floral aldehyde" = the family Floral Aldehyde.
- gender = `Gender`: "for men" / "men's" / "for him" / "for guys" / "cologne" = `for men`; "for
  women" / "women's" / "for her" / "ladies" = `for women`; "unisex" / "shared" = `for women and men`.
- launch year = "was launched in YYYY" (absent on 148 rows: those never match a year filter);
  "after Y" = > Y; "Y or later" / "since Y" = >= Y; "before Y" = < Y; "the 90s" = 1990-1999;
  "in Y" = == Y; "pre-Y" = < Y; "since '18" = >= 2018.
- rating = `Rating Value` out of 5; "4 stars and up" = >= 4.0; "above 4" = > 4.0; "8/10 or
  better" = >= 4.0; "rated 4.2 or higher" = >= 4.2.
- votes = `Rating Count` without its comma; "popular" / "most reviewed" = most votes; "over 5k
  ratings" = > 5,000; "10k+" = >= 10,000; "over a thousand" = > 1,000.
- perfumer = `Perfumers` list (exact name; "demachy" = François Demachy).
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd.
- price: the source has none, so a price question has no answer.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import load, names, parse  # noqa: E402

PARSED = [parse(r) for r in load()]
ALL = list(zip(names(PARSED), PARSED))
NAMES = [n for n, _ in ALL]
QUESTIONS = []


def notes(p):
    out = []
    for k in ("top", "middle", "base"):
        if p[k]:
            out += [x.strip() for x in re.split(r", | and ", p[k]) if x.strip()]
    return out


def words(s):
    return re.findall(r"[a-z]+", s.lower())


def note(p, *ws):
    return any(w in words(n) for n in notes(p) for w in ws)


def accord(p, a):
    return a in p["accords"]


def has(p, x, *more):
    return note(p, x, *more) or accord(p, x)


def brand(p):
    return p["brand"]


def gender(p):
    return p["gender"]


MEN, WOMEN, UNI = "for men", "for women", "for women and men"


def year(p):
    return int(p["year"]) if p["year"] else None


def yr(p, pred):
    return year(p) is not None and pred(year(p))


def rating(p):
    return float(p["rating"])


def votes(p):
    return int(p["votes"].replace(",", ""))


def family(p):
    return p["family"] or ""


def perfumer(p, name):
    return name in p["perfumers"]


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No fragrance in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(n, p) for n, p in ALL if f(p)]


def argmin(rows, key):
    best = min(key(p) for _, p in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    best = max(key(p) for _, p in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=True):
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def named(*ns):
    out = [(n, p) for n, p in ALL if n in ns]
    assert len(out) == len(ns), ns
    return out


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- Simple Filter (6)
q("channel perfumes for men", "Simple Filter", where(lambda p: brand(p) == "Chanel" and gender(p) == MEN))
q("perfumes with oud", "Simple Filter", where(lambda p: has(p, "oud")))
q("fragrances launched in 2024", "Simple Filter", where(lambda p: yr(p, lambda y: y == 2024)))
q("anything made by Francis Kurkdjian?", "Simple Filter", where(lambda p: perfumer(p, "Francis Kurkdjian")))
q("something that smells like coffee", "Simple Filter", where(lambda p: has(p, "coffee")))
q("any floral aldehyde perfumes?", "Simple Filter", where(lambda p: family(p) == "Floral Aldehyde"))

# --- Multi-Condition Queries (12)
q("vanila perfumes for men", "Multi-Condition Queries",
  where(lambda p: gender(p) == MEN and (note(p, "vanilla", "vanille") or accord(p, "vanilla"))))
q("dior perfumes launched after 2015", "Multi-Condition Queries",
  where(lambda p: brand(p) == "Dior" and yr(p, lambda y: y > 2015)))
q("creed for men rated 4.2 or higher", "Multi-Condition Queries",
  where(lambda p: brand(p) == "Creed" and gender(p) == MEN and rating(p) >= 4.2))
q("unisex scents with sandalwood and cardamom", "Multi-Condition Queries",
  where(lambda p: gender(p) == UNI and has(p, "sandalwood") and has(p, "cardamom")))
q("kilian fragrances with rum", "Multi-Condition Queries", where(lambda p: brand(p) == "By Kilian" and has(p, "rum")))
q("womens perfume from the 90s with tuberose", "Multi-Condition Queries",
  where(lambda p: gender(p) == WOMEN and yr(p, lambda y: 1990 <= y <= 1999) and has(p, "tuberose")))
q("armani cologne for men with over 5k ratings", "Multi-Condition Queries",
  where(lambda p: brand(p) == "Giorgio Armani" and gender(p) == MEN and votes(p) > 5000))
q("citrus aromatic for guys, 2010 or newer", "Multi-Condition Queries",
  where(lambda p: family(p) == "Citrus Aromatic" and gender(p) == MEN and yr(p, lambda y: y >= 2010)))
q("lavender, vanilla and tonka notes all in one", "Multi-Condition Queries",
  where(lambda p: note(p, "lavender") and note(p, "vanilla", "vanille") and note(p, "tonka")))
q("alberto morillas perfumes released since '18", "Multi-Condition Queries",
  where(lambda p: perfumer(p, "Alberto Morillas") and yr(p, lambda y: y >= 2018)))
q("bond no. 9 with leather rated 8/10 or better", "Multi-Condition Queries",
  where(lambda p: brand(p) == "Bond No 9" and has(p, "leather") and rating(p) >= 4.0))
q("aquatic accord for him, above 4 stars", "Multi-Condition Queries",
  where(lambda p: accord(p, "aquatic") and gender(p) == MEN and rating(p) > 4.0))

# --- Inverse Queries (7)
q("something with oud but no rose", "Inverse Queries", where(lambda p: has(p, "oud") and not has(p, "rose")))
q("chanel fragrances that aren't for women", "Inverse Queries",
  where(lambda p: brand(p) == "Chanel" and gender(p) != WOMEN))
q("creed mens scents without lavender", "Inverse Queries",
  where(lambda p: brand(p) == "Creed" and gender(p) == MEN and not has(p, "lavender")))
q("byredo perfumes except the unisex ones", "Inverse Queries", where(lambda p: brand(p) == "Byredo" and gender(p) != UNI))
q("tobacco fragrances not from kilian or bond no 9", "Inverse Queries",
  where(lambda p: has(p, "tobacco") and brand(p) not in ("By Kilian", "Bond No 9")))
q("diptyque without patchouli", "Inverse Queries", where(lambda p: brand(p) == "Diptyque" and not has(p, "patchouli")))
q("dior mens fragrances not made by demachy", "Inverse Queries",
  where(lambda p: brand(p) == "Dior" and gender(p) == MEN and not perfumer(p, "François Demachy")))

# --- Superlative (8)
q("highest rated dior", "Superlative", argmax(where(lambda p: brand(p) == "Dior"), rating), is_list=False)
q("most popular fragrance (most ratings)", "Superlative", argmax(ALL, votes), is_list=False)
q("oldest perfume you've got", "Superlative", argmin(where(lambda p: year(p) is not None), year), is_list=False)
q("top 3 best rated creed", "Superlative", top_n(where(lambda p: brand(p) == "Creed"), rating, 3))
q("newest by kilian release", "Superlative", argmax(where(lambda p: brand(p) == "By Kilian" and year(p)), year),
  is_list=False)
q("worst rated CK perfume", "Superlative", argmin(where(lambda p: brand(p) == "Calvin Klein"), rating), is_list=False)
q("most reviewed ladies perfume w/ tuberose", "Superlative",
  argmax(where(lambda p: gender(p) == WOMEN and has(p, "tuberose")), votes), is_list=False)
q("top 3 highest rated unisex fragrances with 10k+ votes", "Superlative",
  top_n(where(lambda p: gender(p) == UNI and votes(p) >= 10000), rating, 3))

# --- Count (6)
count("how many dior fragrances have tobacco", where(lambda p: brand(p) == "Dior" and has(p, "tobacco")),
      "Dior fragrances with tobacco")
count("how many unisex perfumes are there", where(lambda p: gender(p) == UNI), "unisex fragrances")
count("how many perfumes did Olivier Creed make", where(lambda p: perfumer(p, "Olivier Creed")),
      "fragrances by Olivier Creed")
count("how many avon scents are pre-2000", where(lambda p: brand(p) == "Avon" and yr(p, lambda y: y < 2000)),
      "Avon fragrances launched before 2000")
count("how many fragrances have more than ten thousand ratings", where(lambda p: votes(p) > 10000),
      "fragrances with more than 10,000 ratings")
count("count of men's fougeres", where(lambda p: "Fougere" in family(p) and gender(p) == MEN), "fougères for men")

# --- Comparison (6)
q("acqua di gio for men vs cool water for men - which is rated higher?", "Comparison",
  argmax(named("Acqua di Gio by Giorgio Armani (for men)", "Cool Water by Davidoff (for men)"), rating), is_list=False)
q("sauvge or bleu de chanel, which one has more reviews", "Comparison",
  argmax(named("Sauvage by Dior", "Bleu de Chanel by Chanel"), votes), is_list=False)
q("aventus vs sauvage vs bleu de chanel: best rating?", "Comparison",
  argmax(named("Aventus by Creed", "Sauvage by Dior", "Bleu de Chanel by Chanel"), rating), is_list=False)
q("which came out first, coco mademoiselle or miss dior cherie?", "Comparison",
  argmin(named("Coco Mademoiselle by Chanel", "Miss Dior Cherie by Dior"), year), is_list=False)
q("gypsy water or mojave ghost - which one is better rated", "Comparison",
  argmax(named("Gypsy Water by Byredo", "Mojave Ghost by Byredo"), rating), is_list=False)
q("Light Blue by D&G vs CK One, which is newer", "Comparison",
  argmax(named("Light Blue by Dolce&Gabbana", "CK One by Calvin Klein"), year), is_list=False)

# --- No Answer (5)
q("tom ford tobacco vanille", "No Answer", where(lambda p: brand(p) == "Tom Ford"))
q("dior perfumes under 100 bucks", "No Answer", [])
q("anything rated above 4.8?", "No Answer", where(lambda p: rating(p) > 4.8))
q("chanel with a cannabis accord", "No Answer", where(lambda p: brand(p) == "Chanel" and accord(p, "cannabis")))
q("byredo perfumes from before 2000", "No Answer", where(lambda p: brand(p) == "Byredo" and yr(p, lambda y: y < 2000)))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"fragrances-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:140])


if __name__ == "__main__":
    main()
