#!/usr/bin/env python3
"""Multi-turn conversations on the demo catalog, with gold answers per turn computed from
catalog.jsonl (the demo's source) by explicit filters; the engine is not used.

Reading of follow-ups (explicit here): a follow-up narrows or edits the previous turn's filter —
"which of those …" / "only …" / "with …" / "and …?" add a condition; a category, storage size or
bound it names replaces the previous one of the same kind ("what about tablets?", "the same but
128 GB"); "how many" / "the cheapest" / "sort them by …" apply to the previous products. "The
first two" are the first two products of the previous answer as shown (by name). Readings of
values: "5G" = Network mentions 5G; "IP68" = Water Resistance mentions IP68; "active noise
cancelling" = the ANC entry (either name) says Yes; RAM is the RAM or Memory entry.

Writes conversations.json (list; field `split` = dev/test, alternating). Deterministic.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "catalogs"))
from conversation_gold import Conversations, answer_order, lowest  # noqa: E402

PRODUCTS = [p for p in map(json.loads, open(os.path.join(HERE, "catalog.jsonl"), encoding="utf-8"))
            if p.get("kind") == "product"]


def spec(p, *entries):
    specs = p["specs"] if isinstance(p["specs"], list) else [{"entry": k, "value": v} for k, v in p["specs"].items()]
    for s in specs:
        name = s["entry"].split(":")[-1]
        if name in entries:
            return s["value"]
    return None


def number(text):
    m = re.search(r"\d[\d,]*(?:\.\d+)?", text or "")
    return float(m.group(0).replace(",", "")) if m else None


def price(p):
    return p["price"]["amount"] if "price" in p else None


def in_cat(c):
    return [p for p in PRODUCTS if c in p["categories"]]


def under(rows, x):
    return [p for p in rows if price(p) is not None and price(p) < x]


def says(p, entry, word):
    return word.lower() in (spec(p, entry) or "").lower()


def yes(p, *entries):
    return any((spec(p, e) or "").startswith("Yes") for e in entries)


def gb(p, entry):
    v = spec(p, entry) or ""
    n = number(v)
    return None if n is None else n * (1000 if "TB" in v else 1)


def kg(p):
    v = spec(p, "Weight") or ""
    n = number(v)
    return None if n is None else (n / 1000 if re.search(r"\d\s*g\b", v) else n)


def ram(p):
    return number(spec(p, "RAM", "Memory"))


def names(rows, key=None, descending=False):
    return answer_order(rows, lambda r: r["name"], key, descending)


CONVERSATIONS = Conversations("demo-conv", "None of the products match.")
conversation = CONVERSATIONS.add


phones = in_cat("Smartphones")
t1 = under(phones, 500)
t2 = [p for p in t1 if says(p, "Network", "5G")]
t3 = [p for p in t2 if (number(spec(p, "Battery Capacity")) or 0) >= 5000]
conversation(("smartphones under £500", names(t1), True),
             ("which of those have 5G?", names(t2), True),
             ("only the ones with at least 5000 mAh", names(t3), True),
             ("how many of them have wireless charging?", names([p for p in t3 if yes(p, "Wireless Charging")]), False))

tvs = in_cat("TVs")
t1 = [p for p in tvs if yes(p, "Dolby Atmos")]
t2 = [p for p in t1 if "OLED" in (spec(p, "Panel Type") or "")]
conversation(("TVs with Dolby Atmos", names(t1), True),
             ("only OLED", names(t2), True),
             ("the cheapest one", names(lowest(t2, price)), False))

t1 = [p for p in tvs if number(spec(p, "Screen Size")) == 65]
t2 = [p for p in t1 if not (spec(p, "HDMI 2.1") or "No").startswith("No")]
conversation(("65 inch TVs", names(t1), True),
             ("which of those have HDMI 2.1?", names(t2), True),
             ("under £1500", names(under(t2, 1500)), True))

t1 = [p for p in in_cat("Headphones") if yes(p, "Active Noise Cancelling", "ANC")]
t2 = under(t1, 200)
conversation(("headphones with active noise cancelling", names(t1), True),
             ("under £200", names(t2), True),
             ("sort them by price", names(t2, price), True))

t1 = [p for p in in_cat("Fridges") if yes(p, "Frost Free")]
t2 = [p for p in t1 if (number(spec(p, "Noise Level")) or 99) < 38]
conversation(("frost free fridges", names(t1), True),
             ("which of them are quieter than 38 dB?", names(t2), True),
             ("what about under £600?", names(under(t2, 600)), True))

t1 = [p for p in phones if yes(p, "Headphone Jack")]
t2 = [p for p in t1 if says(p, "Network", "5G")]
shown = names(t2)
conversation(("phones with a headphone jack", names(t1), True),
             ("and 5G?", shown, True),
             ("compare the first two", shown[:2], False))

t1 = under(in_cat("Laptops"), 1000)
t2 = [p for p in t1 if (ram(p) or 0) >= 16]
conversation(("laptops under £1000", names(t1), True),
             ("with at least 16 GB of RAM", names(t2), True),
             ("the lightest one", names(lowest(t2, kg)), False))

t1 = in_cat("Tablets")
t2 = under(t1, 400)
conversation(("tablets", names(t1), True),
             ("under £400", names(t2), True),
             ("how many of them have 5G?", names([p for p in t2 if says(p, "Network", "5G")]), False))

t1 = [p for p in phones if gb(p, "Storage") == 256]
t2 = [p for p in in_cat("Tablets") if gb(p, "Storage") == 256]
conversation(("smartphones with 256 GB of storage", names(t1), True),
             ("what about tablets?", names(t2), True),
             ("how many of those?", names(t2), False))

t1 = [p for p in under(phones, 700) if gb(p, "Storage") == 256]
t2 = [p for p in under(phones, 700) if gb(p, "Storage") == 128]
conversation(("phones under £700 with 256 GB of storage", names(t1), True),
             ("the same but 128 GB", names(t2), True),
             ("which of those have 5G?", names([p for p in t2 if says(p, "Network", "5G")]), True))


def main():
    CONVERSATIONS.write(HERE)


if __name__ == "__main__":
    main()
