#!/usr/bin/env python3
"""Independent check of questions.json (and catalog.jsonl) for flipkart-ecommerce: re-parses the raw
CSV with its own code (nothing imported from convert.py or gold.py; the engine is not used), checks
that the catalog has one product per raw row (file order) with the right id, name and price, and
recomputes every gold list by its own filters, compared by catalog id. The ten prose lists are
recomputed with this file's own keyword rules and compared with questions.json and with the answers
recorded in reading_decisions.json. Also checks categories, split alternation, Count answers, 0
products for No Answer. Run: python3 check_gold.py   (exit status 0 = all checks pass)
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
csv.field_size_limit(1 << 30)


class P:
    def __init__(self, row):
        self.id = "fk-" + row["pid"].strip()
        self.title = re.sub(r"\s+", " ", row["product_name"]).strip()
        self.first = self.title.split(" ")[0].lower()
        t = row["product_category_tree"].strip()[2:-2]
        self.tree = [x.strip() for x in t.split(">>")]
        self.price = float(row["discounted_price"]) if row["discounted_price"].strip() else None
        self.spec = {}
        for m in re.finditer(r'\{("key"=>"(?P<k>[^"]*)", )?"value"=>"(?P<v>[^"]*)"\}', row["product_specifications"]):
            if m.group("k") and m.group("k") not in self.spec:
                self.spec[m.group("k")] = m.group("v").strip()
        self.desc = re.sub(r"\s+", " ", row["description"])
        self.page = self.title + " " + self.desc

    def s(self, k):
        return self.spec.get(k, "")

    def has(self, k, w):
        return re.search(rf"\b{w}\b", self.s(k)) is not None

    def num(self, k, unit=""):
        m = re.fullmatch(rf"(\d+(\.\d+)?) ?{unit}", self.s(k))
        return float(m.group(1)) if m else None


def main():
    with open(os.path.join(HERE, "raw_flipkart_sample.csv"), encoding="utf-8", newline="") as f:
        ps = [P(r) for r in csv.DictReader(f)]
    assert len(ps) == 1969, len(ps)
    cat = [json.loads(l) for l in open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8")]
    assert [c["id"] for c in cat] == [p.id for p in ps]
    for c, p in zip(cat, ps):
        assert c["name"].startswith(p.title), (c["name"], p.title)
        assert (c.get("price") or {}).get("amount") == p.price and (p.price is None or c["price"]["currency"] == "INR")
    name2id = {c["name"]: c["id"] for c in cat}
    assert len(name2id) == len(cat)
    by = {p.id: p for p in ps}

    def f(pred):
        return [p.id for p in ps if pred(p)]

    def fp(pred):
        return [p.id for p in ps if p.price is not None and pred(p)]

    def best(ids, key, hi):
        v = [key(by[i]) for i in ids]
        b = max(v) if hi else min(v)
        return [i for i in ids if key(by[i]) == b]

    def top(ids, key, n):
        cut = sorted((key(by[i]) for i in ids), reverse=True)[n - 1]
        return [i for i in ids if key(by[i]) >= cut]

    def named(prefix):
        ids = [p.id for p in ps if p.title.startswith(prefix)]
        assert len(ids) == 1, prefix
        return ids[0]

    watch = lambda p: p.tree[0] == "Watches"
    ring = lambda p: p.tree[0] == "Jewellery" and p.s("Type") == "Ring"
    mug = lambda p: p.tree[:2] == ["Kitchen & Dining", "Coffee Mugs"]
    kad = lambda p: p.s("Type") == "Kadhai"
    wfoot = lambda p: p.tree[0] == "Footwear" and p.has("Ideal For", "Women")
    mfoot = lambda p: p.tree[0] == "Footwear" and p.has("Ideal For", "Men")
    show = lambda p: p.tree[0] == "Home Decor & Festive Needs" and "Showpiece" in p.title
    sheet = lambda p: "Bedsheet" in p.title
    heel = lambda p: p.num("Heel Height", "inch") or 0
    lit = lambda p: p.num("Capacity", "L")
    tc = lambda p: p.num("Thread Count")
    power = lambda p: p.tree[0] == "Computers" and re.search(r"Laptop Battery|Adapter|Charger", p.title)
    women_w = lambda p: watch(p) and p.has("Ideal For", "Women")
    rx = lambda pat: (lambda p: re.search(pat, p.page, re.I) is not None)

    prose = {
        "dishwasher_safe_mug": (mug, lambda p: (re.search(r"dish ?washer (and microwave )?safe", p.desc, re.I) is not None
                                                or p.s("Dishwasher Safe") == "Yes")),
        "handmade_showpiece": (show, rx(r"hand ?made|hand ?-?craft|artisans|craftsmen|hand work")),
        "lightweight_gold_ring": (lambda p: ring(p) and p.has("Base Material", "Gold"), rx(r"light ?weight")),
        "rohs_laptop_power": (power, rx(r"rohs")),
        "comfortable_womens_footwear": (wfoot, rx(r"(?<!un)comfort")),
        "fast_colour_furnishing": (lambda p: p.tree[0] == "Home Furnishing", rx(r"fast colou?r|colou?r ?fast")),
        "gentle_on_baby_skin": (lambda p: p.tree[0] == "Baby Care", rx(r"(gentle|soft|safe|best|suitable)[^.,;]{0,40}\bskin\b")),
        "diwali_lights": (lambda p: p.tree[:2] == ["Home Decor & Festive Needs", "Decorative Lighting & Lamps"], rx(r"diwali|festiv")),
        "good_luck_showpiece": (show, lambda p: rx(r"prosperity|good luck|lucky|wealth|vastu|feng ?shui")(p) or p.s("Type") == "Fengshui"),
    }
    pr = {k: [p.id for p in ps if s(p) and r(p)] for k, (s, r) in prose.items()}
    scope = {k: [p.id for p in ps if s(p)] for k, (s, r) in prose.items()}

    exp = [
        ("Simple Filter", f(kad)), ("Simple Filter", f(lambda p: watch(p) and p.s("Type") == "Digital")),
        ("Simple Filter", f(lambda p: "Laptop Skin" in p.title)), ("Simple Filter", f(lambda p: ring(p) and p.first == "bluestone")),
        ("Multi-Condition Queries", fp(lambda p: women_w(p) and p.price < 500)),
        ("Multi-Condition Queries", fp(lambda p: watch(p) and p.s("Type") == "Analog" and p.has("Ideal For", "Men")
                                       and p.s("Strap Material") in ("Metal Strap", "Stainless Steel Strap") and p.price < 1000)),
        ("Multi-Condition Queries", f(lambda p: watch(p) and p.s("Type") == "Digital" and p.s("Water Resistant") == "Yes" and p.has("Ideal For", "Boys"))),
        ("Multi-Condition Queries", fp(lambda p: ring(p) and p.s("Gold Purity") == "18 K" and p.has("Gemstone", "Diamond") and p.price < 15000)),
        ("Multi-Condition Queries", fp(lambda p: ring(p) and p.has("Base Material", "Silver") and p.price < 2000)),
        ("Multi-Condition Queries", f(lambda p: wfoot(p) and heel(p) >= 3 and p.s("Color") == "Black")),
        ("Multi-Condition Queries", fp(lambda p: wfoot(p) and p.s("Outer Material") == "Suede" and p.price < 500)),
        ("Multi-Condition Queries", f(lambda p: mug(p) and p.s("Microwave Safe") == "Yes" and p.s("Mug Capacity") == "330 ml")),
        ("Multi-Condition Queries", f(lambda p: kad(p) and p.s("Non-stick") == "Yes" and p.s("Induction Bottom") == "Yes")),
        ("Inverse Queries", f(lambda p: watch(p) and p.s("Type") == "Digital" and p.s("Water Resistant") == "No")),
        ("Inverse Queries", f(lambda p: mug(p) and p.s("Microwave Safe") == "No")),
        ("Inverse Queries", fp(lambda p: ring(p) and not p.has("Gemstone", "Diamond") and p.price < 5000)),
        ("Inverse Queries", f(lambda p: kad(p) and p.s("Non-stick") == "No")),
        ("Inverse Queries", fp(lambda p: women_w(p) and p.price < 800 and p.first not in ("maxima", "sonata"))),
        ("Inverse Queries", f(lambda p: sheet(p) and p.s("Size") != "King")),
        ("Superlative", best(fp(watch), lambda p: p.price, True)),
        ("Superlative", best(fp(lambda p: ring(p) and p.has("Gemstone", "Diamond")), lambda p: p.price, False)),
        ("Superlative", top(fp(kad), lambda p: p.price, 3)),
        ("Superlative", best(f(lambda p: wfoot(p) and p.num("Heel Height", "inch") is not None), heel, True)),
        ("Superlative", best(f(lambda p: sheet(p) and tc(p) is not None), tc, True)),
        ("Superlative", best(f(lambda p: kad(p) and lit(p) is not None), lit, True)),
        ("Superlative", best(fp(lambda p: p.tree[0] == "Computers" and "Laptop Battery" in p.title), lambda p: p.price, False)),
        ("Count", f(lambda p: watch(p) and p.first == "sonata")), ("Count", f(lambda p: ring(p) and p.s("Gold Purity") == "22 K")),
        ("Count", fp(lambda p: mug(p) and p.price < 250)), ("Count", f(lambda p: kad(p) and p.s("Induction Bottom") == "Yes")),
        ("Count", f(sheet)),
        ("Comparison", best([named("Karatcraft Musimi"), named("Karatcraft Valusha")], lambda p: p.price, False)),
        ("Comparison", best([named("JSM Hard Anodized Kadhai"), named("Suruchi Kadhai"), named("Peacock Kadhai")], lit, True)),
        ("Comparison", best([named("Titan 1639SL03"), named("Timex TI000I70600")], lambda p: p.price, False)),
        ("Comparison", best([named("Bela Home Cotton Cartoon"), named("Shop Rajasthan Cotton Floral Single")], tc, True)),
        ("Comparison", best([named("Q&Q VQ13-008"), named("Fastrack 9913PP03")], lambda p: p.price, False)),
        ("No Answer", f(lambda p: watch(p) and p.first == "rolex")),
        ("No Answer", f(lambda p: ring(p) and ("Platinum" in p.s("Base Material") or "platinum" in p.title.lower()))),
        ("No Answer", fp(lambda p: sheet(p) and p.s("Size") == "King" and p.price < 300)),
        ("No Answer", f(lambda p: mfoot(p) and heel(p) >= 3)),
        ("Prose Only", pr["dishwasher_safe_mug"]), ("Prose Only", pr["handmade_showpiece"]),
        ("Prose Only", pr["lightweight_gold_ring"]), ("Prose Only", pr["rohs_laptop_power"]),
        ("Prose Only", pr["comfortable_womens_footwear"]), ("Prose Only", pr["fast_colour_furnishing"]),
        ("Prose Only", pr["gentle_on_baby_skin"]), ("Prose Only", pr["diwali_lights"]), ("Prose Only", pr["good_luck_showpiece"]),
        ("Prose Only", [i for i in pr["handmade_showpiece"] if by[i].price is not None and by[i].price < 1000]),
    ]
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    assert len(qs) == len(exp) == 50
    bad = 0
    for n, ((k, v), (cat_, e)) in enumerate(zip(qs.items(), exp)):
        got = sorted(name2id[x] for x in v["gt_answer_list"])
        ok = got == sorted(e) and v["category"] == cat_ and v["split"] == ("dev" if n % 2 == 0 else "test")
        ok = ok and v["objectivity"] == "objective" and (len(got) == 0) == (cat_ == "No Answer")
        if cat_ == "Count":
            ok = ok and v["gt_answer"].startswith(f"{len(e)} ")
        if not ok:
            bad += 1
            print("MISMATCH", k, v["question"], len(got), len(e))
    dec = json.load(open(os.path.join(HERE, "reading_decisions.json"), encoding="utf-8"))
    for key in prose:
        recorded = sorted(name2id[n] for n in dec[key])
        yes = sorted(name2id[n] for n, d in dec[key].items() if d["answer"])
        if recorded != sorted(scope[key]) or yes != sorted(pr[key]):
            bad += 1
            print("READING MISMATCH", key, len(recorded), len(scope[key]), len(yes), len(pr[key]))
    print(f"{len(qs)} questions checked, {len(prose)} reading keys checked, {bad} mismatches")
    return bad


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
