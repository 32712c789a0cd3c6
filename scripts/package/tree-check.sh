#!/usr/bin/env bash
# Makes sure packaging leaves the working tree as it found it (fyne
# package is known to rewrite FyneApp.toml, and drops build files next to
# main when it runs in place).
#
#   scripts/package/tree-check.sh snapshot FILE   record the tree's state
#   scripts/package/tree-check.sh compare FILE    fail if it changed since
#   scripts/package/tree-check.sh clean           fail unless git status is empty (CI)
set -euo pipefail
cd "$(dirname "$0")/../.."

state() {
  # Every changed or untracked path with the hash of its content, so an
  # edit to an already modified file counts too.
  git status --porcelain=v1 --untracked-files=all -z | tr '\0' '\n' | sed '/^$/d' | sort |
    while IFS= read -r line; do
      path=${line:3}
      if [ -f "$path" ]; then
        printf '%s %s\n' "$line" "$(sha256sum < "$path" | cut -c1-16)"
      else
        printf '%s\n' "$line"
      fi
    done
}

case "${1:-}" in
  snapshot)
    mkdir -p "$(dirname "$2")"
    state > "$2"
    ;;
  compare)
    if ! diff -u "$2" <(state) > "$2.diff"; then
      echo "tree-check: packaging changed the working tree:" >&2
      cat "$2.diff" >&2
      exit 1
    fi
    rm -f "$2.diff"
    echo "tree-check: working tree unchanged by packaging"
    ;;
  clean)
    if [ -n "$(git status --porcelain --untracked-files=all)" ]; then
      echo "tree-check: the working tree is not clean:" >&2
      git status --short >&2
      exit 1
    fi
    echo "tree-check: working tree clean"
    ;;
  *) echo "usage: tree-check.sh snapshot FILE | compare FILE | clean" >&2; exit 2 ;;
esac
