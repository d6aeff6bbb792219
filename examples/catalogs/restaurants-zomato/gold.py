#!/usr/bin/env python3
"""Questions and gold answers for restaurants-zomato, computed from the RAW rows
(raw_zomato_bangalore.sql) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only the raw-row helpers are reused: `load` (the 1,027 kept rows in file order), `clean`,
`price` and `names` (each row's product name).

All 50 questions were written before any gold was computed and before any engine run. The source
has no prose (the insert carries no reviews or menus), so there are no prose-only questions and no
reading_decisions.json; `dish_liked` is a list cell and is read by substring. One question was
replaced after its gold was first computed: "sushi places in electronic city" (meant as a no-answer
question; one Electronic City outlet lists Japanese) became "sushi places in basavanagudi".

Readings of shopper words (every filter is over the raw columns):
- price = `approx_cost` = the site's approximate cost for two people in INR; "rs", "rs.", "₹",
  "INR", "bucks", "rupees" are all INR; "for two" / "for 2" is the column itself; "per person" /
  "per head" = cost for two / 2 (so "under 500 per person" = cost for two < 1000); "1.5k" = 1500;
  "one to two thousand" = 1000..2000 inclusive; "under X" / "below X" = < X; "more than X" = > X.
- "cheap" = cost for two <= 400.
- rating = `rate` with the "/5" and any space removed (`4.1/5`, `4.5 /5` -> 4.1, 4.5); a NULL rate
  (1 row) never matches a rating filter and is left out of rating superlatives; "4+" / "4.5 or
  more" / "and above" = >= ; "rated 5/5" = 5.0.
- votes = `votes`; "most popular" / "most voted" = most votes.
- place: `location` (the neighbourhood the site files the outlet under); "koramangala" /
  "koramangla" = `location` starts with "Koramangala" (1st, 3rd, 4th, 5th, 6th, 7th Block and plain
  Koramangala); "whitefield" = `location` contains "Whitefield" (incl. `ITPL Main Road,
  Whitefield`); "HSR layout" = `HSR`; "BTM" = `BTM`; other places = `location` equal to the name.
- kind of place = `rest_type` split on ", " (an item must equal): "cafe" = `Cafe`; "bar" = `Bar`
  (not Pub, Lounge or Microbrewery); "pub" = `Pub`; "microbrewery" = `Microbrewery`; "lounge" =
  `Lounge`; "fine dine" / "fine dining" = `Fine Dining`; "casual dining" = `Casual Dining`; "quick
  bites" = `Quick Bites`; "dessert parlour" / "dessert place" = `Dessert Parlor`; "casual dining
  with a bar" = both `Casual Dining` and `Bar`.
- food = `cuisines` split on ", " (an item must equal): "biryani" / "biriyani" = `Biryani`; "north
  indian", "south indian", "chinese", "thai", "italian", "andhra", "mangalorean", "korean",
  "mexican" = that item; "sushi" = `Sushi` or `Japanese`; "chinese and thai" = both items.
- "where ppl love the X" = an item of `dish_liked` containing X (case-insensitive; "momos" ->
  "momo").
- "online delivery" / "deliver" / "online ordering" / "take online orders" = `online_order` Yes;
  "book a table" / "table booking" = `book_table` Yes; "don't take table bookings" = `book_table` No.
- a chain named in "other than" / "except" = every outlet whose `name` equals it (`Paradise` is not
  `Nandhini Paradise`; `Corner House Ice Cream` for "corner house").
- named restaurants in comparisons = the product names (unique names, or `Name (location)`).
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import clean, load, names, price  # noqa: E402

ROWS = load()
NAMES = names(ROWS)
ALL = list(zip(NAMES, ROWS))
QUESTIONS = []


def items(s):
    return [x.strip() for x in clean(s).split(",") if x.strip()]


def types(r):
    return items(r["rest_type"])


def cuis(r):
    return items(r["cuisines"])


def loc(r):
    return clean(r["location"])


def kora(r):
    return loc(r).startswith("Koramangala")


def wfield(r):
    return "Whitefield" in loc(r)


def rating(r):
    if r["rate"] is None:
        return None
    return float(r["rate"].replace(" ", "").split("/")[0])


def has_rating(r):
    return rating(r) is not None


def votes(r):
    return int(r["votes"])


def online(r):
    return r["online_order"] == "Yes"


def book(r):
    return r["book_table"] == "Yes"


def liked(r, word):
    return any(word.lower() in d.lower() for d in items(r["dish_liked"]))


def base(r):
    return clean(r["name"])


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No restaurant in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(n, r) for n, r in ALL if f(r)]


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


def named(*ns):
    out = [(n, r) for n, r in ALL if n in ns]
    assert len(out) == len(ns), ns
    return out


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- Simple Filter (6)
q("any microbreweries?", "Simple Filter", where(lambda r: "Microbrewery" in types(r)))
q("fine dine restaurants", "Simple Filter", where(lambda r: "Fine Dining" in types(r)))
q("resturants in HSR layout", "Simple Filter", where(lambda r: loc(r) == "HSR"))
q("mangalorean food", "Simple Filter", where(lambda r: "Mangalorean" in cuis(r)))
q("dessert parlours", "Simple Filter", where(lambda r: "Dessert Parlor" in types(r)))
q("korean restaurants", "Simple Filter", where(lambda r: "Korean" in cuis(r)))

# --- Multi-Condition Queries (12)
q("cheap biriyani places with online delivery", "Multi-Condition Queries",
  where(lambda r: "Biryani" in cuis(r) and online(r) and price(r) <= 400))
q("bars in koramangla under 1.5k for two", "Multi-Condition Queries",
  where(lambda r: "Bar" in types(r) and kora(r) and price(r) < 1500))
q("north indian in whitefield where i can book a table", "Multi-Condition Queries",
  where(lambda r: "North Indian" in cuis(r) and wfield(r) and book(r)))
q("cafes in indiranagar rated 4.5 or more", "Multi-Condition Queries",
  where(lambda r: "Cafe" in types(r) and loc(r) == "Indiranagar" and has_rating(r) and rating(r) >= 4.5))
q("pubs that deliver, below rs 1200 for 2", "Multi-Condition Queries",
  where(lambda r: "Pub" in types(r) and online(r) and price(r) < 1200))
q("chinese and thai under ₹1000 for two", "Multi-Condition Queries",
  where(lambda r: "Chinese" in cuis(r) and "Thai" in cuis(r) and price(r) < 1000))
q("quick bites in jayanagar with online ordering and 4+ rating", "Multi-Condition Queries",
  where(lambda r: "Quick Bites" in types(r) and loc(r) == "Jayanagar" and online(r) and has_rating(r)
        and rating(r) >= 4.0))
q("italian in koramangala under 500 per person", "Multi-Condition Queries",
  where(lambda r: "Italian" in cuis(r) and kora(r) and price(r) < 1000))
q("south indian under 300 bucks for two", "Multi-Condition Queries",
  where(lambda r: "South Indian" in cuis(r) and price(r) < 300))
q("where do ppl love the momos in BTM or HSR", "Multi-Condition Queries",
  where(lambda r: liked(r, "momo") and loc(r) in ("BTM", "HSR")))
q("andhra food with more than 1000 votes", "Multi-Condition Queries",
  where(lambda r: "Andhra" in cuis(r) and votes(r) > 1000))
q("casual dining with a bar in marathahalli, one to two thousand rupees for two", "Multi-Condition Queries",
  where(lambda r: "Casual Dining" in types(r) and "Bar" in types(r) and loc(r) == "Marathahalli"
        and 1000 <= price(r) <= 2000))

# --- Inverse Queries (7)
q("cafes in koramangala that dont take table bookings", "Inverse Queries",
  where(lambda r: "Cafe" in types(r) and kora(r) and not book(r)))
q("microbreweries without online ordering", "Inverse Queries",
  where(lambda r: "Microbrewery" in types(r) and not online(r)))
q("biryani places in electronic city other than paradise", "Inverse Queries",
  where(lambda r: "Biryani" in cuis(r) and loc(r) == "Electronic City" and base(r) != "Paradise"))
q("north indian restaurants in indiranagar that aren't casual dining", "Inverse Queries",
  where(lambda r: "North Indian" in cuis(r) and loc(r) == "Indiranagar" and "Casual Dining" not in types(r)))
q("lounges not in koramangala", "Inverse Queries", where(lambda r: "Lounge" in types(r) and not kora(r)))
q("chinese places with no online delivery under INR 800 for two", "Inverse Queries",
  where(lambda r: "Chinese" in cuis(r) and not online(r) and price(r) < 800))
q("dessert parlours except corner house", "Inverse Queries",
  where(lambda r: "Dessert Parlor" in types(r) and base(r) != "Corner House Ice Cream"))

# --- Superlative (8)
q("best rated north indian with table booking", "Superlative",
  argmax(where(lambda r: "North Indian" in cuis(r) and book(r) and has_rating(r)), rating), is_list=False)
q("cheapest pub", "Superlative", argmin(where(lambda r: "Pub" in types(r)), price), is_list=False)
q("most expensive place for two in the list", "Superlative", argmax(ALL, price), is_list=False)
q("top 3 most popular restaurants in indiranagar by votes", "Superlative",
  top_n(where(lambda r: loc(r) == "Indiranagar"), votes, 3, largest=True))
q("highest rated cafe", "Superlative", argmax(where(lambda r: "Cafe" in types(r) and has_rating(r)), rating),
  is_list=False)
q("lowest rated place in whitefield", "Superlative", argmin(where(lambda r: wfield(r) and has_rating(r)), rating),
  is_list=False)
q("top 3 highest rated microbreweries", "Superlative",
  top_n(where(lambda r: "Microbrewery" in types(r) and has_rating(r)), rating, 3, largest=True))
q("cheapest fine dining", "Superlative", argmin(where(lambda r: "Fine Dining" in types(r)), price), is_list=False)

# --- Count (6)
count("how many cafes in Indiranagar", where(lambda r: "Cafe" in types(r) and loc(r) == "Indiranagar"),
      "cafes in Indiranagar")
count("how many places take online orders", where(online), "restaurants with online ordering")
count("number of restaurants rated 4.5 and above", where(lambda r: has_rating(r) and rating(r) >= 4.5),
      "restaurants rated 4.5/5 or more")
count("how many microbreweries do u have in koramangala",
      where(lambda r: "Microbrewery" in types(r) and kora(r)), "microbreweries in Koramangala")
count("count of places serving mexican", where(lambda r: "Mexican" in cuis(r)), "restaurants serving Mexican")
count("how many restaurants cost more than 2k for two", where(lambda r: price(r) > 2000),
      "restaurants over ₹2,000 for two")

# --- Comparison (6)
q("toit or byg brewski, which is rated higher?", "Comparison",
  argmax(named("Toit", "Byg Brewski Brewing Company"), rating), is_list=False)
q("which is cheaper for two: farzi cafe vs hard rock cafe", "Comparison",
  argmin(named("Farzi Cafe", "Hard Rock Cafe"), price), is_list=False)
q("big pitcher vs windmills craftworks vs arbor brewing company - which has the most votes", "Comparison",
  argmax(named("Big Pitcher", "Windmills Craftworks", "Arbor Brewing Company"), votes), is_list=False)
q("koshys or vidyarthi bhavan, which costs less", "Comparison",
  argmin(named("Koshy's", "Vidyarthi Bhavan"), price), is_list=False)
q("mtr 1924 vs brahmins coffee bar, which has the better rating", "Comparison",
  argmax(named("MTR 1924", "Brahmin's Coffee Bar"), rating), is_list=False)
q("truffles koramangala vs truffles st marks road: which one has more votes", "Comparison",
  argmax(named("Truffles (Koramangala 5th Block)", "Truffles (St. Marks Road)"), votes), is_list=False)

# --- No Answer (5)
q("korean bbq in jayanagar", "No Answer", where(lambda r: "Korean" in cuis(r) and loc(r) == "Jayanagar"))
q("fine dining under 300 for two", "No Answer", where(lambda r: "Fine Dining" in types(r) and price(r) < 300))
q("places rated 5/5", "No Answer", where(lambda r: has_rating(r) and rating(r) == 5.0))
q("sushi places in basavanagudi", "No Answer",
  where(lambda r: ("Sushi" in cuis(r) or "Japanese" in cuis(r)) and loc(r) == "Basavanagudi"))
q("microbrewery under 500 for two", "No Answer", where(lambda r: "Microbrewery" in types(r) and price(r) < 500))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"restaurants-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:140])


if __name__ == "__main__":
    main()
