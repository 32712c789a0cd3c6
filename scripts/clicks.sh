#!/bin/sh
# clicks.sh [OUTDIR]: counts, in a real window, the clicks three moves
# take, each made with the fewest clicks the table offers:
#
#   dale      a Dale of Merchants purchase: a market card, then Pay
#             (the table proposes the cheapest payment)       target ≤ 2
#   wonders   a 7 Wonders base-game build: a card's "Free" or "own"
#             badge builds it                                 target 1
#   commerce  a Commerce market buy: the pick of a card whose badge says
#             "market", then at your market turn its badge again, which
#             buys the dice or wheat and builds it            target ≤ 2
#
# It builds the desktop app (go build -tags migrated_fynedo,no_emoji, or
# takes AGORA_BIN), runs it under Xvfb in English (the texts it looks for
# are English) at CLICKS_SIZE (1280x800) on a --demo position, and finds
# what to click in the window's own objects: the app's --rects FILE flag
# writes them, with their on-screen rectangles, at each SIGUSR1
# (cmd/agora/rects.go). Each click is made with xdotool, and a picture is
# taken after it (OUTDIR/<move>-<n>.png, with the objects as
# OUTDIR/<move>-<n>.rects) for a person to check; the move is then checked
# in the game log ("Alex buys Glue for 5", "Alex builds Vineyard.").
# It prints one line per move and exits 1 when a move took more clicks
# than its target or did not happen.
#
# Needs: gcc and the GL/X11 headers Fyne builds against, xvfb,
# imagemagick (import) and xdotool (scripts/deps.sh shots); without
# xdotool it installs it with apt-get, and says so. The screen, the
# window and what to click are scripts/xwin.sh's.
set -eu

out=${1:-/tmp/agora-clicks}
size=${CLICKS_SIZE:-1280x800}
settle=${CLICKS_SETTLE:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

work=$(mktemp -d)
rects=$work/rects
app_pid=
. "$root/scripts/xwin.sh"
cleanup() {
	[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
	xstop_all
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

bin=${AGORA_BIN:-}
if [ -z "$bin" ]; then
	echo "building cmd/agora..."
	(cd "$root" && go build -tags migrated_fynedo,no_emoji -o "$work/agora" ./cmd/agora)
	bin=$work/agora
fi

xscreen "$size" "${CLICKS_DISPLAY:-98}"

# start MOVE DEMO: the app on the --demo position DEMO, its window's
# top-left corner in wx, wy.
start() {
	move=$1
	clicks=0
	home="$work/home-$move"
	mkdir -p "$home/config" "$home/data"
	LANG=en_US.UTF-8 XDG_CONFIG_HOME="$home/config" HOME="$home" FYNE_SCALE=1 \
		"$bin" --lang en --data-dir "$home/data" --size "$size" --demo "$2" --rects "$rects" >"$work/app-$move.log" 2>&1 &
	app_pid=$!
	window "$work/app-$move.log"
	park
}

# stop: closes the app.
stop() {
	kill "$app_pid" 2>/dev/null || true
	wait "$app_pid" 2>/dev/null || true
	app_pid=
}

status=0
# report MOVE TARGET DONE: a last picture (OUTDIR/<move>-done.png, once
# the log says the move happened), and one line for the move.
report() {
	import -window root "$out/$move-done.png"
	verdict=ok
	if [ "$3" != yes ]; then
		verdict="FAILED: the move did not happen"
		status=1
	elif [ "$clicks" -gt "$2" ]; then
		verdict="OVER TARGET"
		status=1
	fi
	echo "$1: $clicks click(s), target ≤ $2: $verdict ($out/$move-done.png)"
}

echo "window $size, pictures and objects in $out"

echo "dale: a purchase (--demo dale:4)"
start dale dale:4
aim _=0 "$dale_card"
card=$name
click
aim w=Pay "$button"
click
done=no
logged "buys $card for" && done=yes
report "dale purchase of $card" 2 "$done"
stop

echo "wonders: a base-game build (--demo wonders:3)"
start wonders wonders:3
aim w='free|own' "$badge"
card=$name
click
done=no
logged "builds $card." && done=yes
report "wonders build of $card" 1 "$done"
stop

echo "commerce: a market buy (--demo wonders:3:commerce)"
start commerce wonders:3:commerce
aim w=market "$badge"
card=$name
click
# At your market turn (the seats before you at the market play first)
# the card's badge builds it.
aim w=Build "$button"
aim c="$card" "$badge"
click
done=no
logged "builds $card." && logged "at the market for" && done=yes
report "commerce market buy of $card" 2 "$done"
stop

exit "$status"
