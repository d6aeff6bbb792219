#!/usr/bin/env python3
"""Questions and gold answers for dogs-akc, computed from the RAW rows (raw_akc_breeds.csv) with
explicit filters. Neither catalog.jsonl nor the engine is read. From convert.py only `load` (the
277 raw rows in file order) is reused. Answers are breed names (the first, unnamed CSV column),
which are the product names.

All 50 questions were written before any gold was computed and before any engine run. One was
replaced after its gold was first computed: "which breeds have a lifespan of 15 to 17 yrs" (meant
as an inverse question with an answer; no breed has exactly 16-18) became "... 15 to 17 yrs". Also
after the first gold run, the weight 0.0-0.0 of Cane Corso (which made it "the smallest dog") was
recognised as a scraping slip and is read as empty (so is Pyrenean Shepherd's 0-0 years).

Readings of user words (every filter is over the raw columns; an empty cell (or an impossible 0.0) never
matches a filter on its column and is left out of superlatives on it):
- group = `group`: "herding dogs" = `Herding Group`, "toy" = `Toy Group`, "hound(s)" = `Hound
  Group`, "terrier(s)" = `Terrier Group`, "working" = `Working Group`, "sporting" = `Sporting Group`,
  "non sporting" = `Non-Sporting Group`.
- weight = `min_weight`..`max_weight` (kg): "under X kg" / "below X" = `max_weight` < X; "over X kg"
  / "more than X" = `max_weight` > X; "between A and B kg" = `min_weight` >= A and `max_weight` <= B.
  Pounds ("lbs"): the raw kg are pound conversions with float noise, so pounds = round(kg /
  0.45359237, 1) and the comparison is made in pounds. "biggest" / "heaviest" = largest
  `max_weight`; "smallest" = smallest `max_weight`.
- height = `min_height`..`max_height` (cm): "X cm+ tall" / "taller than X" = `max_height` > X (or >=
  for "X+"); "under X cm" = `max_height` < X; feet: inches = round(cm / 2.54, 1), "over 2 ft" =
  `max_height` inches > 24. "tallest" = largest `max_height`; "which is taller" = larger
  `max_height`.
- life span = `min_expectancy`..`max_expectancy` (years): "live 15+ yrs" = `max_expectancy` >= 15;
  "live at least 12 years" = `min_expectancy` >= 12; "lifespan of 16 to 18" = min 16 and max 18;
  "live N years" (no-answer) = `max_expectancy` >= N; "lives longest" = largest `max_expectancy`;
  "shortest lived" = smallest `max_expectancy`.
- popularity = `popularity` (AKC rank, 1 = most popular; empty or the scraping slip `of` = no rank):
  "most popular" / "more popular" = smallest rank; "least popular" = largest rank; "top 20
  popularity" = rank <= 20; "rated #1 in popularity" = rank 1.
- shedding = `shedding_category`: "barely shed" = `Infrequent`; "don't shed much" = `Infrequent` or
  `Occasional`; "sheds more" = larger `shedding_value`.
- grooming = `grooming_frequency_category`: "professional grooming" = `Specialty/Professional`; "low
  grooming, occasional bath/brush" = `Occasional Bath/Brush`; "need daily brushing" = `Daily
  Brushing`; "except the ones that need daily brushing" keeps rows with an empty grooming cell.
- energy = `energy_level_category`: "calm" / "low energy" = `Calm` or `Couch Potato`; "couch
  potato" = `Couch Potato`; "need lots of activity" = `Needs Lots of Activity`.
- trainability = `trainability_category`: "eager to please" = `Eager to Please`; "easy to train" =
  `Easy Training` or `Eager to Please`; "easier to train" = larger `trainability_value`.
- demeanor = `demeanor_category`: "friendly with strangers" = `Friendly` or `Outgoing`; "not
  friendly with strangers" = `Reserved with Strangers` or `Aloof/Wary`; "reserved with strangers" =
  `Reserved with Strangers`; "outgoing" = `Outgoing`.
- temperament = `temperament` split on ", " (an item must equal, case-insensitive).
- named breeds: "yorkie" = `Yorkshire Terrier`, "german shepard" = `German Shepherd Dog`, "husky" =
  `Siberian Husky`, "malamute" = `Alaskan Malamute`, "lab" = `Labrador Retriever`.
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd; a
  tied comparison lists every tied breed.
- prose-only features (the fact is only in `description`): one decision per breed in
  reading_decisions.json, made by the rules in DECISIONS below (a keyword candidate from the text,
  then named overrides with their reason).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import load  # noqa: E402

ROWS = load()
QUESTIONS = []


def name(r):
    return r[""].strip()


def f(r, col):
    """A raw number; empty cells and 0.0 (impossible: Cane Corso's weight, Pyrenean Shepherd's life
    expectancy, scraping slips upstream) are None, i.e. empty."""
    s = r[col].strip()
    try:
        v = float(s)
    except ValueError:
        return None
    return None if v == 0.0 else v


def has(r, col):
    return f(r, col) is not None


def lb(kg):
    return round(kg / 0.45359237, 1)


def inch(cm):
    return round(cm / 2.54, 1)


def group(r):
    return r["group"].strip()


def cat(r, col):
    return r[col].strip()


def temper(r):
    return [x.strip().lower() for x in r["temperament"].split(",") if x.strip()]


def pop(r):
    s = r["popularity"].strip()
    return int(s) if s.isdigit() else None


def q(question, category, rows, answer=None, is_list=True):
    lst = [name(r) for r in rows]
    if answer is None:
        answer = "; ".join(lst) if lst else "No breed in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list,
                      "objectivity": "objective", "gt_answer": answer, "gt_answer_list": lst})


def where(fn):
    return [r for r in ROWS if fn(r)]


def best(rows, key, largest):
    rows = [r for r in rows if key(r) is not None]
    v = (max if largest else min)(key(r) for r in rows)
    return [r for r in rows if key(r) == v]


def top_n(rows, key, n, largest):
    rows = [r for r in rows if key(r) is not None]
    vals = sorted((key(r) for r in rows), reverse=largest)
    cut = vals[n - 1]
    keep = [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]
    return sorted(keep, key=key, reverse=largest)


def named(*ns):
    by = {name(r): r for r in ROWS}
    return [by[n] for n in ns]


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- prose-only reading decisions -------------------------------------------------------------
# key: (candidate regex over the description, {breed: (answer, reason)} overrides, reason for a
# candidate hit, reason for no hit)
DECISIONS = {
    "hypoallergenic": (
        r"hypoallergenic|low-allergen|allergy",
        {},
        "the description calls the coat hypoallergenic / low-allergen",
        "the description says nothing about allergies or a hypoallergenic coat",
    ),
    "japanese": (
        r"\bJapan",
        {},
        "the description gives the breed a Japanese origin (Japan / Japanese breed or lineage)",
        "the description does not place the breed's origin in Japan",
    ),
    "sled_dog": (
        r"\bsled",
        {
            "Drentsche Patrijshond": (False, "dog sledding is listed among modern activities; the breed was bred as an all-round farm and hunting dog"),
            "Working Kelpie": (False, "some have pulled sleds in Sweden; the breed is a herding dog"),
        },
        "the description presents the breed as a sled / sledge dog",
        "the description does not present the breed as a sled dog",
    ),
    "swimming": (
        r"\bswim",
        {
            "Dachshund": (False, "the description says they are not built for strenuous swimming"),
        },
        "the description says the breed loves swimming or is a (champion / excellent) swimmer",
        "the description does not mention swimming",
    ),
    "scottish": (
        r"Scotland|Scottish|\bScots\b",
        {
            "Australian Kelpie": (False, "developed in Australia from collies imported from Scotland"),
            "English Setter": (False, "developed in England; Scotland named only as one terrain it hunted"),
        },
        "the description gives the breed a Scottish origin",
        "the description does not give the breed a Scottish origin",
    ),
    "ratter": (
        r"\brats?\b|vermin|exterminator|ratting|rodent|\bmice\b",
        {
            "Irish Water Spaniel": (False, "only its 'rat tail' is mentioned; nothing about catching rats"),
            "Silky Terrier": (False, "the description says Silkys are more refined than typical ratting terriers"),
        },
        "the description says the breed catches rats / vermin / rodents (ratter, exterminator)",
        "the description says nothing about catching rats, mice or vermin",
    ),
}


def decide():
    out = {}
    for key, (pat, over, yes, no) in DECISIONS.items():
        d = {}
        for r in ROWS:
            n = name(r)
            if n in over:
                a, why = over[n]
            elif re.search(pat, r["description"], re.I):
                a, why = True, yes
            else:
                a, why = False, no
            d[n] = {"answer": a, "reason": why}
        out[key] = d
    return out


READ = decide()


def prose(key):
    return lambda r: READ[key][name(r)]["answer"]


H, T, W, S, NS, TOY, HE = ("Hound Group", "Terrier Group", "Working Group", "Sporting Group",
                           "Non-Sporting Group", "Toy Group", "Herding Group")

# --- Simple Filter (5)
q("herding dogs", "Simple Filter", where(lambda r: group(r) == HE))
q("dogs that barely shed", "Simple Filter", where(lambda r: cat(r, "shedding_category") == "Infrequent"))
q("breeds that need professional grooming", "Simple Filter",
  where(lambda r: cat(r, "grooming_frequency_category") == "Specialty/Professional"))
q("show me toy breeds", "Simple Filter", where(lambda r: group(r) == TOY))
q("dogs that are eager to please", "Simple Filter",
  where(lambda r: cat(r, "trainability_category") == "Eager to Please"))

# --- Multi-Condition Queries (10)
q("small dogs under 5kg that live 15+ yrs", "Multi-Condition Queries",
  where(lambda r: has(r, "max_weight") and f(r, "max_weight") < 5
        and has(r, "max_expectancy") and f(r, "max_expectancy") >= 15))
q("terriers that dont shed much", "Multi-Condition Queries",
  where(lambda r: group(r) == T and cat(r, "shedding_category") in ("Infrequent", "Occasional")))
q("big dogs over 40 kilos that are easy to train", "Multi-Condition Queries",
  where(lambda r: has(r, "max_weight") and f(r, "max_weight") > 40
        and cat(r, "trainability_category") in ("Easy Training", "Eager to Please")))
q("calm hounds", "Multi-Condition Queries",
  where(lambda r: group(r) == H and cat(r, "energy_level_category") in ("Calm", "Couch Potato")))
q("working group dogs that are friendly with strangers", "Multi-Condition Queries",
  where(lambda r: group(r) == W and cat(r, "demeanor_category") in ("Friendly", "Outgoing")))
q("sporting breeds with low grooming, just occasional bath/brush", "Multi-Condition Queries",
  where(lambda r: group(r) == S and cat(r, "grooming_frequency_category") == "Occasional Bath/Brush"))
q("dogs over 2 ft tall that live at least 12 years", "Multi-Condition Queries",
  where(lambda r: inch(f(r, "max_height")) > 24
        and has(r, "min_expectancy") and f(r, "min_expectancy") >= 12))
q("non sporting breeds under 30 cm", "Multi-Condition Queries",
  where(lambda r: group(r) == NS and f(r, "max_height") < 30))
q("herding dogs that need lots of activity and are eager to please", "Multi-Condition Queries",
  where(lambda r: group(r) == HE and cat(r, "energy_level_category") == "Needs Lots of Activity"
        and cat(r, "trainability_category") == "Eager to Please"))
q("toy dogs in the top 50 most popular", "Multi-Condition Queries",
  where(lambda r: group(r) == TOY and pop(r) is not None and pop(r) <= 50))

# --- Inverse Queries (6)
q("hounds that arent friendly w strangers", "Inverse Queries",
  where(lambda r: group(r) == H and cat(r, "demeanor_category") in ("Reserved with Strangers", "Aloof/Wary")))
q("terriers except the ones that need daily brushing", "Inverse Queries",
  where(lambda r: group(r) == T and cat(r, "grooming_frequency_category") != "Daily Brushing"))
q("small breeds under 10kg that are not in the toy group", "Inverse Queries",
  where(lambda r: has(r, "max_weight") and f(r, "max_weight") < 10 and group(r) != TOY))
q("which breed is described as famously funny?", "Inverse Queries",
  where(lambda r: "famously funny" in temper(r)))
q("what dog is ranked #1 in popularity", "Inverse Queries", where(lambda r: pop(r) == 1))
q("which breeds have a lifespan of 15 to 17 yrs", "Inverse Queries",
  where(lambda r: f(r, "min_expectancy") == 15 and f(r, "max_expectancy") == 17))

# --- Superlative (8)
q("biggest dog breed", "Superlative", best(ROWS, lambda r: f(r, "max_weight"), True), is_list=False)
q("tallest terrier", "Superlative", best(where(lambda r: group(r) == T), lambda r: f(r, "max_height"), True),
  is_list=False)
q("whats the smallest dog", "Superlative", best(ROWS, lambda r: f(r, "max_weight"), False), is_list=False)
q("which breed lives the longest", "Superlative", best(ROWS, lambda r: f(r, "max_expectancy"), True),
  is_list=False)
q("top 3 most popular herding dogs", "Superlative", top_n(where(lambda r: group(r) == HE), pop, 3, False))
q("least popular sporting breed", "Superlative", best(where(lambda r: group(r) == S), pop, True), is_list=False)
q("shortest lived workin dog", "Superlative",
  best(where(lambda r: group(r) == W), lambda r: f(r, "max_expectancy"), False), is_list=False)
q("heaviest toy breed", "Superlative", best(where(lambda r: group(r) == TOY), lambda r: f(r, "max_weight"), True),
  is_list=False)

# --- Count (5)
count("how many hound breeds are there", where(lambda r: group(r) == H), "hound breeds")
count("how many breeds need lots of activity",
      where(lambda r: cat(r, "energy_level_category") == "Needs Lots of Activity"), "breeds")
count("how many dogs weigh more than 100 lbs",
      where(lambda r: has(r, "max_weight") and lb(f(r, "max_weight")) > 100), "breeds")
count("number of breeds in the top 20 popularity", where(lambda r: pop(r) is not None and pop(r) <= 20),
      "breeds")
count("how many terriers are reserved with strangers",
      where(lambda r: group(r) == T and cat(r, "demeanor_category") == "Reserved with Strangers"), "terriers")


def cmp(question, rows, key, largest):
    win = best(rows, key, largest)
    q(question, "Comparison", win, is_list=len(win) > 1)


# --- Comparison (6)
cmp("golden retriever vs lab, which is more popular", named("Golden Retriever", "Labrador Retriever"), pop, False)
cmp("great dane or irish wolfhound - which one is taller", named("Great Dane", "Irish Wolfhound"),
    lambda r: f(r, "max_height"), True)
cmp("chihuahua vs pomeranian vs yorkie which lives longest",
    named("Chihuahua", "Pomeranian", "Yorkshire Terrier"), lambda r: f(r, "max_expectancy"), True)
cmp("is a beagle or a basset hound heavier", named("Beagle", "Basset Hound"), lambda r: f(r, "max_weight"), True)
cmp("german shepard or rottweiler, which one is easier to train", named("German Shepherd Dog", "Rottweiler"),
    lambda r: f(r, "trainability_value"), True)
cmp("husky vs malamute which sheds more", named("Siberian Husky", "Alaskan Malamute"),
    lambda r: f(r, "shedding_value"), True)

# --- No Answer (4)
q("toy dogs over 30 kg", "No Answer", where(lambda r: group(r) == TOY and has(r, "max_weight")
                                             and f(r, "max_weight") > 30))
q("herding breeds that are couch potatoes", "No Answer",
  where(lambda r: group(r) == HE and cat(r, "energy_level_category") == "Couch Potato"))
q("dogs that live 25 years", "No Answer", where(lambda r: has(r, "max_expectancy") and f(r, "max_expectancy") >= 25))
q("terriers taller than 80 cm", "No Answer", where(lambda r: group(r) == T and f(r, "max_height") > 80))

# --- Prose Only (6)
q("hypoalergenic dogs for allergy sufferers", "Prose Only", where(prose("hypoallergenic")))
q("japanese dog breeds", "Prose Only", where(prose("japanese")))
q("which breeds were bred as sled dogs", "Prose Only", where(prose("sled_dog")))
q("dogs that luv swimming", "Prose Only", where(prose("swimming")))
q("breeds from scotland", "Prose Only", where(prose("scottish")))
q("good ratters? dogs that catch rats", "Prose Only", where(prose("ratter")))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"dogs-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(READ, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:4])[:140])


if __name__ == "__main__":
    main()
