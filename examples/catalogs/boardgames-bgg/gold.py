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


# === third batch (session 26): bg-051 ... bg-066 ==============================================
# Written, and gold computed, before any engine run on them (none was run). Readings of the new
# shopper words, all over the same raw columns as above:
# - "N longest games to play" = the N largest upper play-time bounds plus ties with the N-th;
#   "simplest game that works with 8 people" = smallest average_weight among games with
#   minplayers <= 8 <= maxplayers; "newest" = largest yearpublished (all games tied for it).
# - "just for two people" = minplayers = maxplayers = 2; "not wargames, not card games" = neither
#   category "Wargame" nor "Card Game"; "anything but fantasy" = not category "Fantasy";
#   "without dice rolling" = mechanic "Dice Rolling" absent; "area control" as above.
# - "for 6+ people" = maxplayers >= 6; "30 mins max" / "half an hour or less" / "finish in half an
#   hour" = upper bound <= 30; "under an hour" = upper bound < 60; "work(s) for 2" / "plays 4" =
#   minplayers <= N <= maxplayers; "released 2015 or later" = yearpublished >= 2015; "ok for an 8
#   year old" = 0 < minage <= 8; "rated 7.5+" = average_rating >= 7.5; "medium weight (complexity
#   2-3)" = 2 <= average_weight <= 3 (both ends included); "finish in 90 min" = upper bound <= 90.
# - "tile laying" = mechanic "Tile Placement"; "bluffing" = category "Bluffing"; "medieval" =
#   category "Medieval"; "deckbuilder" = mechanic "Deck / Pool Building"; "plays 7" = supports 7.
# - Prose only: every game whose description matches the scope pattern was read; the decision and
#   its reason are written per game below (a candidate without a written decision stops the
#   script). Passing mentions, one faction / good among several, figurative words, two-player
#   "one player ... the other player" and campaigns in the historical or election sense are no.

def decided(yes, no):
    """A reading rule from two name -> reason tables written after reading each candidate."""
    def rule(name, t):
        assert (name in yes) != (name in no), f"no single reading decision for {name!r}"
        return (True, yes[name]) if name in yes else (False, no[name])
    return rule


EGYPT_YES = {
    "Kemet": "players deploy “the troops of an Egyptian tribe” and use “the gods of ancient Egypt”; the land of Kemet, temples and pyramids",
    "Ra": "“an auction and set-collection game with an Ancient Egyptian theme”: 1500 years of Egyptian history, Pharaohs, the Nile",
    "Amun-Re": "each player is a pharaoh building pyramids on the Nile",
    "Egizia": "“The players are builders in Ancient Egypt” building monuments for the Pharaoh along the Nile",
    "Imhotep": "“the players become builders in Egypt” building monuments in the footsteps of Imhotep",
}
EGYPT_NO = {
    "Eldritch Horror": "passing mention: an encounter may be “an expedition to the Pyramids”, one place of a world-wide Lovecraft game",
    "Imperial Settlers": "Egyptians are one of four factions (Romans, Barbarians, Egyptians, Japanese); not set in Egypt",
    "Thebes": "archaeologists travel Europe, North Africa and the Middle East; the Egyptians are one of five civilisations to dig",
    "Camel Up": "a camel race “around a pyramid” with a “pyramid dice shaker”; the description never places the game in (ancient) Egypt",
    "Mare Nostrum: Empires": "Cleopatra of Egypt is one of five empires of the ancient Mediterranean; not an Egypt setting",
    "Polis: Fight for the Hegemony": "ancient Greece; Egypt is only a trade route destination",
    "Antike": "Egyptians are one of nine nations to choose; not set in Egypt",
}

WINE_YES = {
    "Viticulture Essential Edition": "players run inherited vineyards in Tuscany, plant vines, fill wine orders: “the most successful winery”",
    "Viticulture": "players run inherited vineyards in Tuscany, plant vines, fill wine orders: “the most successful winery”",
    "Vinhos": "“a trading and economic game about wine making”: players are wine producers in Portugal",
    "Vinhos Deluxe Edition": "“a trading and economic game about wine making”: players are winemakers in Portugal",
    "Brew Crafters": "“players assume management of a local craft brewery” making beer",
}
WINE_NO = {
    "Food Chain Magnate": "a burger-chain game; beer is only something customers crave in the flavour text",
    "Concordia": "wine is one of five goods the Roman cities produce",
    "Dominion: Intrigue": "“plots brewing”: figurative, no drink",
    "Antiquity": "wine is one of ten goods counters in the component list",
    "Glen More": "whisky (not wine or beer), and only as one use of grain in a Scottish clan-building game",
    "Madeira": "Madeira wine appears in the island's history; the game is about fields, wood, ships and the Crown's requests",
    "Sushi Go!": "“distills it into a twenty-minute game”: figurative",
    "Cuba": "distilleries are one building among hotels and banks; not wine or beer making",
    "Broom Service": "“Witch's Brew” is the title of the game it remakes; witches deliver potions",
    "Polis: Fight for the Hegemony": "wine is one good a territory may give",
    "Finca": "grapes are one of the fruits of Mallorca; vineyards are landscape in the box text",
    "Potion Explosion": "players “brew” magic potions from marbles, not wine or beer",
    "Attika": "a vineyard with vintner is one building of a Greek city-state",
}

ONE_VS_ALL_YES = {
    "Star Wars: Imperial Assault": "campaign game: “One player commands the seemingly limitless armies of the Galactic Empire… Up to four other players become heroes”",
    "Descent: Journeys in the Dark (Second Edition)": "“one player takes on the role of the treacherous overlord, and up to four other players take on the roles of courageous heroes”",
    "Descent: Journeys in the Dark": "“One player will take on the role of the Overlord” against up to four hero players",
    "Mansions of Madness": "“One player takes on the role of the keeper”; “The other players take on the roles of investigators”",
    "Letters from Whitechapel": "“One player plays Jack the Ripper… The other players are police detectives who must cooperate to catch” him",
    "Fury of Dracula (second edition)": "“one player takes the role of Dracula while up to four others attempt to stop him”",
    "Fury of Dracula (third edition)": "Dracula alone against the hunters: “Count Dracula triumphs if…; if the hunters can defeat him… they… win the game”",
    "Conan": "“One player is the Opponent… and the other players (1 to 4) play Conan and his companions”",
    "Specter Ops": "one hidden-movement agent against the rest: “The other players take control of unique characters who… hunt down this infiltrator”",
    "Betrayal at House on the Hill": "“one of the characters betrays the rest of the party, and the innocent members of the party must defeat the traitor”",
    "Spyfall": "one player is the spy; “If the spy is uncovered, all other players score points”, otherwise “only the spy scores”",
}
ONE_VS_ALL_NO = {
    "War of the Ring (Second Edition)": "two sides, one player each (“the other player controls Shadow Armies”): one against one",
    "War of the Ring (first edition)": "two sides, one player each (“the other player controls Shadow Armies”): one against one",
    "Castles of Mad King Ludwig": "the Master Builder role rotates and sells rooms; everyone builds their own castle",
    "Arcadia Quest": "every player's guild faces off against every other player; no one-against-all side",
    "Combat Commander: Europe": "a two-player game: Axis player against Allied player",
    "Zombicide: Black Plague": "“Necromancer overlords” are enemies run by the game in a co-op",
    "Memoir '44": "“Overlord scenarios” are large team games; the base game is two players",
    "Mysterium": "cooperative: the ghost player helps the mediums; no one plays against the others",
    "Dixit Odyssey": "the storyteller role rotates each turn; scoring is per player",
    "1830: Railways & Robber Barons": "“one player is forced to declare bankruptcy” ends the game; no sides",
    "Claustrophobia": "two players: humans against demons, one against one",
    "Dixit": "the storyteller role rotates each turn; scoring is per player",
    "Space Hulk (third edition)": "a board game for two players: Space Marines against Genestealers",
    "Maria": "three players, each a power; no side of one against all",
    "Labyrinth: The War on Terror, 2001  ?": "the 2-player game: jihadists against the United States, one against one",
    "Carson City": "“more than one player on the same location” triggers a duel; everyone for themselves",
    "Dixit: Journey": "the storyteller role rotates each round; scoring is per player",
    "Secret Hitler": "hidden teams: the fascists (Hitler among them) against the liberals, not one against all",
    "1989: Dawn of Freedom": "two players: Communist against Democrat",
    "Tajemnicze Domostwo": "“purely co-operative”: the ghost player helps the psychics",
    "Combat Commander: Pacific": "“Hidden movement” is a rules addition of a two-player wargame",
    "Myrmes": "“All hail our new ant overlords!” is a joke; every player runs a colony",
    "Jamaica": "the captain role rotates each round; a race between all players",
    "Ca$h 'n Guns (Second Edition)": "the Boss role rotates; every gangster plays for themselves",
    "Last Night on Earth: The Zombie Game": "team against team: heroes chosen by one set of players, “Zombies are controlled by 1 or 2 players”",
    "Dream Factory": "“the rest of the players share the pot” in an auction; no sides",
}

CAMPAIGN_YES = {
    "Pandemic Legacy: Season 1": "“a co-operative campaign game, with an overarching story-arc played through 12-24 sessions”",
    "Gloomhaven": "“a persistent and changing world that is ideally played over many game sessions”; the story continues after each scenario",
    "Star Wars: Imperial Assault": "campaign game: “Over the course of the campaign, both the Imperial player and the Rebel heroes gain new experience”",
    "Mechs vs. Minions": "“a cooperative tabletop campaign”, “a story-driven campaign” of ten missions",
    "Arkham Horror: The Card Game": "“The basic mode of play… is… the campaign”; consequences reach beyond each scenario",
    "Descent: Journeys in the Dark (Second Edition)": "“an immersive story-driven campaign”, “Out-of-the-box campaign system”, heroes grow with experience",
    "Arcadia Quest": "“a campaign-based game”: six of eleven scenarios, players choose where the campaign goes next",
    "Kingdom Death: Monster": "“a 5-30-lantern-year campaign”; the settlement develops from year to year",
    "Risk Legacy": "“the 15 game campaign”; the game changes from game to game",
    "Pathfinder Adventure Card Game: Rise of the Runelords  Base Set": "“Launch a campaign”; “Characters grow stronger after each game” along an Adventure Path",
    "Legends of Andor": "“the linked scenarios of which tell an overarching story”: five scenarios and a final one",
    "Shadows of Brimstone: City of the Ancients": "“An exciting campaign system… building their characters from game to game”",
    "Shadows of Brimstone: Swamps of Death": "“An exciting campaign system… building their characters from game to game”",
    "Millennium Blades": "“Multiple games can also be chained together to form a Campaign”, Regionals to Nationals to Worlds",
    "Zombicide Season 2: Prison Outbreak": "“Missions featured in the rulebook form a campaign on their own”",
    "Squad Leader": "“A Campaign Game ties the individual scenarios together” and the leader counter advances in rank",
    "Conan": "“It's possible to play several scenarios in a campaign”",
}
CAMPAIGN_NO = {
    "T.I.M.E Stories": "the box lets you “save” one scenario to play it over multiple sessions; no campaign of linked games is described",
    "The Lord of the Rings: The Card Game": "the Campaign Mode is formed by separate saga expansions, not the game described",
    "Here I Stand": "“full campaign games” are the full-length historical game (and a Campaign Manual), not linked sessions",
    "Sekigahara: The Unification of Japan": "the historical 1600 military campaign the game simulates",
    "1960: The Making of the President": "the 1960 election campaign and its “campaign points”",
    "Advanced Squad Leader": "campaign games come in separate Historical Modules",
    "Maria": "“simultaneous campaigns in Bohemia and Flanders”: military campaigns on the map",
    "Hammer of the Scots": "“A campaign game plus two scenarios”: the full historical war in one game",
    "Fire in the Lake": "“Inter-coup campaign effects”: a historical rule, not linked sessions",
    "Space Hulk": "a separately sold Campaign Book “that can be linked for longer games”",
    "Virgin Queen": "the “Campaign Scenario” is the full eight-hour game",
    "Hero Realms": "the campaign mode comes with expansions, not the game described",
    "Conflict of Heroes: Storms of Steel!  Kursk 1943": "historical military campaigns (“make the campaigns as realistic as possible”)",
}

# --- superlative
q("5 longest games to play?", "Superlative", top_n(where(timed), maxt, 5, largest=True))
q("simplest game that works with 8 people", "Superlative",
  argmin(where(lambda r: supports(r, 8)), weight), is_list=False)
q("which game came out most recently?", "Superlative", argmax(ALL, year), is_list=False)

# --- inverse
q("games just for two people - not wargames, not card games", "Inverse Queries",
  where(lambda r: only(r, 2) and not cat(r, "Wargame") and not cat(r, "Card Game")))
q("card games that play 5 in half an hour or less, anything but fantasy", "Inverse Queries",
  where(lambda r: cat(r, "Card Game") and supports(r, 5) and timed(r) and maxt(r) <= 30 and not cat(r, "Fantasy")))
q("area control games without dice rolling that work for 2 and finish in 90 min", "Inverse Queries",
  where(lambda r: mech(r, "Area Control / Area Influence") and not mech(r, "Dice Rolling") and supports(r, 2)
        and timed(r) and maxt(r) <= 90))

# --- multi-condition
q("something for 2 players under an hour, released 2015 or later", "Multi-Condition Queries",
  where(lambda r: supports(r, 2) and timed(r) and maxt(r) < 60 and year(r) >= 2015))
q("bluffing games for 6+ people, 30 mins max", "Multi-Condition Queries",
  where(lambda r: cat(r, "Bluffing") and players(r)[1] >= 6 and timed(r) and maxt(r) <= 30))
q("tile laying game ok for an 8 year old, rated 7.5+", "Multi-Condition Queries",
  where(lambda r: mech(r, "Tile Placement") and age_ok(r, 8) and rating(r) >= 7.5))
q("medieval theme, plays 4, medium weight (complexity 2-3)", "Multi-Condition Queries",
  where(lambda r: cat(r, "Medieval") and supports(r, 4) and 2 <= weight(r) <= 3))

# --- no answer
q("any deckbuilder that plays 7?", "No Answer", where(lambda r: mech(r, "Deck / Pool Building") and supports(r, 7)))
q("a wargame I can finish in half an hour", "No Answer",
  where(lambda r: cat(r, "Wargame") and timed(r) and maxt(r) <= 30))

# --- prose only
q("got anything set in ancient egypt?", "Prose Only",
  read("egypt", r"egypt|pharaoh|\bnile\b|pyramid|cleopatra|sphinx", decided(EGYPT_YES, EGYPT_NO)))
q("one vs all games where one player takes on everybody else", "Prose Only",
  read("one_vs_all",
       r"one player (takes|plays|controls|commands|is|assumes|becomes|acts|will take|will play|will control|must play|leads)|"
       r"one of the players (plays|takes|controls|is)|overlord|against (all )?the (others|other players|rest)|"
       r"against all (the )?other|the rest of the (players|party)|all (the )?other players|"
       r"\b(one|1) ?(vs\.?|versus|against) ?(all|many|the rest|\d)|one-vs|one-versus|one-against|hidden movement|"
       r"the other players (cooperate|work together|team up|must|try|take)|team up against|zombies are controlled by|\bdracula\b",
       decided(ONE_VS_ALL_YES, ONE_VS_ALL_NO)))
q("games about making wine or brewing beer", "Prose Only",
  read("wine_beer", r"\bwines?\b|winery|wineries|winemak|vineyard|vintner|viticult|\bgrapes?\b|\bbeers?\b|brew\w*|"
                    r"distill\w*|whisk(e)?y", decided(WINE_YES, WINE_NO)))
q("games with a campaign you play through over several sessions", "Prose Only",
  read("campaign", r"campaign|persistent|linked scenarios|game sessions|multiple sessions|from game to game",
       decided(CAMPAIGN_YES, CAMPAIGN_NO)))
for table in (EGYPT_YES, EGYPT_NO, WINE_YES, WINE_NO, ONE_VS_ALL_YES, ONE_VS_ALL_NO, CAMPAIGN_YES, CAMPAIGN_NO):
    assert all(n in NAME.values() for n in table), [n for n in table if n not in NAME.values()]
for qid, tables in (("egypt", (EGYPT_YES, EGYPT_NO)), ("wine_beer", (WINE_YES, WINE_NO)),
                    ("one_vs_all", (ONE_VS_ALL_YES, ONE_VS_ALL_NO)), ("campaign", (CAMPAIGN_YES, CAMPAIGN_NO))):
    written = set(tables[0]) | set(tables[1])
    assert written == set(READING[qid]), (qid, written ^ set(READING[qid]))  # a decision for every candidate, none extra


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
