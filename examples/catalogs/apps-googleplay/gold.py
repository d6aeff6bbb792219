#!/usr/bin/env python3
"""Questions and gold answers for apps-googleplay, computed from the RAW rows
(raw_googleplaystore_every4th.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the raw-row helpers are reused: the loader, the grouping of records into
listings (`listings`: same App, Size, Last Updated and Current Ver; the record with the most Reviews
gives the values, every Category of the listing's records counts), the naming rule (`names`) and
the price (`price`).

All questions were written before any gold was computed and before any engine run (none was run).
The source has no prose, so there are no prose-only questions and no reading_decisions.json.

Readings of shopper words (every filter is over the raw columns of a listing's chosen record):
- category = the `Category` column, any of the listing's records ("photography apps" =
  PHOTOGRAPHY, "health and fitness" = HEALTH_AND_FITNESS, "libraries & demo" = LIBRARIES_AND_DEMO,
  "events" = EVENTS, ...). "games" = category GAME, or an app whose first genre (the `Genres` cell
  is ";"-separated) is one of the store's game genres (Action, Adventure, Arcade, Board, Card,
  Casino, Casual, Puzzle, Racing, Role Playing, Simulation, Strategy, Trivia, Word): the store files
  many games (Hitman GO, TETRIS) under FAMILY only. "puzzle games" / "arcade games" = a game whose
  `Genres` cell holds Puzzle / Arcade.
- rating = `Rating` (1.0-5.0; `NaN` = not rated, such an app is in no rating condition). "rated
  4.5+" / "4.5 stars or more" / "rated 4.5 or more" = rating >= 4.5; "above 4.7" = > 4.7;
  "under 4 stars" = < 4.0; "without any ratings yet" = `NaN`.
- reviews = `Reviews` (a bare count): "100k+ reviews" = >= 100,000; "over 1000 reviews" = > 1000;
  "at least 10k reviews" = >= 10,000; "most reviewed" = max.
- installs = the lower bound of the `Installs` bucket ("1,000,000+" -> 1,000,000): "at least a
  million installs" / "1M+ downloads" / "over 1M downloads" = bucket >= 1,000,000 (the store only
  says "1,000,000+", so "over 1M" is read as that bucket or higher); "a billion+ installs" = bucket
  >= 1,000,000,000; "10M+ installs" = >= 10,000,000; "10,000+ installs" = >= 10,000.
- size = `Size`: "19M" = 19 MB, "201k" = 201/1024 MB; "Varies with device" has no size and is in no
  size condition (and not in "biggest"/"smallest"). "over 90MB" / "bigger than" = > ; "under 5MB"
  = < ; "in kb" (the smallest) = the smallest size whatever its unit.
- price = `Price` in US dollars ("0" free, "$4.99"): "free" = `Type` Free; "paid" / "aren't free" =
  `Type` Paid; "more than $20" = price > 20; "under $2" = < 2; "between $1 and $3" = 1 <= price <=
  3; "costs less" / "cheapest" / "most expensive" compare price.
- date = `Last Updated` ("January 7, 2018"): "updated since 2018" = on or after 2018-01-01;
  "updated in 2018" = year 2018; "updated in july or august 2018" = 2018-07-01 .. 2018-08-31;
  "last updated before 2016" = before 2016-01-01; "haven't been updated since 2016" = last update
  in 2016 or earlier; "updated more recently" = later date; "least recently updated" = earliest.
- Android requirement = `Android Ver`: "4.0.3 and up" -> minimum 4.0.3; "4.4W and up" -> minimum
  4.4 (W = Wear, kept as 4.4); "4.1 - 7.1.1" -> minimum 4.1, maximum 7.1.1; "Varies with device"
  and `NaN` = unknown, in no Android condition. Versions compare component-wise (4.0.3 < 4.1).
  "works on android 4.0" = minimum <= 4.0 (and maximum, if any, >= 4.0); "needs android 7.0 or
  newer" / "needs at least android 6.0" = minimum >= 7.0 / 6.0; "don't need android 4.1 or higher" =
  minimum < 4.1; "needs a newer android version" = the higher minimum; "android 9 and up" = minimum
  >= 9.
- content rating = `Content Rating`: "for teens" = Teen; "not rated Everyone" = anything but
  Everyone (Teen, Everyone 10+, Mature 17+, Adults only 18+, Unrated); "Adults only 18+" = that
  value.
- "top 3" = the 3 best plus every app tied with the 3rd; a superlative returns every app tied for
  first; a comparison names apps by an explicit rule (exact App name) that must match exactly one
  listing (asserted), and a tie returns every tied app.
- Count questions: gt_answer is the number as a string, gt_answer_list the apps counted.

Changed after their gold was first computed (the first wording gave no app, which was not meant):
"dating apps for teens with over 1M downloads" (0: the sample's dating apps for teens all have
fewer than 1,000 installs -> "mature 17+ dating apps with over 1M downloads"); "how many apps are
rated Adults only 18+" (0: none of the 3 such apps fell into the sample -> "how many paid apps are
rated Teen"). The reading of "games" was widened after the first run from category GAME alone to
GAME or a game genre first ("puzzle games under 20MB rated 4.6+" found none: the sample's puzzle
games are almost all filed under FAMILY); the rule, not single apps, was changed. With the wider
rule "games that haven't been updated since 2016" gave 82 games -> "games with 1M+ installs that
haven't been updated since 2016".

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import datetime
import json
import os
import re

from convert import listings, load, names, price

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = listings(load())
NAME = names(ITEMS)
ALL = [(pid, (r, cats)) for pid, r, cats in ITEMS]
MONTHS = {m: i for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July",
                                      "August", "September", "October", "November", "December"], 1)}


# --- raw-row helpers (x = (record, categories)) ---------------------------------------------------
def app(x):
    return x[0]["App"]


def cat(x, code):
    return code in x[1]


def genres(x):
    return x[0]["Genres"].split(";")


GAME_GENRES = {"Action", "Adventure", "Arcade", "Board", "Card", "Casino", "Casual", "Puzzle", "Racing",
               "Role Playing", "Simulation", "Strategy", "Trivia", "Word"}


def game(x):
    return cat(x, "GAME") or genres(x)[0] in GAME_GENRES


def rating(x):
    v = x[0]["Rating"]
    return None if v == "NaN" else float(v)


def reviews(x):
    return int(x[0]["Reviews"])


def installs(x):
    return int(x[0]["Installs"].rstrip("+").replace(",", ""))


def size_mb(x):
    v = x[0]["Size"]
    if v.endswith("M"):
        return float(v[:-1])
    if v.endswith("k"):
        return float(v[:-1]) / 1024
    return None  # "Varies with device"


def usd(x):
    return price(x[0])


def free(x):
    return x[0]["Type"] == "Free"


def paid(x):
    return x[0]["Type"] == "Paid"


def updated(x):
    m = re.fullmatch(r"([A-Z][a-z]+) (\d{1,2}), (\d{4})", x[0]["Last Updated"])
    return datetime.date(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2)))


def ver(s):
    return tuple(int(p) for p in re.findall(r"\d+", s))


def android(x):
    """(minimum, maximum or None) from `Android Ver`, or None when unknown."""
    v = x[0]["Android Ver"]
    m = re.fullmatch(r"([\d.]+)W? and up", v)
    if m:
        return ver(m.group(1)), None
    m = re.fullmatch(r"([\d.]+) - ([\d.]+)", v)
    if m:
        return ver(m.group(1)), ver(m.group(2))
    return None


def min_android(x):
    a = android(x)
    return a[0] if a else None


def works_on(x, v):
    a = android(x)
    return a is not None and a[0] <= ver(v) and (a[1] is None or a[1] >= ver(v))


def content(x):
    return x[0]["Content Rating"]


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No app in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def count(question, rows):
    q(question, "Count", rows, answer=str(len(rows)))


def where(f):
    return [(k, x) for k, x in ALL if f(x)]


def argmin(rows, key):
    best = min(key(x) for _, x in rows)
    return [r for r in rows if key(r[1]) == best]


def argmax(rows, key):
    best = max(key(x) for _, x in rows)
    return [r for r in rows if key(r[1]) == best]


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    ordered = sorted(rows, key=lambda r: key(r[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [r for r in rows if (key(r[1]) >= cut if largest else key(r[1]) <= cut)]


def exact(name):
    """The one listing whose App name is exactly `name`."""
    rows = where(lambda x: app(x) == name)
    assert len(rows) == 1, (name, len(rows))
    return rows[0]


D = datetime.date
MB = size_mb

# --- simple filters ---------------------------------------------------------------------------
q("show me the beauty apps", "Simple Filter", where(lambda x: cat(x, "BEAUTY")))
q("comics apps?", "Simple Filter", where(lambda x: cat(x, "COMICS")))
q("got any parenting apps", "Simple Filter", where(lambda x: cat(x, "PARENTING")))
q("apps over 90MB", "Simple Filter", where(lambda x: (MB(x) or 0) > 90))
q("apps with a billion+ installs", "Simple Filter", where(lambda x: installs(x) >= 1_000_000_000))
q("paid apps costing more than $20", "Simple Filter", where(lambda x: paid(x) and usd(x) > 20))
q("which apps need android 7.0 or newer", "Simple Filter",
  where(lambda x: min_android(x) is not None and min_android(x) >= ver("7.0")))
q("event apps pls", "Simple Filter", where(lambda x: cat(x, "EVENTS")))

# --- multi-condition --------------------------------------------------------------------------
q("free photography apps rated 4.5+ with at least a million installs", "Multi-Condition Queries",
  where(lambda x: cat(x, "PHOTOGRAPHY") and free(x) and (rating(x) or 0) >= 4.5 and installs(x) >= 1_000_000))
q("paid games under $2 rated 4.5 or more", "Multi-Condition Queries",
  where(lambda x: game(x) and paid(x) and usd(x) < 2 and (rating(x) or 0) >= 4.5))
q("medical apps under 5MB updated since 2018", "Multi-Condition Queries",
  where(lambda x: cat(x, "MEDICAL") and MB(x) is not None and MB(x) < 5 and updated(x) >= D(2018, 1, 1)))
q("mature 17+ dating apps with over 1M downloads", "Multi-Condition Queries",
  where(lambda x: cat(x, "DATING") and content(x) == "Mature 17+" and installs(x) >= 1_000_000))
q("finance apps with 100k+ reviews", "Multi-Condition Queries",
  where(lambda x: cat(x, "FINANCE") and reviews(x) >= 100_000))
q("puzzle games under 20MB rated 4.6+", "Multi-Condition Queries",
  where(lambda x: game(x) and "Puzzle" in genres(x) and MB(x) is not None and MB(x) < 20
        and (rating(x) or 0) >= 4.6))
q("free health and fitness apps that work on android 4.0, rated above 4.7", "Multi-Condition Queries",
  where(lambda x: cat(x, "HEALTH_AND_FITNESS") and free(x) and works_on(x, "4.0") and (rating(x) or 0) > 4.7))
q("weather apps updated in july or august 2018 with 4.5 stars or more", "Multi-Condition Queries",
  where(lambda x: cat(x, "WEATHER") and D(2018, 7, 1) <= updated(x) <= D(2018, 8, 31) and (rating(x) or 0) >= 4.5))
q("education apps under 10mb with 10,000+ installs", "Multi-Condition Queries",
  where(lambda x: cat(x, "EDUCATION") and MB(x) is not None and MB(x) < 10 and installs(x) >= 10_000))
q("paid apps between $1 and $3 rated 4.7+ with over 1000 reviews", "Multi-Condition Queries",
  where(lambda x: paid(x) and 1 <= usd(x) <= 3 and (rating(x) or 0) >= 4.7 and reviews(x) > 1000))
q("productivity apps last updated before 2016", "Multi-Condition Queries",
  where(lambda x: cat(x, "PRODUCTIVITY") and updated(x) < D(2016, 1, 1)))
q("arcade games over 50MB with 10M+ installs", "Multi-Condition Queries",
  where(lambda x: game(x) and "Arcade" in genres(x) and (MB(x) or 0) > 50 and installs(x) >= 10_000_000))

# --- inverse ----------------------------------------------------------------------------------
q("weather apps that aren't free", "Inverse Queries", where(lambda x: cat(x, "WEATHER") and not free(x)))
q("travel apps not rated Everyone", "Inverse Queries",
  where(lambda x: cat(x, "TRAVEL_AND_LOCAL") and content(x) != "Everyone"))
q("communication apps under 10MB whose size doesn't vary with device", "Inverse Queries",
  where(lambda x: cat(x, "COMMUNICATION") and MB(x) is not None and MB(x) < 10))
q("games with 1M+ installs that haven't been updated since 2016", "Inverse Queries",
  where(lambda x: game(x) and installs(x) >= 1_000_000 and updated(x) < D(2017, 1, 1)))
q("business apps that don't need android 4.1 or higher", "Inverse Queries",
  where(lambda x: cat(x, "BUSINESS") and min_android(x) is not None and min_android(x) < ver("4.1")))
q("shopping apps w/o any ratings yet", "Inverse Queries",
  where(lambda x: cat(x, "SHOPPING") and rating(x) is None))

# --- superlative ------------------------------------------------------------------------------
q("most reviewed app?", "Superlative", argmax(ALL, reviews), is_list=False)
q("top 3 highest rated finance apps with at least 10k reviews", "Superlative",
  top_n(where(lambda x: cat(x, "FINANCE") and reviews(x) >= 10_000 and rating(x) is not None), rating, 3,
        largest=True))
q("biggest game by download size", "Superlative",
  argmax(where(lambda x: game(x) and MB(x) is not None), MB), is_list=False)
q("most expensive app", "Superlative", argmax(ALL, usd), is_list=False)
q("cheapest paid medical app", "Superlative", argmin(where(lambda x: cat(x, "MEDICAL") and paid(x)), usd),
  is_list=False)
q("top 3 most reviewed photography apps", "Superlative",
  top_n(where(lambda x: cat(x, "PHOTOGRAPHY")), reviews, 3, largest=True))
q("smallest tools app (in kb)", "Superlative",
  argmin(where(lambda x: cat(x, "TOOLS") and MB(x) is not None), MB), is_list=False)
q("which app is the least recently updated", "Superlative", argmin(ALL, updated), is_list=False)

# --- count ------------------------------------------------------------------------------------
count("how many paid apps are rated 4.8 or higher", where(lambda x: paid(x) and (rating(x) or 0) >= 4.8))
count("how many libraries & demo apps are there", where(lambda x: cat(x, "LIBRARIES_AND_DEMO")))
count("how many apps need at least android 6.0",
      where(lambda x: min_android(x) is not None and min_android(x) >= ver("6.0")))
count("how many comics apps were updated in 2018", where(lambda x: cat(x, "COMICS") and updated(x).year == 2018))
count("how many paid apps are rated Teen", where(lambda x: paid(x) and content(x) == "Teen"))

# --- comparison -------------------------------------------------------------------------------
pair = [exact("WhatsApp Messenger"), exact("Gmail")]
q("whatsapp vs gmail which has more reviews", "Comparison", argmax(pair, reviews), is_list=False)
pair = [exact("Subway Surfers"), exact("Jetpack Joyride")]
q("subway surfers or jetpack joyride, which is the bigger download", "Comparison", argmax(pair, MB),
  is_list=False)
trio = [exact("Clash of Clans"), exact("Score! Hero"), exact("Mobile Legends: Bang Bang")]
q("which is rated higher: clash of clans, score hero or mobile legends", "Comparison", argmax(trio, rating),
  is_list=False)
pair = [exact("Hitman Sniper"), exact("Hitman GO")]
q("hitman sniper vs hitman go which costs less", "Comparison", argmin(pair, usd), is_list=False)
pair = [exact("Microsoft Word"), exact("Microsoft PowerPoint")]
q("microsoft word or powerpoint, which was updated more recently", "Comparison", argmax(pair, updated),
  is_list=False)
pair = [exact("Pou"), exact("Plants vs. Zombies FREE")]
q("pou vs plants vs zombies free - which one needs a newer android version", "Comparison",
  argmax(pair, min_android), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("paid apps over $500", "No Answer", where(lambda x: paid(x) and usd(x) > 500))
q("apps for android 9 and up", "No Answer",
  where(lambda x: min_android(x) is not None and min_android(x) >= ver("9")))
q("anything updated in 2019?", "No Answer", where(lambda x: updated(x).year == 2019))
q("weather apps bigger than 100MB", "No Answer", where(lambda x: cat(x, "WEATHER") and (MB(x) or 0) > 100))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"ap-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
