#!/usr/bin/env python3
"""Cuts raw_sainsburys_breakfast_2016.jsonl out of the upstream scrape (nacnudus/food: the product
pages of Sainsbury's online grocery shop, sainsburys.co.uk, saved as rendered HTML near Easter 2016).

Which products: every product linked from one of the shop's breakfast shelf pages kept in the
repository's `shelves/` folder under `food-cupboard` whose shelf name contains "cereal", "porridge",
"granola", "muesli" or the shop's spelling "museli" (26 shelf pages: all cereals, kids cereals,
granola & crisp, muesli, porridge, cereal bars, breakfast biscuits, ...), identified by the last
segment of the link, whose page is in `items/` (all 510 are) and is a product page: 21 saved pages
are the shop's "Error 404 - File Not Found" page (every slug with an accented letter, `nestl%C3%A9-…`,
`n%C3%A1kd-…`, was requested double-encoded) and are left out, so 489 products. Shelf pages list at
most 100 products, so the big "all cereals" shelf is cut at 100 there; the other shelves fill most
of it.

What is kept, per page, verbatim (whitespace collapsed, HTML entities decoded, no other change):
the page title (h1), "Item code", the two price lines (`£1.45/unit`, `£0.19/100g`), and the text of
the product information tab ("Information", up to "Important Information"), as sections by heading
(`Description`, `Nutrition`, `Ingredients`, `Dietary Information`, `Size`, ...), each a list of
text lines (one per <p> / <li>) plus its tables as rows of cell texts. The traffic-light summary
block ("lozenges") repeats the table and is skipped, and so are the Manufacturer, Storage and
Packaging sections (addresses and storage notes, not used; they keep the file small). Plus the shelves the product was found on.
Deterministic: products sorted by page slug, fixed key order.
Usage: python3 sample.py MIRROR_GIT_DIR [OUT.jsonl]   (a clone of nacnudus/food, any work tree or bare)
"""
import html
import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
SHELF = re.compile(r"cereal|porridge|granola|muesli|museli", re.I)
DROP = {"Manufacturer", "Storage", "Packaging"}  # addresses, storage and packaging notes: not used
VOID = {"br", "img", "input", "hr", "meta", "link", "area", "base", "col", "wbr", "source", "param", "embed"}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, check=True).stdout


def clean(s):
    return " ".join(html.unescape(s).split())


class Info(HTMLParser):
    """Collects sections (heading -> lines, tables) of the product information tab."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.sections = []
        self.skip = 0          # depth inside the lozenge summary
        self.stack = []
        self.buf = None        # text of the current <p>/<li>/<h3>/<th>/<td>
        self.kind = None
        self.table = None
        self.row = None

    def cur(self):
        if not self.sections:
            self.sections.append({"heading": "", "lines": [], "tables": []})
        return self.sections[-1]

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class") or ""
        if tag in VOID:
            if tag == "br" and self.buf is not None:
                self.buf.append(" ")
            return
        self.stack.append((tag, cls))
        if self.skip:
            self.skip += 1
            return
        if "nutritionalContentSummary" in cls:
            self.skip = 1
            return
        if tag == "table":
            self.table = []
        elif tag == "tr" and self.table is not None:
            self.row = []
        elif tag in ("th", "td") and self.row is not None:
            self.buf, self.kind = [], tag
        elif tag == "h3" and self.table is None:
            self.buf, self.kind = [], "h3"
        elif tag in ("p", "li") and self.table is None and self.buf is None:
            self.buf, self.kind = [], tag

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        # pop to the matching tag (tolerates unclosed children)
        while self.stack:
            t, _ = self.stack.pop()
            if self.skip:
                self.skip -= 1
            if t == tag:
                break
        if self.skip:
            return
        if tag in ("th", "td") and self.kind == tag and self.row is not None:
            self.row.append(clean("".join(self.buf)))
            self.buf = self.kind = None
        elif tag == "tr" and self.row is not None:
            if self.table is not None and self.row:
                self.table.append(self.row)
            self.row = None
        elif tag == "table" and self.table is not None:
            if self.table:
                self.cur()["tables"].append(self.table)
            self.table = None
        elif tag == "h3" and self.kind == "h3":
            self.sections.append({"heading": clean("".join(self.buf)), "lines": [], "tables": []})
            self.buf = self.kind = None
        elif tag in ("p", "li") and self.kind == tag:
            text = clean("".join(self.buf))
            if text:
                self.cur()["lines"].append(text)
            self.buf = self.kind = None

    def handle_data(self, data):
        if self.buf is not None and not self.skip:
            self.buf.append(data)


def page(raw):
    s = raw.decode("utf-8", "replace")
    s = re.sub(r"<script\b.*?</script>", "", s, flags=re.S | re.I)
    s = re.sub(r"<!--.*?-->", "", s, flags=re.S)
    name = re.search(r'<div class="productTitleDescriptionContainer">\s*<h1>(.*?)</h1>', s, re.S)
    unit = re.search(r'<p class="pricePerUnit">(.*?)</p>', s, re.S)
    measure = re.search(r'<p class="pricePerMeasure">(.*?)</p>', s, re.S)
    code = re.search(r'<p class="itemCode">\s*Item code:\s*(\d+)', s)
    start = s.find('id="information"')
    end = s.find("Important Information", start)
    p = Info()
    p.feed(s[s.find(">", start) + 1:end])
    p.close()
    strip = lambda m: clean(re.sub(r"<[^>]+>", "", m.group(1))) if m else ""
    sections = [x for x in p.sections if (x["heading"] or x["lines"] or x["tables"]) and x["heading"] not in DROP]
    return {
        "name": strip(name),
        "item_code": code.group(1) if code else "",
        "price_per_unit": strip(unit),
        "price_per_measure": strip(measure),
        "sections": sections,
    }


def main():
    repo = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_sainsburys_breakfast_2016.jsonl")
    names = git(repo, "ls-tree", "-r", "--name-only", "HEAD", "shelves/").decode().split("\n")
    items = set(git(repo, "ls-tree", "-r", "--name-only", "HEAD", "items/").decode().split("\n"))
    shelves = {}
    for n in sorted(names):
        parts = n.split("|")
        if len(parts) < 3 or parts[1] != "food-cupboard" or not SHELF.search(parts[2]):
            continue
        shelf = re.sub(r"(\?pageSize=100)?\.html$", "", parts[2])
        s = git(repo, "show", "HEAD:" + n).decode("utf-8", "replace")
        for u in re.findall(r'class="productNameAndPromotions".*?<a href="([^"]+)"', s, flags=re.S):
            slug = u.strip().rstrip("/").split("/")[-1]
            shelves.setdefault(slug, set()).add(shelf)
    rows = []
    for slug in sorted(shelves):
        path = f"items/groceries|{slug}.html"
        if path not in items:
            continue
        rec = {"slug": slug, "url": f"http://www.sainsburys.co.uk/shop/gb/groceries/{slug}",
               "shelves": sorted(shelves[slug])}
        rec.update(page(git(repo, "show", "HEAD:" + path)))
        if not rec["name"]:  # the saved page is the shop's "Error 404 - File Not Found" page
            continue
        rows.append(rec)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} of {len(shelves)} linked products -> {out}")


if __name__ == "__main__":
    main()
