#!/usr/bin/env python3
"""Independent check of the third batch of skincare-sephora questions (skincare-050 ... 065).

Recomputes every new question's gold list from the RAW file (raw_sephora_skincare.csv) with its
own parsing (csv + re + json only; gold.py and convert.py are NOT imported), the prose-only and
no-answer lists from reading_decisions.json, and asserts equality with questions.json. Also checks:
- the first 49 questions and the first batch's reading decisions are unchanged (sha256 of their
  canonical JSON, taken before the third batch was added);
- every gold name is a product name of catalog.jsonl, and catalog.jsonl holds exactly the raw rows;
- for each new reading key: the products recorded are exactly the question's scope, a product
  read as yes matches the candidate pattern, a product the pattern does not match is no;
- splits alternate dev/test from skincare-050, categories / is_list / objectivity as intended.
Usage: python3 check_gold.py   (exit status 0 and "all checks pass" on success)
"""
import csv
import hashlib
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OLD_QUESTIONS_SHA = "ab2fcb81cb0bc390c0a1b8d4b6841929a175db1df939640a890c7e7d9d0bcfce"
OLD_READINGS_SHA = "418968bafb39d8fbe06b83bb16dbf6f30cb6ad5a5ffc69fd438cc5f1abf68e3d"


def squash(s):
    return re.sub(r"\s+", " ", s).strip()


class P:
    """One raw row, parsed here."""

    def __init__(self, row):
        self.row = row
        self.title = squash(row["name"])          # product name without the brand
        self.brand = squash(row["brand"])
        self.display = f"{self.brand} {self.title}"
        tokens = row["price"].split()
        self.price = float(tokens[0])
        self.sale = len(tokens) == 2
        st = row["skin_type"].replace("Skin Types:", "")
        self.skin = set(filter(None, (x.strip() for x in re.split(r",|\band\b", st))))
        self.concerns = squash(row["skincare_concerns"]).lower()
        self.text = " ".join(squash(row[c]) for c in ("what_it_is", "highlighted_ingredients", "ingredients"))
        size = row["size"]
        mls = re.findall(r"(\d+(?:\.\d+)?|\.\d+)\s*ml\b", size, re.I)
        ozs = re.findall(r"(\d+(?:\.\d+)?|\.\d+)\s*fl\.?\s*oz", size, re.I)
        self.ml = float(mls[0]) if mls else (float(ozs[0]) * 29.5735 if ozs else None)

    # product types, by the words of the product name (the rules documented in SOURCE.md)
    def has_word(self, *words):
        return any(re.search(rf"\b{w}\b", self.title, re.I) for w in words)

    def has(self, *parts):
        t = self.title.lower()
        return any(p in t for p in parts)

    def serum(self):
        return self.has_word("serum") and not (self.has_word("lip", "body", "mist") or self.has("self-tan", "sheet mask"))

    def moisturizer(self):
        t = self.title.lower()
        hit = any(w in t for w in ("moisturizer", "moisturiser", "moisturizing cream", "moisturizing lotion",
                                   "moisturising cream", "moisturising lotion"))
        return hit and not self.has_word("eye", "eyes", "lip", "body", "hand", "foot")

    def cleanser(self):
        return self.has("cleanser", "cleansing", "face wash") and not self.has("shower", "body")

    def eye_cream(self):
        return self.has_word("eye") and self.has("cream", "crème")

    def lip_balm(self):
        return self.has_word("lip") and self.has("balm")

    def sunscreen(self):
        return (self.has("sunscreen", "sunstick") or self.has_word("spf")) and not self.has_word("lip")


def load():
    with open(os.path.join(HERE, "raw_sephora_skincare.csv"), encoding="utf-8", newline="") as f:
        return [P(r) for r in csv.DictReader(f)]


def main():
    prods = load()
    names = [p.display for p in prods]
    assert len(set(names)) == len(names), "display names repeat: the checker would need the (id) suffix"

    with open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8") as f:
        catalog = [json.loads(line) for line in f if line.strip()]
    assert [c["name"] for c in catalog] == names, "catalog.jsonl is not exactly the raw rows in file order"

    questions = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    readings = json.load(open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8"))

    def sha(obj):
        return hashlib.sha256(json.dumps(obj, ensure_ascii=False, sort_keys=True).encode()).hexdigest()

    old_ids = [f"skincare-{i:03d}" for i in range(1, 50)]
    assert list(questions)[:49] == old_ids
    assert sha({k: questions[k] for k in old_ids}) == OLD_QUESTIONS_SHA, "an existing question changed"
    old_keys = ["ceramide", "fragrance_free", "hyaluronic", "niacinamide", "retinol", "salicylic", "snail",
                "vitamin_c", "zinc"]
    assert sha({k: readings[k] for k in old_keys}) == OLD_READINGS_SHA, "an existing reading decision changed"

    def sel(f):
        return [p.display for p in prods if f(p)]

    def lowest(ps, key):
        m = min(key(p) for p in ps)
        return [p.display for p in ps if key(p) == m]

    def highest(ps, key):
        m = max(key(p) for p in ps)
        return [p.display for p in ps if key(p) == m]

    expected = {}
    # superlative
    serums = [p for p in prods if p.serum()]
    third = sorted(p.price for p in serums)[2]
    expected["skincare-050"] = ("Superlative", True, [p.display for p in serums if p.price <= third])
    expected["skincare-051"] = ("Superlative", False,
                                lowest([p for p in prods if p.moisturizer() and "Oily" in p.skin], lambda p: p.price))
    expected["skincare-052"] = ("Superlative", False,
                                highest([p for p in prods if p.cleanser() and p.ml is not None], lambda p: p.ml))
    # inverse
    expected["skincare-053"] = ("Inverse Queries", True,
                                sel(lambda p: p.cleanser() and p.skin and "Dry" not in p.skin))
    # no SPF claim or UV filter in the text of a moisturizer whose name has no SPF
    assert not sel(lambda p: p.moisturizer() and not p.sunscreen()
                   and re.search(r"\bSPF\b|broad spectrum|avobenzone|homosalate|octinoxate|octisalate", p.text, re.I))
    expected["skincare-054"] = ("Inverse Queries", True,
                                sel(lambda p: p.moisturizer() and not p.sunscreen() and p.price < 25))
    expected["skincare-055"] = ("Inverse Queries", True,
                                sel(lambda p: p.serum() and p.price < 20 and p.brand != "The Ordinary"))
    # multi-condition
    expected["skincare-056"] = ("Multi-Condition Queries", True,
                                sel(lambda p: p.serum() and "dullness" in p.concerns and 20 <= p.price <= 40))
    expected["skincare-057"] = ("Multi-Condition Queries", True,
                                sel(lambda p: p.cleanser() and "Oily" in p.skin and (p.ml or 0) >= 150 and p.price < 35))
    expected["skincare-058"] = ("Multi-Condition Queries", True,
                                sel(lambda p: p.eye_cream() and "puffiness" in p.concerns and 30 <= p.price <= 60))
    expected["skincare-059"] = ("Multi-Condition Queries", True, sel(lambda p: p.sale and p.price < 30))

    # prose only and the benzoyl no-answer: scope + candidate pattern, decisions from the JSON
    prose = {
        "skincare-060": ("white_cast", "Prose Only", lambda p: p.sunscreen(),
                         r"white cast|invisible|transparent|\bclear\b|skin tones?\b|sheer"),
        "skincare-061": ("non_comedogenic", "Prose Only", lambda p: True, r"comedogenic|clog"),
        "skincare-062": ("shea_butter_lip", "Prose Only", lambda p: p.lip_balm(), r"shea|butyrospermum|karit"),
        "skincare-063": ("tremella", "Prose Only", lambda p: True, r"tremella|snow mushroom|silver ear|mushroom"),
        "skincare-064": ("benzoyl_peroxide", "No Answer", lambda p: True, r"benzoyl"),
    }
    for qid, (key, cat, scope, pattern) in prose.items():
        dec = readings[key]
        in_scope = [p for p in prods if scope(p)]
        assert set(dec) == {p.display for p in in_scope}, (key, "recorded products != scope")
        for p in in_scope:
            d = dec[p.display]
            assert set(d) == {"answer", "reason"} and isinstance(d["answer"], bool) and d["reason"], (key, p.display)
            matched = re.search(pattern, p.text, re.I) is not None
            if d["answer"]:
                assert matched, (key, p.display, "yes without a candidate match")
            if not matched:
                assert not d["answer"], (key, p.display)
        expected[qid] = (cat, True, [p.display for p in in_scope if dec[p.display]["answer"]])
    assert not sel(lambda p: re.search(r"benzoyl peroxide", p.text + " " + p.title, re.I))
    # a few decisions pinned (the negative readings the questions hinge on)
    assert readings["shea_butter_lip"]["CAY SKIN Isle Lip Balm SPF 30 with Sea Moss and Aloe Stem Cells"]["answer"] is False
    assert readings["tremella"]["Glossier Milky Jelly Gentle Gel Face Cleanser"]["answer"] is False
    assert readings["non_comedogenic"]["Range Beauty Bali Face & Body Glow Oil"]["answer"] is False
    assert readings["white_cast"]["Supergoop! Unseen Sunscreen Invisible Broad Spectrum SPF 50 PA +++"]["answer"] is False

    expected["skincare-065"] = ("No Answer", True, sel(lambda p: p.eye_cream() and p.price < 10))

    new_ids = [f"skincare-{i:03d}" for i in range(50, 66)]
    assert list(questions) == old_ids + new_ids, "unexpected ids"
    catalog_names = set(names)
    for n, qid in enumerate(new_ids):
        item = questions[qid]
        cat, is_list, gold = expected[qid]
        got = item["gt_answer_list"]
        assert item["category"] == cat, (qid, item["category"], cat)
        assert item["is_list"] is is_list, (qid, "is_list")
        assert item["objectivity"] == "objective", qid
        assert item["split"] == ("dev" if n % 2 == 0 else "test"), (qid, item["split"])
        assert set(item) == {"question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"}, qid
        assert len(got) == len(set(got)), (qid, "duplicate names")
        assert set(got) <= catalog_names, (qid, "name not in catalog.jsonl")
        assert set(got) == set(gold), (qid, sorted(set(got) ^ set(gold)))
        if cat == "No Answer":
            assert not got
        else:
            assert 1 <= len(got) <= 40, (qid, len(got))
        print(f"{qid} {item['split']:4s} {cat:24s} {len(got):2d}  {item['question']}")
    print("all checks pass")


if __name__ == "__main__":
    main()
