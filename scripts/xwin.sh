# xwin.sh, sourced by the scripts that drive the desktop app in a real
# window under Xvfb (scripts/clicks.sh, scripts/twowindows.sh): a screen,
# the app's window on it, and what to click there, found in the window's
# own objects (the app's --rects FILE flag writes them, with their
# on-screen rectangles, at each SIGUSR1: cmd/agora/rects.go).
#
# The sourcing script sets work (a folder of its own, removed at exit)
# and out (where pictures go); these functions use and set:
#   DISPLAY, height   the screen in use (xscreen)
#   app_pid, rects    the app in use and its --rects file (dump)
#   wx, wy            its window's top-left corner on the screen (window)
#   move, clicks      the pictures' names (click)
# Needs xvfb, imagemagick (import) and xdotool; without xdotool it
# installs it with apt-get, and says so.

if ! command -v xdotool >/dev/null 2>&1; then
	echo "xdotool is missing: installing it with apt-get" >&2
	apt-get install -y xdotool >/dev/null
fi

# xscreen SIZE [FIRST]: an Xvfb screen of SIZE (WxH) on the first display
# from FIRST (default 98) that nobody uses; sets DISPLAY, height and
# xvfb_pid, and adds the server to xvfb_pids (xstop_all).
xvfb_pids=
xscreen() {
	xs_display=${2:-98}
	while [ -e "/tmp/.X11-unix/X$xs_display" ] || [ -e "/tmp/.X$xs_display-lock" ]; do
		xs_display=$((xs_display + 1))
	done
	Xvfb ":$xs_display" -screen 0 "${1}x24" -nolisten tcp >"$work/xvfb-$xs_display.log" 2>&1 &
	xvfb_pid=$!
	xvfb_pids="$xvfb_pids $xvfb_pid"
	export DISPLAY=":$xs_display"
	xs_i=0
	until xdpyinfo >/dev/null 2>&1 || import -window root "$work/probe.png" >/dev/null 2>&1; do
		xs_i=$((xs_i + 1))
		[ "$xs_i" -gt 50 ] && { echo "Xvfb did not start" >&2; cat "$work/xvfb-$xs_display.log" >&2; exit 1; }
		sleep 0.2
	done
	height=${1#*x}
}

# xstop_all: stops every screen xscreen started.
xstop_all() {
	for p in $xvfb_pids; do
		kill "$p" 2>/dev/null || true
	done
	xvfb_pids=
}

# window LOG: waits up to 60 s for the app app_pid to map its window on
# DISPLAY (LOG is its output, shown if it fails); sets wx, wy.
window() {
	w_i=0
	until xdotool search --name '^Agora$' >/dev/null 2>&1; do
		w_i=$((w_i + 1))
		if [ "$w_i" -gt 300 ] || ! kill -0 "$app_pid" 2>/dev/null; then
			echo "the app did not open a window" >&2
			cat "$1" >&2
			exit 1
		fi
		sleep 0.2
	done
	eval "$(xdotool search --name '^Agora$' getwindowgeometry --shell | grep -E '^[XY]=')"
	wx=$X wy=$Y
}

# park: the pointer in the bottom-left corner, where it hovers nothing.
park() { xdotool mousemove 0 "$((height - 1))"; }

# dump: the window's objects now, in $rects (cmd/agora/rects.go).
dump() {
	rm -f "$rects"
	kill -USR1 "$app_pid"
	d_i=0
	until [ -e "$rects" ]; do
		d_i=$((d_i + 1))
		[ "$d_i" -gt 100 ] && { echo "the app wrote no --rects file" >&2; exit 1; }
		sleep 0.1
	done
}

# aim VAR=VALUE AWK: dumps the window until the awk program AWK, given
# VAR, run on the dump, prints "x y name" (the point to click, in the
# window); up to 60 s, for bots to play and the table to draw. Sets x, y
# and name.
aim() {
	a_i=0
	while :; do
		dump
		found=$(awk -F '\t' -v "$1" "$2" "$rects")
		[ -n "$found" ] && break
		a_i=$((a_i + 1))
		[ "$a_i" -gt 120 ] && { echo "$move: nothing to click found" >&2; return 1; }
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
	cp "$rects" "$out/$move-$clicks.rects"
	echo "  click $clicks at $x,$y ($name): $out/$move-$clicks.png"
}

# logged TEXT: waits up to 20 s for the window's texts, one after the
# other, to contain TEXT (a line of the game log, which may be wrapped).
logged() {
	l_i=0
	while ! awk -F '\t' -v t="$1" '$6 == "canvas.Text" { all = all " " $8 } END { exit !index(all, t) }' "$rects"; do
		l_i=$((l_i + 1))
		[ "$l_i" -gt 40 ] && return 1
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
