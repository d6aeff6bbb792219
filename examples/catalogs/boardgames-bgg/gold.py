#!/usr/bin/env python3
"""Questions and gold answers for boardgames-bgg, computed from the RAW rows
(raw_bgg_top500_2017.csv joined on the BGG id with raw_bgg_db_1806_top500.csv) with explicit
filters. Neither catalog.jsonl nor the engine is read. From convert.py only the raw-row helpers
are reused: the loader, the player and time ranges (`players`, `times`), the designer / mechanic /
category lists, the decoded description and the naming rule (`names`).

The questions were all written before any gold was computed and before any engine run (none was
run). The source has no price, so there are no price questions.

Readings of shopper words (every filter is over the raw columns):
- players: "for N" / "plays N" / "with N people" / "that plays N" = minplayers <= N <= maxplayers;
  "2 player only" / "two-player-only" = minplayers = maxplayers = 2; "solo" / "play solo" =
  minplayers <= 1; "for 3 to 5 players" = minplayers <= 3 and maxplayers >= 5; "plays more
  people" = the larger maxplayers.
- playing time = the box's upper bound (maxplaytime; minplaytime when maxplaytime is 0); a game
  with no time at all is in no time condition. "X min or less" / "X min max" / "an hour or less"
  = upper bound <= X; "under X" = upper bound < X; "X hours or more" = upper bound >= X*60;
  "quickest" / "takes longer" = smallest / largest upper bound.
- age: "my 12 yr old can play" / "for a 3 year old" = 0 < minage <= the age (minage 0 = not
  stated, never matches).
- year = yearpublished: "from 2015 or newer" = >= 2015; "before 2000" = < 2000; "published in
  2019" = 2019; "oldest" = smallest (negative = BC).
- rating = average_rating (BGG users' mean, not the Bayes "geek rating"): "rated 7.5 or higher" /
  "rated 8+" = >= ; "rated above 8" = > 8; "highest rated" / "better rating" = largest;
  "most rated" = largest users_rated.
- complexity = average_weight (1-5): "complexity under 3" / "below 3" = < 3; "weight 3+" = >= 3;
  "over 4" = > 4; "heavier" / "most complex" = largest; "lightest" / "easiest to learn (lowest
  complexity)" = smallest.
- category / mechanic / designer = exact membership in the comma lists of raw_bgg_db_1806
  (BGG's spelling): "co-op" / "coop" = mechanic "Co-operative Play"; "worker placement" =
  "Worker Placement"; "deck builders" / "deckbuilding" = "Deck / Pool Building"; "area control" =
  "Area Control / Area Influence"; "dice rolling" = "Dice Rolling"; "card games" = category "Card
  Game"; "sci fi" = "Science Fiction"; "wargames" = "Wargame"; "zombie" = "Zombies"; "pirate" =
  "Pirates"; "train games" = "Trains"; "party games" = "Party Game"; "fantasy", "economic",
  "horror" = the category of that name; "knizia" = "Reiner Knizia", "eric lang" = "Eric M. Lang".
- "top 3" = the 3 best plus every game tied with the 3rd; a superlative returns every game tied
  for first; a comparison names games by exact name (asserted) and a tie returns every tied game.
- Prose-only questions read the description with an explicit rule per question; READING records
  the decision for every game in the question's scope (every game whose description matches the
  scope pattern), with the reason, and is written to reading_decisions.json.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import categories, description, designers, load, mechanics, names, players, times

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(r["id"], r) for r in ROWS]


# --- raw-row helpers ------------------------------------------------------------------------
def supports(r, n):
    lo, hi = players(r)
    return lo <= n <= hi


def only(r, n):
    return players(r) == (n, n)


def maxt(r):
    return times(r)[1]


def timed(r):
    return maxt(r) > 0


def age_ok(r, a):
    return 0 < int(r["minage"]) <= a


def year(r):
    return int(r["yearpublished"])


def rating(r):
    return float(r["average_rating"])


def nrated(r):
    return int(r["users_rated"])


def weight(r):
    return float(r["average_weight"])


def cat(r, c):
    return c in categories(r)


def mech(r, m):
    return m in mechanics(r)


def by(r, d):
    return d in designers(r)


def coop(r):
    return mech(r, "Co-operative Play")


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No game in the catalog matches."
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


def named(name):
    rows = [(k, r) for k, r in ALL if NAME[k] == name]
    assert len(rows) == 1, name
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("uwe rosenberg games", "Simple Filter", where(lambda r: by(r, "Uwe Rosenberg")))
q("any zombie games?", "Simple Filter", where(lambda r: cat(r, "Zombies")))
q("pirate themed games", "Simple Filter", where(lambda r: cat(r, "Pirates")))
q("train games pls", "Simple Filter", where(lambda r: cat(r, "Trains")))
q("what has Stefan Feld designed?", "Simple Filter", where(lambda r: by(r, "Stefan Feld")))
q("Show me your party games", "Simple Filter", where(lambda r: cat(r, "Party Game")))

# --- multi-condition --------------------------------------------------------------------------
q("co-op games for 4 players that take an hour or less", "Multi-Condition Queries",
  where(lambda r: coop(r) and supports(r, 4) and timed(r) and maxt(r) <= 60))
q("worker placement games with complexity under 3", "Multi-Condition Queries",
  where(lambda r: mech(r, "Worker Placement") and weight(r) < 3))
q("2 player only card games rated 7.5 or higher", "Multi-Condition Queries",
  where(lambda r: only(r, 2) and cat(r, "Card Game") and rating(r) >= 7.5))
q("fantasy game that plays 5, 90 min max", "Multi-Condition Queries",
  where(lambda r: cat(r, "Fantasy") and supports(r, 5) and timed(r) and maxt(r) <= 90))
q("deck builders from 2015 or newer", "Multi-Condition Queries",
  where(lambda r: mech(r, "Deck / Pool Building") and year(r) >= 2015))
q("knizia games 45 minutes or less", "Multi-Condition Queries",
  where(lambda r: by(r, "Reiner Knizia") and timed(r) and maxt(r) <= 45))
q("sci fi games i can play solo with a weight of 3+", "Multi-Condition Queries",
  where(lambda r: cat(r, "Science Fiction") and players(r)[0] <= 1 and weight(r) >= 3))
q("economic games for 3 to 5 players published before 2000", "Multi-Condition Queries",
  where(lambda r: cat(r, "Economic") and players(r)[0] <= 3 and players(r)[1] >= 5 and year(r) < 2000))
q("horror game my 12 yr old can play with 5 people", "Multi-Condition Queries",
  where(lambda r: cat(r, "Horror") and age_ok(r, 12) and supports(r, 5)))
q("wargames for two, under 3 hours, complexity below 3", "Multi-Condition Queries",
  where(lambda r: cat(r, "Wargame") and supports(r, 2) and timed(r) and maxt(r) < 180 and weight(r) < 3))

# --- inverse ----------------------------------------------------------------------------------
q("coop games that aren't card games", "Inverse Queries",
  where(lambda r: coop(r) and not cat(r, "Card Game")))
q("worker placement games from 2014 or later that are not by Uwe Rosenberg", "Inverse Queries",
  where(lambda r: mech(r, "Worker Placement") and year(r) >= 2014 and not by(r, "Uwe Rosenberg")))
q("fantasy games without dice rolling, 60 min max", "Inverse Queries",
  where(lambda r: cat(r, "Fantasy") and not mech(r, "Dice Rolling") and timed(r) and maxt(r) <= 60))
q("games with complexity over 4 that aren't wargames", "Inverse Queries",
  where(lambda r: weight(r) > 4 and not cat(r, "Wargame")))
q("area control games rated 8+ except the ones designed by eric lang", "Inverse Queries",
  where(lambda r: mech(r, "Area Control / Area Influence") and rating(r) >= 8 and not by(r, "Eric M. Lang")))

# --- superlative ------------------------------------------------------------------------------
q("highest rated game?", "Superlative", argmax(ALL, rating), is_list=False)
q("most complex game in the catalog", "Superlative", argmax(ALL, weight), is_list=False)
q("top 3 highest rated coop games", "Superlative", top_n(where(coop), rating, 3, largest=True))
q("lightest worker placement game", "Superlative",
  argmin(where(lambda r: mech(r, "Worker Placement")), weight), is_list=False)
q("quickest game that plays 6 players", "Superlative",
  argmin(where(lambda r: supports(r, 6) and timed(r)), maxt), is_list=False)
q("what's the oldest game you have", "Superlative", argmin(ALL, year), is_list=False)
q("top 3 most rated games from 2016", "Superlative", top_n(where(lambda r: year(r) == 2016), nrated, 3, largest=True))

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: by(r, "Reiner Knizia"))
q("how many games did reiner knizia design", "Count", rows, answer=f"{len(rows)} games.")
rows = where(lambda r: coop(r) and players(r)[0] <= 1)
q("How many coop games can be played solo?", "Count", rows, answer=f"{len(rows)} games.")
rows = where(lambda r: timed(r) and maxt(r) >= 240)
q("how many games take 4 hours or more", "Count", rows, answer=f"{len(rows)} games.")
rows = where(lambda r: mech(r, "Deck / Pool Building") and rating(r) > 8)
q("how many deckbuilding games are rated above 8?", "Count", rows, answer=f"{len(rows)} games.")
rows = where(lambda r: only(r, 2) and cat(r, "Wargame"))
q("number of 2-player-only wargames?", "Count", rows, answer=f"{len(rows)} games.")

# --- comparison -------------------------------------------------------------------------------
pair = [named("Agricola"), named("Caverna: The Cave Farmers")]
q("agricola vs caverna, which is heavier", "Comparison", argmax(pair, weight), is_list=False)
pair = [named("Scythe"), named("Terraforming Mars")]
q("Scythe or Terraforming Mars - which has the better rating?", "Comparison", argmax(pair, rating), is_list=False)
pair = [named("Twilight Imperium (Third Edition)"), named("Mage Knight Board Game")]
q("which takes longer, twilight imperium 3 or mage knight?", "Comparison", argmax(pair, maxt), is_list=False)
pair = [named("Pandemic"), named("Pandemic Legacy: Season 1")]
q("pandemic vs pandemic legacy season 1 - which one plays more people?", "Comparison",
  argmax(pair, lambda r: players(r)[1]), is_list=False)
trio = [named("Carcassonne"), named("Ticket to Ride"), named("Catan")]
q("Carcassonne, Ticket to Ride or Catan: which is easiest to learn (lowest complexity)?", "Comparison",
  argmin(trio, weight), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("games published in 2019", "No Answer", where(lambda r: year(r) == 2019))
q("coop games for 10 players", "No Answer", where(lambda r: coop(r) and supports(r, 10)))
q("anything by Shigeru Miyamoto?", "No Answer", where(lambda r: by(r, "Shigeru Miyamoto")))
q("board game for a 3 year old", "No Answer", where(lambda r: age_ok(r, 3)))

# --- prose only (the BGG description) ---------------------------------------------------------
READING = {}


def read(qid, scope_pattern, rule):
    """Applies `rule(name, text) -> (answer, reason)` to every game whose description matches
    `scope_pattern`, records the decision and its reason, returns the games read as yes."""
    rx = re.compile(scope_pattern, re.I)
    out = []
    for k, r in ALL:
        t = description(r)
        if not rx.search(t):
            continue
        yes, reason = rule(NAME[k], t)
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def quote(m):
    return "“" + m.group(0).replace("\n", " ") + "”"


def app_rule(name, t):
    m = re.search(r"app-driven|smartphone app|digital (companion )?app|companion app|\bfree app\b|"
                  r"app (is|will be) (required|needed)|requires? (a |the )?(free )?(companion )?app", t, re.I)
    if m:
        return True, f"the description says play uses an app: {quote(m)}"
    m = re.search(r"\bapps?\b|smartphone|tablet", t, re.I)
    return False, f"mentions {quote(m)} but not an app the game needs to be played" if m else "no app"


def viking_rule(name, t):
    m = re.search(r"viking\w*", t, re.I)
    if name == "Vikings":
        return False, ("the description says the Viking theme is nominal (“Despite the nominal "
                       "\"Viking\" the[me]…”): an abstract economic game, not a Viking-themed one")
    return True, f"set among Vikings: {quote(m)}"


def cthulhu_rule(name, t):
    m = re.search(r"lovecraft\w*|cthulhu", t, re.I)
    return True, f"Lovecraft / Cthulhu Mythos theme: {quote(m)}"


TRAITOR_YES = re.compile(r"expose the traitor|may be a traitor|traitor in their midst|"
                         r"secretly (side|work)\w* (with|for)", re.I)


def traitor_rule(name, t):
    m = TRAITOR_YES.search(t)
    if m:
        return True, f"one player can secretly be a traitor: {quote(m)}"
    m = re.search(r"traitors?", t, re.I)
    return False, (f"{quote(m)} is theme or an optional unit type, not a hidden-traitor player role"
                   if m else "no hidden traitor")


def legacy_rule(name, t):
    if re.search(r"permanently alter|permanent(ly)? (chang|alter)|legacy represents", t, re.I) and "legacy" in name.lower():
        m = re.search(r"permanently alter\w*|permanent(ly)? (chang|alter)\w*|legacy represents", t, re.I)
        return True, f"a legacy game whose components are changed for good: {quote(m)}"
    m = re.search(r"legacy", t, re.I)
    return False, (f"the word {quote(m)} is used in another sense (a ruler's legacy, a game title), "
                   "not a legacy campaign that changes the game permanently")


NO_LUCK = re.compile(r"no dice, no luck|without the luck of dice|not on the luck of dice|no luck factor|"
                     r"no dice rolls or other elements of chance|not a game of luck|no dice are used|"
                     r"it has no dice", re.I)
SOME_LUCK = re.compile(r"very little luck|little luck|some luck|bit of luck|element of luck|dose of luck|"
                       r"luck (plays|and skill|of the draw|of the dice)|not luck or randomness", re.I)


def luck_rule(name, t):
    m = NO_LUCK.search(t)
    if m:
        return True, f"the description says there is no luck / no dice: {quote(m)}"
    m = SOME_LUCK.search(t)
    if m:
        return False, f"the description gives luck a part, or calls only one step luck-free: {quote(m)}"
    m = re.search(r"\bluck\w*|\bno dice\b", t, re.I)
    return False, f"mentions {quote(m)} but does not say the game is luck-free"


DRAGON_NOT = {
    "A Game of Thrones: The Board Game (Second Edition)": "“A Dance with Dragons” is the title of an expansion, not dragons in this game",
    "Tichu": "“dragon” is one of four special cards of a traditional climbing card game, not a dragon theme",
    "In the Year of the Dragon": "“the Dragon” is the Chinese year of the title; no dragons appear in play",
    "Thunderstone: Dragonspire": "only a card-divider note names a “Dragon-Humanoid” type for a future set",
    "Zombicide: Black Plague": "only “dragon bile” / “dragon fire”, an alchemical weapon against zombies; no dragon is named as a creature",
    "Runewars": "only “the dragon runes” the factions fight over; no dragon is named as a creature",
    "Dungeons & Dragons: The Legend of Drizzt Board Game": "“Dragons” only in the brand name Dungeons & Dragons; the description names no dragon in the game",
}


def dragon_rule(name, t):
    if name in DRAGON_NOT:
        return False, DRAGON_NOT[name]
    m = re.search(r"(?<!Dungeons & )dragons?\b", t, re.I)
    return True, f"dragons appear in the game: {quote(m)}"


def kickstarter_rule(name, t):
    m = re.search(r"kickstarter\w*", t, re.I)
    return True, f"the description names its Kickstarter edition or campaign: {quote(m)}"


q("games that need a smartphone app to play", "Prose Only",
  read("app", r"\bapps?\b|smartphone|tablet|companion app|app-driven", app_rule))
q("viking games?", "Prose Only", read("viking", r"viking", viking_rule))
q("anything lovecraft / cthulhu themed", "Prose Only", read("cthulhu", r"lovecraft|cthulhu", cthulhu_rule))
q("games with a hidden traitor", "Prose Only", read("traitor", r"traitor", traitor_rule))
q("legacy games where you permanently change the game", "Prose Only", read("legacy", r"legacy", legacy_rule))
q("strategy games with zero luck", "Prose Only",
  read("no_luck", r"\bluck|\bno dice\b|elements of chance", luck_rule))
q("games with dragons in them", "Prose Only", read("dragons", r"dragons?\b", dragon_rule))
q("which games were kickstarted?", "Prose Only", read("kickstarter", r"kickstarter", kickstarter_rule))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"bg-{i + 1:03d}"] = item
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
