#!/usr/bin/env python3
"""Questions and gold answers for tvs-mercadolibre-uy, computed from the RAW rows
(raw_mlu_televisores.js) with explicit filters. Neither catalog.jsonl nor the engine is read. From
convert.py only `load` (the kept raw rows in file order, with the product name `_name`: the ad
title, plus ` (MLU-…)` where two kept ads share a title) is reused. Answers are product names.

All 50 questions were written before any gold was computed and before any engine run.

Readings of shopper words (every filter is over the raw fields; a missing field never matches a
positive filter on it):
- "tv(s)" / "tele(s)" / "televisor" = a row that is a television set, by the title rule `is_tv`
  below (the search also returned wall mounts, cables, remotes, lamps, batteries, T-con boards,
  TV stands and broken sets sold for parts; their spec tables carry the category's default
  values, e.g. a wall mount with `65 "` / `Plasma`). Every question except the "broken / for
  parts" one filters on `is_tv`.
- size = `caract_det.Pantalla."Tamaño de la pantalla"` (`55 "`, once `40 pulgadas`) read as a
  number of inches: "55 inch" / "55\"" / "55 pulgadas" = 55; "65 or bigger" / "50 and up" = >=.
- screen type = `Pantalla."Tipo de pantalla"`: "qled" = the value contains `QLED`; "oled" = the
  value contains `OLED` but not `QLED`.
- resolution = `Pantalla."Tipo de resolución"`: "4k" = `4K`; "8k" = `8K`; "full hd" = `Full HD`.
- "smart" = `Tecnología."Es smart"` == `Sí`; "bluetooth" = `Tecnología."Con Bluetooth"` == `Sí`;
  "curved" = `Pantalla."Es curvo"` == `Sí`; "hdr" = `Pantalla."Con HDR"` == `Sí`; "tizen" =
  `Tecnología."Sistema operativo"` == `Tizen`; "alexa" = `Tecnología."Asistentes virtuales
  integrados"` contains `Alexa`; "N hdmi ports" = `Conectividad."Cantidad de puertos HDMI"`;
  "40W sound" = `Sonido."Potencia máxima de los parlantes"` == `40 W`; "series 7" =
  `Características generales."Línea"` == `Series 7`; "lg" = `Características generales.Marca` == LG.
- negations ("not 4k", "arent qled", "not curved", "dont have bluetooth", "not series 7") keep
  rows where the field is missing (they are not stated to have the feature).
- prices: the ad is published in `moneda` (`U$S` or `$` = Uruguayan pesos); the scraper stored
  both `dolares` and `pesos` for every row (converting at 45.3 for dollar ads and 42.9 for peso
  ads). Amounts in dollars ("dolares", "usd", "u$s", "dollars") compare against `dolares`;
  amounts in pesos ("pesos", "$ 15.000", "30 mil pesos", "100 lucas" = 100,000 pesos, "50k" next to
  "pesos") compare against `pesos`. "under X" = < X; "between A and B" = A <= x <= B.
  "cheapest" / "most expensive" / "cheaper" = smallest / largest `pesos`. "listed in dollars" =
  `moneda` == `U$S`; "listed in pesos" / "not sold in dollars" = `moneda` == `$`.
- "best selling" / "sold more" = largest `ventas`.
- named products: a model code names the row whose title contains it (checked: exactly one row).
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd; a
  tied comparison lists every tied product.
- no prose: the source has none, so there are no prose-only questions.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import load  # noqa: E402

ROWS = load()

# Title words that mark a part, an accessory or a set sold broken for parts (not a TV to buy).
NOT_TV = re.compile(
    r"soporte|montaje|mount|stand\b|cable|adaptador|fuente\b|fuente |control |mando|distancia|"
    r"remote|bater|battery|l[aá]mpara|lamp\b|t-con|tablero|\brot[ao]\b|repuesto|parlante|lentes|carcasa|"
    r"nand|memoria|camera|videoc[aá]mara|filter|pencils|keyless|printer|bag\b|bote|"
    r"retroproyector|transformadora|evolution kit|interface|wall|articulaci|security|tcom|pared|"
    r"pedestal|vss|lighting|portable p|monitor samsung|tira de led|plasma cutter|nissan|c[aá]mar|"
    r"medidor|swivel|bga\b|proyecci[oó]n|furniture",
    re.I)


def is_tv(r):
    # "… + Soporte" is a TV sold with a wall mount, not a mount
    title = re.sub(r"\+\s*soporte", "", r["titulo"], flags=re.I)
    return not NOT_TV.search(title)


def det(r, section, entry):
    return r["caract_det"].get(section, {}).get(entry)


def size(r):
    v = det(r, "Pantalla", "Tamaño de la pantalla")
    if v is None:
        return None
    m = re.match(r"\s*(\d+(?:[.,]\d+)?)", v)
    return float(m.group(1).replace(",", ".")) if m else None


def ptype(r):
    return det(r, "Pantalla", "Tipo de pantalla") or ""


def res(r):
    return det(r, "Pantalla", "Tipo de resolución")


def yes(r, section, entry):
    return det(r, section, entry) == "Sí"


def smart(r):
    return yes(r, "Tecnología", "Es smart")


def bt(r):
    return yes(r, "Tecnología", "Con Bluetooth")


def curved(r):
    return yes(r, "Pantalla", "Es curvo")


def hdmi(r):
    v = det(r, "Conectividad", "Cantidad de puertos HDMI")
    return int(v) if v else None


def qled(r):
    return "QLED" in ptype(r).upper()


def usd(r):
    return r["dolares"]


def uyu(r):
    return r["pesos"]


def names(rows):
    return [r["_name"] for r in rows]


def sel(pred):
    return [r for r in ROWS if pred(r)]


def tvs(pred):
    return [r for r in ROWS if is_tv(r) and pred(r)]


def best(rows, key, largest, top=1):
    vals = sorted({key(r) for r in rows}, reverse=largest)
    cut = vals[min(top, len(vals)) - 1]
    keep = [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]
    return sorted(keep, key=lambda r: (-key(r) if largest else key(r), r["_n"]))


def named(code):
    hits = [r for r in ROWS if code.lower() in r["titulo"].lower()]
    assert len(hits) == 1, (code, [h["_name"] for h in hits])
    return hits[0]


def lst(q, cat, rows):
    ns = names(rows)
    return {"question": q, "category": cat, "is_list": True, "objectivity": "objective",
            "gt_answer": "; ".join(ns) if ns else "No product in the catalog matches.",
            "gt_answer_list": ns}


def one(q, cat, rows):
    item = lst(q, cat, rows)
    item["is_list"] = len(rows) != 1
    return item


def count(q, rows, noun="TVs"):
    ns = names(rows)
    return {"question": q, "category": "Count", "is_list": True, "objectivity": "objective",
            "gt_answer": "%d %s." % (len(ns), noun), "gt_answer_list": ns}


def compare(q, rows, key, largest):
    return one(q, "Comparison", best(rows, key, largest))


SF, MC, INV, SUP, NA = ("Simple Filter", "Multi-Condition Queries", "Inverse Queries",
                        "Superlative", "No Answer")

QUESTIONS = [
    # Simple Filter (7)
    lst("curved tvs", SF, tvs(curved)),
    lst("qled tv", SF, tvs(qled)),
    lst("any 8k teles?", SF, tvs(lambda r: res(r) == "8K")),
    lst("tvs with alexa built in", SF,
        tvs(lambda r: "Alexa" in (det(r, "Tecnología", "Asistentes virtuales integrados") or ""))),
    lst("samsumg tv with bluetooth", SF, tvs(bt)),
    lst("televisor with 4 hdmi ports", SF, tvs(lambda r: hdmi(r) == 4)),
    lst("broken tvs sold for parts (pantalla rota)", SF,
        sel(lambda r: re.search(r"\brot[ao]\b", r["titulo"], re.I))),
    # Multi-Condition (12)
    lst("55 inch smart tv under 1000 dolares", MC,
        tvs(lambda r: size(r) == 55 and smart(r) and usd(r) < 1000)),
    lst("4k tv 50 pulgadas menos de 30 mil pesos", MC,
        tvs(lambda r: size(r) == 50 and res(r) == "4K" and uyu(r) < 30000)),
    lst("qled 65\" under u$s 2500", MC,
        tvs(lambda r: qled(r) and size(r) == 65 and usd(r) < 2500)),
    lst("32 inch smart tv cheaper than $ 15.000", MC,
        tvs(lambda r: size(r) == 32 and smart(r) and uyu(r) < 15000)),
    lst("full hd 43 inch tvs", MC, tvs(lambda r: res(r) == "Full HD" and size(r) == 43)),
    lst("4k tvs with bluetooth and 3 or more hdmi", MC,
        tvs(lambda r: res(r) == "4K" and bt(r) and (hdmi(r) or 0) >= 3)),
    lst("tvs 65 inches or bigger under 100 lucas", MC,
        tvs(lambda r: (size(r) or 0) >= 65 and uyu(r) < 100000)),
    lst("smart tv with tizen and 40W sound", MC,
        tvs(lambda r: det(r, "Tecnología", "Sistema operativo") == "Tizen"
            and det(r, "Sonido", "Potencia máxima de los parlantes") == "40 W")),
    lst("series 7 tv 55 inch with hdr", MC,
        tvs(lambda r: det(r, "Características generales", "Línea") == "Series 7" and size(r) == 55
            and yes(r, "Pantalla", "Con HDR"))),
    lst("smart tvs between 400 and 500 usd", MC,
        tvs(lambda r: 400 <= usd(r) <= 500 and smart(r))),
    lst("4k tvs listed in pesos under 50k", MC,
        tvs(lambda r: r["moneda"] == "$" and res(r) == "4K" and uyu(r) < 50000)),
    lst("75 inch 4k tv under 5000 dollars", MC,
        tvs(lambda r: size(r) == 75 and res(r) == "4K" and usd(r) < 5000)),
    # Inverse (7)
    lst("43 inch smart tvs that aren't 4k", INV,
        tvs(lambda r: size(r) == 43 and smart(r) and res(r) != "4K")),
    lst("65\" tvs that arent qled", INV, tvs(lambda r: size(r) == 65 and not qled(r))),
    lst("4k smart tvs not from series 7", INV,
        tvs(lambda r: res(r) == "4K" and smart(r)
            and det(r, "Características generales", "Línea") != "Series 7")),
    lst("55 inch 4k tvs that are not curved", INV,
        tvs(lambda r: size(r) == 55 and res(r) == "4K" and not curved(r))),
    lst("smart tvs under u$s 600 except the 32 inch ones", INV,
        tvs(lambda r: smart(r) and usd(r) < 600 and size(r) != 32)),
    lst("qled tvs not sold in dollars", INV, tvs(lambda r: qled(r) and r["moneda"] != "U$S")),
    lst("tvs 50 inch and up that dont have bluetooth", INV,
        tvs(lambda r: (size(r) or 0) >= 50 and not bt(r))),
    # Superlative (9)
    one("cheapest 55 inch 4k tv", SUP,
        best(tvs(lambda r: size(r) == 55 and res(r) == "4K"), uyu, False)),
    one("most expensive tv", SUP, best(tvs(lambda r: True), uyu, True)),
    one("biggest screen smart tv", SUP,
        best(tvs(lambda r: smart(r) and size(r) is not None), size, True)),
    one("best selling tv", SUP, best(tvs(lambda r: True), lambda r: r["ventas"], True)),
    lst("top 3 best selling 43 inch tvs", SUP,
        best(tvs(lambda r: size(r) == 43), lambda r: r["ventas"], True, top=3)),
    one("cheapest qled", SUP, best(tvs(qled), uyu, False)),
    one("smallest 4k tv", SUP,
        best(tvs(lambda r: res(r) == "4K" and size(r) is not None), size, False)),
    one("cheapest tv with bluetooth", SUP, best(tvs(bt), uyu, False)),
    one("most expensive 50 inch tv", SUP, best(tvs(lambda r: size(r) == 50), uyu, True)),
    # Count (5)
    count("how many curved tvs are there", tvs(curved)),
    count("how many 32 inch smart tvs", tvs(lambda r: size(r) == 32 and smart(r))),
    count("how many tvs are listed in dollars", tvs(lambda r: r["moneda"] == "U$S")),
    count("how many 8k tvs", tvs(lambda r: res(r) == "8K")),
    count("how many 4k tvs under 30k pesos", tvs(lambda r: res(r) == "4K" and uyu(r) < 30000)),
    # Comparison (6)
    compare("UN43TU7000FXZA vs UN43T5300AGXZD which is cheaper",
            [named("UN43TU7000FXZA"), named("UN43T5300AGXZD")], uyu, False),
    compare("series 8 UN75TU8000PXPA or series 7 UN75NU7100FXZA, which one costs less",
            [named("UN75TU8000PXPA"), named("UN75NU7100FXZA")], uyu, False),
    compare("QN75Q80RAGXZD vs QN75Q80TAFXZX vs UN75TU8000PXPA - cheapest?",
            [named("QN75Q80RAGXZD"), named("QN75Q80TAFXZX"), named("UN75TU8000PXPA")], uyu, False),
    compare("which sold more, the UN43TU7000FXZA or the UN50TU7000KXZL",
            [named("UN43TU7000FXZA"), named("UN50TU7000KXZL")], lambda r: r["ventas"], True),
    compare("UN65TU8000FXZA vs UN55TU7000FXZX which has the bigger screen",
            [named("UN65TU8000FXZA"), named("UN55TU7000FXZX")], size, True),
    compare("is the QN75Q80TAFXZX or the QN75Q80RAGXZD more expensive",
            [named("QN75Q80TAFXZX"), named("QN75Q80RAGXZD")], uyu, True),
    # No Answer (4)
    lst("oled tvs", NA, tvs(lambda r: "OLED" in ptype(r).upper() and not qled(r))),
    lst("98 inch tv", NA, tvs(lambda r: size(r) == 98)),
    lst("4k smart tv under 100 dollars", NA,
        tvs(lambda r: res(r) == "4K" and smart(r) and usd(r) < 100)),
    lst("lg tvs", NA, tvs(lambda r: det(r, "Características generales", "Marca") == "LG")),
]


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"tvs-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:4])[:140])


if __name__ == "__main__":
    main()
