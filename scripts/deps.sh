#!/usr/bin/env bash
# Checks the Debian/Ubuntu packages Agora's builds need and installs the
# missing ones with apt when it can (as root, or with password-less sudo);
# otherwise it prints exactly what to install and fails.
#
#   scripts/deps.sh          what the desktop build (cgo, OpenGL, X11, Wayland, ALSA) needs
#   scripts/deps.sh shots    that, plus what `make screenshot` needs (Xvfb, ImageMagick)
#   scripts/deps.sh windows  that, plus the Windows cross-compiler and NSIS
#   scripts/deps.sh dist     everything `make dist` needs: the Windows set plus
#                            dpkg-dev (dpkg-shlibdeps for the .deb) and xz
set -euo pipefail

packages=(gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev libasound2-dev)
case "${1:-}" in
  "") ;;
  shots) packages+=(xvfb imagemagick x11-utils xdotool fonts-dejavu-core) ;;
  windows) packages+=(gcc-mingw-w64-x86-64 nsis) ;;
  dist) packages+=(gcc-mingw-w64-x86-64 nsis dpkg-dev xz-utils) ;;
  *) echo "deps.sh: unknown set '$1' (use: shots, windows, dist)" >&2; exit 2 ;;
esac

if ! command -v go >/dev/null; then
  echo "deps.sh: Go is not installed; install Go 1.26 or newer from go.dev/dl" >&2
  exit 1
fi
if ! command -v dpkg-query >/dev/null; then
  echo "deps.sh: not a Debian-based system; install the equivalents of: ${packages[*]}" >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps.sh: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  apt=(apt-get)
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  apt=(sudo apt-get)
else
  echo "deps.sh: missing packages; run: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${apt[@]}" update -qq
"${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
