#!/usr/bin/env python3
"""Questions and gold answers for books-googleplay, computed from the RAW rows
(raw_google_books_1299.csv) with explicit filters. Neither catalog.jsonl nor the engine is read.
From convert.py only the raw-row helpers are reused: the loader, the grouping of the scraper's
repeated rows into books (`books`: rows equal in every column but the row number and the genre
path), the product id, the naming rule, and the field readers (`price`, `free`, `rating`,
`voters`, `pages`, `published`, `genre_paths`, `levels`; `pages`/`published` repair the one
shifted row, Deadpool Team-Up Vol. 1, whose page count sits in the date column).

The questions were all written before any gold was computed and before any engine run (none was
run). Readings of shopper words (every filter is over the raw columns):
- price = the `price` column, SAR. "riyals" / "SAR" / "sar" / "SR" are SAR. "under X" / "less than
  X" / "for less than X" = price < X; "over X" / "more than X" = price > X. A book whose currency
  column is `Free` costs 0 and is under every bound; "free" = currency `Free`.
- pages = `page_count` ("over 700 pages" = pages > 700, "more than 1000 pages" = pages > 1000,
  "longest" = most pages).
- rating = the `rating` column; a book without a rating (empty) is in no rating condition and
  ranks in no rating superlative. "4.5 or higher" / "4.5+ stars" / "at least 4.5" = rating >= 4.5;
  "over 4.5" = rating > 4.5; "a perfect 5 stars" = 5.0. "most ratings" = the `voters` count.
- year = the year of `published_date` ('Jul 31, 2014' -> 2014); "oldest" / "newest" = the
  earliest / latest date (the shifted row has no date and is in no date condition).
- genre. The scraper stored a book once per Google Play genre listing it appeared in, so a book's
  rows carry several genre paths, some unrelated to the book (The Queen of Nothing is also listed
  under "Juvenile Nonfiction , Curiosities"). The gold uses the PRIMARY genre: the path of the
  book's first row that has one (`Fiction , Fantasy , Epic` -> Fiction / Fantasy / Epic), the
  one convert.py puts in `categories`. "comics" = primary top level "Comics & Graphic Novels";
  "superhero comics" = primary path contains "Superheroes"; "fantasy" = primary path contains
  "Fantasy" (a fantasy comic counts only in questions that do not say "novels"; "fantasy novels"
  also needs a top level Fiction / Juvenile Fiction / Young Adult Fiction); "mystery" = primary
  path contains "Mystery & Detective"; "thrillers" = primary path contains "Thrillers" (bk-043, a
  prose question, reads thrillers or mysteries); "business books" = primary top level "Business &
  Economics"; "self help" = primary top level "Self-Help";
  "cozy" (bk-020, mysteries that are not cozy) = ANY of the book's paths contains "Cozy".
- author = the `author` column, exact ("George R.R. Martin" and "George R. R. Martin" are both
  spellings of the source; no question needs them). publisher = the `publisher` column, exact; "DC" = "DC" or "DC
  Comics"; "Marvel" = "Marvel Entertainment".
- title words: "Wheel of Time" = the title contains "Wheel of Time"; "Batman" = title contains
  "Batman"; "Harry Potter" = title contains "Harry Potter".
- "top 3" / "3 cheapest" = the 3 best plus every book tied with the 3rd; a superlative returns
  every book tied for first; a comparison names books by an explicit rule that must match exactly
  one book (asserted) and a tie returns every tied book.

Prose-only questions read the blurb (`description`) with an explicit rule per question; READING
records the decision for every book in the question's scope, with the reason, and is written to
reading_decisions.json. Negative readings: "this isn't an autobiography" (Ask A Footballer) is not
a memoir; a "debut" that is the series' ("Since its debut in 1990, The Wheel of Time") or another
book's ("In her debut mystery, Chocolate Chip Cookie Murder") is not this book's debut; "twisted"
and "twists and turns" of an investigation are not a twist.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import datetime
import json
import os
import re

from convert import books, free, genre_paths, levels, load, names, pages, pid, price, published, rating, voters

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = books(load())
NAME = names(GROUPS)
ALL = [(pid(g[0]), g) for g in GROUPS]


# --- raw-row helpers (a "book" is its group of raw rows; g[0] holds every field but the genre) ----
def f(g, col):
    return g[0][col]


def title(g):
    return f(g, "title")


def author(g):
    return f(g, "author")


def publisher(g):
    return f(g, "publisher")


def text(g):
    return " ".join(f(g, "description").split())


def p(g):
    return price(g[0])


def rt(g):
    return rating(g[0])


def pg(g):
    return pages(g[0])


def date(g):
    d = published(g[0])
    return datetime.datetime.strptime(d, "%b %d, %Y").date() if d else None


def year(g):
    d = date(g)
    return d.year if d else None


def primary(g):
    paths = genre_paths(g)
    return levels(paths[0]) if paths else []


def top(g):
    lv = primary(g)
    return lv[0] if lv else None


def in_genre(g, word):
    return word in primary(g)


def comic(g):
    return top(g) == "Comics & Graphic Novels"


def fantasy(g):
    return in_genre(g, "Fantasy")


def fiction_top(g):
    return top(g) in ("Fiction", "Juvenile Fiction", "Young Adult Fiction")


def mystery(g):
    return in_genre(g, "Mystery & Detective")


def thriller(g):
    return in_genre(g, "Thrillers")


def business(g):
    return top(g) == "Business & Economics"


def cozy(g):
    return any("Cozy" in levels(path) for path in genre_paths(g))


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No book in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(fn):
    return [(k, g) for k, g in ALL if fn(g)]


def argmin(rows, key):
    best = min(key(g) for _, g in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    best = max(key(g) for _, g in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def one(fn):
    rows = where(fn)
    assert len(rows) == 1, [title(g) for _, g in rows]
    return rows[0]


def named(text_, by_publisher=None):
    """The one book whose title starts with `text_` (case-insensitive), of publisher `by_publisher`
    when given."""
    return one(lambda g: title(g).lower().startswith(text_.lower())
               and (by_publisher is None or publisher(g) == by_publisher))


# --- simple filters ---------------------------------------------------------------------------
q("any free ebooks?", "Simple Filter", where(lambda g: free(g[0])))
q("books by brandon sanderson", "Simple Filter", where(lambda g: author(g) == "Brandon Sanderson"))
q("show me the wheel of time books", "Simple Filter", where(lambda g: "Wheel of Time" in title(g)))
q("what batman comics have you got", "Simple Filter", where(lambda g: "Batman" in title(g)))
q("anything from Marvel?", "Simple Filter", where(lambda g: publisher(g) == "Marvel Entertainment"))

# --- multi-condition --------------------------------------------------------------------------
q("fantasy novels under 30 SAR", "Multi-Condition Queries",
  where(lambda g: fantasy(g) and fiction_top(g) and p(g) < 30))
q("mystery books rated 4.5 or higher", "Multi-Condition Queries",
  where(lambda g: mystery(g) and rt(g) is not None and rt(g) >= 4.5))
q("comics under 10 riyals", "Multi-Condition Queries", where(lambda g: comic(g) and p(g) < 10))
q("business books that came out in 2019", "Multi-Condition Queries", where(lambda g: business(g) and year(g) == 2019))
q("long fantasy, over 700 pages", "Multi-Condition Queries", where(lambda g: fantasy(g) and pg(g) > 700))
q("superhero comics with at least 4.5 stars for less than SR 50", "Multi-Condition Queries",
  where(lambda g: in_genre(g, "Superheroes") and rt(g) is not None and rt(g) >= 4.5 and p(g) < 50))
q("agatha christie under 20 riyals", "Multi-Condition Queries",
  where(lambda g: author(g) == "Agatha Christie" and p(g) < 20))
q("self help books with 4.5+ stars", "Multi-Condition Queries",
  where(lambda g: top(g) == "Self-Help" and rt(g) is not None and rt(g) >= 4.5))
q("thrillers published in 2019 for less than 50 sar", "Multi-Condition Queries",
  where(lambda g: thriller(g) and year(g) == 2019 and p(g) < 50))
q("blake pierce books under 20 SAR", "Multi-Condition Queries",
  where(lambda g: author(g) == "Blake Pierce" and p(g) < 20))

# --- inverse ----------------------------------------------------------------------------------
q("comics that aren't from Marvel or DC", "Inverse Queries",
  where(lambda g: comic(g) and publisher(g) not in ("Marvel Entertainment", "DC", "DC Comics")))
q("fantasy books not by robert jordan", "Inverse Queries",
  where(lambda g: fantasy(g) and author(g) != "Robert Jordan"))
q("business books without a rating", "Inverse Queries", where(lambda g: business(g) and rt(g) is None))
q("Simon and Schuster books over 40 riyals except the Stephen King ones", "Inverse Queries",
  where(lambda g: publisher(g) == "Simon and Schuster" and p(g) > 40 and author(g) != "Stephen King"))
q("mysteries that are not cozy mysteries", "Inverse Queries", where(lambda g: mystery(g) and not cozy(g)))

# --- superlative ------------------------------------------------------------------------------
q("most expensive book?", "Superlative", argmax(ALL, p), is_list=False)
q("cheapest comic that isn't free", "Superlative",
  argmin(where(lambda g: comic(g) and not free(g[0])), p), is_list=False)
q("what's the longest book you have (most pages)?", "Superlative", argmax(ALL, pg), is_list=False)
q("top 3 highest rated fantasy books", "Superlative",
  top_n(where(lambda g: fantasy(g) and rt(g) is not None), rt, 3, largest=True))
q("which book has the most ratings", "Superlative", argmax(where(lambda g: voters(g[0]) is not None),
                                                           lambda g: voters(g[0])), is_list=False)
q("oldest book in the store", "Superlative", argmin(where(lambda g: date(g) is not None), date), is_list=False)
q("3 cheapest robert jordan books", "Superlative", top_n(where(lambda g: author(g) == "Robert Jordan"), p, 3))

# --- count ------------------------------------------------------------------------------------
rows = where(lambda g: author(g) == "Morgan Rice")
q("how many Morgan Rice books do you have?", "Count", rows, answer=f"{len(rows)} Morgan Rice books.")
rows = where(lambda g: p(g) > 100)
q("how many books cost more than 100 riyals", "Count", rows, answer=f"{len(rows)} books.")
rows = where(lambda g: pg(g) > 1000)
q("How many books have more than 1000 pages?", "Count", rows, answer=f"{len(rows)} books.")
rows = where(lambda g: publisher(g) in ("DC", "DC Comics"))
q("how many DC comics are there", "Count", rows, answer=f"{len(rows)} DC books.")
rows = where(lambda g: rt(g) == 5.0)
q("how many books have a perfect 5 star rating?", "Count", rows, answer=f"{len(rows)} books.")

# --- comparison -------------------------------------------------------------------------------
pair = [named("The Eye of the World"), named("The Fires of Heaven")]
q("which is cheaper, The Eye of the World or The Fires of Heaven?", "Comparison", argmin(pair, p), is_list=False)
pair = [named("Final Option", "Penguin UK"), named("Final Option", "Penguin")]
q("Clive Cussler Final Option - is the Penguin UK edition or the Penguin one cheaper?", "Comparison",
  argmin(pair, p), is_list=False)
pair = [named("Batman: Year One"), named("Batman: The Man Who Laughs")]
q("batman year one or the man who laughs, which has more pages?", "Comparison", argmax(pair, pg), is_list=False)
pair = [named("A Game of Thrones: A Song of Ice and Fire: Book One"), named("A Dance with Dragons")]
q("game of thrones book 1 vs a dance with dragons: which one is longer", "Comparison", argmax(pair, pg),
  is_list=False)
trio = [named("Mistborn Trilogy"), named("The Lord of the Rings"), named("Chronicle of the Unhewn Throne")]
q("Mistborn trilogy, the Lord of the Rings omnibus or Chronicle of the Unhewn Throne - which has the most pages?",
  "Comparison", argmax(trio, pg), is_list=False)
pair = [named("Crossroads of Twilight"), named("A Crown of Swords")]
q("crossroads of twilight or a crown of swords, which costs less?", "Comparison", argmin(pair, p), is_list=False)

# --- prose only (the blurb) -------------------------------------------------------------------
READING = {}


def read(qid, rule, scope):
    """Applies `rule(text) -> (answer, reason)` to every book in `scope`, records the decision and
    its reason, returns the books read as yes."""
    out = []
    for k, g in ALL:
        if not scope(g):
            continue
        yes, reason = rule(text(g))
        READING.setdefault(qid, {})[NAME[k]] = {"answer": yes, "reason": reason}
        if yes:
            out.append((k, g))
    return out


def drm_free(t):
    m = re.search(r"without Digital Rights Management[^.]*|DRM[- ]free", t, re.I)
    if m:
        return True, f"the blurb says the ebook is sold without DRM: “{m.group(0).strip()}”"
    return False, "the blurb says nothing about DRM"


q("which ebooks are DRM free?", "Prose Only", read("drm_free", drm_free, lambda g: True))


def nyt(t):
    m = re.search(r"New York Times[^.]{0,40}?best[- ]?sell\w*", t, re.I)
    if m:
        return True, f"the blurb calls the book or its author a New York Times bestseller: “{m.group(0)}”"
    return False, "no New York Times bestseller claim in the blurb"


q("fantasy by a new york times bestselling author", "Prose Only", read("nyt_bestseller", nyt, fantasy))


def debut(t):
    not_this = [(r"since its debut", "the debut meant is the series' first publication (“Since its debut in 1990”), not this book"),
                (r"in her debut mystery, [A-Z]", "the debut named is another, earlier book of the author, not this one")]
    hits = list(re.finditer(r"[^.]{0,60}\bdebut\b[^.]{0,60}", t, re.I))
    if not hits:
        return False, "the blurb does not call the book a debut"
    for m in hits:
        s = m.group(0)
        if not any(re.search(pat, s, re.I) for pat, _ in not_this):
            return True, f"the blurb calls this book the author's debut: “{s.strip()}”"
    for pat, why in not_this:
        if re.search(pat, hits[0].group(0), re.I):
            return False, why
    return False, "the blurb does not call the book a debut"


q("debut novels?", "Prose Only", read("debut", debut, fiction_top))


def collects(t):
    m = re.search(r"\b(collects|collecting|collected here)\b[^.]{0,80}", t, re.I)
    if m:
        return True, f"the blurb lists the issues it collects: “{m.group(0).strip()}”"
    return False, "the blurb does not say that it collects issues (a single issue, a one-shot, or no issue list)"


q("comic trades that collect several issues", "Prose Only", read("collected_edition", collects, comic))


OTHER_BOOK_QUOTE = re.compile(r"“[^“”]*”\s*-+\s*Books and Movie Reviews, Roberto Mattos \(re Once Gone\)")


def twist(t):
    own = OTHER_BOOK_QUOTE.sub(" ", t)
    m = re.search(r"\btwists?\b(?! and turns)", own, re.I)
    if m:
        ctx = own[max(0, m.start() - 60):m.end() + 40]
        return True, f"the blurb promises a twist: “{ctx.strip()}”"
    quote = OTHER_BOOK_QUOTE.search(t)
    if quote and re.search(r"\btwists?\b", quote.group(0), re.I):
        return False, ("the only twist praise is a review quote about another book (“Full of twists …” "
                       "--Books and Movie Reviews, re Once Gone), not about this one")
    if re.search(r"\btwists and turns\b|\btwisted\b", t, re.I):
        return False, "only 'twisted' or 'twists and turns' of the plot, no twist promised"
    return False, "no twist mentioned in the blurb"


q("thrillers or mysteries with a big twist", "Prose Only", read("twist", twist, lambda g: thriller(g) or mystery(g)))


ADAPTED = [r"now a major motion picture", r"HBO[’']s hit series", r"HBO SERIES", r"makes its way to the big screen",
           r"feature-length film"]
OTHER_WORK = [r"THE INNOCENT MAN by John Grisham is now[^*]*", r"the book became a much-loved, Academy Award[^.]*",
              r"SuperFreakonomics, a documentary film"]
NOT_YET = [r"soon to be (a major motion picture|an HBO original series)", r"in development for TV"]


def adapted(t):
    for pat in ADAPTED:
        m = re.search(pat, t, re.I)
        if m:
            return True, f"the blurb names a film or TV adaptation of this book or its story: “{m.group(0)}”"
    for pat in OTHER_WORK:
        m = re.search(pat, t, re.I)
        if m:
            return False, f"the adaptation named is of another book of the author, not this one: “{m.group(0).strip()}”"
    for pat in NOT_YET:
        m = re.search(pat, t, re.I)
        if m:
            return False, f"only announced, not made when the blurb was written: “{m.group(0)}”"
    return False, "no film or TV adaptation named in the blurb"


q("books that got made into a movie or tv show", "Prose Only", read("adapted", adapted, lambda g: True))


def short_stories(t):
    m = re.search(r"(collection of [^.]{0,25}stories|short stories|\bcollection\b.{0,120}\btales\b|anthology)", t, re.I)
    if m:
        return True, f"the blurb describes a collection of stories: “{m.group(0)}”"
    if re.search(r"short story", t, re.I):
        return False, "a single short story, not a collection"
    return False, "the blurb describes a single novel or work, not a story collection"


q("short story collections", "Prose Only",
  read("short_stories", short_stories, lambda g: fiction_top(g)))


def memoir(t):
    m = re.search(r"(isn't|is not|not) an? (autobiography|memoir)", t, re.I)
    if m:
        return False, f"the blurb says it is not one: “{m.group(0)}”"
    if re.search(r"Memoirs of Sherlock Holmes", t) and not re.search(r"\b(memoir|autobiography)\b", t, re.I):
        return False, "fiction: 'Memoirs' is part of the title of the Sherlock Holmes stories, not a memoir of the author"
    m = re.search(r"\b(memoir|autobiography)\b", t, re.I)
    if m:
        return True, f"the blurb calls the book a memoir/autobiography: “{m.group(0)}”"
    return False, "the blurb does not call the book a memoir or autobiography"


q("any memoirs or autobiographies?", "Prose Only",
  read("memoir", memoir, lambda g: top(g) in ("Biography & Autobiography", None)
       or re.search(r"memoir|autobiograph", text(g), re.I)))

# --- no answer --------------------------------------------------------------------------------
q("do you have any harry potter books?", "No Answer", where(lambda g: "Harry Potter" in title(g)))
q("books in french?", "No Answer", where(lambda g: f(g, "language") == "French"))
q("anything over 1000 riyals", "No Answer", where(lambda g: p(g) > 1000))
q("stephen king under 10 SAR?", "No Answer", where(lambda g: author(g) == "Stephen King" and p(g) < 10))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"bk-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(READING, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"], "|", "; ".join(v["gt_answer_list"][:3])[:150])


if __name__ == "__main__":
    main()
