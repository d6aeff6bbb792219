#!/usr/bin/env python3
"""Questions and gold answers for beer-advocate, computed from the RAW rows
(raw_beer_profile_and_ratings.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the raw-row helpers are reused: the loader and its keep rule (`load`,
description >= 150 characters), the product id (`rid`), the name (`name` = the source's
`beer_name_full`), the style and its family, ABV, overall rating, review count and the description
prose (`description`).

All questions were written before any gold was computed and before any engine run (none was run).
A fourth batch of 16 (br-052 … br-067, session 27; the project's fourth batch of fresh questions,
the second for this catalog) is appended at the end of the file with its own readings, also written
before any engine run; check_gold.py recomputes it independently.

Readings of shopper words (every filter is over the raw columns of the KEPT rows):
- ABV = the `abv` column, a percentage. "over X%" / "more than X" = abv > X; "X% or stronger" /
  "X or more" = abv >= X; "under X" / "below X" = abv < X; "X or less" / "X tops" = abv <= X;
  "between A and B percent" = A <= abv <= B. "strongest" = max abv, "weakest" = min abv.
- rating = `review_overall` (BeerAdvocate users' average, 1-5). "rated X+" / "X or higher" /
  "at least X" = rating >= X; "rated above X" = rating > X; "under X" = rating < X; "best rated" /
  "highest rated" = max rating, "lowest rated" / "worst" = min rating; "which rates higher" /
  "rated better" = the larger rating. "best aroma" = max `review_aroma`.
- reviews = `number_of_reviews`: "at least N reviews" = >= N, "fewer than N" = < N; "most reviewed" /
  "most popular" = the largest count.
- "hoppiest" = the largest `hoppy` tasting-profile count (the only hop measure in the source).
- style = the `style` column; a family is the part before " - " (convert.family):
  "hefeweizen" = Wheat Beer - Hefeweizen; "pumpkin beer" = Pumpkin Beer; "gose" = Sour - Gose;
  "russian imperial stout" = Stout - Russian Imperial; "imperial stout" = Stout - American Imperial
  or Stout - Russian Imperial; "american IPA" = IPA - American; "IPA" = the IPA family (also
  imperial, black, belgian, english, new england; India Pale LAGER is a Lager and not counted);
  "tripel" = Tripel; "quad" = Quadrupel (Quad); "lager" = the Lager family (Pilsners are their own
  family in the source and are not lagers here); "saison" = Farmhouse Ale - Saison; "porter" /
  "stout" / "barleywine" / "lambic" / "wheat beer" = that family; "doppelbock" = Bock - Doppelbock;
  "fruit lambic" = Lambic - Fruit; "light lager" = Lager - Light; "witbier" = Wheat Beer - Witbier;
  "smoked porter" = Porter - Smoked; "NEIPA" = IPA - New England; "cider" / "seltzer" = a style
  naming cider / seltzer (none: every row is a beer style).
- "sessionable" is given in the question itself ("4.5% or less").
- brewery = a case-insensitive substring of the `brewery` column ("dogfish head", "rogue",
  "founders", "sierra nevada", "dieu du ciel", "anheuser-busch", "samuel adams").
- a count question's gt_answer is the number alone ("13"), its list the beers counted.
- "top 3" = the 3 best plus every beer tied with the 3rd; a superlative returns every beer tied for
  first; a comparison names beers by exact full name (asserted to match one row) and a tie returns
  every tied beer.
- prose rules (beer name + description; one decision per product in the question's scope is
  recorded in reading_decisions.json with its reason):
  "bourbon barrel aged" = bourbon barrel(s)/cask(s)/casks, "aged in ... bourbon", "bourbon
  barrel-aged", not "no bourbon" (a bourbon FLAVOUR or bourbon vanilla beans is not barrel ageing;
  "NOT barrel-aged" reads false); "honey" = the words honey / honeyed / honeycomb (ingredient or
  flavour), except when they only describe a colour ("honey-colored", "honey color", "honey hue")
  or name honey MALT (a malt, no honey in it), or are negated ("no honey", "without honey");
  honeydew and honeysuckle are not honey; "coffee in them" = coffee / espresso / cappuccino /
  latte as ingredient or flavour, unless "no coffee"; "award winning" = medal(s), award(s) /
  award-winning, "won" (not "won't"), "winner", "champion", "best of show", "gold at/in" (a
  magazine calling it "perhaps the best IPA" is not an award); "citra" = the hop name Citra;
  "gluten free" = gluten-free / gluten-reduced / gluten-removed / "without gluten" / "free of
  gluten", or a beer made for people with celiac disease ("Celiac disease can cut back on gluten",
  Tweason'ale's sorghum base); "christmas" = Christmas / Xmas / Noël / Yule / holiday(s), unless the
  holiday meant is Halloween or Thanksgiving; "unfiltered" = unfiltered / not filtered /
  non-filtered / "no filtration" / "left cloudy" (a beer said to be filtered reads false; "cloudy" or
  "hazy" alone is not read as unfiltered). Three decisions are read by hand (OVERRIDE below), with
  their reasons: Ten Fidy (Oak-Aged) is bourbon-barrel aged although the rule's words are absent;
  Yorkshire Stingo's "Christmas pudding" is a flavour note; Brooklyn Brown Ale was "first brewed as
  a holiday specialty" and no longer is one.

Questions narrowed after their gold was first computed (the first wording gave lists of more than
~40 beers); the narrowed wording is what questions.json holds: "anything with honey in it?" (56 ->
"anything lighter with honey in it, under 5.5%?"), "stouts with coffee in them" (68 -> "stouts under
6% with coffee in them"). The honey, christmas, gluten and award rules were refined after their first
run (honeydew / honeysuckle / honey malt, "holiday(s)" in general, celiac, "won't"); the rules, not
single products, were changed, apart from the three OVERRIDE decisions.

Writes questions.json (dict; extra field `split` = dev/test, alternating) and reading_decisions.json.
Deterministic.
"""
import json
import os
import re

from convert import abv, description, family, load, name, rating, reviews, rid, style

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
ALL = [(rid(r), r) for r in ROWS]
NAME = {rid(r): name(r) for r in ROWS}
assert len(set(NAME.values())) == len(NAME)


# --- raw-row helpers ------------------------------------------------------------------------
def brewery(r, *parts):
    b = r["brewery"].lower()
    return any(p.lower() in b for p in parts)


def num(r, col):
    return float(r[col])


def prose(r):
    return name(r) + "\n" + description(r)


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No beer in the catalog matches."
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


def exact(full_name):
    rows = where(lambda r: name(r) == full_name)
    assert len(rows) == 1, (full_name, len(rows))
    return rows[0]


IMPERIAL_STOUT = ("Stout - American Imperial", "Stout - Russian Imperial")
MC, INV = "Multi-Condition Queries", "Inverse Queries"

# --- simple filters ---------------------------------------------------------------------------
q("got anything from dogfish head?", "Simple Filter", where(lambda r: brewery(r, "dogfish head")))
q("show me ur hefeweizens", "Simple Filter", where(lambda r: style(r) == "Wheat Beer - Hefeweizen"))
q("beers over 12% abv", "Simple Filter", where(lambda r: abv(r) > 12))
q("any pumpkin beers?", "Simple Filter", where(lambda r: style(r) == "Pumpkin Beer"))
q("what gose do you have", "Simple Filter", where(lambda r: style(r) == "Sour - Gose"))
q("russian imperial stouts pls", "Simple Filter", where(lambda r: style(r) == "Stout - Russian Imperial"))

# --- multi-condition --------------------------------------------------------------------------
q("american IPA under 6% abv", MC, where(lambda r: style(r) == "IPA - American" and abv(r) < 6))
q("imperial stouts rated 4.2 or higher", MC,
  where(lambda r: style(r) in IMPERIAL_STOUT and rating(r) >= 4.2))
q("tripels over 9% with at least 500 reviews", MC,
  where(lambda r: style(r) == "Tripel" and abv(r) > 9 and reviews(r) >= 500))
q("sessionable lagers, 4.5% or less, rated above 3.5", MC,
  where(lambda r: family(r) == "Lager" and abv(r) <= 4.5 and rating(r) > 3.5))
q("saisons between 6 and 8 percent", MC,
  where(lambda r: style(r) == "Farmhouse Ale - Saison" and 6 <= abv(r) <= 8))
q("porters from rogue or founders", MC,
  where(lambda r: family(r) == "Porter" and brewery(r, "rogue", "founders")))
q("barleywines under 10% abv", MC, where(lambda r: family(r) == "Barleywine" and abv(r) < 10))
q("doppelbocks rated 4+", MC, where(lambda r: style(r) == "Bock - Doppelbock" and rating(r) >= 4))
q("fruit lambics with fewer than 100 reviews", MC,
  where(lambda r: style(r) == "Lambic - Fruit" and reviews(r) < 100))
q("sierra nevada beers stronger than 7%", MC, where(lambda r: brewery(r, "sierra nevada") and abv(r) > 7))

# --- inverse ----------------------------------------------------------------------------------
q("IPAs rated 4.3+ that arent from dogfish head", INV,
  where(lambda r: family(r) == "IPA" and rating(r) >= 4.3 and not brewery(r, "dogfish head")))
q("which stouts are brewed by founders?", INV,
  where(lambda r: family(r) == "Stout" and brewery(r, "founders")))
q("lambics but not the fruit ones", INV, where(lambda r: family(r) == "Lambic" and style(r) != "Lambic - Fruit"))
q("what's over 15% abv that isn't a barleywine or a quad", INV,
  where(lambda r: abv(r) > 15 and family(r) != "Barleywine" and style(r) != "Quadrupel (Quad)"))
q("which beers does dieu du ciel make", INV, where(lambda r: brewery(r, "dieu du ciel")))
q("anheuser-busch beers except the light lagers", INV,
  where(lambda r: brewery(r, "anheuser-busch") and style(r) != "Lager - Light"))

# --- superlative ------------------------------------------------------------------------------
q("strongest beer you've got?", "Superlative", argmax(ALL, abv), is_list=False)
q("highest rated stout", "Superlative", argmax(where(lambda r: family(r) == "Stout"), rating), is_list=False)
q("top 3 most reviewed beers", "Superlative", top_n(ALL, reviews, 3, largest=True))
q("lowest rated IPA", "Superlative", argmin(where(lambda r: family(r) == "IPA"), rating), is_list=False)
q("which beer has the best aroma score", "Superlative", argmax(ALL, lambda r: num(r, "review_aroma")),
  is_list=False)
q("top 3 strongest quads", "Superlative",
  top_n(where(lambda r: style(r) == "Quadrupel (Quad)"), abv, 3, largest=True))
q("hoppiest IPA?", "Superlative", argmax(where(lambda r: family(r) == "IPA"), lambda r: num(r, "hoppy")),
  is_list=False)

# --- count ------------------------------------------------------------------------------------
rows = where(lambda r: brewery(r, "samuel adams"))
q("how many sam adams beers do you carry", "Count", rows, answer=str(len(rows)))
rows = where(lambda r: style(r) == "Wheat Beer - Witbier")
q("how many witbiers are there?", "Count", rows, answer=str(len(rows)))
rows = where(lambda r: abv(r) >= 13)
q("how many beers are 13% or stronger", "Count", rows, answer=str(len(rows)))
rows = where(lambda r: rating(r) >= 4.5)
q("how many beers rated 4.5 or higher", "Count", rows, answer=str(len(rows)))
rows = where(lambda r: style(r) == "Porter - Smoked" and abv(r) < 6)
q("How many smoked porters under 6%?", "Count", rows, answer=str(len(rows)))

# --- comparison -------------------------------------------------------------------------------
pair = [exact("Russian River Brewing Company Pliny The Elder"), exact("The Alchemist Heady Topper")]
q("pliny the elder vs heady topper, which one rates higher", "Comparison", argmax(pair, rating), is_list=False)
pair = [exact("Guinness Ltd. Guinness Extra Stout (Original)"), exact("Guinness Ltd. Guinness Foreign Extra Stout")]
q("guinness extra stout or foreign extra stout - which is stronger?", "Comparison", argmax(pair, abv),
  is_list=False)
trio = [exact("Dogfish Head Brewery 60 Minute IPA"), exact("Dogfish Head Brewery 90 Minute IPA"),
        exact("Dogfish Head Brewery 120 Minute IPA")]
q("dogfish 60 min vs 90 min vs 120 min, which has the most reviews", "Comparison", argmax(trio, reviews),
  is_list=False)
pair = [exact("Anheuser-Busch Budweiser"), exact("Anheuser-Busch Bud Light")]
q("budweiser or bud light, which is rated better lol", "Comparison", argmax(pair, rating), is_list=False)
trio = [exact("Bières de Chimay S.A. Chimay Tripel (White)"), exact("Brouwerij Duvel Moortgat NV Duvel"),
        exact("Unibroue La Fin Du Monde")]
q("chimay white, duvel and la fin du monde: which is the strongest", "Comparison", argmax(trio, abv),
  is_list=False)

# --- no answer --------------------------------------------------------------------------------
q("do you have any hard cider?", "No Answer", where(lambda r: "cider" in style(r).lower()))
q("beers over 30% abv", "No Answer", where(lambda r: abv(r) > 30))
q("NEIPA rated under 2", "No Answer", where(lambda r: style(r) == "IPA - New England" and rating(r) < 2))
q("any hard seltzers?", "No Answer", where(lambda r: "seltzer" in style(r).lower()))

# --- prose only (beer name + description) -------------------------------------------------------
READING = {}


# Decisions read by hand where the rule's match does not say what the shopper asks (the rule is
# applied to every other product).
OVERRIDE = {
    ("bourbon_barrel", "Oskar Blues Grill & Brew Ten Fidy (Oak-Aged)"): (
        True, "“Aged through four seasons and from a blend of the top Bourbons around ... bourbon from the barrel”:"
              " aged in bourbon barrels, said without the word pair the rule looks for"),
    ("christmas", "Samuel Smith Old Brewery (Tadcaster) Samuel Smith's Yorkshire Stingo"): (
        False, "“Christmas pudding” is a flavour note, not a Christmas beer"),
    ("christmas", "Brooklyn Brewery Brooklyn Brown Ale"): (
        False, "“first brewed as a holiday specialty, and now one of our most popular beers”: no longer a"
               " holiday beer"),
}


def read(qid, rule, scope):
    """Applies `rule(name + description) -> (answer, reason)` to every product in `scope`, records
    the decision and its reason, returns the products read as yes."""
    out = []
    for k, r in ALL:
        if not scope(r):
            continue
        yes, reason = OVERRIDE.get((qid, NAME[k])) or rule(prose(r))
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    return out


def feature(pattern, what, negation=None, negated_what=None):
    rx = re.compile(pattern, re.I)
    nx = re.compile(negation, re.I) if negation else None

    def rule(t):
        if nx:
            m = nx.search(t)
            if m:
                return False, f"the description negates it: “{m.group(0)}” ({negated_what})"
        m = rx.search(t)
        if m:
            return True, f"the description names {what}: “{m.group(0)}”"
        return False, f"no mention of {what} in the name or the description"
    return rule


BOURBON = feature(r"\bbourbon[- ](?:barrels?|casks?|oak barrels?|barrel[- ]aged)\b"
                  r"|\b(?:aged|rested|matured|conditioned|finished)\b[^.]{0,60}\bbourbon\b",
                  "ageing in bourbon barrels", r"\bno bourbon\b|\bwithout bourbon\b", "no bourbon")
q("bourbon barrel aged stouts", "Prose Only", read("bourbon_barrel", BOURBON, lambda r: family(r) == "Stout"))

HONEY_COLOUR = re.compile(r"\bhoney[- ](?:colou?red|colou?r|gold|golden hue|hue|hued|malt)\b", re.I)
HONEY_NEG = re.compile(r"\b(?:no|without)\s+honey\b", re.I)


def honey(t):
    m = HONEY_NEG.search(t)
    if m:
        return False, f"the description negates it: “{m.group(0)}”"
    hits = [m for m in re.finditer(r"\bhoney(?:ed|comb)?\b", t, re.I)]
    real = [m for m in hits if not HONEY_COLOUR.match(t, m.start())]
    if real:
        return True, f"the description names honey: “{real[0].group(0)}”"
    if hits:
        return False, ("honey only names a colour or honey malt (“" + HONEY_COLOUR.match(t, hits[0].start()).group(0)
                       + "”), not honey")
    return False, "no mention of honey in the name or the description"


q("anything lighter with honey in it, under 5.5%?", "Prose Only", read("honey", honey, lambda r: abv(r) < 5.5))

COFFEE = feature(r"\bcoffees?\b|\bespresso\b|\bcappuccino\b|\blatte\b", "coffee",
                 r"\bno coffee\b|\bwithout coffee\b", "no coffee")
q("stouts under 6% with coffee in them", "Prose Only",
  read("coffee", COFFEE, lambda r: family(r) == "Stout" and abv(r) < 6))

AWARD = feature(r"\bmedals?\b|\bmedal(?:ed|ist)\b|\bawards?\b|\baward-winning\b|\bwon\b(?!')|\bwinners?\b"
                r"|\bchampion(?:ship)?s?\b|\bbest of show\b|\bgold (?:at|in)\b",
                "an award or a medal")
q("award winning IPAs", "Prose Only", read("award", AWARD, lambda r: family(r) == "IPA"))

CITRA = feature(r"\bcitra\b", "Citra hops")
q("beers made with citra hops", "Prose Only", read("citra", CITRA, lambda r: True))

GLUTEN = feature(r"\bgluten[- ](?:free|reduced|removed)\b|\bremove gluten\b|\bwithout gluten\b"
                 r"|\bno gluten\b|\bfree of gluten\b|\bceliac\b|\bcut back on gluten\b",
                 "being gluten-free / gluten-reduced (or made for people with celiac disease)")
q("gluten free beer?", "Prose Only", read("gluten_free", GLUTEN, lambda r: True))

XMAS = feature(r"\bchristmas\b|\bxmas\b|\bno[eë]l\b|\byule\w*|\bholidays?\b", "Christmas / the holidays",
               r"\bhalloween\b|\bthanksgiving\b", "the holiday meant is Halloween / Thanksgiving, not Christmas")
q("christmas beers", "Prose Only", read("christmas", XMAS, lambda r: True))

UNFILTERED_YES = re.compile(r"\bunfiltered\b|\bnot filtered\b|\bnon-?filtered\b|\bno filtration\b"
                            r"|\bwithout filtration\b|\bleft cloudy\b|\bnever filtered\b", re.I)
FILTERED = re.compile(r"\bfiltered\b|\bfiltration\b", re.I)


def unfiltered(t):
    m = UNFILTERED_YES.search(t)
    if m:
        return True, f"the description says it is not filtered: “{m.group(0)}”"
    m = FILTERED.search(t)
    if m:
        return False, f"the description says it IS filtered: “{m.group(0)}”, read as false"
    return False, "no mention of filtration in the name or the description"


q("unfiltered wheat beers", "Prose Only", read("unfiltered", unfiltered, lambda r: family(r) == "Wheat Beer"))



# =============================================================================================
# --- fourth batch (session 27): br-052 … br-067 ----------------------------------------------
# (The project's fourth batch of fresh questions; the second for this catalog.) Written, and their
# gold computed, before any engine run on them (no engine was run, no engine output or eval output
# was looked at). Appended after br-051 so every earlier question keeps its id and split; the
# alternation continues (br-051 was dev, so br-052 is test, br-053 dev, …). The source has no
# prices, so no question asks about money. Readings of the new shopper words (explicit filters
# over the raw columns of the KEPT rows, helpers as above):
# - "3 strongest tripels" = the 3 largest abv among style Tripel plus every beer tied with the 3rd
#   (three tie at 10%, so 5); "weakest IPA" = min abv in the IPA family (as in br-026: imperial,
#   black, belgian, english, new england and american IPAs; an India Pale Lager is a Lager);
#   "worst rated … with at least a thousand reviews" = min review_overall among number_of_reviews
#   >= 1000.
# - "double IPAs" = style IPA - Imperial; "9% or more" = abv >= 9; "at least 1000 reviews" /
#   "1000+ reviews" / "500+ reviews" = number_of_reviews >= 1000 / 500.
# - "bocks" = the Bock family; "no doppelbocks or maibocks" = style not Bock - Doppelbock / Bock -
#   Maibock; "rated 4+" / "rated 4 or better" / "rated 4 or higher" = review_overall >= 4.
# - "pilsners" = the Pilsner family (Bohemian / Czech, German, Imperial); "under 5%" = abv < 5.
# - "oktoberfest / märzen" = style Lager - Märzen / Oktoberfest; "6% or stronger" = abv >= 6.
# - "porters 5 to 7 percent" = the Porter family with 5 <= abv <= 7 (inclusive).
# - "IPAs … nothing from dogfish head or sierra nevada" = the IPA family, brewery containing
#   neither "dogfish head" nor "sierra nevada".
# - "saisons" = style Farmhouse Ale - Saison; "other than the dupont ones" = brewery not containing
#   "dupont" (Brasserie Dupont sprl: Saison Dupont, Avec Les Bons Voeux).
# - "stouts under 3%" = the Stout family with abv < 3 (the weakest stout has 3.6); "light lagers" =
#   style Lager - Light (the best rated has 3.40).
# - "which one do ppl rate higher" = the larger review_overall; the two beers are named by their
#   exact full names (asserted to match one row each).
# - "amber or vienna lagers" = style Lager - American Amber / Red or Lager - Vienna (the source's
#   style; Rochester Red, described as an "English-style ale", is listed as an amber lager).
# - prose (beer name + description; candidates selected by the explicit patterns below, then EVERY
#   candidate in the question's scope read by hand, one decision with its reason in the dicts
#   below; products in scope that the pattern does not select are recorded as false, "no
#   candidate wording"):
#   "go good with food" = the description recommends the beer with food (a dish, a cuisine, or food
#   in general: "versatile with food", "pairs well with …", "goes great with everything. Fear no
#   pairing."); a hop aroma that "complements" the malt, or serving cold in a pint glass, is not a
#   food pairing.
#   "brewed with vanilla" = vanilla (beans, "Mexican vanilla") is an ingredient of this beer;
#   vanilla notes that come from the barrel or the oak, vanilla among the flavours of a
#   barrel-aged stout, and vanilla that ageing "perhaps" brings out are false.
#   "brewed with oysters" = oysters or oyster shells go into this beer; serving it WITH oysters
#   (a pairing) is false.
def read_by_hand(qid, rx, scope, hand):
    """Every product in `scope` whose name + description matches `rx` is a candidate and must have a
    hand decision in `hand` (id -> (answer, reason)); every decision must be a candidate in scope.
    Products in scope that `rx` does not select are recorded as false. Returns the yes products."""
    rx = re.compile(rx, re.I)
    out, seen = [], set()
    for k, r in ALL:
        if not scope(r):
            continue
        m = rx.search(prose(r))
        if m:
            assert k in hand, (qid, k, NAME[k], m.group(0))
            yes, reason = hand[k]
            seen.add(k)
        else:
            yes, reason = False, "no candidate wording in the name or the description"
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, r))
    assert seen == set(hand), (qid, sorted(set(hand) - seen))
    return out


q("give me the 3 strongest tripels", "Superlative", top_n(where(lambda r: style(r) == "Tripel"), abv, 3, largest=True))
q("double ipas 9% or more w/ at least 1000 reviews", MC,
  where(lambda r: style(r) == "IPA - Imperial" and abv(r) >= 9 and reviews(r) >= 1000))
q("bocks rated 4+ but no doppelbocks or maibocks", INV,
  where(lambda r: family(r) == "Bock" and style(r) not in ("Bock - Doppelbock", "Bock - Maibock") and rating(r) >= 4))

PAIR_RX = (r"\bpair\w*|goes well with|go well with|accompan\w*|complement\w*|serve[ds]? with|enjoy(?:ed)? with"
           r"|perfect with|great with|match(?:es)? (?:well )?with|\bfoods?\b|\bmeals?\b|dishes|cuisine|dinner|lunch"
           r"|\bcheese|\bmeat|seafood|\bfish\b|barbecue|\bbbq\b|grill\w*|pizza|burger|spicy food")
PAIR = {
    "ba-1062": (True, "“a wonderfully flavorful beer, smooth, refreshing and very versatile with food”"),
    "ba-1063": (True, "“Pairs perfectly with fresh seafood...or any food for that matter”"),
    "ba-1082": (True, "“very drinkable by itself, or paired with your favorite foods”"),
    "ba-1090": (True, "“pairs well with a wide range of popular food dishes”"),
    "ba-1561": (True, "“go great with everything. Fear no pairing.”"),
    "ba-1562": (True, "“goes great with chicken, pizza, grilled vegetables… pretty much everything”"),
    "ba-1563": (True, "“goes well with any kind of food, but particularly with spicy food”"),
    "ba-1564": (True, "“a fine complement to pizzas and red meat”"),
}
q("amber or vienna lagers that go good with food?", "Prose Only",
  read_by_hand("food_pairing", PAIR_RX, lambda r: style(r) in ("Lager - American Amber / Red", "Lager - Vienna"), PAIR))

q("stouts under 3% abv?", "No Answer", where(lambda r: family(r) == "Stout" and abv(r) < 3))
pair = [exact("Allagash Brewing Company Allagash White"), exact("Brouwerij van Hoegaarden Hoegaarden Original White Ale")]
q("allagash white or hoegaarden, which one do ppl rate higher", "Comparison", argmax(pair, rating), is_list=False)
q("weakest ipa you got", "Superlative", argmin(where(lambda r: family(r) == "IPA"), abv), is_list=False)
q("pilsners under 5% rated 4 or better", MC, where(lambda r: family(r) == "Pilsner" and abv(r) < 5 and rating(r) >= 4))

VANILLA_RX = r"vanilla"
BARREL_VANILLA = "vanilla only as a note from the barrel / oak, not an ingredient: "
VANILLA = {
    "ba-2506": (False, BARREL_VANILLA + "“aged in bourbon barrels … Rich caramel, toasted malt, vanilla, burnt wood”"),
    "ba-2508": (False, BARREL_VANILLA + "espresso added, “the vanilla oak character”"),
    "ba-2510": (False, BARREL_VANILLA + "cocoa nibs added, “vanilla notes from the oak”"),
    "ba-2512": (True, "“brewed with ancho chili peppers, cacao nibs, vanilla beans, and cinnamon sticks”"),
    "ba-2514": (True, "“Black Tuesday with Vanilla Bean & Cocoa Nibs”"),
    "ba-2515": (False, BARREL_VANILLA + "aged in bourbon barrels, “hints of bourbon and vanilla”"),
    "ba-2520": (False, BARREL_VANILLA + "“the vanilla, oak, bourbon from the barrel”"),
    "ba-2694": (False, "vanilla only as what cellaring “perhaps” brings out (“notes of vanilla, oak, and tannins will come to the front”)"),
    "ba-2696": (True, "“brewed with coffee, Mexican vanilla, and Indian sugar”"),
    "ba-2718": (False, BARREL_VANILLA + "“the vanilla flavor from the barrel”"),
}
q("imperial stouts brewed with vanilla", "Prose Only",
  read_by_hand("vanilla", VANILLA_RX, lambda r: style(r) in IMPERIAL_STOUT, VANILLA))

rows = where(lambda r: style(r) == "Lager - Märzen / Oktoberfest" and abv(r) >= 6)
q("how many oktoberfest / märzen beers are 6% or stronger", "Count", rows, answer=str(len(rows)))
q("ipas w/ 1000+ reviews but nothing from dogfish head or sierra nevada", INV,
  where(lambda r: family(r) == "IPA" and reviews(r) >= 1000 and not brewery(r, "dogfish head", "sierra nevada")))
q("porters 5 to 7 percent, rated 4 or higher, 500+ reviews", MC,
  where(lambda r: family(r) == "Porter" and 5 <= abv(r) <= 7 and rating(r) >= 4 and reviews(r) >= 500))
q("light lagers rated 4 or higher", "No Answer", where(lambda r: style(r) == "Lager - Light" and rating(r) >= 4))

OYSTER_RX = r"oyster"
OYSTER = {
    "ba-2057": (False, "a serving suggestion only: “as traditionally served, with oysters”"),
    "ba-2117": (False, "a serving suggestion only: “Match it with … freshly shucked oysters”"),
    "ba-2562": (True, "“This 5.0% stout contains Chesapeake Bay Oyster shells”"),
    "ba-2575": (True, "“benefits from having ten dozen live oysters involved in the beer”"),
    "ba-2592": (True, "“Exit 1 is beer brewed with oysters”"),
    "ba-2609": (True, "“Brewed with local oysters”"),
}
q("anything actually brewed w/ oysters?", "Prose Only", read_by_hand("oysters", OYSTER_RX, lambda r: True, OYSTER))

q("worst rated beer with at least a thousand reviews", "Superlative",
  argmin(where(lambda r: reviews(r) >= 1000), rating), is_list=False)
q("saisons rated 4+ other than the dupont ones", INV,
  where(lambda r: style(r) == "Farmhouse Ale - Saison" and rating(r) >= 4 and not brewery(r, "dupont")))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"br-{i + 1:03d}"] = item
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
