#!/bin/sh
# startup.sh [BIN]: the desktop app's cold start and memory under Xvfb.
# Starts BIN (default: a fresh build of cmd/agora) on a 7-player Commerce
# and Faith table, reports the time from exec to the window being mapped,
# and the resident memory (RSS) once the table has been drawn for a few
# seconds. Needs xvfb and x11-utils (scripts/deps.sh shots).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
	[ -n "$app_pid" ] && { kill "$app_pid" 2>/dev/null; wait "$app_pid" 2>/dev/null; } || true
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

bin=${1:-}
if [ -z "$bin" ]; then
	bin="$work/agora"
	(cd "$root" && go build -tags migrated_fynedo,no_emoji -o "$bin" ./cmd/agora)
fi
display=${SCREENSHOT_DISPLAY:-97}
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
	display=$((display + 1))
done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
i=0
until xdpyinfo >/dev/null 2>&1; do
	i=$((i + 1))
	[ "$i" -gt 50 ] && { echo "Xvfb did not start" >&2; exit 1; }
	sleep 0.1
done
mkdir -p "$work/home"
start=$(date +%s%N)
LANG=en_US.UTF-8 HOME="$work/home" XDG_CONFIG_HOME="$work/home" \
	"$bin" --lang en --data-dir "$work/home" --demo wonders:7:commerce:faith >"$work/app.log" 2>&1 &
app_pid=$!
until xwininfo -root -tree 2>/dev/null | grep -q '"Agora"'; do
	kill -0 "$app_pid" 2>/dev/null || { cat "$work/app.log" >&2; exit 1; }
	sleep 0.01
done
mapped=$(date +%s%N)
sleep "${STARTUP_SETTLE:-5}"
rss=$(awk '/VmRSS/ {print $2}' "/proc/$app_pid/status")
echo "window mapped after $(( (mapped - start) / 1000000 )) ms (includes dealing the demo game)"
echo "RSS at the 7-player Commerce+Faith table: $(( rss / 1024 )) MB"
