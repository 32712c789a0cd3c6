#!/usr/bin/env bash
# Builds the Debian package from the Linux archive `fyne package` made:
#
#   scripts/package/deb.sh dist/agora-VERSION-linux-amd64.tar.xz dist
#     -> dist/agora_VERSION_amd64.deb
#
# It installs /usr/bin/agora, the .desktop entry, the icon at every hicolor
# size plus the SVG, AppStream metadata and the copyright file. Depends is
# what dpkg-shlibdeps finds in the binary plus the libraries GLFW opens at
# run time with dlopen (which no tool can see).
#
# Environment: VERSION (default: the VERSION file), MAINTAINER,
# SOURCE_DATE_EPOCH (default: the last commit's time, for the dates and
# file times inside the package).
set -euo pipefail

tarball=${1:?usage: deb.sh LINUX-TAR.XZ OUTDIR}
out=${2:?usage: deb.sh LINUX-TAR.XZ OUTDIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
version=${VERSION:-$(tr -d '[:space:]' < "$root/VERSION")}
maintainer=${MAINTAINER:-Agora maintainers <maintainers@agora.invalid>}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
id=org.agora.table
# GLFW 3.4 opens these with dlopen, so neither ldd nor dpkg-shlibdeps sees
# them (the binary links only libGL, libwayland-client, libm and libc):
# Xlib and its extensions for the X11 backend, xkbcommon, the Wayland
# helpers and EGL for the Wayland one. `strings bin/agora | grep '^lib.*\.so'`
# lists them; Vulkan, OSMesa and GLES are fallbacks it can do without.
dlopened="libx11-6, libxcursor1, libxrandr2, libxinerama1, libxi6, libxxf86vm1, libxext6, libxrender1, libx11-xcb1, libxkbcommon0, libwayland-client0, libwayland-cursor0, libwayland-egl1, libegl1"
# Fyne's OS integration works without these but is better with them.
recommends="libdecor-0-0, xdg-utils"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/x" && tar -C "$tmp/x" -xJf "$tarball"
bin=$(find "$tmp/x" -path '*/bin/agora' -type f | head -1)
desktop=$(find "$tmp/x" -name "$id.desktop" -type f | head -1)
[ -n "$bin" ] && [ -n "$desktop" ] || { echo "deb.sh: no bin/agora or $id.desktop in $tarball" >&2; exit 1; }

pkg=$tmp/pkg
install -Dm755 "$bin" "$pkg/usr/bin/agora"
# fyne writes a Keywords=fyne; default and a blank line or two; keep the
# rest of its entry as is.
install -d "$pkg/usr/share/applications"
grep -v '^$' "$desktop" > "$pkg/usr/share/applications/$id.desktop"
chmod 644 "$pkg/usr/share/applications/$id.desktop"
(cd "$root" && go run ./scripts/package/icons -svg assets/icon.svg -name "$id" -out "$pkg/usr/share/icons/hicolor")
date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
install -d "$pkg/usr/share/metainfo"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$date/" "$root/scripts/package/linux/$id.metainfo.xml" \
  > "$pkg/usr/share/metainfo/$id.metainfo.xml"
install -d "$pkg/usr/share/doc/agora"
cat > "$pkg/usr/share/doc/agora/copyright" <<COPY
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Agora
Comment: An unofficial fan project. 7 Wonders belongs to Repos Production
 and Dale of Merchants to Snowdale Design; Agora ships none of their artwork.

Files: *
Copyright: the Agora authors
License: all-rights-reserved
 No licence has been chosen yet; all rights reserved by the authors.
COPY
printf 'agora (%s) stable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$(date -u -R -d "@$SOURCE_DATE_EPOCH")" \
  | gzip -9n > "$pkg/usr/share/doc/agora/changelog.gz"
find "$pkg" -type d -exec chmod 755 {} +
find "$pkg" -type f ! -path '*/usr/bin/*' -exec chmod 644 {} +

# Depends: the linked libraries, as dpkg-shlibdeps maps them.
mkdir -p "$tmp/shlib/debian"
printf 'Source: agora\n\nPackage: agora\nArchitecture: any\n' > "$tmp/shlib/debian/control"
linked=$(cd "$tmp/shlib" && dpkg-shlibdeps -O -e "$pkg/usr/bin/agora" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$linked" ] || { echo "deb.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }
# The sound cues (oto) link ALSA, so dpkg-shlibdeps lists libasound2
# (libasound2t64 on newer releases); without it the table would be mute.
grep -q 'libasound2' <<< "$linked" || { echo "deb.sh: the binary does not link ALSA (libasound2)" >&2; exit 1; }

# One entry per package: the versioned one from dpkg-shlibdeps wins.
depends=$linked
IFS=, read -ra extra <<< "$dlopened"
for d in "${extra[@]}"; do
  d=${d// /}
  grep -qE "(^|, )$d( |,|$)" <<< "$depends" || depends="$depends, $d"
done

size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
desc=$(sed -n 's/^Description = "\(.*\)"/\1/p' "$root/FyneApp.toml")
install -d "$pkg/DEBIAN"
{
  echo "Package: agora"
  echo "Version: $version"
  echo "Architecture: amd64"
  echo "Maintainer: $maintainer"
  echo "Installed-Size: $size"
  echo "Depends: $depends"
  echo "Recommends: $recommends"
  echo "Section: games"
  echo "Priority: optional"
  echo "Description: board game table for 7 Wonders and Dale of Merchants 2"
  echo "$desc" | fold -s -w 72 | sed 's/ *$//; s/^/ /'
} > "$pkg/DEBIAN/control"

mkdir -p "$out"
deb="$out/agora_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb"
