#!/bin/sh
# twowindows.sh OUTDIR: two real app windows play a game together over
# loopback, as two friends at their own computers would. The host listens
# on 127.0.0.1 only (--host-addr), so nothing is announced or sent on the
# network. Each app runs
# under Xvfb on a screen of its own, with a data folder and preferences
# of its own; one hosts a 7 Wonders table with Commerce (a bot in the
# third seat), the other pastes the host's invite on its Join screen, and
# both play to the score pad. Everything is done in the windows as a
# player does it, with xdotool: the host's form (a name typed, Commerce
# ticked, Open the table), the joiner's (a name, a colour, the invite,
# Join, I am ready), the host's Start; then each player's moves by the table's keys
# (→ selects a card that can be played, Enter picks or builds it, D
# discards it, Escape passes on Market Day), so the game goes on whatever
# the cards.
#
# What to click is found in the window's objects (--rects, SIGUSR1), with
# the helpers of scripts/xwin.sh. Pictures, in OUTDIR, for each language
# (TWOWINDOWS_LANGS, default "en fr"):
#   LANG-1-host-form.png     the host's form, filled
#   LANG-2-join.png          the join screen, the invite pasted
#   LANG-3-host-lobby.png    the host's lobby, the joiner seated and ready
#   LANG-4-host-table-N.png  the host's table during play, and
#   LANG-4-join-table-N.png  the joiner's, at a few moments
#   LANG-4-join-chat.png     the joiner's chat, open
#   LANG-4-host-chat-tip.png the host's bar: the joiner's hello, and
#                            the joiner's presence on hover
#   LANG-5-host-score.png    both score pads
#   LANG-5-join-score.png
#   LANG-game.agora          the game, as the host's server saved it
# It prints the moves played, from the game's save in the host's data
# folder, and exits 1 when a game does not reach both score pads.
#
# TWOWINDOWS_SIZE (1280x800) sizes both windows; AGORA_BIN takes a built
# app instead of building one. Needs what scripts/clicks.sh needs.
set -eu

out=${1:?usage: scripts/twowindows.sh OUTDIR}
size=${TWOWINDOWS_SIZE:-1280x800}
langs=${TWOWINDOWS_LANGS:-en fr}
settle=${TWOWINDOWS_SETTLE:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

work=$(mktemp -d)
app_pid=
host_pid=
join_pid=
. "$root/scripts/xwin.sh"
. "$root/scripts/appwindows.sh"
display=${TWOWINDOWS_DISPLAY:-110}
cleanup() {
	for p in $host_pid $join_pid; do
		kill "$p" 2>/dev/null || true
	done
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

# moves: the game's decisions so far, from its save in the host's data
# folder (one "seat" and one "option" line a decision): all of them, then
# the host's, the joiner's and the bot's.
moves() {
	find "$work/$lang-host/data" -name '*.agora' -exec cat {} + 2>/dev/null | awk '
		/"seat": *[0-9]+/ { gsub(/[^0-9]/, ""); s = $0 }
		/"option"/ { n[s]++; all++ }
		END { printf "%d %d %d %d\n", all, n[0], n[1], n[2] }'
}

# chat: the joiner opens the chat from the bar under the table and says
# hello; the host's bar shows the line, and with the pointer over the
# joiner's seat, its presence in words.
chat() {
	use join
	aim w=x '$6 == "online.iconButton" { print int($2 + $4 / 2), int($3 + $5 / 2), "chat"; exit }'
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
	shot 4-join-chat
	press "$(words chat.phrase.hello)"
	use host
	aim w=Bea '$6 == "online.chip" && index($8, w) == 1 { print int($2 + $4 / 2), int($3 + $5 / 2), $8; exit }'
	xdotool mousemove "$((wx + x))" "$((wy + y))"
	sleep 1
	import -window root "$out/$lang-4-host-chat-tip.png"
	echo "  $out/$lang-4-host-chat-tip.png ($name)"
	park
}

status=0
for lang in $langs; do
	echo "$lang: two windows on $size screens"
	xstop_all
	open_app host host
	open_app join join
	final=$(words wonders.ui.final_scores)

	# The host's form: a name, 7 Wonders with Commerce, three seats (a
	# friend's, a bot's), Open the table.
	use host
	clicks=0
	if ! shows "7 Wonders"; then
		tick "$(words game.dale)"
		tick "7 Wonders"
	fi
	type_in 2 "Ada"
	check Commerce
	shot 1-host-form
	press "$(words online.host.open)"
	aim w=x '$6 == "widget.Label" && index($8, "agora://") == 1 { print 0, 0, $8; exit }'
	invite=$name
	echo "  invite $invite"

	# The joiner: a name, green, the invite pasted, Join, then ready.
	use join
	clicks=0
	type_in 1 "Bea"
	tick "$(words online.colour.blue)"
	tick "$(words online.colour.green)"
	type_in 2 "$invite"
	shot 2-join
	aim_join='$6 == "widget.Entry" { if (++k == 2) ey = $3 + $5 / 2; next }
		ey != "" && $6 == "widget.Button" && $7 !~ /D/ && $8 == w && $3 < ey && $3 + $5 > ey { print int($2 + $4 / 2), int($3 + $5 / 2), $8; exit }'
	aim w="$(words online.join.sit)" "$aim_join"
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
	press "$(words online.lobby.ready)"

	# The host starts once the joiner is ready.
	use host
	aim w="$(words online.lobby.start)" "$button"
	shot 3-host-lobby
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"

	# The game: each window plays its seat by the table's keys until
	# both show the score pad.
	host_done= join_done= rounds=0 shots=0
	while [ -z "$host_done" ] || [ -z "$join_done" ]; do
		rounds=$((rounds + 1))
		if [ "$rounds" -gt "${TWOWINDOWS_ROUNDS:-300}" ]; then
			echo "  $lang: no score pad after $rounds rounds" >&2
			status=1
			break
		fi
		for who in host join; do
			eval "done_now=\$${who}_done"
			[ -n "$done_now" ] && continue
			use "$who"
			if shows "$final"; then
				eval "${who}_done=yes"
				continue
			fi
			turn
		done
		[ $((rounds % 20)) = 0 ] && echo "  round $rounds: $(moves | cut -d' ' -f1) moves"
		# Pictures of both tables at a few moments of the game.
		case "$rounds" in 3 | 15 | 30)
			shots=$((shots + 1))
			use host
			shot "4-host-table-$shots"
			use join
			shot "4-join-table-$shots"
			[ "$shots" = 1 ] && chat
			;;
		esac
	done
	use host
	shot 5-host-score
	use join
	shot 5-join-score
	find "$work/$lang-host/data" -name '*.agora' -exec cp {} "$out/$lang-game.agora" \;
	set -- $(moves)
	echo "$lang: score pad at the host: ${host_done:-NO}, at the joiner: ${join_done:-NO}; $rounds rounds of keys; moves: $1 (host $2, joiner $3, bot $4)"
	# The finished game is among the joiner's games too (Review, Replay).
	sleep 2
	kept=$(find "$work/$lang-join/data/games" -name '*.json' 2>/dev/null | wc -l)
	echo "$lang: games kept at the joiner: $kept"
	[ "$kept" = 1 ] || status=1
	for p in $host_pid $join_pid; do
		kill "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	host_pid= join_pid=
done
exit "$status"
