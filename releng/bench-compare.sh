#!/usr/bin/env bash
# Compares this working tree's checker with another commit's on the same files, in one run:
#
#   releng/bench-compare.sh [REV] [DIR] [BENCH OPTIONS...]
#
# REV defaults to HEAD~1 (the previous commit), DIR to examples. Builds REV in a temporary git
# worktree with its own ./braid, runs `braid bench DIR` there, then this tree's
# `braid bench --baseline <that table> DIR`: every row shows both times and the ratios, and the
# summary the median and total ratios (see README, "Speed"). Both runs use the same options and
# the same machine; run it on an otherwise idle machine.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
rev=${1:-HEAD~1}
dir=${2:-examples}
shift $(( $# > 2 ? 2 : $# ))
base=$(mktemp -d "${TMPDIR:-/tmp}/braid-base.XXXXXX")
table=$(mktemp "${TMPDIR:-/tmp}/braid-base-table.XXXXXX")
cleanup() {
    git -C "$here" worktree remove --force "$base" >/dev/null 2>&1 || rm -rf "$base"
    rm -f "$table"
}
trap cleanup EXIT

git -C "$here" worktree add --detach "$base" "$rev" >/dev/null
echo "baseline: $(git -C "$base" log -1 --format='%h %s' | cut -c1-100)" >&2
(cd "$base" && ./braid bench "$@" "$here/$dir") >"$table"
echo "this tree: $(git -C "$here" log -1 --format='%h %s' | cut -c1-80)$(git -C "$here" diff --quiet || echo ' + uncommitted changes')" >&2
cd "$here" && ./braid bench --baseline "$table" "$@" "$dir"
