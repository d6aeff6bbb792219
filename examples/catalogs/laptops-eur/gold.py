#!/usr/bin/env python3
"""Questions and gold answers for laptops-eur, computed from the RAW rows (raw_laptop_price.csv)
with explicit filters. Neither catalog.jsonl nor the engine is read. The only thing taken from
convert.py is its naming rule (`names`), so that gold names are the catalog's display names.

Fourth batch (laptops-077..088), readings of shopper words: "laptop"/"notebook" = any row (not
the type Notebook); "16gb ram" = Ram 16GB exactly; "between 1 and 1.5 kilos" = 1.0 <= Weight <= 1.5 kg
(inclusive); "1500 € at most", "max. 650,- EUR" = price <= that amount; "15,6 inch" = Inches 15.6;
"full hd" = 1920x1080 in ScreenResolution; "i5" = "Core i5" in Cpu; "gaming laptops" = TypeName
Gaming; "top 3 lightest" = the 3 lowest weights plus any row tied with the 3rd; "14 inch" = Inches 14;
"gtx card" = "GTX" in Gpu; "over 2 grand" = price > 2,000 EUR; "under a grand" = price < 1,000 EUR;
"aren't asus or msi" = Company neither Asus nor MSI; "macbook" = Company Apple; "windows 10" =
OpSys Windows 10 or Windows 10 S; "a 1tb ssd" = an SSD part of at least 1TB (none is larger);
comparisons name one listing each (asserted), and a tie returns every tied listing.

Writes questions.json (SpecsQA-style dict; extra field `split` = dev/test, alternating).
Deterministic: same bytes on every run.
"""
import csv
import json
import os
import re

from convert import names

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = list(csv.DictReader(open(os.path.join(HERE, "raw_laptop_price.csv"), encoding="utf-8", newline="")))
NAME = names(ROWS)


def price(r):
    return float(r["Price_euros"])


def ram(r):
    return int(r["Ram"].replace("GB", ""))


def inches(r):
    return float(r["Inches"]) if r["Inches"] else 0.0


def kg(r):
    m = re.match(r"([\d.]+)kg", r["Weight"])
    return float(m.group(1)) if m else None


def ssd(r):
    return "SSD" in r["Memory"]


def hdd(r):
    return "HDD" in r["Memory"]


def touch(r):
    return "Touchscreen" in r["ScreenResolution"]


def brand(r, b):
    return r["Company"] == b


def ssd_gb(r):
    """Largest SSD part of the Memory cell, in GB."""
    best = 0
    for part in r["Memory"].split("+"):
        m = re.match(r"\s*([\d.]+)(GB|TB) SSD", part)
        if m:
            best = max(best, float(m.group(1)) * (1000 if m.group(2) == "TB" else 1))
    return best


QUESTIONS = []


def q(question, category, rows, answer=None, is_list=True):
    """rows: the raw rows that answer the question (order kept as in the raw file)."""
    items = [NAME[r["laptop_ID"]] for r in rows]
    if answer is None:
        answer = "; ".join(items) if items else "None of the laptops in the catalog match."
    QUESTIONS.append(
        {"question": question, "category": category, "is_list": is_list, "objectivity": "objective",
         "gt_answer": answer, "gt_answer_list": items}
    )


def where(f):
    return [r for r in ROWS if f(r)]


def argmin(rows, key):
    best = min(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def argmax(rows, key):
    best = max(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def by_name(model):
    rows = [r for r in ROWS if f'{r["Company"]} {r["Product"]}' == model]
    assert len(rows) == 1, model
    return rows[0]


# --- simple filters -------------------------------------------------------------------------
q("Which laptops have 32GB of RAM?", "Simple Filter", where(lambda r: ram(r) == 32))
q("Show me the laptops with a 4K screen", "Simple Filter", where(lambda r: "3840x2160" in r["ScreenResolution"]))
q("Which laptops have a Retina display?", "Simple Filter", where(lambda r: "Retina" in r["ScreenResolution"]))
q("What Microsoft laptops do you have?", "Simple Filter", where(lambda r: brand(r, "Microsoft")))
q("Which laptops weigh less than 1 kg?", "Simple Filter", where(lambda r: kg(r) is not None and kg(r) < 1.0))
q("Laptops with at least a 1TB SSD", "Simple Filter", where(lambda r: ssd_gb(r) >= 1000))
q("Which laptops have both an SSD and a hard drive?", "Simple Filter", where(lambda r: ssd(r) and hdd(r)))

# --- multi-condition ------------------------------------------------------------------------
q("gaming laptops under 1000 euros with 16GB RAM", "Multi-Condition Queries",
  where(lambda r: r["TypeName"] == "Gaming" and price(r) < 1000 and ram(r) == 16))
q("Lenovo laptops with a touchscreen under €800", "Multi-Condition Queries",
  where(lambda r: brand(r, "Lenovo") and touch(r) and price(r) < 800))
q("Full HD laptops under 400 euros", "Multi-Condition Queries",
  where(lambda r: "1920x1080" in r["ScreenResolution"] and price(r) < 400))
q("17 inch laptops with an i7 for less than 1.200 €", "Multi-Condition Queries",
  where(lambda r: 17 <= inches(r) < 18 and "Core i7" in r["Cpu"] and price(r) < 1200))
q("Chromebooks under 300 euros", "Multi-Condition Queries",
  where(lambda r: r["OpSys"] == "Chrome OS" and price(r) < 300))
q("laptops with an AMD processor and 8GB RAM under 500 EUR", "Multi-Condition Queries",
  where(lambda r: r["Cpu"].startswith("AMD") and ram(r) == 8 and price(r) < 500))
q("Dell laptops between 1.5k and 2k euros with a touchscreen", "Multi-Condition Queries",
  where(lambda r: brand(r, "Dell") and 1500 <= price(r) <= 2000 and touch(r)))
q("Which 15.6 inch laptops have an IPS panel and cost under 600 euros?", "Multi-Condition Queries",
  where(lambda r: inches(r) == 15.6 and "IPS" in r["ScreenResolution"] and price(r) < 600))
q("Workstations with an Nvidia Quadro card under 2000 euros", "Multi-Condition Queries",
  where(lambda r: r["TypeName"] == "Workstation" and "Quadro" in r["Gpu"] and price(r) < 2000))
q("MSI laptops with a GTX 1070", "Multi-Condition Queries",
  where(lambda r: brand(r, "MSI") and "GTX 1070" in r["Gpu"]))
q("HP laptops with 8 gigs of ram and a 512GB SSD", "Multi-Condition Queries",
  where(lambda r: brand(r, "HP") and ram(r) == 8 and "512GB SSD" in r["Memory"]))
q("Which Lenovo Yoga laptops cost under 900 euros?", "Multi-Condition Queries",
  where(lambda r: brand(r, "Lenovo") and "Yoga" in r["Product"] and price(r) < 900))
q("laptops with a GTX 1050 graphics card that weigh under 2 kg", "Multi-Condition Queries",
  where(lambda r: "GTX 1050" in r["Gpu"] and kg(r) is not None and kg(r) < 2.0))
q("Core i3 laptops with 8GB memory and a 1TB hard disk", "Multi-Condition Queries",
  where(lambda r: "Core i3" in r["Cpu"] and ram(r) == 8 and "1TB HDD" in r["Memory"]))
q("Which netbooks have more than 4GB RAM?", "Multi-Condition Queries",
  where(lambda r: r["TypeName"] == "Netbook" and ram(r) > 4))

# --- inverse --------------------------------------------------------------------------------
q("Which Asus gaming laptops don't have an Nvidia graphics card?", "Inverse Queries",
  where(lambda r: brand(r, "Asus") and r["TypeName"] == "Gaming" and not r["Gpu"].startswith("Nvidia")))
q("Which ultrabooks have no SSD?", "Inverse Queries",
  where(lambda r: r["TypeName"] == "Ultrabook" and not ssd(r)))
q("Which HP laptops come without an operating system?", "Inverse Queries",
  where(lambda r: brand(r, "HP") and r["OpSys"] == "No OS"))
q("2 in 1 convertibles that are not running Windows", "Inverse Queries",
  where(lambda r: r["TypeName"] == "2 in 1 Convertible" and not r["OpSys"].startswith("Windows")))
q("Which Apple laptops don't have 8GB of RAM?", "Inverse Queries",
  where(lambda r: brand(r, "Apple") and ram(r) != 8))

# --- superlative ----------------------------------------------------------------------------
q("What is the cheapest laptop with 16 GB RAM and an SSD?", "Superlative",
  argmin(where(lambda r: ram(r) == 16 and ssd(r)), price), is_list=False)
q("Which is the lightest laptop?", "Superlative", argmin(where(lambda r: kg(r) is not None), kg), is_list=False)
q("most expensive Dell laptop", "Superlative", argmax(where(lambda r: brand(r, "Dell")), price), is_list=False)
q("cheapest laptop with an i7 and a GTX 1060", "Superlative",
  argmin(where(lambda r: "Core i7" in r["Cpu"] and "GTX 1060" in r["Gpu"]), price), is_list=False)
q("Which laptops under 1000 euros have the biggest screen?", "Superlative",
  argmax(where(lambda r: price(r) < 1000), inches))
q("heaviest gaming laptop", "Superlative",
  argmax(where(lambda r: r["TypeName"] == "Gaming" and kg(r) is not None), kg), is_list=False)

# --- count ----------------------------------------------------------------------------------
linux = where(lambda r: r["OpSys"] == "Linux")
q("How many laptops run Linux?", "Count", linux, answer=f"{len(linux)} laptops run Linux.")
apple = where(lambda r: brand(r, "Apple"))
q("How many Apple laptops are there?", "Count", apple, answer=f"{len(apple)} Apple laptops.")
w7 = where(lambda r: r["OpSys"] == "Windows 7")
q("How many laptops still ship with Windows 7?", "Count", w7, answer=f"{len(w7)} laptops ship with Windows 7.")
qhd = where(lambda r: "Quad HD+" in r["ScreenResolution"])
q("How many laptops have a Quad HD+ screen?", "Count", qhd, answer=f"{len(qhd)} laptops have a Quad HD+ screen.")
toshiba16 = where(lambda r: brand(r, "Toshiba") and ram(r) == 16)
q("how many Toshiba laptops have 16GB RAM", "Count", toshiba16, answer=f"{len(toshiba16)}.")

# --- comparison of two named products -------------------------------------------------------
a, b = by_name("Dell Vostro 5471"), by_name("Dell Latitude 5490")
q("Which is cheaper, the Dell Vostro 5471 or the Dell Latitude 5490?", "Comparison",
  [min((a, b), key=price)], is_list=False)
a, b = by_name("MSI GS63VR 7RG"), by_name("MSI GE63VR 7RE")
q("Which is lighter: MSI GS63VR 7RG or MSI GE63VR 7RE?", "Comparison", [min((a, b), key=kg)], is_list=False)
a, b = by_name("Asus Zenbook Flip"), by_name("Dell Precision 5520")
q("Does the Asus Zenbook Flip or the Dell Precision 5520 have more RAM?", "Comparison",
  [max((a, b), key=ram)], is_list=False)

# --- no answer ------------------------------------------------------------------------------
q("Which laptops have 128GB of RAM?", "No Answer", where(lambda r: ram(r) == 128))
q("Apple gaming laptops", "No Answer", where(lambda r: brand(r, "Apple") and r["TypeName"] == "Gaming"))
q("Is there any laptop under 100 euros?", "No Answer", where(lambda r: price(r) < 100))


# === second batch: questions laptops-045 .. laptops-060 (written 2026-12-03, before any engine run
# on them). Same rules: explicit filters over the raw rows. Positions alternate dev/test.
# No prose in this catalog, so the two prose-only slots are multi-condition questions.


def thinkpad(r):
    return "thinkpad" in r["Product"].lower()  # the raw file spells both "ThinkPad" and "Thinkpad"


def uhd4k(r):
    return "3840x2160" in r["ScreenResolution"]


def convertible(r):
    return r["TypeName"] == "2 in 1 Convertible"


def by_shopper_name(words):
    """The one raw row a shopper's short name points to: case-insensitive substring of brand + model,
    asserted to match exactly one listing (so the comparison has no hidden second candidate)."""
    rows = [r for r in ROWS if words.lower() in f'{r["Company"]} {r["Product"]}'.lower()]
    assert len(rows) == 1, (words, len(rows))
    return rows[0]


q("asus ultrabooks w/ 16gb ram", "Multi-Condition Queries",
  where(lambda r: brand(r, "Asus") and r["TypeName"] == "Ultrabook" and ram(r) == 16))
q("thinkpad with 8 gb ram, max 1000€", "Multi-Condition Queries",
  where(lambda r: thinkpad(r) and ram(r) == 8 and price(r) <= 1000))
q("lenovo gaming laptops that don't come with windows", "Inverse Queries",
  where(lambda r: brand(r, "Lenovo") and r["TypeName"] == "Gaming" and not r["OpSys"].startswith("Windows")))
q("which workstations don't use nvidia graphics?", "Inverse Queries",
  where(lambda r: r["TypeName"] == "Workstation" and not r["Gpu"].startswith("Nvidia")))
q("cheapest 2-in-1 with a 4k display", "Superlative",
  argmin(where(lambda r: convertible(r) and uhd4k(r)), price), is_list=False)
q("lightest laptop that has 32 gigs of ram?", "Superlative",
  argmin(where(lambda r: ram(r) == 32 and kg(r) is not None), kg), is_list=False)
razer = where(lambda r: brand(r, "Razer"))
q("how many razer laptops do you carry", "Count", razer, answer=f"{len(razer)} Razer laptops.")
hp2in1 = where(lambda r: brand(r, "HP") and convertible(r))
q("hp convertibles - how many are there?", "Count", hp2in1, answer=f"{len(hp2in1)} HP 2 in 1 convertibles.")
a, b = by_shopper_name("yoga 730"), by_shopper_name("envy x360")
q("yoga 730 vs envy x360, which one's cheaper", "Comparison", [min((a, b), key=price)], is_list=False)
trio = [by_shopper_name("rog zephyrus"), by_shopper_name("gs40 phantom"), by_shopper_name("predator 17")]
q("ROG Zephyrus, GS40 Phantom or Predator 17: which costs the least?", "Comparison",
  [min(trio, key=price)], is_list=False)
q('17" gaming laptop with a gtx 1060 below 1.500 €', "Multi-Condition Queries",
  where(lambda r: r["TypeName"] == "Gaming" and 17 <= inches(r) < 18 and re.search(r"GTX ?1060", r["Gpu"])
        and price(r) < 1500))
q("13.3 inch ultrabooks lighter than 1,3 kg for less than a thousand euros", "Multi-Condition Queries",
  where(lambda r: r["TypeName"] == "Ultrabook" and inches(r) == 13.3 and kg(r) is not None and kg(r) < 1.3
        and price(r) < 1000))
a, b = by_shopper_name("gram 14z970"), by_shopper_name("gram 15z970")
q("what weighs less, the gram 14z970 or the gram 15z970?", "Comparison", [min((a, b), key=kg)], is_list=False)
q("do you have a macbook with a touchscreen", "No Answer", where(lambda r: brand(r, "Apple") and touch(r)))
q("linux laptops with core i5 and 8gb", "Multi-Condition Queries",
  where(lambda r: r["OpSys"] == "Linux" and "Core i5" in r["Cpu"] and ram(r) == 8))
q("4k 2-in-1s from hp or lenovo", "Multi-Condition Queries",
  where(lambda r: r["Company"] in ("HP", "Lenovo") and convertible(r) and uhd4k(r)))


# === third batch: questions laptops-061 .. laptops-076 (written 2026-12-03, before any engine run
# on them). Same rules: explicit filters over the raw rows; positions keep alternating dev/test.
# No prose in this catalog, so the two prose-only slots are again multi-condition questions.
# Brand filters use the Company cell, as above (the 4 rows with an empty Company are no brand's).


def gtx1080(r):
    return re.search(r"GTX ?1080", r["Gpu"]) is not None  # the raw file has both "GTX 1080" and "GTX1080"


def not_windows(r):
    return not r["OpSys"].startswith("Windows")  # Windows 10, Windows 10 S, Windows 7 are all Windows


q("acer with an amd chip, 500 euros tops", "Multi-Condition Queries",
  where(lambda r: brand(r, "Acer") and r["Cpu"].startswith("AMD") and price(r) <= 500))
q("mx150 laptops that weigh 1.5kg or less", "Multi-Condition Queries",
  where(lambda r: "MX150" in r["Gpu"] and kg(r) is not None and kg(r) <= 1.5))
q("touchscreen laptops that don't run windows", "Inverse Queries",
  where(lambda r: touch(r) and not_windows(r)))
q("toshibas that don't have an ssd", "Inverse Queries",
  where(lambda r: brand(r, "Toshiba") and not ssd(r)))
q("priciest acer?", "Superlative", argmax(where(lambda r: brand(r, "Acer")), price), is_list=False)
q("cheapest 17.3in laptop w/ 16gb", "Superlative",
  argmin(where(lambda r: inches(r) == 17.3 and ram(r) == 16), price), is_list=False)
g1080 = where(gtx1080)
q("number of laptops with a gtx 1080?", "Count", g1080, answer=f"{len(g1080)} laptops have a GTX 1080.")
heavy = where(lambda r: kg(r) is not None and kg(r) >= 4.0)
q("how many laptops weigh 4 kilos or more", "Count", heavy, answer=f"{len(heavy)} laptops weigh 4 kg or more.")
a, b = by_shopper_name("swift 7"), by_shopper_name("zenbook ux390ua")
q("which one's lighter to carry, the swift 7 or the zenbook ux390?", "Comparison",
  [min((a, b), key=kg)], is_list=False)
trio = [by_shopper_name("latitude 7390"), by_shopper_name("gram 15z975"), by_shopper_name("gt73vr titan")]
q("latitude 7390, lg gram 15z975 or msi titan: which is the most expensive?", "Comparison",
  [max(trio, key=price)], is_list=False)
a, b = by_shopper_name("inspiron 7779"), by_shopper_name("chromebook plus")
q("does the inspiron 7779 or the chromebook plus have the larger display?", "Comparison",
  [max((a, b), key=inches)], is_list=False)
q("any rtx 4070 laptops under 2000 eur?", "No Answer",
  where(lambda r: "RTX 4070" in r["Gpu"] and price(r) < 2000))
q("macbook for under 1.2k euro?", "Multi-Condition Queries",
  where(lambda r: brand(r, "Apple") and price(r) < 1200))
q("16gb ultrabook from samsung or LG", "Multi-Condition Queries",
  where(lambda r: r["Company"] in ("Samsung", "LG") and r["TypeName"] == "Ultrabook" and ram(r) == 16))
q("xeon laptops with 16 gb ram or more", "Multi-Condition Queries",
  where(lambda r: "Xeon" in r["Cpu"] and ram(r) >= 16))
q("12gb ram and 1tb hdd, 600-800 eur", "Multi-Condition Queries",
  where(lambda r: ram(r) == 12 and "1TB HDD" in r["Memory"] and 600 <= price(r) <= 800))


# === fourth batch: questions laptops-077 .. laptops-088 (written 2026-12-04, before any gold was
# computed and before any engine run on them; readings in the module docstring). Same rules:
# explicit filters over the raw rows; positions keep alternating (laptops-077 is dev).


def top_n(rows, key, n, largest=False):
    """The n best rows by `key` (smallest first unless `largest`), plus every row tied with the n-th."""
    ordered = sorted(rows, key=key, reverse=largest)
    cut = key(ordered[min(n, len(ordered)) - 1])
    return [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]


def best(rows, key, largest=False):
    """Comparison of named products: the winner, or every product tied for first place."""
    return argmax(rows, key) if largest else argmin(rows, key)


def gtx(r):
    return "GTX" in r["Gpu"]  # "GTX 1050", "GTX 1050 Ti", "GTX1080", ... (Nvidia GeForce GTX cards)


q("16gb ram laptops weighing between 1 and 1.5 kilos, 1500 € at most", "Multi-Condition Queries",
  where(lambda r: ram(r) == 16 and kg(r) is not None and 1.0 <= kg(r) <= 1.5 and price(r) <= 1500))
q("i5 laptop, 15,6 inch full hd, max. 650,- EUR", "Multi-Condition Queries",
  where(lambda r: "Core i5" in r["Cpu"] and inches(r) == 15.6 and "1920x1080" in r["ScreenResolution"]
        and price(r) <= 650))
q("top 3 lightest gaming laptops", "Superlative",
  top_n(where(lambda r: r["TypeName"] == "Gaming" and kg(r) is not None), kg, 3))
q("which 14 inch laptops have the most ram?", "Superlative", argmax(where(lambda r: inches(r) == 14), ram))
rows = where(lambda r: inches(r) == 17.3 and gtx(r))
q('how many 17.3" laptops come with a gtx card?', "Count", rows, answer=f"{len(rows)} laptops.")
rows = where(lambda r: brand(r, "Dell") and price(r) > 2000)
q("how many dells go for over 2 grand?", "Count", rows, answer=f"{len(rows)} Dell laptops cost more than 2,000 EUR.")


def by_model(words, key):
    """Every listing of a model a shopper names ("zenbook 3" is listed 3 times: i5/i7, 8/16GB), as one
    candidate; asserted to agree on the compared value, so the model has one value to compare."""
    rows = [r for r in ROWS if words.lower() in f'{r["Company"]} {r["Product"]}'.lower()]
    assert rows and len({key(r) for r in rows}) == 1, (words, [key(r) for r in rows])
    return rows


zb3, y900 = by_model("zenbook 3", kg), by_model("yoga 900s", kg)
q("zenbook 3 or yoga 900s - which one is lighter?", "Comparison",
  zb3 if kg(zb3[0]) < kg(y900[0]) else y900, is_list=False)
trio = [by_shopper_name("precision 7720"), by_shopper_name("thinkpad p50"), by_shopper_name("thinkpad p71")]
won = best(trio, ram, largest=True)
q("precision 7720, thinkpad p50 or thinkpad p71: which has the most ram?", "Comparison", won,
  answer=" and ".join(NAME[r["laptop_ID"]] for r in won)
  + (f" tie with {won[0]['Ram']} each." if len(won) > 1 else f" ({won[0]['Ram']})."), is_list=False)
q("gaming laptops under a grand that aren't asus or msi", "Inverse Queries",
  where(lambda r: r["TypeName"] == "Gaming" and price(r) < 1000 and r["Company"] not in ("Asus", "MSI")))
q("macbook that comes with windows 10?", "No Answer",
  where(lambda r: brand(r, "Apple") and r["OpSys"].startswith("Windows 10")))
q("cheapest laptop with a 1tb ssd", "Superlative", argmin(where(lambda r: ssd_gb(r) >= 1000), price), is_list=False)
pair = [by_shopper_name("omen 17-w295"), by_shopper_name("spectre 13-v111dx")]
q("omen 17-w295 vs spectre 13-v111dx, which is cheaper?", "Comparison", best(pair, price), is_list=False)


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"laptops-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["category"], len(v["gt_answer_list"]), v["question"])


if __name__ == "__main__":
    main()
