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
import json
import os

from gold import NAME, ROWS, brand, kg, price, ram, ssd, touch, where

HERE = os.path.dirname(os.path.abspath(__file__))
CONVERSATIONS = []


def names(rows, key=None, descending=False):
    """Names as the answer shows them: by name, or by (value, name) for a sort or top k."""
    if key is None:
        return sorted(NAME[r["laptop_ID"]] for r in rows)
    sign = -1 if descending else 1
    return [NAME[r["laptop_ID"]] for r in sorted(rows, key=lambda r: (sign * key(r), NAME[r["laptop_ID"]]))]


def lowest(rows, key):
    best = min(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def conversation(*turns):
    """turns: (question, shown names in answer order, is_list)."""
    CONVERSATIONS.append([
        {"question": q, "is_list": is_list, "objectivity": "objective", "gt_answer_list": list(items),
         "gt_answer": "; ".join(items) if items else "None of the laptops match."}
        for q, items, is_list in turns
    ])


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
    out = []
    for i, turns in enumerate(CONVERSATIONS):
        out.append({"id": f"laptops-conv-{i + 1:02d}", "split": "dev" if i % 2 == 0 else "test", "turns": turns})
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    for c in out:
        print(c["id"], c["split"], " → ".join(f'{t["question"]} [{len(t["gt_answer_list"])}]' for t in c["turns"]))


if __name__ == "__main__":
    main()
