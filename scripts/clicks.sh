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
# xdotool it installs it with apt-get, and says so.
set -eu

out=${1:-/tmp/agora-clicks}
size=${CLICKS_SIZE:-1280x800}
settle=${CLICKS_SETTLE:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

if ! command -v xdotool >/dev/null 2>&1; then
	echo "xdotool is missing: installing it with apt-get" >&2
	apt-get install -y xdotool >/dev/null
fi

work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
	[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

bin=${AGORA_BIN:-}
if [ -z "$bin" ]; then
	echo "building cmd/agora..."
	(cd "$root" && go build -tags migrated_fynedo,no_emoji -o "$work/agora" ./cmd/agora)
	bin=$work/agora
fi

display=${CLICKS_DISPLAY:-98}
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
	display=$((display + 1))
done
Xvfb ":$display" -screen 0 "${size}x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
i=0
until xdpyinfo >/dev/null 2>&1 || import -window root "$work/probe.png" >/dev/null 2>&1; do
	i=$((i + 1))
	[ "$i" -gt 50 ] && { echo "Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
	sleep 0.2
done
height=${size#*x}

# start MOVE DEMO: the app on the --demo position DEMO, its window's
# top-left corner in wx, wy.
start() {
	move=$1
	clicks=0
	home="$work/home-$move"
	mkdir -p "$home/config" "$home/data"
	LANG=en_US.UTF-8 XDG_CONFIG_HOME="$home/config" HOME="$home" FYNE_SCALE=1 \
		"$bin" --lang en --data-dir "$home/data" --size "$size" --demo "$2" --rects "$work/rects" >"$work/app-$move.log" 2>&1 &
	app_pid=$!
	i=0
	until xdotool search --name '^Agora$' >/dev/null 2>&1; do
		i=$((i + 1))
		if [ "$i" -gt 300 ] || ! kill -0 "$app_pid" 2>/dev/null; then
			echo "the app did not open a window ($move)" >&2
			cat "$work/app-$move.log" >&2
			exit 1
		fi
		sleep 0.2
	done
	eval "$(xdotool search --name '^Agora$' getwindowgeometry --shell | grep -E '^[XY]=')"
	wx=$X wy=$Y
	park
}

# stop: closes the app.
stop() {
	kill "$app_pid" 2>/dev/null || true
	wait "$app_pid" 2>/dev/null || true
	app_pid=
}

# park: the pointer in the bottom-left corner, where it hovers nothing.
park() { xdotool mousemove 0 "$((height - 1))"; }

# dump: the window's objects now, in $work/rects (cmd/agora/rects.go).
dump() {
	rm -f "$work/rects"
	kill -USR1 "$app_pid"
	i=0
	until [ -e "$work/rects" ]; do
		i=$((i + 1))
		[ "$i" -gt 100 ] && { echo "the app wrote no --rects file" >&2; exit 1; }
		sleep 0.1
	done
}

# aim VAR=VALUE AWK: dumps the window until the awk program AWK, given
# VAR, run on the dump, prints "x y name" (the point to click, in the
# window); up to 60 s, for the demo's bots to play and the table to draw.
# Sets x, y and name.
aim() {
	i=0
	while :; do
		dump
		found=$(awk -F '\t' -v "$1" "$2" "$work/rects")
		[ -n "$found" ] && break
		i=$((i + 1))
		[ "$i" -gt 120 ] && { echo "$move: nothing to click found" >&2; return 1; }
		sleep 0.5
	done
	x=${found%% *}
	found=${found#* }
	y=${found%% *}
	name=${found#* }
}

# click: a click at x, y in the window, then a picture of the screen and
# the window's objects.
click() {
	clicks=$((clicks + 1))
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
	park
	sleep 0.5
	import -window root "$out/$move-$clicks.png"
	dump
	cp "$work/rects" "$out/$move-$clicks.rects"
	echo "  click $clicks at $x,$y ($name): $out/$move-$clicks.png"
}

# logged TEXT: waits up to 20 s for the window's texts, one after the
# other, to contain TEXT (a line of the game log, which may be wrapped).
logged() {
	i=0
	while ! awk -F '\t' -v t="$1" '$6 == "canvas.Text" { all = all " " $8 } END { exit !index(all, t) }' "$work/rects"; do
		i=$((i + 1))
		[ "$i" -gt 40 ] && return 1
		sleep 0.5
		dump
	done
}

# The awk programs that find what to click (aim).
# A Dale market card that can be bought: a live card (pointer cursor),
# the highest on the table (the market is above the hand).
dale_card='$6 == "dale.cardView" && $7 ~ /P/ && (best == "" || $3 < by || $3 == by && $2 < bx) {
	bx = $2; by = $3; best = int($2 + $4 / 2) " " int($3 + $5 / 2) " " $8 }
END { if (best != "") { sub(/ \/ .*/, "", best); print best } }'
# An enabled button whose text starts with the word in w.
button='$6 == "widget.Button" && $7 !~ /D/ && index($8, w) == 1 { print int($2 + $4 / 2), int($3 + $5 / 2), $8; exit }'
# The badge (pill) of a 7 Wonders hand card whose badge's first word is
# one of w's (a regular expression, any case), or, with c set, of the
# card named c.
badge='$6 == "wonders.cardWidget" { card = $8; cd = $1; inpill = 0; next }
cd != "" && $1 <= cd { card = ""; cd = ""; inpill = 0 }
$6 == "wonders.pill" && card != "" { px = $2; py = $3; pw = $4; ph = $5; pd = $1; inpill = 1; next }
inpill && $1 <= pd { inpill = 0 }
inpill && $6 == "canvas.Text" {
	if ((c == "" && tolower($8) ~ "^(" w ")$") || (c != "" && card == c)) { print int(px + pw / 2), int(py + ph / 2), card; exit }
	inpill = 0 }'

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
