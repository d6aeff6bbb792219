#!/usr/bin/env python3
"""Questions and gold answers for monitors-meli, computed from the RAW rows
(raw_meli_monitores_2023.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the raw-row helpers are reused: `load` (the sample: the first row of
each listing, in file order), `names` (the product names), `slug_words` (the seller's title as
the url slug carries it) and `clean`.

The questions were all written before any gold was computed and before any engine run. There is
no prose; fifteen questions need a word only the seller's title carries (curved, gamer, IPS,
FreeSync, built-in speakers, ultrawide, white, HDMI, 1ms, UltraGear) and the comparisons name
listings by the model code in their title.

Readings of shopper words (every filter is over the raw columns):
- price = `Precio`, whole Argentine pesos (ARS). "pesos", "mangos", "$", "ARS" are all ARS;
  "lucas" / "mil" = thousands of pesos ("200 lucas" = 200,000; "100 mil pesos" = 100,000);
  "k" = thousands; Argentine digit grouping "$150.000" / "ARS 90.000" = 150,000 / 90,000.
  "under X" / "less than X" / "below X" = price < X; "max X" / "X tops" / "hasta X" = price <= X;
  "over X" / "more than X" = price > X; "between X and Y" = X <= price <= Y.
- size = the number in `Tamaño de la pantalla` (`27 "`, `27 in`, `25 pulgadas`, `21.45 "` ->
  27, 27, 25, 21.45; blank -> no size). "N inch" / "N pulgadas" / "N''" / "Nin" = the size rounded
  half up to a whole inch is N (21.5 -> 22, 23.8 -> 24, 31.5 -> 32, 18.5 -> 19, 24.5 -> 25);
  "N inches or more" / "N+" = size >= N (no rounding).
- refresh rate = the number in `Frecuencia de actualización` (`144 Hz` -> 144; blank -> none).
  "144hz" = exactly 144; "165hz or faster" / "at least" = >= 165.
- resolution = `Tipo de resolución` as written (blank -> none): "full hd" / "fhd" / "1080p" = one
  of `Full HD`, `Fhd`, `1920x1080`, `1920 px x 1080 px`; "4k" = `4K`; "2k" / "1440p" = one of
  `QHD`, `WQHD`, `2K`; "8k" = `8K`.
- panel type = `Tipo de pantalla` as written ("LED" = exactly `LED`); "OLED" = `OLED` or `QLED`
  … no: OLED = the cell or the title says OLED (the word `oled`), nothing else.
- brand = `Marca` exactly ("alienware" = Marca `Dell` with `alienware` in the title; "LG" = `LG`).
- title words = the words of the listing url's slug, lower case (`monitor-curvo-gamer-msi-…`):
  "curved" / "curvo" = the word `curvo`, `curva`, `curve` or `curved`; "gaming" / "gamer" = the word
  `gamer` or `gaming`; "IPS" = the word `ips`; "freesync" = the word `freesync`; "with speakers"
  / "parlantes" = a word starting with `parlante`; "ultrawide" = the word `ultrawide` or the words
  `ultra` `wide` one after the other; "white" / "blanco" = the word `blanco` or `white`; "hdmi" =
  the word `hdmi`; "1ms" = the word `1ms`; "ultragear" = the word `ultragear`. "not curved" =
  none of the curved words. (A listing's title is the only place these features are written.)
- "top 3" = the 3 best plus every listing tied with the 3rd; a superlative returns every listing
  tied for first; superlatives and comparisons ignore listings without the value compared.
- comparisons name a listing by the model code in its title; each code is asserted to be in
  exactly one listing's title, and a tie returns every tied listing.

Changed after the gold was first computed (before any engine run; the only changes): the lists
that came out too long for a list answer (> 45 listings) were narrowed and one no-answer question
turned out to have answers — "curved monitors" (156) became "do you sell hikvision monitors?",
"monitores 4k" (78) became "monitores 2k"; price caps lowered in the IPS/full-HD (100 -> 80 mil),
24''-75hz (90.000 -> 70.000) and 19-inch (60 -> 50 lucas) questions and "24" added to the Philips
HDMI one; the inverse questions got a second condition (27 inch not LG/Samsung: 144hz+ -> 240hz+;
4k not Samsung -> not Samsung or LG; curved not Samsung -> and 34 inch or bigger; 32 inch not
curved -> and 4k; IPS not LG up to 150 lucas -> not LG nor Samsung up to 100 lucas; ViewSonic not
24 inch -> and 144hz or more); "apple studio display" (4 Apple listings) became "any eizo
coloredge?"; a size of 0 (an accessory listing) counts as no size, so "smallest monitor" is a
7-inch one.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import clean, load, names, slug_words

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
ALL = list(zip(names(ROWS), ROWS))


# --- raw-row helpers ------------------------------------------------------------------------
def price(r):
    return int(r["Precio"])


def brand(r):
    return clean(r["Marca"])


def num(s):
    m = re.search(r"\d+(?:\.\d+)?", s)
    return float(m.group(0)) if m else None


def size(r):
    """Inches; a size of 0 (one accessory listing) counts as no size."""
    s = num(r["Tamaño de la pantalla"])
    return s if s else None


def inch(r):
    """The size rounded half up to a whole inch (None without a size)."""
    s = size(r)
    return int(s + 0.5) if s is not None else None


def hz(r):
    return num(r["Frecuencia de actualización"])


def res(r):
    return clean(r["Tipo de resolución"])


FHD = {"Full HD", "Fhd", "1920x1080", "1920 px x 1080 px"}
QHD = {"QHD", "WQHD", "2K"}


def fhd(r):
    return res(r) in FHD


def uhd(r):
    return res(r) == "4K"


def qhd(r):
    return res(r) in QHD


def panel(r):
    return clean(r["Tipo de pantalla"])


def words(r):
    return [w.lower() for w in slug_words(r)]


def has(r, *ws):
    return any(w in words(r) for w in ws)


def curved(r):
    return has(r, "curvo", "curva", "curve", "curved")


def gamer(r):
    return has(r, "gamer", "gaming")


def ultrawide(r):
    w = words(r)
    return "ultrawide" in w or any(a == "ultra" and b == "wide" for a, b in zip(w, w[1:]))


def speakers(r):
    return any(w.startswith("parlante") for w in words(r))


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    items_ = [n for n, _ in rows]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No monitor in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
                      "gt_answer": answer, "gt_answer_list": items_})


def where(f):
    return [(n, r) for n, r in ALL if f(r)]


def argmin(rows, key):
    rows = [x for x in rows if key(x[1]) is not None]
    best = min(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def argmax(rows, key):
    rows = [x for x in rows if key(x[1]) is not None]
    best = max(key(r) for _, r in rows)
    return [x for x in rows if key(x[1]) == best]


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    rows = [x for x in rows if key(x[1]) is not None]
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def code(c):
    """The one listing whose title has the model code `c` as a word."""
    rows = where(lambda r: c in words(r))
    assert len(rows) == 1, (c, [n for n, _ in rows])
    return rows[0]


def count(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- Simple Filter (7) ------------------------------------------------------------------------
q("do you sell hikvision monitors?", "Simple Filter", where(lambda r: brand(r) == "Hikvision"))
q("monitores 2k", "Simple Filter", where(qhd))
q("anything from benq?", "Simple Filter", where(lambda r: brand(r) == "BenQ"))
q("monitor con parlantes incorporados", "Simple Filter", where(speakers))
q("240hz monitors", "Simple Filter", where(lambda r: hz(r) == 240))
q("ultra wide screens", "Simple Filter", where(ultrawide))
q("do you have a white monitor", "Simple Filter", where(lambda r: has(r, "blanco", "white")))

# --- Multi-Condition (13) ---------------------------------------------------------------------
q("27 inch 144hz under 200 lucas", "Multi-Condition Queries",
  where(lambda r: inch(r) == 27 and hz(r) == 144 and price(r) < 200000))
q("curved gaming monitor 32 inches or more", "Multi-Condition Queries",
  where(lambda r: curved(r) and gamer(r) and size(r) is not None and size(r) >= 32))
q("samsung 4k under $300.000", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Samsung" and uhd(r) and price(r) < 300000))
q("IPS panel, full hd, less than 80 mil pesos", "Multi-Condition Queries",
  where(lambda r: has(r, "ips") and fhd(r) and price(r) < 80000))
q("lg ultragear 165hz", "Multi-Condition Queries",
  where(lambda r: brand(r) == "LG" and has(r, "ultragear") and hz(r) == 165))
q("24'' fhd 75hz for under ARS 70.000", "Multi-Condition Queries",
  where(lambda r: inch(r) == 24 and fhd(r) and hz(r) == 75 and price(r) < 70000))
q("monitor with freesync and 1ms, max 250k", "Multi-Condition Queries",
  where(lambda r: has(r, "freesync") and has(r, "1ms") and price(r) <= 250000))
q("asus 165hz or faster", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Asus" and hz(r) is not None and hz(r) >= 165))
q("2k monitor 27 pulgadas", "Multi-Condition Queries", where(lambda r: qhd(r) and inch(r) == 27))
q("cheap 19 inch LED screens under 50 lucas", "Multi-Condition Queries",
  where(lambda r: inch(r) == 19 and panel(r) == "LED" and price(r) < 50000))
q("gigabyte or msi 27in under 300k", "Multi-Condition Queries",
  where(lambda r: brand(r) in ("Gigabyte", "MSI") and inch(r) == 27 and price(r) < 300000))
q("dell monitors between 150 and 300 mil", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Dell" and 150000 <= price(r) <= 300000))
q("philips 24 with hdmi, under 70000 pesos", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Philips" and inch(r) == 24 and has(r, "hdmi") and price(r) < 70000))

# --- Inverse (6) ------------------------------------------------------------------------------
q("27 inch monitors that aren't LG or Samsung, 240hz+", "Inverse",
  where(lambda r: inch(r) == 27 and brand(r) not in ("LG", "Samsung") and hz(r) is not None and hz(r) >= 240))
q("4k monitors other than samsung or lg", "Inverse", where(lambda r: uhd(r) and brand(r) not in ("Samsung", "LG")))
q("curved but not samsung, 34 inch or bigger", "Inverse",
  where(lambda r: curved(r) and brand(r) != "Samsung" and size(r) is not None and size(r) >= 34))
q("32 inch 4k monitors that are not curved", "Inverse", where(lambda r: inch(r) == 32 and uhd(r) and not curved(r)))
q("monitores IPS que no sean LG ni Samsung, hasta 100 lucas", "Inverse",
  where(lambda r: has(r, "ips") and brand(r) not in ("LG", "Samsung") and price(r) <= 100000))
q("viewsonic 144hz or more, except the 24 inch ones", "Inverse",
  where(lambda r: brand(r) == "ViewSonic" and inch(r) != 24 and hz(r) is not None and hz(r) >= 144))

# --- Superlative (8) --------------------------------------------------------------------------
q("cheapest 4k monitor", "Superlative", argmin(where(uhd), price))
q("most expensive monitor in the store", "Superlative", argmax(ALL, price))
q("biggest screen you have", "Superlative", argmax(ALL, size))
q("samsung with the fastest refresh rate", "Superlative",
  argmax(where(lambda r: brand(r) == "Samsung"), hz))
q("top 3 cheapest 27 inch 165hz", "Superlative",
  top_n(where(lambda r: inch(r) == 27 and hz(r) == 165), price, 3))
q("cheapest curved monitor 34 inches or bigger", "Superlative",
  argmin(where(lambda r: curved(r) and size(r) is not None and size(r) >= 34), price))
q("smallest monitor", "Superlative", argmin(ALL, size))
q("priciest LG ultragear", "Superlative", argmax(where(lambda r: brand(r) == "LG" and has(r, "ultragear")), price))

# --- Count (5) --------------------------------------------------------------------------------
count("how many philips monitors do you have?", where(lambda r: brand(r) == "Philips"), "Philips monitors")
count("how many 360hz monitors are there", where(lambda r: hz(r) == 360), "monitors at 360 Hz")
count("how many monitors under 50 lucas?", where(lambda r: price(r) < 50000), "monitors under ARS 50,000")
count("number of curved samsung monitors", where(lambda r: curved(r) and brand(r) == "Samsung"),
      "curved Samsung monitors")
count("how many 4k screens over $500.000", where(lambda r: uhd(r) and price(r) > 500000),
      "4K monitors over ARS 500,000")


# --- Comparison (6) ---------------------------------------------------------------------------
def compare(question, codes, key, largest=False):
    rows = [code(c) for c in codes]
    q(question, "Comparison", argmax(rows, key) if largest else argmin(rows, key), is_list=False)


compare("asus pg259qnr or the alienware aw2518h, which is cheaper?", ["pg259qnr", "aw2518h"], price)
compare("viewsonic xg2530 vs benq xl2411k - which one costs less", ["xg2530", "xl2411k"], price)
compare("lg 35wn75c vs asus pg348q vs samsung c32jg50qq: cheapest?", ["35wn75c", "pg348q", "c32jg50qq"], price)
compare("dell u2718q or up2716d, which is less money", ["u2718q", "up2716d"], price)
compare("msi g27c5 vs g27c4 which is cheaper", ["g27c5", "g27c4"], price)
compare("which refreshes faster, gigabyte m28u or acer xb283k or samsung s28ag70?", ["m28u", "xb283k", "s28ag70"],
        hz, largest=True)

# --- No Answer (5) ----------------------------------------------------------------------------
q("OLED monitor", "No Answer", where(lambda r: has(r, "oled") or panel(r) == "OLED"))
q("monitor 8k", "No Answer", where(lambda r: res(r) == "8K" or has(r, "8k")))
q("curved monitor under 30 lucas", "No Answer", where(lambda r: curved(r) and price(r) < 30000))
q("any eizo coloredge?", "No Answer", where(lambda r: brand(r) == "Eizo" or has(r, "eizo") or has(r, "coloredge")))
q("500hz gaming monitor", "No Answer", where(lambda r: hz(r) is not None and hz(r) >= 500))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"monitors-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:3])[:160])


if __name__ == "__main__":
    main()
