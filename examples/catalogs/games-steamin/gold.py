#!/usr/bin/env python3
"""Questions and gold answers for games-steamin, computed from the RAW rows
(raw_steam_in_2024-08.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: the loader, the rupee price (`price`), the
genre list (`genres`), the release year (`year`), the appid (`pid`), the whitespace/entity
clean-up (`clean`) and the naming rule (`names`).

The questions were all written before any gold was computed and before any engine run (none was
run).

Readings of shopper words (every filter is over the raw columns):
- price = the `price` column, Indian rupees ('₹ 1,299' -> 1299). "under X" / "below X" / "less
  than X" / "X tops" = price < X; "between A and B" = A <= price <= B; "over X" / "more than X" =
  price > X. "₹500", "500 rupees", "Rs 500", "500 rs", "inr 500", "2k" are the same amounts.
- genre = Steam's genre list in the `tags` column, exact genre names: "racing" = Racing, "sports" =
  Sports, "RPG(s)" = RPG, "strategy" = Strategy, "simulation"/"sim" = Simulation, "indie" = Indie,
  "early access" = Early Access, "MMO" = Massively Multiplayer, "free to play" = Free To Play,
  "action adventure" = both Action and Adventure, "design software" = Design & Illustration.
  "game(s)" / "stuff" / "items" add no condition (Steam lists DLC, soundtracks and tools as apps;
  the catalog has no DLC column).
- year = the 4-digit year at the end of `release_date` ("from 2023", "2024 releases", "came out
  in"); "newest"/"oldest" = the full release date ('12 Jan, 2022').
- developer / publisher = the `developer` / `publisher` column: "Capcom" = developer 'CAPCOM Co.,
  Ltd.' or 'CAPCOM CO., LTD.' (both spellings occur); "KOEI TECMO", "Rebellion", "Nihon Falcom",
  "Sokpop", "TigerQiuQiu" = the developer column; "published by KEMCO" = publisher 'KEMCO';
  "Nintendo", "Rockstar" = either column containing the word.
- product families by name: "Train Simulator add-ons" = name starts 'Train Simulator';
  "Fantasy Grounds" = name starts 'Fantasy Grounds'; "Zombie Army 4 DLC" = name starts
  'Zombie Army 4'; "Football Manager stuff" = 'Football Manager' in the name; "headgear packs" =
  'Headgear' in the name.
- "visual novel" excludes add-ons named Artbook / Soundtrack / OST / Wallpaper (the description
  of an artbook says "visual novel" about the game it belongs to).
- "top 3" = the 3 best plus every product tied with the 3rd; a superlative returns every product
  tied for first; a comparison names products by an explicit rule that must match exactly one row
  (asserted) and a tie returns every tied product.
- prose-only questions read Steam's short description (the `description` column, entities
  decoded) with an explicit rule per question; READING records the decision and its reason for
  every product in the question's scope and is written to reading_decisions.json. Negations are
  read as false ("DLC contains no additional content", "No additional feature provided",
  "provides no in-game content"; "1920: 1080 pixels" wallpapers and the 'Pixel Puzzles' brand
  are not pixel art; "single-player" alone is not co-op).

Replaced after their gold was first computed (and before any engine run), because the answer
was longer than ~40 products or the no-answer question had an answer: "sports games below 300
rupees" (50) -> below 100; "rpgs from 2024 for less than 1000 inr" (51) -> 250; "sports games
except the football manager stuff" (72) -> "over ₹500 except ..."; "how many Fantasy Grounds
products" (61) -> "Fantasy Grounds Pathfinder modules"; "How many indie games came out in 2024?"
(121) -> "indie sports games"; no-answer "racing game over ₹5000" had one (the 'Racing'-tagged
'3D PUZZLE - Flooded Grounds', ₹ 7,900) -> "over 10k rupees". The visual-novel rule got its
artbook exclusion after the first run showed two artbooks.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import clean, genres, load, names, pid, price, year

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(pid(r), r) for r in ROWS]
MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}


# --- raw-row helpers ------------------------------------------------------------------------
def nm(r):
    return clean(r["name"])


def g(r, *want):
    return all(w in genres(r) for w in want)


def dev(r):
    return clean(r["developer"])


def pub(r):
    return clean(r["publisher"])


def date(r):
    m = re.fullmatch(r"(\d{1,2}) ([A-Z][a-z]{2}), (\d{4})", r["release_date"].strip())
    assert m, r["release_date"]
    return (int(m.group(3)), MONTHS[m.group(2)], int(m.group(1)))


def desc(r):
    return clean(r["description"])


CAPCOM = ("CAPCOM Co., Ltd.", "CAPCOM CO., LTD.")
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


def one(text):
    """The one product whose name is exactly `text`."""
    rows = where(lambda r: nm(r) == text)
    assert len(rows) == 1, (text, len(rows))
    return rows[0]


# --- simple filters ---------------------------------------------------------------------------
q("anything from rebellion?", "Simple Filter", where(lambda r: dev(r) == "Rebellion"))
q("show me the train simulator add-ons", "Simple Filter", where(lambda r: nm(r).startswith("Train Simulator")))
q("which MMOs do you have", "Simple Filter", where(lambda r: g(r, "Massively Multiplayer")))
q("games published by KEMCO", "Simple Filter", where(lambda r: pub(r) == "KEMCO"))
q("what have you got by Nihon Falcom", "Simple Filter", where(lambda r: dev(r) == "Nihon Falcom"))

# --- multi-condition --------------------------------------------------------------------------
q("racing games under ₹200", "Multi-Condition Queries", where(lambda r: g(r, "Racing") and price(r) < 200))
q("indie strategy games that came out in 2023", "Multi-Condition Queries",
  where(lambda r: g(r, "Indie", "Strategy") and year(r) == 2023))
q("sports games below 100 rupees", "Multi-Condition Queries", where(lambda r: g(r, "Sports") and price(r) < 100))
q("early access sims under Rs 150", "Multi-Condition Queries",
  where(lambda r: g(r, "Early Access", "Simulation") and price(r) < 150))
q("rpgs from 2024 for less than 250 inr", "Multi-Condition Queries",
  where(lambda r: g(r, "RPG") and year(r) == 2024 and price(r) < 250))
q("capcom stuff under 500 rs", "Multi-Condition Queries", where(lambda r: dev(r) in CAPCOM and price(r) < 500))
q("action adventure games over ₹2,000", "Multi-Condition Queries",
  where(lambda r: g(r, "Action", "Adventure") and price(r) > 2000))
q("koei tecmo items between 300 and 1500 rupees", "Multi-Condition Queries",
  where(lambda r: dev(r) == "KOEI TECMO GAMES CO., LTD." and 300 <= price(r) <= 1500))
q("stuff tagged free to play that still costs more than ₹300", "Multi-Condition Queries",
  where(lambda r: g(r, "Free To Play") and price(r) > 300))
q("2020 strategy games, 100 rupees tops", "Multi-Condition Queries",
  where(lambda r: g(r, "Strategy") and year(r) == 2020 and price(r) < 100))

# --- inverse ----------------------------------------------------------------------------------
q("RPGs over 2k that aren't from Koei Tecmo", "Inverse Queries",
  where(lambda r: g(r, "RPG") and price(r) > 2000 and dev(r) != "KOEI TECMO GAMES CO., LTD."))
q("racing games not tagged indie", "Inverse Queries", where(lambda r: g(r, "Racing") and not g(r, "Indie")))
q("massively multiplayer games that are not free to play", "Inverse Queries",
  where(lambda r: g(r, "Massively Multiplayer") and not g(r, "Free To Play")))
q("sports games over ₹500 except the football manager stuff", "Inverse Queries",
  where(lambda r: g(r, "Sports") and price(r) > 500 and "Football Manager" not in nm(r)))
q("zombie army 4 dlc other than the headgear packs", "Inverse Queries",
  where(lambda r: nm(r).startswith("Zombie Army 4") and "Headgear" not in nm(r)))
rows = [one("Wo Long: Fallen Dynasty")]
q("who developed Wo Long: Fallen Dynasty?", "Inverse Queries", rows,
  answer=f"{dev(rows[0][1])} ({NAME[rows[0][0]]}).", is_list=False)

# --- superlative ------------------------------------------------------------------------------
q("most expensive thing in the store?", "Superlative", argmax(ALL, price), is_list=False)
q("cheapest racing game", "Superlative", argmin(where(lambda r: g(r, "Racing")), price), is_list=False)
q("top 3 priciest RPGs", "Superlative", top_n(where(lambda r: g(r, "RPG")), price, 3, largest=True))
q("what's the newest capcom release", "Superlative", argmax(where(lambda r: dev(r) in CAPCOM), date),
  is_list=False)
q("cheapest thing from sokpop", "Superlative",
  argmin(where(lambda r: dev(r) == "Sokpop Collective"), price), is_list=False)
q("3 cheapest strategy games released in 2024", "Superlative",
  top_n(where(lambda r: g(r, "Strategy") and year(r) == 2024), price, 3))
q("most expensive early access game", "Superlative", argmax(where(lambda r: g(r, "Early Access")), price),
  is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: nm(r).startswith("Fantasy Grounds - Pathfinder"))
q("how many Fantasy Grounds Pathfinder modules are there?", "Count", rows,
  answer=f"{len(rows)} Fantasy Grounds Pathfinder products.")
rows = where(lambda r: price(r) > 2000)
q("how many things cost over ₹2000", "Count", rows, answer=f"{len(rows)} products.")
rows = where(lambda r: g(r, "Indie", "Sports") and year(r) == 2024)
q("How many indie sports games came out in 2024?", "Count", rows, answer=f"{len(rows)} indie sports games.")
rows = where(lambda r: dev(r) == "TigerQiuQiu")
q("how many items does TigerQiuQiu have", "Count", rows, answer=f"{len(rows)} products.")
rows = where(lambda r: g(r, "Racing") and price(r) < 100)
q("number of racing games under 100 rupees?", "Count", rows, answer=f"{len(rows)} racing games.")

# --- comparison -------------------------------------------------------------------------------
pair = [one("Wo Long: Fallen Dynasty"), one("MONSTER HUNTER RISE")]
q("wo long or monster hunter rise, which one is cheaper?", "Comparison", argmin(pair, price), is_list=False)
pair = [one("The Legend of Heroes: Trails of Cold Steel IV - Attachment Set"),
        one("The Legend of Heroes: Trails of Cold Steel IV - Consumable Value Set")]
q("cold steel IV attachment set vs consumable value set - which costs more", "Comparison",
  argmax(pair, price), is_list=False)
pair = [one("The Legend of Heroes: Sen no Kiseki III"), one("The Legend of Heroes: Sen no Kiseki IV -THE END OF SAGA-")]
q("Sen no Kiseki III or Sen no Kiseki IV: which is cheaper?", "Comparison", argmin(pair, price), is_list=False)
trio = [one("The Quarry"), one("The Chant"), one("FINAL FANTASY VII REMAKE INTERGRADE")]
q("the quarry, the chant or ff7 remake intergrade - which is the most expensive?", "Comparison",
  argmax(trio, price), is_list=False)
pair = [one("Zombie Army 4: Nagant M1895 Pistol Bundle"), one("Zombie Army 4: Grease Gun SMG Bundle")]
q("Zombie Army 4 Nagant pistol bundle vs the Grease Gun SMG bundle, which is cheaper?", "Comparison",
  argmin(pair, price), is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("do you have any nintendo games?", "No Answer",
  where(lambda r: "nintendo" in dev(r).lower() or "nintendo" in pub(r).lower()))
q("any racing game over 10k rupees?", "No Answer", where(lambda r: g(r, "Racing") and price(r) > 10000))
q("sports games from 2019", "No Answer", where(lambda r: g(r, "Sports") and year(r) == 2019))
q("anything by rockstar?", "No Answer",
  where(lambda r: "rockstar" in dev(r).lower() or "rockstar" in pub(r).lower()))

# --- prose only (Steam's short description) -----------------------------------------------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(row) -> (answer, reason)` to every product in `scope`, records the decision
    and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = rule(r)
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def mentions(pattern, what, not_pattern=None, not_reason=None):
    rx = re.compile(pattern, re.I)
    nx = re.compile(not_pattern, re.I) if not_pattern else None

    def rule(r):
        t = desc(r)
        if nx and nx.search(t):
            return False, f"{not_reason}: “{nx.search(t).group(0)}”"
        m = rx.search(t)
        if m:
            return True, f"the description says {what}: “{m.group(0)}”"
        return False, f"the description does not mention {what}"
    return rule


# co-op: 'co-op', 'coop', 'cooperative', 'couch co-op', 'with your friends' in a play sense is NOT enough
q("co-op action games under ₹500", "Prose Only",
  read("coop", mentions(r"\bco-?op(erative)?\b|couch-coop", "co-op play"),
       lambda r: g(r, "Action") and price(r) < 500))
q("any VR games in the simulation section?", "Prose Only",
  read("vr", mentions(r"\bVR\b|virtual reality", "a VR game / VR support"), lambda r: g(r, "Simulation")))
q("roguelike or roguelite RPGs", "Prose Only",
  read("roguelike", mentions(r"rogue-?lik\w*|rogue-?lite\w*", "roguelike/roguelite"), lambda r: g(r, "RPG")))
q("horror adventure games under 300 rupees", "Prose Only",
  read("horror", mentions(r"horror", "horror"), lambda r: g(r, "Adventure") and price(r) < 300))
def visual_novel(r):
    if re.search(r"artbook|soundtrack|\bOST\b|wallpaper", nm(r), re.I):
        return False, "an artbook / soundtrack / wallpaper add-on (by its name), not a visual novel itself"
    return mentions(r"visual novel", "a visual novel")(r)


q("indie visual novels under ₹400", "Prose Only",
  read("visual_novel", visual_novel, lambda r: g(r, "Indie") and price(r) < 400))
q("turn based strategy games?", "Prose Only",
  read("turn_based", mentions(r"turn-?based", "turn-based play"), lambda r: g(r, "Strategy")))
q("pixel art action games under ₹300", "Prose Only",
  read("pixel_art", mentions(r"pixel[- ]?art|pixel graphics|pixelated|pixel 2D|pixel platformer|pixel style",
                             "pixel-art graphics",
                             r"^Pixel Puzzles, your number one|\d+: ?\d+ pixels",
                             "'pixel' is only the Pixel Puzzles brand or an image resolution, not pixel art"),
       lambda r: g(r, "Action") and price(r) < 300))

# supporter packs: read by hand, one decision per pack (the question is whether the pack adds
# anything you get inside the game, per its own description)
SUPPORT = {
    "For the future - support NPMS game development": (False, "a fundraising DLC; the text names no in-game content"),
    "ScourgeBringer Supporter Pack": (False, "out-of-game bonuses only: comic, prototypes, artworks, wallpapers"),
    "PROJECT: RUN Supporter Pack": (True, "adds gameplay options: walk/run speed, gravity, skies, Cosmic mode"),
    "Chess'Extra - Dev Support - Castle Customization": (True, "gives access to castle customization in the game"),
    "Tree Trunk Brook - Suggested donation": (True, "a special badge and a little pin (in-game badge)"),
    "Project Genesis - Halloween Support Pack": (True, "badges, emblems and 10 colours for your battle craft units"),
    "Yuhha: Stolen Treasure EXTRA SUPPORT": (True, "two pink hearts appear in the game's main menu"),
    "Animal Doctor - Digital Supporter Pack": (False, "'digital goodies' and 'exclusive content' with nothing in-game named"),
    "Ho-Ho-Home Invasion: Support The Devs - Secret Santa": (False, "NEGATED: “DLC contains no additional content”"),
    "Ho-Ho-Home Invasion: Support The Devs - Christmas Present": (False, "NEGATED: “DLC contains no additional content”"),
    "Rico-Jump: Support The Developer Faces": (True, "two animated faces to show in matches and the home screen"),
    "Grass Cutters Academy - Supporter Pack": (True, "+25,000 upgrade points, dyes and a lawnmower flair"),
    "Lumberjack's Dynasty - Digital Supporter Pack": (False, "guide, wallpapers, videos, soundtrack and map: out-of-game goodies"),
    "Nightfall - Supporter Taunt Pack 1": (True, "10 dances (taunts) for players"),
    "Rogue Lords - Supporter Pack": (True, "besides artbook and soundtrack, a Moonlight set for three characters"),
    "Teamfight Manager - Donationware Tier 3": (False, "NEGATED: “No additional feature provided”"),
    "The Adventures of Nerdstan - Supporter Pack": (False, "a pure support purchase; no content named"),
    "Castaway Soul - Supporterest Pack": (False, "NEGATED: “provides no in-game content or additions” (wallpapers only)"),
    "Mega Knockdown - Supporter Colors": (True, "exclusive character colours"),
}


def support_rule(r):
    return SUPPORT[nm(r)]


q("which supporter / donation packs actually give you something in game?", "Prose Only",
  read("supporter_pack", support_rule, lambda r: re.search(r"support|donation", nm(r), re.I) is not None))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"med-{i + 1:03d}"] = item
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
