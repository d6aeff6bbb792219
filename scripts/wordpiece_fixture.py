#!/usr/bin/env python3
"""Writes tests/fixtures/wordpiece.json: test strings and the token ids HF `tokenizers` gives
them (no special tokens), the reference the Rust WordPiece tokenizer is compared against.

    python3 -m venv .venv && .venv/bin/pip install tokenizers
    .venv/bin/python scripts/wordpiece_fixture.py <model-dir>/tokenizer.json examples/demo/catalog.jsonl

Strings: hand-written edge cases (accents, CJK, Hangul, invisible format characters, controls,
punctuation of many scripts, over-long words, emoji) plus every sentence of the catalog's
prose and every product name and spec value.
"""
import json
import re
import sys

from tokenizers import Tokenizer

EDGE = [
    "", " ", "Hello, World!", "HELLO world", "don't stop-believing...", "e-mail: a.b@c.example?",
    "Café déjà vu — naïve façade, Ångström, Straße, İstanbul, ÆØÅ æøå, Œuvre",
    "Ελληνικά κείμενα με τόνους", "Русский ТЕКСТ ёЁ", "עברית ועוד", "العربية والكتابة",
    "हिन्दी भाषा", "ไทยภาษา", "中文字符测试", "日本語のテキスト、カタカナ。", "한국어 텍스트 갤럭시",
    "混合 mixed 文字 text", "ｆｕｌｌｗｉｄｔｈ　ＡＢＣ１２３", "zero\u200bwidth\u200djoiner\u200cnon", "soft\u00adhyphen",
    "bidi\u202emark\u202c text\u2066iso\u2069", "bom\ufeffinside", "tab\tnew\nline\rcr\x0bvt\x0cff", "ctrl\x01\x02\x7f\x9f chars",
    "nul\x00byte", "replacement\ufffdchar", "private\ue000use", "emoji 😀👍🏽 🇬🇧 ❤️", "math ∑ ≤ ≥ ± × ÷ √ ∞",
    "currency $5 £4.99 €3,50 ¥100 ₹20", "quotes “curly” ‘single’ «guillemets» „low“", "dashes – — ‑ ‒ ―",
    "brackets (a) [b] {c} <d> 〈e〉 【f】", "ellipsis… bullet • middot · dagger †", "under_score and back\\slash | pipe ~ tilde ^ caret `tick`",
    "numbers 3.14 1,000,000 6.2\" 120Hz 5G 4K@60fps", "UE46ES6710S S25 FE Galaxy-Tab A9+", "#hashtag @mention 50% off!!!",
    "a" * 99, "b" * 100, "c" * 101, "pneumonoultramicroscopicsilicovolcanoconiosis", "supercalifragilisticexpialidocious",
    "x" + "\u0301" * 3 + "y", "combining e\u0301 vs é", "ﬁ ligature ﬂ", "Ⅻ roman numeral ① circled", "ǅ titlecase ǈ",
    "ß ẞ ſ", "Ǆ DŽ", "İİ ıI", "ΣΑΣ σας", "ﾊﾝｶｸ half-width katakana", "𝐁𝐨𝐥𝐝 math alphanumerics", "𠀀 CJK ext B 𪜀",
    "\u3000ideographic space", "non\u00a0breaking\u2009thin\u202fnarrow", "word\u2028line\u2029para", "tag\U000e0041chars",
    "unassigned\u0378\u0890here", "variation\ufe0fselector", "kana ｶﾞ", "Hangul jamo 각", "갃 똠 힣 가",
    "[CLS] [SEP] [MASK] [UNK] [PAD]", "##hash prefix", "ok?!.,;:", "1st 2nd 3rd 10th", "U.S.A. e.g. i.e.",
]


def sentences(catalog_path):
    out = []
    for line in open(catalog_path, encoding="utf-8"):
        line = line.strip()
        if not line:
            continue
        rec = json.loads(line)
        for key in ("name", "title", "range"):
            if isinstance(rec.get(key), str):
                out.append(rec[key])
        specs = rec.get("specs") or []
        pairs = specs.items() if isinstance(specs, dict) else ((s.get("entry", ""), s.get("value", "")) for s in specs)
        out.extend(f"{entry}: {value}" for entry, value in pairs)
        for key in ("text", "markdown"):
            if isinstance(rec.get(key), str):
                out.extend(s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", rec[key]) if s.strip())
    seen, unique = set(), []
    for s in out:
        if s not in seen:
            seen.add(s)
            unique.append(s)
    return unique


def main():
    tok = Tokenizer.from_file(sys.argv[1])
    tok.no_truncation()
    tok.no_padding()
    texts = EDGE + sentences(sys.argv[2])
    cases = [{"text": t, "ids": tok.encode(t, add_special_tokens=False).ids} for t in texts]
    source = "HF tokenizers " + __import__("tokenizers").__version__ + ", all-MiniLM-L6-v2 (bert-base-uncased vocab)"
    lines = ",\n".join(json.dumps(c, ensure_ascii=False) for c in cases)
    with open("tests/fixtures/wordpiece.json", "w", encoding="utf-8") as f:
        f.write('{"tokenizer": ' + json.dumps(source) + ',\n"cases": [\n' + lines + "\n]}\n")
    print(f"{len(cases)} cases")


if __name__ == "__main__":
    main()
