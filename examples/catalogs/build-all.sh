#!/usr/bin/env bash
# Builds and evaluates every development catalog under examples/catalogs/.
#
#   examples/catalogs/build-all.sh [--convert] [--bin PATH] [--out DIR] [--systems LIST] [CATALOG...]
#
#   --convert   re-run convert.py and gold.py first and fail if catalog.jsonl / questions.json
#               change (they are committed; the scripts must reproduce them byte for byte)
#   --bin       the dualgraph binary (default target/release/dualgraph; built if missing)
#   --out       where bundles and eval results go (default .bench/catalogs)
#   --systems   systems for `dualgraph eval` (default compiler,router>tkg)
#   --keep-going  go on with the next catalog after a failure (still exits non-zero at the end)
#   --write-baselines  record each catalog's router>tkg F1 as <name>/eval-baseline.json (and
#               <name>/eval-conversations-baseline.json for its conversations.json)
#
# Regression gate: where <name>/eval-baseline.json exists, `dualgraph eval --baseline` fails the
# catalog when router>tkg normalized F1 drops more than 0.02 below it (scripts/test runs this).
#
# For each catalog: `dualgraph build` (fails on any invalid record), `dualgraph eval --no-cache`
# (and on conversations.json when present: every turn with the previous answer's state),
# then summarize.py prints F1 strict/normalized, answered rate and precision on answered, per
# split (dev/test/all), into DIR/<name>/summary.md and summary.json. Exits non-zero on the first
# failure (with --keep-going: after all catalogs, listing the failed ones). Offline: no LLM, no
# network.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/examples/catalogs"
bin="$root/target/release/dualgraph"
out="$root/.bench/catalogs"
systems="compiler,router>tkg"
convert=0
keep_going=0
write_baselines=0
failed=()
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --convert) convert=1 ;;
    --keep-going) keep_going=1 ;;
    --write-baselines) write_baselines=1 ;;
    --bin) bin="$2"; shift ;;
    --out) out="$2"; shift ;;
    --systems) systems="$2"; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) names+=("$1") ;;
  esac
  shift
done
if [ ${#names[@]} -eq 0 ]; then
  for d in "$here"/*/; do
    [ -f "$d/catalog.jsonl" ] && [ -f "$d/questions.json" ] && names+=("$(basename "$d")")
  done
fi
if [ ! -x "$bin" ]; then
  (cd "$root" && cargo build --release -p dualgraph-cli)
fi
mkdir -p "$out"

one() {
  local name="$1" dir="$here/$1"
  echo "== $name"
  if [ "$convert" = 1 ]; then
    tmp="$(mktemp -d)"
    cp "$dir/catalog.jsonl" "$tmp/catalog.jsonl"
    cp "$dir/questions.json" "$tmp/questions.json"
    (cd "$dir" && python3 convert.py >/dev/null && python3 gold.py >/dev/null) || return 1
    local bad=0
    cmp -s "$tmp/catalog.jsonl" "$dir/catalog.jsonl" || { echo "$name: convert.py does not reproduce catalog.jsonl" >&2; bad=1; }
    cmp -s "$tmp/questions.json" "$dir/questions.json" || { echo "$name: gold.py does not reproduce questions.json" >&2; bad=1; }
    cp "$tmp/catalog.jsonl" "$tmp/questions.json" "$dir/"  # leave the committed files as they were
    if [ -f "$dir/conversations.py" ]; then
      cp "$dir/conversations.json" "$tmp/conversations.json"
      (cd "$dir" && python3 conversations.py >/dev/null) || return 1
      cmp -s "$tmp/conversations.json" "$dir/conversations.json" \
        || { echo "$name: conversations.py does not reproduce conversations.json" >&2; bad=1; }
      cp "$tmp/conversations.json" "$dir/"
    fi
    rm -rf "$tmp"
    [ "$bad" = 0 ] || return 1
  fi
  mkdir -p "$out/$name"
  "$bin" build "$dir/catalog.jsonl" -o "$out/$name/catalog.dgb" > "$out/$name/build.txt" 2>&1 \
    || { tail -5 "$out/$name/build.txt" >&2; return 1; }
  local gate=()
  if [ "$write_baselines" = 1 ]; then
    gate=(--write-baseline "$dir/eval-baseline.json")
  elif [ -f "$dir/eval-baseline.json" ]; then
    gate=(--baseline "$dir/eval-baseline.json")
  fi
  "$bin" eval "$out/$name/catalog.dgb" "$dir/questions.json" --systems "$systems" --no-cache \
    --out "$out/$name/eval" "${gate[@]}" > "$out/$name/eval.txt" 2>&1 || { cat "$out/$name/eval.txt" >&2; return 1; }
  grep -E "^(gate|baseline):" "$out/$name/eval.txt" || true
  python3 "$here/summarize.py" "$dir/questions.json" "$out/$name/eval/results.json" \
    --json "$out/$name/summary.json" --by-category > "$out/$name/summary.md" || return 1
  cat "$out/$name/summary.md"
  # Conversations: each turn asked with the state of the previous answer.
  if [ -f "$dir/conversations.json" ]; then
    local cgate=()
    if [ "$write_baselines" = 1 ]; then
      cgate=(--write-baseline "$dir/eval-conversations-baseline.json")
    elif [ -f "$dir/eval-conversations-baseline.json" ]; then
      cgate=(--baseline "$dir/eval-conversations-baseline.json")
    fi
    "$bin" eval "$out/$name/catalog.dgb" "$dir/conversations.json" --systems "router>tkg" --no-cache \
      --out "$out/$name/conversations" "${cgate[@]}" > "$out/$name/conversations.txt" 2>&1 \
      || { cat "$out/$name/conversations.txt" >&2; return 1; }
    grep -E "^(gate|baseline):" "$out/$name/conversations.txt" | sed 's/^/conversations /' || true
    python3 "$here/summarize.py" "$dir/conversations.json" "$out/$name/conversations/results.json" \
      --json "$out/$name/conversations-summary.json" --by-category > "$out/$name/conversations-summary.md" || return 1
    cat "$out/$name/conversations-summary.md"
  fi
}

for name in "${names[@]}"; do
  if [ "$keep_going" = 1 ]; then
    one "$name" || { echo "FAILED: $name" >&2; failed+=("$name"); }
  else
    one "$name"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed catalogs: ${failed[*]}" >&2
  exit 1
fi
