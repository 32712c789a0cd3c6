#!/usr/bin/env bash
# Brings the card pictures in: game-icons.net's set, as packaged by Iconify
# (npm @iconify-json/game-icons, pinned below), cut down to the icons the
# manifests assets/pictures/*.json name (item key -> icon name).
#
#   scripts/pictures.sh               extract: write assets/pictures/icons/<name>.svg
#                                     for every icon a manifest names, remove the
#                                     others, rewrite assets/pictures/LICENSE.md
#   scripts/pictures.sh --search RE   list the set's icon names matching RE (to choose)
#
# PICTURES_PACKAGE=/path/to/unpacked/package reuses an unpacked package instead
# of running npm pack. Only this script needs npm and node: the extracted SVGs
# are committed, and the build and tests read them alone.
set -euo pipefail

VERSION=1.2.4
PACKAGE="@iconify-json/game-icons@$VERSION"
root=$(cd "$(dirname "$0")/.." && pwd)

pkg=${PICTURES_PACKAGE:-}
if [[ -z "$pkg" ]]; then
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	(cd "$tmp" && npm pack --silent "$PACKAGE" >/dev/null && tar xzf ./*.tgz)
	pkg="$tmp/package"
fi

version=$(node -p 'require(process.argv[1]).version' "$pkg/package.json")
if [[ "$version" != "$VERSION" ]]; then
	echo "pictures: package is $version, want $VERSION" >&2
	exit 1
fi

if [[ "${1:-}" == "--search" ]]; then
	node -e '
const set = require(process.argv[1] + "/icons.json");
const re = new RegExp(process.argv[2]);
for (const name of [...Object.keys(set.icons), ...Object.keys(set.aliases || {})].sort())
	if (re.test(name)) console.log(name);
' "$pkg" "${2:?pattern}"
	exit 0
fi

node "$root/scripts/pictures/extract.js" "$pkg" "$root/assets/pictures" "$VERSION"
