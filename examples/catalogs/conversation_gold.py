"""Shared by the conversations.py scripts (the dev catalogs' and the demo's): the order in which an
answer shows products, the rows with the lowest value, and writing conversations.json.

A conversation is a list of turns (question, shown names in answer order, is_list); the file is a
list of {"id", "split", "turns"} with `split` dev/test alternating. Deterministic.
"""
import json
import os


def answer_order(rows, name, key=None, descending=False):
    """Names as the answer shows them: by name, or by (value, name) for a sort or top k."""
    if key is None:
        return sorted(name(r) for r in rows)
    sign = -1 if descending else 1
    return [name(r) for r in sorted(rows, key=lambda r: (sign * key(r), name(r)))]


def lowest(rows, key):
    """The rows with the lowest value (all ties); rows without a value are left out."""
    rows = [r for r in rows if key(r) is not None]
    best = min(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


class Conversations:
    def __init__(self, prefix, none_text):
        self.prefix = prefix
        self.none_text = none_text
        self.items = []

    def add(self, *turns):
        """turns: (question, shown names in answer order, is_list)."""
        self.items.append([
            {"question": q, "is_list": is_list, "objectivity": "objective", "gt_answer_list": list(items),
             "gt_answer": "; ".join(items) if items else self.none_text}
            for q, items, is_list in turns
        ])

    def write(self, folder):
        out = []
        for i, turns in enumerate(self.items):
            out.append({"id": f"{self.prefix}-{i + 1:02d}", "split": "dev" if i % 2 == 0 else "test", "turns": turns})
        with open(os.path.join(folder, "conversations.json"), "w", encoding="utf-8", newline="\n") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
            f.write("\n")
        for c in out:
            print(c["id"], c["split"], " → ".join(f'{t["question"]} [{len(t["gt_answer_list"])}]' for t in c["turns"]))
