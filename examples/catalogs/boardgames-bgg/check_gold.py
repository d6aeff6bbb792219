#!/usr/bin/env python3
"""Independent check of the third batch (bg-051 ... bg-066) of questions.json.

Does not import gold.py or convert.py: it reads the two raw CSV files itself (csv module), joins
them on the BGG id, applies its own parsing (player range, time upper bound, comma lists, the
display-name rule, HTML-unescaped description) and recomputes every new question's answer list
from the raw rows. For the prose-only questions the answer is the set of games marked true in
reading_decisions.json; the check also recomputes each question's candidate set (games whose
description matches the scope pattern) and asserts that reading_decisions.json holds exactly
one decision, with a non-empty reason, for every candidate and for nothing else.

Usage: python3 check_gold.py   (exit status 0 and "ok" when everything matches)
"""
import csv
import html
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

with open(os.path.join(HERE, "raw_bgg_db_1806_top500.csv"), encoding="utf-8", newline="") as f:
    DB = {row["game_id"]: row for row in csv.DictReader(f)}
with open(os.path.join(HERE, "raw_bgg_top500_2017.csv"), encoding="utf-8", newline="") as f:
    RAW = list(csv.DictReader(f))
assert len(RAW) == 500 and all(row["id"] in DB for row in RAW)


def comma_list(cell):
    return [x.strip() for x in cell.split(",") if x.strip() and x.strip() != "none"]


GAMES = []
seen = {}
for row in RAW:
    seen[row["name"]] = seen.get(row["name"], 0) + 1
for row in RAW:
    db = DB[row["id"]]
    lo, hi = int(row["minplayers"]), int(row["maxplayers"])
    tmin, tmax = int(row["minplaytime"]), int(row["maxplaytime"])
    GAMES.append({
        "name": row["name"] if seen[row["name"]] == 1 else "%s (%s)" % (row["name"], row["yearpublished"]),
        "pmin": lo,
        "pmax": max(lo, hi),
        "tmax": tmax if tmax else tmin,   # upper bound of the box time; 0 = none
        "age": int(row["minage"]),
        "year": int(row["yearpublished"]),
        "rating": float(row["average_rating"]),
        "weight": float(row["average_weight"]),
        "cats": set(comma_list(db["category"])),
        "mechs": set(comma_list(db["mechanic"])),
        "text": html.unescape(row["description"]),
    })
assert len({g["name"] for g in GAMES}) == 500


def sel(pred):
    return [g["name"] for g in GAMES if pred(g)]


def plays(g, n):
    return g["pmin"] <= n <= g["pmax"]


def ties_at_extreme(pool, key, smallest):
    vals = [key(g) for g in pool]
    best = min(vals) if smallest else max(vals)
    return [g["name"] for g in pool if key(g) == best]


def top_with_ties(pool, key, n):
    """largest n by key, plus every game equal to the n-th value"""
    vals = sorted((key(g) for g in pool), reverse=True)
    cut = vals[n - 1]
    return [g["name"] for g in pool if key(g) >= cut]


def by_reading(qid):
    return [g["name"] for g in GAMES if READ[qid].get(g["name"], {}).get("answer") is True]


READ = json.load(open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8"))
Q = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))

SCOPE = {
    "egypt": r"egypt|pharaoh|\bnile\b|pyramid|cleopatra|sphinx",
    "one_vs_all": (r"one player (takes|plays|controls|commands|is|assumes|becomes|acts|will take|will play|will control|"
                   r"must play|leads)|one of the players (plays|takes|controls|is)|overlord|against (all )?the "
                   r"(others|other players|rest)|against all (the )?other|the rest of the (players|party)|all (the )?other "
                   r"players|\b(one|1) ?(vs\.?|versus|against) ?(all|many|the rest|\d)|one-vs|one-versus|one-against|"
                   r"hidden movement|the other players (cooperate|work together|team up|must|try|take)|team up against|"
                   r"zombies are controlled by|\bdracula\b"),
    "wine_beer": (r"\bwines?\b|winery|wineries|winemak|vineyard|vintner|viticult|\bgrapes?\b|\bbeers?\b|brew\w*|"
                  r"distill\w*|whisk(e)?y"),
    "campaign": r"campaign|persistent|linked scenarios|game sessions|multiple sessions|from game to game",
}
for qid, pattern in SCOPE.items():
    rx = re.compile(pattern, re.I)
    candidates = {g["name"] for g in GAMES if rx.search(g["text"])}
    assert candidates == set(READ[qid]), (qid, candidates ^ set(READ[qid]))
    for name, d in READ[qid].items():
        assert isinstance(d["answer"], bool) and d["reason"].strip(), (qid, name)

timed = [g for g in GAMES if g["tmax"] > 0]
EXPECTED = {
    # id: (question, category, is_list, answer list)
    "bg-051": ("5 longest games to play?", "Superlative", True, top_with_ties(timed, lambda g: g["tmax"], 5)),
    "bg-052": ("simplest game that works with 8 people", "Superlative", False,
               ties_at_extreme([g for g in GAMES if plays(g, 8)], lambda g: g["weight"], smallest=True)),
    "bg-053": ("which game came out most recently?", "Superlative", False,
               ties_at_extreme(GAMES, lambda g: g["year"], smallest=False)),
    "bg-054": ("games just for two people - not wargames, not card games", "Inverse Queries", True,
               sel(lambda g: g["pmin"] == 2 and g["pmax"] == 2 and not ({"Wargame", "Card Game"} & g["cats"]))),
    "bg-055": ("card games that play 5 in half an hour or less, anything but fantasy", "Inverse Queries", True,
               sel(lambda g: "Card Game" in g["cats"] and "Fantasy" not in g["cats"] and plays(g, 5)
                   and 0 < g["tmax"] <= 30)),
    "bg-056": ("area control games without dice rolling that work for 2 and finish in 90 min", "Inverse Queries", True,
               sel(lambda g: "Area Control / Area Influence" in g["mechs"] and "Dice Rolling" not in g["mechs"]
                   and plays(g, 2) and 0 < g["tmax"] <= 90)),
    "bg-057": ("something for 2 players under an hour, released 2015 or later", "Multi-Condition Queries", True,
               sel(lambda g: plays(g, 2) and 0 < g["tmax"] < 60 and g["year"] >= 2015)),
    "bg-058": ("bluffing games for 6+ people, 30 mins max", "Multi-Condition Queries", True,
               sel(lambda g: "Bluffing" in g["cats"] and g["pmax"] >= 6 and 0 < g["tmax"] <= 30)),
    "bg-059": ("tile laying game ok for an 8 year old, rated 7.5+", "Multi-Condition Queries", True,
               sel(lambda g: "Tile Placement" in g["mechs"] and 0 < g["age"] <= 8 and g["rating"] >= 7.5)),
    "bg-060": ("medieval theme, plays 4, medium weight (complexity 2-3)", "Multi-Condition Queries", True,
               sel(lambda g: "Medieval" in g["cats"] and plays(g, 4) and 2 <= g["weight"] <= 3)),
    "bg-061": ("any deckbuilder that plays 7?", "No Answer", True,
               sel(lambda g: "Deck / Pool Building" in g["mechs"] and plays(g, 7))),
    "bg-062": ("a wargame I can finish in half an hour", "No Answer", True,
               sel(lambda g: "Wargame" in g["cats"] and 0 < g["tmax"] <= 30)),
    "bg-063": ("got anything set in ancient egypt?", "Prose Only", True, by_reading("egypt")),
    "bg-064": ("one vs all games where one player takes on everybody else", "Prose Only", True, by_reading("one_vs_all")),
    "bg-065": ("games about making wine or brewing beer", "Prose Only", True, by_reading("wine_beer")),
    "bg-066": ("games with a campaign you play through over several sessions", "Prose Only", True,
               by_reading("campaign")),
}

ids = list(Q)
assert ids[:50] == ["bg-%03d" % i for i in range(1, 51)] and ids[50:] == sorted(EXPECTED), ids[50:]
for i, qid in enumerate(sorted(EXPECTED)):
    text, category, is_list, answer = EXPECTED[qid]
    item = Q[qid]
    assert set(item) == {"question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"}, qid
    assert item["question"] == text and item["category"] == category and item["is_list"] is is_list, qid
    assert item["objectivity"] == "objective", qid
    assert item["split"] == ("dev" if i % 2 == 0 else "test"), qid
    assert item["gt_answer_list"] == answer, (qid, item["gt_answer_list"], answer)
    assert len(set(answer)) == len(answer), qid
    want = "; ".join(answer) if answer else "No game in the catalog matches."
    assert item["gt_answer"] == want, qid
    print(qid, item["split"], len(answer), text)
assert len(EXPECTED["bg-061"][3]) == 0 and len(EXPECTED["bg-062"][3]) == 0
print("ok")
