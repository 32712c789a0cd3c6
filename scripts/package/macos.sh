#!/usr/bin/env bash
# Builds Agora.app as a universal (arm64 + x86_64) bundle and a .dmg. Runs
# on macOS only (the release workflow's macOS job): Apple's linker, lipo,
# codesign and hdiutil have no Linux equivalents we can rely on.
#
#   scripts/package/macos.sh OUTDIR  -> OUTDIR/agora-VERSION-macos-universal.dmg
#
# Signing and notarization (docs/packaging.md) happen when the environment
# names an identity:
#   AGORA_MACOS_IDENTITY   "Developer ID Application: Name (TEAMID)"; without
#                          it the app is signed ad hoc ("-"), which Apple
#                          Silicon requires and Gatekeeper warns about
#   AGORA_NOTARY_PROFILE   a notarytool keychain profile (xcrun notarytool
#                          store-credentials); with it the .dmg is notarized
#                          and the ticket stapled
set -euo pipefail

out=${1:?usage: macos.sh OUTDIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
version=${VERSION:-$(tr -d '[:space:]' < "$root/VERSION")}
[ "$(uname -s)" = Darwin ] || { echo "macos.sh: needs macOS" >&2; exit 1; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$out/.macos
rm -rf "$work"

# One fyne package per architecture (each gets fyne's metadata and icon),
# then one bundle whose executable holds both.
for arch in arm64 amd64; do
  GOARCH=$arch CGO_ENABLED=1 "$root/scripts/package/build.sh" darwin "$work/$arch"
done
app=$out/Agora.app
rm -rf "$app"
cp -R "$work/arm64/Agora.app" "$app"
exe=$(/usr/libexec/PlistBuddy -c 'Print :CFBundleExecutable' "$app/Contents/Info.plist")
lipo -create -output "$app/Contents/MacOS/$exe" \
  "$work/arm64/Agora.app/Contents/MacOS/$exe" "$work/amd64/Agora.app/Contents/MacOS/$exe"
lipo -info "$app/Contents/MacOS/$exe"

# What fyne's Info.plist template leaves empty or too old: the App Store
# category, the oldest macOS Go still supports, the copyright line.
plist=$app/Contents/Info.plist
plutil -replace LSApplicationCategoryType -string public.app-category.board-games "$plist"
plutil -replace LSMinimumSystemVersion -string 12.0 "$plist"
plutil -replace NSHumanReadableCopyright -string "© the Agora authors" "$plist"
plutil -lint "$plist"

identity=${AGORA_MACOS_IDENTITY:--}
sign=(codesign --force --timestamp --options runtime --sign "$identity")
[ "$identity" = - ] && sign=(codesign --force --sign -)
"${sign[@]}" "$app"
codesign --verify --strict --verbose=2 "$app"

# The disk image: the app and a link to /Applications to drag it onto.
dmg=$out/agora-$version-macos-universal.dmg
mkdir -p "$work/dmg"
cp -R "$app" "$work/dmg/"
ln -s /Applications "$work/dmg/Applications"
rm -f "$dmg"
hdiutil create -volname "Agora $version" -srcfolder "$work/dmg" -fs HFS+ -format UDZO -ov "$dmg"
if [ "$identity" != - ]; then
  codesign --force --timestamp --sign "$identity" "$dmg"
fi
if [ -n "${AGORA_NOTARY_PROFILE:-}" ]; then
  xcrun notarytool submit "$dmg" --keychain-profile "$AGORA_NOTARY_PROFILE" --wait
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
fi
rm -rf "$work"
echo "$dmg"
