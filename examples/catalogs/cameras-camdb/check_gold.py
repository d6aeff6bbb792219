#!/usr/bin/env python3
"""Independent recomputation of hw-051..hw-066 from the raw CSV (stdlib only; no gold.py/convert.py)."""
import csv, json, re, sys
D = "/work/main/examples/catalogs/cameras-camdb/"
rows = list(csv.DictReader(open(D + "raw_camera_data_2012-2024.csv", encoding="utf-8", newline="")))
assert len(rows) == 821

def c(r, col): return re.sub(r"\s+", " ", r[col]).strip()
def nm(r): return c(r, "Brand") + " " + c(r, "Model")
def yr(r): return int(c(r, "Year"))
def megapix(r):
    v = c(r, "Megapixels") or c(r, "Effective megapixels")
    return float(v)
def grams(r):
    v = c(r, "Weight")
    if not v: return None
    assert v.endswith(" g") or v.endswith("g"), v
    return float(v.rstrip("g").strip())
def cropf(r): return float(c(r, "Crop factor"))
def is_ff(r): return cropf(r) <= 1.05
def is_apsc(r): return 1.5 <= cropf(r) <= 1.7
def is_m43(r): return c(r, "Sensor size").split(" (")[0] == "Four Thirds"
def is_1in(r):
    ss = c(r, "Sensor size")
    return ss.startswith('1"') or ss == "13.2 x 8.8 mm"
def vwidth(r):
    v = c(r, "Max. video resolution")
    if not v: return None
    w = v.replace("×", "x").split("x")[0].strip()
    return int(w) if w.isdigit() else None
def has4k(r): return (vwidth(r) or 0) >= 3840
def builtin_evf(r):
    v = c(r, "Viewfinder")
    return "Electronic" in v and v != "Electronic (optional)"
def zoomx(r):
    oz = c(r, "Optical zoom")
    if oz.endswith("x"):
        try: return float(oz[:-1])
        except ValueError: pass
    fl = c(r, "Focal length (35mm equiv.)")
    if fl:
        parts = fl.replace("mm", "").split("-")
        nums = [float(p) for p in parts if p.strip()]
        return max(nums) / min(nums)
    return None
def shutter(r):
    v = c(r, "Max. shutter speed")
    if v.startswith("1/") and v.endswith(" sec"):
        return int(v[2:-4])
    return None

def sel(f): return [nm(r) for r in rows if f(r)]
def best(cands, key, hi=True):
    cands = [r for r in cands if key(r) is not None]
    b = (max if hi else min)(key(r) for r in cands)
    return [nm(r) for r in cands if key(r) == b]
def top3(cands, key):
    cands = [r for r in cands if key(r) is not None]
    vals = sorted((key(r) for r in cands), reverse=True)
    cut = vals[2]
    return [nm(r) for r in cands if key(r) >= cut]

G = {}
G["hw-051"] = best([r for r in rows if c(r, "Brand") == "Panasonic"], yr)
G["hw-052"] = top3(rows, zoomx)
G["hw-053"] = best([r for r in rows if is_m43(r)], grams, hi=False)
G["hw-054"] = best([r for r in rows if c(r, "Brand") == "Canon"], zoomx)
G["hw-055"] = best(rows, shutter)
G["hw-056"] = sel(lambda r: is_1in(r) and c(r, "Brand") != "Sony")
G["hw-057"] = sel(lambda r: is_m43(r) and c(r, "Brand") not in {"Olympus", "Panasonic"})
G["hw-058"] = sel(lambda r: is_ff(r) and yr(r) >= 2016 and not builtin_evf(r))
G["hw-059"] = sel(lambda r: yr(r) >= 2020 and c(r, "USB") != "" and "USB 3" not in c(r, "USB"))
G["hw-060"] = sel(lambda r: c(r, "Brand") == "Fujifilm" and is_ff(r))
G["hw-061"] = sel(lambda r: is_1in(r) and (zoomx(r) or 0) >= 30)
G["hw-062"] = sel(lambda r: is_apsc(r) and grams(r) is not None and grams(r) < 200)
G["hw-063"] = sel(lambda r: yr(r) >= 2018 and megapix(r) >= 20 and grams(r) is not None and grams(r) < 400)
G["hw-064"] = sel(lambda r: (zoomx(r) or 0) >= 40 and grams(r) is not None and grams(r) < 600 and yr(r) >= 2015)
G["hw-065"] = sel(lambda r: is_apsc(r) and has4k(r) and grams(r) is not None and 300 <= grams(r) <= 500)
G["hw-066"] = sel(lambda r: c(r, "Brand") == "Sony" and has4k(r) and 2016 <= yr(r) <= 2019)

Q = json.load(open(D + "questions.json", encoding="utf-8"))
bad = 0
for k, v in G.items():
    g = Q[k]["gt_answer_list"]
    ok = g == v
    bad += not ok
    print(k, "OK " if ok else "DIFF", len(v), Q[k]["category"], "|", Q[k]["question"])
    if not ok:
        print("   only gold.py:", sorted(set(g) - set(v)), " only check:", sorted(set(v) - set(g)), " order differs:", set(g) == set(v))
sys.exit(1 if bad else 0)
