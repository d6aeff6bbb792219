#!/usr/bin/env python3
"""Questions and gold answers for keyboards-danawa, computed from the RAW rows
(raw_danawa_keyboard_2023-08-01.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the loader, the price-cell parser and the naming rule are reused.

All questions were written before any engine run. The catalog has no prose (names and a price
cell only), so there are no prose-only questions and no reading_decisions.json.

Readings of shopper words (every filter is over the raw Name and 2023-08-01 price cell):
- price = the LOWEST numeric price in the row's price cell (over its options: switch, colour,
  정품/해외구매 …; `일시품절` options are out of stock and ignored). Amounts in won: "5만원" =
  50,000, "10만원" = 100,000, "100k won" / "₩100k" = 100,000, "20만" = 200,000, "30만원대" =
  300,000 <= price < 400,000. "under X" / "X 이하" / "below X" / "less than X" = price < X except
  "X 이하" and "X max" = price <= X; "over X" / "more than X" = price > X; "between A and B" inclusive.
- brand = the first word of the name: "leopold"/"레오폴드" = 레오폴드, "logitech"/"로지텍" = 로지텍,
  "abko"/"앱코" = 앱코, "hansung"/"한성" = 한성컴퓨터, "cox" = COX, "varmilo" = VARMILO,
  "razer" = Razer, "corsair" = CORSAIR, "keychron" = Keychron, "nuphy" = NuPhy, "cherry" = CHERRY,
  "ducky" = Ducky, "asus" = ASUS, "apple" = APPLE.
- "mechanical keyboard" / "기계식" = the name contains 기계식 and it is not a keycap set (CHERRY
  sells `G80-3800 기계식 키보드 전용 컬러 16종 키캡`, keycaps for mechanical keyboards).
- "wireless" / "bluetooth" / "cordless" = the name contains 무선 (this includes 유무선) or 블루투스
  or "BT" as a word or WIRELESS (any case); "bluetooth" alone = 블루투스 or "BT" word or "Bluetooth".
- "TKL" / "tenkeyless" / "텐키리스" = the name contains TKL (any case) or 텐키리스.
- "keyboard mouse combo/set/bundle" = the name contains both 마우스 and 세트, or a "+" (Logitech
  writes its bundles `K120 New + M90`; every "+" name in the file is a keyboard + mouse bundle,
  one also with a headset), or COMBO (`로지텍 MX Keys S COMBO`). "keycaps" = the name contains 키캡 or KEYCAP.
- "무접점" / "topre-style" / "capacitive" = the name contains 무접점.
- "PBT" = the name contains PBT. "Korean layout" = 한글 in the name; "English/US layout" = 영문.
- switch words are read from the option labels of the price cell: "brown switches" = an option
  label containing 갈축 with a numeric price; "red" = 적축 (not 저소음 적축 for "red", which is
  "silent red"); "blue/clicky" = 청축; "silent red" = 저소음 적축.
- "top 3" = the 3 best plus every row tied with the 3rd; a superlative returns every tied row.
- comparisons name products by an explicit name rule that must match exactly one row (asserted).

Replaced after their gold was first computed and before any engine run (no engine has been run on
these questions): "logitech wireless keyboard mouse combo under 50k won" (0 rows: Logitech's
bundles are written with "+", not 세트) -> "logitech keyboard + mouse bundles under 5만원";
"... silent red switches under ₩60k" (0 rows) -> "under ₩100k"; "logitech keyboards that are not
combos and not wireless" (61 rows, too long a list) -> "logitech keyboards over 20만원 that don't
come bundled with a mouse"; the no-answer questions "HHKB or realforce keyboards?" and "wooting
analog keyboards" had answers (a Topre REALFORCE and a Wooting 60HE are listed) -> "any HHKB?" and
"ergodox or moonlander split keyboard?". The mechanical reading was narrowed to exclude keycap
sets after "cheapest mechanical keyboard" first returned a CHERRY keycap set.

Writes questions.json (dict; extra field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re

from convert import load, lowest, names, options

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = load()
NAME = names(ROWS)
ALL = [(r["Id"], r) for r in ROWS]


def nm(r):
    return r["Name"]


def low(r):
    return r["Name"].lower()


def price(r):
    return lowest(r["Price"])


def brand(r):
    return r["Name"].split()[0]


def mech(r):
    return "기계식" in nm(r) and not keycaps(r)


def wireless(r):
    n = nm(r)
    return "무선" in n or "블루투스" in n or re.search(r"\bBT\b", n) is not None or "wireless" in low(r)


def tkl(r):
    return "tkl" in low(r) or "텐키리스" in nm(r)


def combo(r):
    return ("마우스" in nm(r) and "세트" in nm(r)) or "+" in nm(r) or "combo" in low(r)


def keycaps(r):
    return "키캡" in nm(r) or "keycap" in low(r)


def switch(r, word, exclude=None):
    for label, p in options(r["Price"]):
        if p is not None and word in label and not (exclude and exclude in label):
            return True
    return False


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    ids = [k for k, _ in rows]
    items_ = [NAME[k] for k in ids]
    if answer is None:
        answer = "; ".join(items_) if items_ else "No keyboard in the catalog matches."
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
    ordered = sorted(rows, key=lambda x: key(x[1]), reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1][1])
    return [x for x in rows if (key(x[1]) >= cut if largest else key(x[1]) <= cut)]


def one(pred):
    rows = where(pred)
    assert len(rows) == 1, [nm(r) for _, r in rows]
    return rows[0]


def exact(name):
    return one(lambda r: nm(r) == name)


# --- simple filters (6) -------------------------------------------------------------------------
q("leopold keyboards?", "Simple Filter", where(lambda r: brand(r) == "레오폴드"))
q("show me keychron", "Simple Filter", where(lambda r: brand(r) == "Keychron"))
q("any 무접점 keyboards", "Simple Filter", where(lambda r: "무접점" in nm(r)))
q("nuphy boards", "Simple Filter", where(lambda r: brand(r) == "NuPhy"))
q("apple magic keyboard", "Simple Filter", where(lambda r: brand(r) == "APPLE"))
q("ducky keyboards pls", "Simple Filter", where(lambda r: brand(r) == "Ducky"))

# --- multi-condition (12) -----------------------------------------------------------------------
q("wireless mechanical keyboard under 5만원", "Multi-Condition Queries",
  where(lambda r: mech(r) and wireless(r) and price(r) < 50000))
q("logitech keyboard + mouse bundles under 5만원", "Multi-Condition Queries",
  where(lambda r: brand(r) == "로지텍" and combo(r) and price(r) < 50000))
q("TKL with brown switches under 100,000원", "Multi-Condition Queries",
  where(lambda r: tkl(r) and switch(r, "갈축") and price(r) < 100000))
q("razer keyboards over 200k won", "Multi-Condition Queries",
  where(lambda r: brand(r) == "Razer" and price(r) > 200000))
q("varmilo PBT keyboards 영문 layout under 18만원", "Multi-Condition Queries",
  where(lambda r: brand(r) == "VARMILO" and "PBT" in nm(r) and "영문" in nm(r) and price(r) < 180000))
q("corsair TKL", "Multi-Condition Queries", where(lambda r: brand(r) == "CORSAIR" and tkl(r)))
q("bluetooth keyboards from hansung below 3만원", "Multi-Condition Queries",
  where(lambda r: brand(r) == "한성컴퓨터" and ("블루투스" in nm(r) or re.search(r"\bBT\b", nm(r))
                                             or "bluetooth" in low(r)) and price(r) < 30000))
q("무접점 tenkeyless between 10만 and 15만 won", "Multi-Condition Queries",
  where(lambda r: "무접점" in nm(r) and tkl(r) and 100000 <= price(r) <= 150000))
q("mech keyboards with silent red switches under ₩100k", "Multi-Condition Queries",
  where(lambda r: mech(r) and switch(r, "저소음 적축") and price(r) < 100000))
q("abko wireless mechanical", "Multi-Condition Queries",
  where(lambda r: brand(r) == "앱코" and mech(r) and wireless(r)))
q("korean layout (한글) keyboards 30만원대", "Multi-Condition Queries",
  where(lambda r: "한글" in nm(r) and 300000 <= price(r) < 400000))
q("cox keycap sets under 3만", "Multi-Condition Queries",
  where(lambda r: brand(r) == "COX" and keycaps(r) and price(r) < 30000))

# --- inverse (7) --------------------------------------------------------------------------------
r_ = exact("Keychron K3 Retro")
q("how much is the keychron k3 retro", "Inverse Queries", [r_], answer=f"{price(r_[1]):,}원", is_list=False)
r_ = one(lambda r: nm(r).startswith("ASUS ROG AZOTH") and "영문" in nm(r))
q("which switch options does the ROG Azoth english version come in?", "Inverse Queries", [r_],
  answer=", ".join(l for l, p in options(r_[1]["Price"]) if p is not None), is_list=False)
q("which keyboard costs exactly 6,700원?", "Inverse Queries", where(lambda r: price(r) == 6700))
q("razer keyboards that aren't KR layout", "Inverse Queries",
  where(lambda r: brand(r) == "Razer" and " KR" not in nm(r)))
q("logitech keyboards over 20만원 that don't come bundled with a mouse", "Inverse Queries",
  where(lambda r: brand(r) == "로지텍" and not combo(r) and price(r) > 200000))
r_ = exact("Razer BlackWidow V3 Pro KR")
q("what brand makes the BlackWidow V3 Pro and what's its price", "Inverse Queries", [r_],
  answer=f"Razer, {price(r_[1]):,}원", is_list=False)
q("leopold boards that are NOT bluetooth", "Inverse Queries",
  where(lambda r: brand(r) == "레오폴드" and "BT" not in nm(r)))

# --- superlative (8) ----------------------------------------------------------------------------
q("most expensive keyboard?", "Superlative", argmax(ALL, price), is_list=False)
q("cheapest mechanical keyboard", "Superlative", argmin(where(mech), price), is_list=False)
q("top 3 priciest varmilo", "Superlative", top_n(where(lambda r: brand(r) == "VARMILO"), price, 3, largest=True))
q("cheapest wireless TKL", "Superlative", argmin(where(lambda r: wireless(r) and tkl(r)), price), is_list=False)
q("priciest 무접점 board", "Superlative", argmax(where(lambda r: "무접점" in nm(r)), price), is_list=False)
q("cheapest keychron", "Superlative", argmin(where(lambda r: brand(r) == "Keychron"), price), is_list=False)
q("top 3 cheapest keyboard mouse sets", "Superlative", top_n(where(combo), price, 3))
q("most expensive logitech", "Superlative", argmax(where(lambda r: brand(r) == "로지텍"), price), is_list=False)

# --- count (6) ----------------------------------------------------------------------------------
def count(question, rows, noun):
    q(question, "Count", rows, answer=f"{len(rows)} {noun}.")


count("how many leopold keyboards do u have", where(lambda r: brand(r) == "레오폴드"), "Leopold keyboards")
count("how many 무접점 keyboards under 15만원?", where(lambda r: "무접점" in nm(r) and price(r) < 150000),
      "capacitive (무접점) keyboards")
count("how many corsair keyboards are there", where(lambda r: brand(r) == "CORSAIR"), "Corsair keyboards")
count("number of keycap sets", where(keycaps), "keycap sets")
count("how many keyboards cost over 300k won", where(lambda r: price(r) > 300000), "keyboards")
count("how many razer boards under 15만", where(lambda r: brand(r) == "Razer" and price(r) < 150000),
      "Razer keyboards")

# --- comparison (6) -----------------------------------------------------------------------------
a = exact("Razer BlackWidow V3 KR"); b = exact("Razer BlackWidow V3 Pro KR")
q("blackwidow v3 vs blackwidow v3 pro, which is cheaper", "Comparison", argmin([a, b], price), is_list=False)
a = exact("Keychron K3 Retro"); b = exact("Keychron K10 PRO 유무선 기계식")
q("keychron k3 retro or k10 pro - which costs more?", "Comparison", argmax([a, b], price), is_list=False)
a = exact("CORSAIR K65 PRO MINI OPX 게이밍"); b = exact("CORSAIR K70 RGB PRO OPX 게이밍 기계식 키보드")
q("corsair k65 pro mini vs k70 rgb pro, cheaper one?", "Comparison", argmin([a, b], price), is_list=False)
a = exact("ASUS ROG AZOTH 유무선 기계식 영문"); b = exact("ASUS ROG FALCHION 영문"); c = exact("ASUS ROG STRIX SCOPE TKL 영문")
q("ROG Azoth, Falchion or Strix Scope TKL (english ones): which is the cheapest?", "Comparison",
  argmin([a, b, c], price), is_list=False)
a = exact("Keychron K8 PRO 알루미늄 RGB 핫스왑 무선"); b = exact("Keychron K2 Retro 알루미늄 핫스왑")
q("k8 pro or k2 retro which is more expensive", "Comparison", argmax([a, b], price), is_list=False)
a = exact("레오폴드 FC660MBT PD 화이트 그레이 한글"); b = exact("레오폴드 FC750R PD 이색사출 그레이 블루 한글")
q("leopold fc660mbt white grey vs fc750r gray blue - which one's cheaper", "Comparison",
  argmin([a, b], price), is_list=False)

# --- no answer (5) ------------------------------------------------------------------------------
q("any HHKB?", "No Answer", where(lambda r: "hhkb" in low(r) or "happy hacking" in low(r)))
q("any keyboard over 1,000,000원?", "No Answer", where(lambda r: price(r) > 1000000))
q("leopold under 5만원", "No Answer", where(lambda r: brand(r) == "레오폴드" and price(r) < 50000))
q("ergodox or moonlander split keyboard?", "No Answer", where(lambda r: "ergodox" in low(r) or "moonlander" in low(r)))
q("apple magic keyboard under 10만원", "No Answer", where(lambda r: brand(r) == "APPLE" and price(r) < 100000))


def main():
    out = {}
    for i, x in enumerate(QUESTIONS):
        x = dict(x)
        x["split"] = "dev" if i % 2 == 0 else "test"
        out[f"keyboards-{i + 1:03d}"] = x
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
