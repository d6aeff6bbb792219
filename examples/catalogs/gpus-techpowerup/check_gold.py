#!/usr/bin/env python3
"""Independent check of the fourth batch (session 27: gpu-067..gpu-082) of questions.json.

Recomputes every new question's gold list from the RAW rows (raw_techpowerup_gpus.csv) with its own
parsing (plain csv module; neither gold.py nor convert.py is imported, the engine is not used) and
asserts that it equals questions.json: the card names in file order, the category, is_list,
objectivity, split (dev/test alternating; gpu-067 is dev, continuing gpu-066 = test), the number in
the Count answers, 0 cards for No Answer and 1-40 otherwise. Every gold name must also be a "name" in
catalog.jsonl. Also checks that gpu-001..gpu-066 keep their splits and, when git can show it, that they
are identical in content to the committed questions.json.
Usage: python3 check_gold.py     (exit status 0 = all checks pass)
"""
import csv
import json
import os
import re
import subprocess

D = os.path.dirname(os.path.abspath(__file__))
TAIL = " Specs | TechPowerUp GPU Database"


def sp(s):  # collapse whitespace
    return " ".join(s.split())


# --- the kept rows: card pages (a Release Date), exact repeats dropped (first kept) --------------------
with open(os.path.join(D, "raw_techpowerup_gpus.csv"), encoding="utf-8", newline="") as f:
    reader = csv.reader(f)
    HEAD = next(reader)
    RAW = list(reader)
COL = {c: i for i, c in enumerate(HEAD)}
ROWS, seen = [], set()
for n, rec in enumerate(RAW, 1):
    if not sp(rec[COL["Release Date"]]):
        continue
    key = tuple(rec)
    if key in seen:
        continue
    seen.add(key)
    ROWS.append((n, rec))
assert len(ROWS) == 2306, len(ROWS)


def v(row, col):
    return sp(row[1][COL[col]])


def page_title(row):
    t = v(row, "Name")
    assert t.endswith(TAIL), t
    return t[: -len(TAIL)].strip()


# --- names: the page title; a title several kept pages carry gets a bracket (chip, then memory, bus,
# date, row) at the first level that makes that title's names distinct -------------------------------
def levels(row):
    chip = v(row, "GPU Name")
    mem = f'{v(row, "Memory Size")} {v(row, "Memory Type")}'
    bus = v(row, "Bus Interface") or "no bus listed"
    return [[chip], [chip, mem], [chip, mem, bus], [chip, mem, bus, v(row, "Release Date")],
            [chip, mem, bus, v(row, "Release Date"), f"row {row[0]}"]]


by_title = {}
for row in ROWS:
    by_title.setdefault(page_title(row), []).append(row)
NAME = {}
for t, grp in by_title.items():
    if len(grp) == 1:
        NAME[grp[0][0]] = t
        continue
    for lvl in range(5):
        labels = [t + " (" + ", ".join(x for x in levels(r)[lvl] if x) + ")" for r in grp]
        if len(set(labels)) == len(labels):
            break
    for r, lab in zip(grp, labels):
        NAME[r[0]] = lab
assert len(set(NAME.values())) == len(ROWS)


def nm(row):
    return NAME[row[0]]


# --- value parsers ---------------------------------------------------------------------------------
def brand(row):
    return page_title(row).split(" ")[0]


def gen(row):
    return v(row, "Generation")


def vram(row):  # GB; None for System Shared
    s = v(row, "Memory Size")
    if s == "System Shared":
        return None
    num, unit = s.split(" ")
    x = float(num.replace(",", ""))
    return x / 1024 if unit == "MB" else x


def watts(row, col="TDP"):  # None for 'unknown' / not listed
    s = v(row, col)
    if s in ("", "unknown"):
        return None
    assert s.endswith(" W"), s
    return int(s[:-2].replace(",", ""))


def usd(row):  # launch price in whole dollars; None when not listed
    s = v(row, "Launch Price")
    if not s:
        return None
    assert s.endswith(" USD"), s
    return int(s[:-4].replace(",", ""))


def yr(row):  # 'Dec 1st, 2020' / 'Feb 2022' / '2022' -> year; None for Never Released / Unknown
    s = v(row, "Release Date")
    m = re.search(r"(\d{4})$", s)
    return int(m.group(1)) if m else None


def gbps(row):  # bandwidth in GB/s
    s = v(row, "Bandwidth")
    m = re.fullmatch(r"([\d.]+) (GB|TB)/s", s)
    if not m:
        return None
    return float(m.group(1)) * (1000 if m.group(2) == "TB" else 1)


def boost(row):
    s = v(row, "Boost Clock")
    return int(s.split(" ")[0]) if s else None


def rt_cores(row):
    s = v(row, "RT Cores")
    return int(s) if s else 0


def pick(f):
    out = []
    for row in ROWS:
        try:
            if f(row):
                out.append(row)
        except TypeError:  # a missing value (None) compared: the card is not in the condition
            pass
    return out


def names(rows):
    return [nm(r) for r in rows]


def extreme(rows, key, high=True):  # every row tied for the best value (rows without a value skipped)
    rows = [r for r in rows if key(r) is not None]
    best = (max if high else min)(key(r) for r in rows)
    return [r for r in rows if key(r) == best]


def top3(rows, key, high=True):  # the 3 best plus every row tied with the 3rd
    rows = [r for r in rows if key(r) is not None]
    third = sorted((key(r) for r in rows), reverse=high)[2]
    return [r for r in rows if (key(r) >= third if high else key(r) <= third)]


def the(name):
    rs = [r for r in ROWS if nm(r) == name]
    assert len(rs) == 1, name
    return rs[0]


DESK = {"Single-slot", "Dual-slot", "Triple-slot", "Quad-slot"}
ARC = {"Alchemist(Arc 3)", "Alchemist(Arc 5)", "Alchemist(Arc 7)"}
SUP, INV, MC, CNT, CMP, NA = ("Superlative", "Inverse Queries", "Multi-Condition Queries", "Count", "Comparison",
                             "No Answer")
pcie5 = lambda r: v(r, "Bus Interface").startswith("PCIe 5.0")  # noqa: E731
geforce = lambda r: gen(r).startswith("GeForce")  # noqa: E731

EXPECT = {}  # id -> (category, is_list, rows)
EXPECT["gpu-067"] = (SUP, True, top3(pick(lambda r: gen(r) == "GeForce 30"), usd))
EXPECT["gpu-068"] = (INV, True, pick(lambda r: gen(r) == "Navi II(RX 6000)" and vram(r) != 16))
EXPECT["gpu-069"] = (MC, True, pick(lambda r: geforce(r) and yr(r) >= 2023 and vram(r) >= 12 and 500 <= usd(r) <= 800))
EXPECT["gpu-070"] = (SUP, False, extreme(pick(lambda r: brand(r) == "AMD"), usd))
EXPECT["gpu-071"] = (NA, True, pick(lambda r: v(r, "Slot Width") == "Single-slot" and v(r, "Memory Type") == "GDDR6X"))
EXPECT["gpu-072"] = (MC, True, pick(lambda r: v(r, "Slot Width") in DESK and vram(r) >= 20 and usd(r) < 1000))
EXPECT["gpu-073"] = (INV, True, pick(lambda r: pcie5(r) and brand(r) != "NVIDIA"))
EXPECT["gpu-074"] = (CNT, True, pick(lambda r: gen(r) == "Navi III(RX 7000)" and vram(r) >= 16))
EXPECT["gpu-075"] = (SUP, False, extreme(pick(pcie5), watts, high=False))
EXPECT["gpu-076"] = (MC, True, pick(lambda r: brand(r) == "AMD" and yr(r) >= 2023 and vram(r) >= 12 and usd(r) < 500))
a, b = the("AMD Radeon RX 7800 XT"), the("NVIDIA GeForce RTX 4070")
EXPECT["gpu-077"] = (CMP, False, extreme([a, b], gbps))
EXPECT["gpu-078"] = (INV, True, pick(lambda r: v(r, "Memory Type") == "GDDR6X" and not geforce(r)))
EXPECT["gpu-079"] = (CNT, True, pick(lambda r: brand(r) == "NVIDIA" and yr(r) == 2024))
EXPECT["gpu-080"] = (SUP, False, extreme(pick(lambda r: gen(r) in ARC), boost))
EXPECT["gpu-081"] = (MC, True, pick(lambda r: v(r, "Slot Width") == "Dual-slot" and vram(r) >= 16 and watts(r) <= 200
                                    and usd(r) < 1000))
EXPECT["gpu-082"] = (NA, True, pick(lambda r: gen(r) == "GeForce 16" and rt_cores(r) > 0))

# facts the questions lean on (so a silent change in the raw file or a misreading is caught)
assert gbps(a) == 624.1 and gbps(b) == 504.2  # gpu-077
assert names(EXPECT["gpu-070"][2]) == ["AMD Radeon Pro SSG (Fiji)"] and usd(EXPECT["gpu-070"][2][0]) == 9999
assert sorted(usd(r) for r in EXPECT["gpu-067"][2]) == [1199, 1199, 1499, 1999]  # tie at the 3rd price
assert all(v(r, "Slot Width") for r in ROWS if v(r, "Memory Type") == "GDDR6X")  # gpu-071 is decidable
assert all(not v(r, "RT Cores") for r in ROWS if gen(r).startswith("GeForce 16"))  # gpu-082
assert [boost(r) for r in EXPECT["gpu-080"][2]] == [2400, 2400]

with open(os.path.join(D, "questions.json"), encoding="utf-8") as f:
    QS = json.load(f)
with open(os.path.join(D, "catalog.jsonl"), encoding="utf-8") as f:
    CATALOG_NAMES = {json.loads(line)["name"] for line in f if line.strip()}
assert CATALOG_NAMES == set(NAME.values()), "the naming rule here does not give catalog.jsonl's names"

ids = list(QS)
assert ids == [f"gpu-{i:03d}" for i in range(1, 83)], ids
for i, k in enumerate(ids):
    assert QS[k]["split"] == ("dev" if i % 2 == 0 else "test"), k
fails = 0
for k in ids[66:]:
    cat, is_list, rows = EXPECT[k]
    got, exp = QS[k], names(rows)
    ok = (got["gt_answer_list"] == exp and got["category"] == cat and got["is_list"] is is_list
          and got["objectivity"] == "objective" and set(exp) <= CATALOG_NAMES
          and list(got) == ["question", "category", "is_list", "objectivity", "gt_answer", "gt_answer_list", "split"])
    if cat == CNT:
        ok = ok and got["gt_answer"].startswith(f"{len(exp)} ")
    elif cat == NA:
        ok = ok and exp == []
    else:
        ok = ok and got["gt_answer"] == "; ".join(exp)
    ok = ok and (exp == [] if cat == NA else 1 <= len(exp) <= 40)
    print(("ok  " if ok else "FAIL"), k, got["split"], cat, len(exp), got["question"])
    if not ok:
        fails += 1
        print("   expected:", exp)
        print("   in file: ", got["gt_answer_list"])

# the 66 earlier questions, against the committed file when git can show it
try:
    head = subprocess.run(["git", "show", "HEAD:./questions.json"], cwd=D, capture_output=True, check=True).stdout
    old = json.loads(head)
    same = list(old) == ids[: len(old)] and all(old[k] == QS[k] for k in old)
    print(("ok  " if same else "FAIL"), f"{len(old)} committed questions unchanged")
    fails += 0 if same else 1
except (OSError, subprocess.CalledProcessError, ValueError) as e:
    print("(git not available, committed-file comparison skipped:", e, ")")

assert fails == 0, f"{fails} check(s) failed"
print("all checks pass")
