#!/usr/bin/env bash
# Builds the release binary for one platform with `fyne package`, without
# touching the working tree:
#
#   scripts/package/build.sh linux   OUTDIR   -> OUTDIR/agora-VERSION-linux-amd64.tar.xz
#   scripts/package/build.sh windows OUTDIR   -> OUTDIR/agora-VERSION-windows-amd64.exe
#   scripts/package/build.sh darwin  OUTDIR   -> OUTDIR/Agora.app (on a Mac only)
#
# Why a staging copy: `fyne package` wants FyneApp.toml next to the main
# package (ours sits at the root, main is cmd/agora), and after every
# package it rewrites FyneApp.toml with Details.Build + 1. So the files git
# knows (plus new, not ignored ones) are copied to $STAGE, FyneApp.toml is
# placed in cmd/agora there with the version from VERSION, and fyne works
# on that copy. The repository itself is never written to.
#
# Environment: VERSION (default: the VERSION file), BUILD (build number,
# default 1), STAGE (default OUTDIR/.stage-TARGET), GO (default go).
set -euo pipefail

target=${1:?usage: build.sh linux|windows|darwin OUTDIR}
out=${2:?usage: build.sh linux|windows|darwin OUTDIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
GO=${GO:-go}
version=${VERSION:-$(tr -d '[:space:]' < "$root/VERSION")}
build=${BUILD:-1}
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=${STAGE:-$out/.stage-$target}

# 1. The staging copy.
rm -rf "$stage"
mkdir -p "$stage/src"
(cd "$root" && git ls-files -z --cached --others --exclude-standard \
  | xargs -0 sh -c 'for f; do if [ -e "$f" ]; then printf "%s\0" "$f"; fi; done' sh \
  | tar --null -T - -cf -) | tar -C "$stage/src" -xf -
src=$stage/src
# FyneApp.toml beside main, its icon path made relative to it, the version
# and build number the release carries. (POSIX classes, not \s: the macOS
# job runs this with BSD sed.)
sp='[[:space:]]*'
sed -e "s|^\($sp""Icon$sp=$sp\)\"\(.*\)\"|\1\"../../\2\"|" \
    -e "s|^\($sp""Version$sp=$sp\)\".*\"|\1\"$version\"|" \
    -e "s|^\($sp""Build$sp=$sp\).*|\1$build|" \
    "$src/FyneApp.toml" > "$src/cmd/agora/FyneApp.toml"

# 2. The fyne tool, built for this machine (GOOS may name another below).
(cd "$src" && GOOS= GOARCH= CGO_ENABLED= "$GO" build -o "$stage/fyne" fyne.io/tools/cmd/fyne)

# 3. fyne package. It takes -ldflags from GOFLAGS and adds its own
# (-s -w with --release, -H=windowsgui for Windows).
export GOFLAGS="${GOFLAGS:-} -ldflags=-X=agora/version.Version=$version -ldflags=-X=agora/version.Commit=$commit"
# no_emoji: the app draws no emoji; Fyne's bundled colour emoji font
# would cost memory and size for nothing (the Makefile's GUI_TAGS).
args=(package --release --src . --tags no_emoji --app-version "$version" --app-build "$build")
cd "$src/cmd/agora"
case "$target" in
  linux)
    "$stage/fyne" "${args[@]}" --target linux
    mv Agora.tar.xz "$out/agora-$version-linux-amd64.tar.xz"
    ;;
  windows)
    # fyne's hardening flags (-fstack-protector-strong, _FORTIFY_SOURCE)
    # need mingw's libssp at link time; link its static archive so the .exe
    # does not depend on libssp-0.dll.
    # fyne builds Windows twice (plain, then again with the icon and
    # version resources) and the first build consumes the -ldflags it
    # took from GOFLAGS, so the second would lose -X version. A placeholder
    # --executable skips the first build; the second writes over it.
    : > agora.exe
    GOFLAGS="$GOFLAGS -ldflags=-extldflags=-l:libssp.a" \
    CC=${CC:-x86_64-w64-mingw32-gcc} CGO_ENABLED=1 GOOS=windows GOARCH=amd64 \
      "$stage/fyne" "${args[@]}" --target windows --executable agora.exe
    mv Agora.exe "$out/agora-$version-windows-amd64.exe"
    ;;
  darwin)
    "$stage/fyne" "${args[@]}" --target darwin
    rm -rf "$out/Agora.app"
    mv Agora.app "$out/Agora.app"
    ;;
  *) echo "build.sh: unknown target $target" >&2; exit 2 ;;
esac
rm -rf "$stage"
