#!/usr/bin/env python3
"""Multi-turn conversations and gold answers per turn for laptops-eur, computed from the RAW rows
with explicit filters (the helpers of gold.py; neither catalog.jsonl nor the engine is read).

Reading of follow-ups (explicit here): a follow-up narrows or edits the previous turn's filter —
"which of those …" / "only …" / "with …" add a condition, a bound or brand it names replaces the
previous one of the same kind ("what about HP?"), "any price" drops the price bound, "how many" /
"the cheapest" / "sort them by …" apply to the previous products. "The first two" are the first
two products of the previous answer as it is shown: by name, or by the sorted value for a sort.

Writes conversations.json (list; field `split` = dev/test, alternating). Deterministic.
"""
import os
import sys

from gold import NAME, ROWS, brand, kg, price, ram, ssd, touch, where

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from conversation_gold import Conversations, answer_order, lowest  # noqa: E402


def names(rows, key=None, descending=False):
    return answer_order(rows, lambda r: NAME[r["laptop_ID"]], key, descending)


CONVERSATIONS = Conversations("laptops-conv", "None of the laptops match.")
conversation = CONVERSATIONS.add


t1 = where(lambda r: brand(r, "Lenovo") and price(r) < 800)
t2 = [r for r in t1 if touch(r)]
t3 = [r for r in t2 if ram(r) == 8]
conversation(("Lenovo laptops under 800 euros", names(t1), True),
             ("which of those have a touchscreen?", names(t2), True),
             ("how many of them have 8GB of RAM?", names(t3), False))

t1 = where(lambda r: r["TypeName"] == "Gaming" and ram(r) == 16)
t2 = [r for r in t1 if brand(r, "MSI")]
t3 = [r for r in t2 if price(r) < 1500]
conversation(("gaming laptops with 16GB RAM", names(t1), True),
             ("only MSI", names(t2), True),
             ("under 1500 euros", names(t3), True),
             ("sort them by price", names(t3, price), True))

t1 = where(lambda r: kg(r) is not None and kg(r) < 1.2)
t2 = [r for r in t1 if ram(r) == 16]
shown = names(t2)
conversation(("Which laptops weigh less than 1.2 kg?", names(t1), True),
             ("which of those have 16GB of RAM?", shown, True),
             ("compare the first two", shown[:2], False))

t1 = where(lambda r: brand(r, "Dell") and ssd(r) and price(r) < 1000)
t2 = where(lambda r: brand(r, "HP") and ssd(r) and price(r) < 1000)
conversation(("Dell laptops with an SSD under 1000 euros", names(t1), True),
             ("what about HP?", names(t2), True),
             ("how many of those?", names(t2), False))

t1 = where(lambda r: r["TypeName"] == "Ultrabook" and price(r) < 1000)
t2 = [r for r in t1 if ram(r) == 8]
conversation(("ultrabooks under 1000 euros", names(t1), True),
             ("with 8GB of RAM", names(t2), True),
             ("the lightest one", names(lowest([r for r in t2 if kg(r) is not None], kg)), False))

t1 = where(lambda r: r["OpSys"] == "Chrome OS")
t2 = [r for r in t1 if price(r) < 300]
conversation(("laptops with Chrome OS", names(t1), True),
             ("under 300 euros", names(t2), True),
             ("which is the cheapest?", names(lowest(t2, price)), False))

t1 = where(lambda r: ram(r) == 32)
t2 = [r for r in t1 if kg(r) is not None and kg(r) < 3]
conversation(("laptops with 32GB of RAM", names(t1), True),
             ("which of those weigh under 3 kg?", names(t2), True),
             ("the 3 cheapest ones", names(t2, price)[:3], True))

t1 = where(lambda r: brand(r, "Asus") and price(r) < 500)
t2 = [r for r in t1 if ssd(r)]
t3 = where(lambda r: brand(r, "Acer") and price(r) < 500 and ssd(r))
conversation(("Asus laptops under 500 euros", names(t1), True),
             ("only the ones with an SSD", names(t2), True),
             ("what about Acer?", names(t3), True))

t1 = where(lambda r: r["TypeName"] == "Workstation" and price(r) < 2000)
t2 = [r for r in t1 if ram(r) >= 16]
t3 = where(lambda r: r["TypeName"] == "Workstation" and ram(r) >= 16)
conversation(("Workstations under 2000 euros", names(t1), True),
             ("which of them have at least 16GB of RAM?", names(t2), True),
             ("any price", names(t3), True))

t1 = where(lambda r: brand(r, "Apple"))
t2 = [r for r in t1 if price(r) < 1500]
conversation(("Apple laptops", names(t1), True),
             ("under 1500 euros", names(t2), True),
             ("how many of them have 8GB of RAM?", names([r for r in t2 if ram(r) == 8]), False))


def main():
    CONVERSATIONS.write(HERE)


if __name__ == "__main__":
    main()
