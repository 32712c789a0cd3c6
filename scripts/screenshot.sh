#!/bin/sh
# screenshot.sh OUTDIR: builds the desktop app with the real GL driver, runs
# it under Xvfb in English and in French with an empty data folder and
# empty preferences, and captures each screen as OUTDIR/<screen>-<lang>.png
# (1280×800) or OUTDIR/<screen>-<lang>-<W>x<H>.png at the smallest and a
# large window size.
#
# Needs: gcc, the GL/X11/Wayland headers Fyne builds against, xvfb,
# imagemagick (for `import`) and xdotool (to park the pointer); see
# scripts/deps.sh shots. The first build compiles GLFW (minutes).
set -eu

out=${1:?usage: scripts/screenshot.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
	[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

echo "building cmd/agora..."
(cd "$root" && go build -tags migrated_fynedo,no_emoji -o "$work/agora" ./cmd/agora)
# The Games screen's pictures show a few games (scripts/seedgames).
(cd "$root" && go build -o "$work/seedgames" ./scripts/seedgames)

# xscreen SIZE: an Xvfb screen of that size (WxH) on a display nobody
# uses, replacing the previous one.
xsize=
xscreen() {
	[ "$xsize" = "$1" ] && return
	[ -n "$xvfb_pid" ] && { kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; }
	xsize=$1
	display=${SCREENSHOT_DISPLAY:-99}
	while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
		display=$((display + 1))
	done
	Xvfb ":$display" -screen 0 "${xsize}x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
	xvfb_pid=$!
	export DISPLAY=":$display"
	i=0
	until xdpyinfo >/dev/null 2>&1 || import -window root "$work/probe.png" >/dev/null 2>&1; do
		i=$((i + 1))
		[ "$i" -gt 50 ] && { echo "Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
		sleep 0.2
	done
}

# shoot LANG NAME ARGS...: one run of the app with ARGS, one picture, in
# a 1280×800 window.
shoot() {
	shoot_at 1280x800 "$@"
}

# shoot_at SIZE LANG NAME ARGS...: the same in a SIZE window; the picture's
# name says the size unless it is 1280×800. An app that finds no display
# (a new Xvfb not quite ready on a busy machine) is given a fresh screen
# and one more try.
shoot_at() {
	# SCREENSHOT_ONLY, a shell pattern, keeps the screens it names.
	case "$3" in ${SCREENSHOT_ONLY:-*}) ;; *) return 0 ;; esac
	tries=${tries:-0}
	size_arg=$1
	xscreen "$1"
	lang=$2
	screen=$3
	file="$screen-$lang"
	[ "$1" = 1280x800 ] || file="$file-$1"
	shift 3
	home="$work/home-$lang-$screen"
	mkdir -p "$home/config" "$home/data"
	case "$screen" in games*) "$work/seedgames" "$home/data" ;; esac
	LANG=en_US.UTF-8 XDG_CONFIG_HOME="$home/config" HOME="$home" \
		"$work/agora" --lang "$lang" --data-dir "$home/data" --size "$xsize" "$@" >"$work/app.log" 2>&1 &
	app_pid=$!
	# Wait for the window to be mapped, then for it to draw.
	i=0
	until xwininfo -root -tree 2>/dev/null | grep -q '"Agora"'; do
		i=$((i + 1))
		if [ "$i" -gt 100 ] || ! kill -0 "$app_pid" 2>/dev/null; then
			if [ "$tries" = 0 ] && grep -q PlatformUnavailable "$work/app.log"; then
				echo "no display for $lang $screen: a new screen, once more" >&2
				kill "$app_pid" 2>/dev/null || true
				wait "$app_pid" 2>/dev/null || true
				app_pid= xsize= tries=1
				shoot_at "$size_arg" "$lang" "$screen" "$@"
				tries=0
				return
			fi
			echo "the app did not open a window ($lang $screen)" >&2
			cat "$work/app.log" >&2
			exit 1
		fi
		sleep 0.2
	done
	# The pointer rests in the bottom-left corner, where it hovers nothing
	# that opens a tip or a card's detail.
	xdotool mousemove 0 "$(( ${xsize#*x} - 1 ))" 2>/dev/null || true
	sleep "${SCREENSHOT_SETTLE:-2}"
	import -window root "$out/$file.png"
	kill "$app_pid" 2>/dev/null || true
	wait "$app_pid" 2>/dev/null || true
	app_pid=
	echo "$out/$file.png"
}

for lang in en fr; do
	for screen in menu newgame settings; do
		shoot "$lang" "$screen" --screen "$screen"
	done
	# The Games screen (with seeded games), the help's contents and the
	# statistics.
	for size in 1024x640 1280x800 1920x1080; do
		shoot_at "$size" "$lang" games --screen games
		shoot_at "$size" "$lang" help --screen help
		shoot_at "$size" "$lang" stats --screen stats
	done
	# The Games screen's trash: a deleted game, two tables forgotten from
	# Tables hosted before, and a table's folder that cannot be read.
	for size in 1024x640 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" games-trash --screen trash
	done
	# The Games screen picking a finished game for the review.
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" games-review --screen review
	done
	for players in 3 7; do
		shoot "$lang" "wonders-$players" --demo "wonders:$players"
	done
	shoot "$lang" commerce-faith-4 --demo "wonders:4:commerce:faith"
	shoot "$lang" marketday-4 --demo "wonders:4:commerce:marketday"
	shoot "$lang" faith-prayer-4 --demo "wonders:4:faith"
	shoot "$lang" faith-invoke-4 --demo "wonders:4:faith:invoke"
	shoot "$lang" score-7 --demo "wonders:7:commerce:faith:end"
	for size in 1024x640 1280x800 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" commerce-faith-7 --demo "wonders:7:commerce:faith"
	done
	for size in 1024x640 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" marketday-4 --demo "wonders:4:commerce:marketday"
		shoot_at "$size" "$lang" score-7 --demo "wonders:7:commerce:faith:end"
	done
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" faith-prayer-4 --demo "wonders:4:faith"
	done
	# Leaders: the draft, Age II's recruitment, a 7-player table of every
	# expansion in Age II.
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" leaders-draft-4 --demo "wonders:4:leaders:start"
		shoot_at "$size" "$lang" leaders-recruit-4 --demo "wonders:4:leaders"
		shoot_at "$size" "$lang" leaders-commerce-faith-7 --demo "wonders:7:leaders:commerce:faith:cards"
	done
	# Cities: a 4-player table in Age II, and a 7-player table of every
	# expansion in Age II, the black cards built whenever a seat can.
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" cities-4 --demo "wonders:4:cities"
	done
	for size in 1024x640 1280x800 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" leaders-cities-commerce-faith-7 --demo "wonders:7:leaders:cities:commerce:faith:cards"
	done
	# Faith with Leaders and Cities: Pégase's and Méduse's drawn cards,
	# Nout's gift, a debt answer to Hécate or Héra.
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" faith-pegasus-4 --demo "wonders:4:faith:leaders:pegasus"
		shoot_at "$size" "$lang" faith-medusa-4 --demo "wonders:4:faith:cities:medusa"
		shoot_at "$size" "$lang" faith-nout-4 --demo "wonders:4:faith:cities:nout"
		shoot_at "$size" "$lang" faith-dues-4 --demo "wonders:4:faith:cities:dues"
	done
	for players in 2 4; do
		shoot "$lang" "dale-$players" --demo "dale:$players"
	done
	shoot "$lang" dale-2v2 --demo dale:4:teams
	shoot "$lang" dale-4-pay --demo dale:4:pay
	for size in 1024x640 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" dale-4 --demo dale:4
	done
	# Learn to play: the lessons' list, and steps of lessons on their
	# tables (--screen lesson:<id>:<step>).
	for size in 1024x640 1920x1080; do
		shoot_at "$size" "$lang" learn --screen learn
		for step in 3 4 9; do
			shoot_at "$size" "$lang" "lesson-wonders-basics-$step" --screen "lesson:wonders-basics:$step"
		done
		shoot_at "$size" "$lang" lesson-wonders-commerce-7 --screen lesson:wonders-commerce:7
		shoot_at "$size" "$lang" lesson-dale-basics-8 --screen lesson:dale-basics:8
		shoot_at "$size" "$lang" lesson-wonders-faith-6 --screen lesson:wonders-faith:6
		shoot_at "$size" "$lang" lesson-wonders-leaders-5 --screen lesson:wonders-leaders:5
	done
	# Play online: the host's and the joiner's first screens, larger in a
	# large window (scripts/twowindows.sh plays a game across two windows).
	for size in 1024x640 1920x1080 2560x1440; do
		shoot_at "$size" "$lang" host --screen host
		shoot_at "$size" "$lang" join --screen join
	done
done
