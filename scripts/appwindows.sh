# appwindows.sh: helpers for scripts that play the app in real windows
# (twowindows.sh, watchwindows.sh), sourced after scripts/xwin.sh. The
# caller sets root, work (a scratch folder), bin (the app), size, out,
# settle, display (the first X display to use) and lang, the language
# of the moment.

# words KEY: the words of KEY in the language's catalog (translations/).
words() {
	sed -n "s/^ *\"$1\": \"\(.*\)\",\{0,1\}\$/\1/p" "$root/translations/$lang.json" "$root"/translations/*."$lang".json | head -n 1
}

# open WHO SCREEN: the app of WHO (host or join) on a screen of its own,
# with a data folder of its own, at --screen SCREEN.
open_app() {
	xscreen "$size" "$display"
	home="$work/$lang-$1"
	mkdir -p "$home/config" "$home/data"
	LANG=en_US.UTF-8 XDG_CONFIG_HOME="$home/config" HOME="$home" FYNE_SCALE=1 \
		"$bin" --lang "$lang" --data-dir "$home/data" --size "$size" --screen "$2" \
		--host-addr 127.0.0.1:0 --rects "$work/rects-$1" >"$work/app-$lang-$1.log" 2>&1 &
	app_pid=$!
	window "$work/app-$lang-$1.log"
	eval "${1}_pid=\$app_pid ${1}_display=\$DISPLAY ${1}_wx=\$wx ${1}_wy=\$wy ${1}_height=\$height"
	xdotool windowfocus --sync "$(xdotool search --name '^Agora$' | head -n 1)" 2>/dev/null || true
	park
}

# use WHO: the window the helpers act on.
use() {
	eval "app_pid=\$${1}_pid DISPLAY=\$${1}_display wx=\$${1}_wx wy=\$${1}_wy height=\$${1}_height"
	export DISPLAY
	rects=$work/rects-$1
	move=$lang-$1
}

# shot NAME: a picture of the window in use, OUTDIR/LANG-NAME.png.
shot() {
	park
	sleep 0.5
	import -window root "$out/$lang-$1.png"
	echo "  $out/$lang-$1.png"
}

# type_in N TEXT: types TEXT in the N-th entry of the window.
type_in() {
	aim n="$1" '$6 == "widget.Entry" { if (++k == n) { print int($2 + $4 / 2), int($3 + $5 / 2), "entry " n; exit } }'
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep 0.3
	xdotool key ctrl+a BackSpace
	xdotool type --delay 5 "$2"
	sleep 0.3
}

# press WORDS: clicks the enabled button whose text starts with WORDS.
press() {
	aim w="$1" "$button"
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
}

# tick WORDS: clicks the check (or any text) whose text starts with WORDS.
tick() {
	aim w="$1" '$6 == "canvas.Text" && index($8, w) == 1 { print int($2 + $4 / 2), int($3 + $5 / 2), $8; exit }'
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep 0.5
}

# check WORDS: ticks the check whose text starts with WORDS, on its box.
check() {
	aim w="$1" '$6 == "widget.Check" { cx = $2; cy = $3 + $5 / 2; next }
		cx != "" && $6 == "canvas.Text" && index($8, w) == 1 { print int(cx + 15), int(cy), $8; exit }'
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep 0.5
}

# shows TEXT: the window draws a text that is exactly TEXT.
shows() {
	dump
	awk -F '\t' -v t="$1" '$6 == "canvas.Text" && $8 == t { found = 1 } END { exit !found }' "$rects"
}

# turn: one round of the table's keys in the window in use: select a
# card that can be played (→); confirm (Enter: pick the card, or at the
# seat's market turn build it, Continue after an Age); confirm again (the
# grace's Undo let go and the pick sent, or pay for the build); discard
# what is left selected (D: at the market turn, sell the card it could
# not build); confirm that; pass on Market Day (Escape).
turn() {
	for k in Right Return Return d Return Escape; do
		xdotool key "$k"
		sleep 0.15
	done
}

