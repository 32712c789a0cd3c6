#!/bin/sh
# watchwindows.sh OUTDIR: three real app windows over loopback: a host
# and a friend play a 7 Wonders game with Commerce (a bot in the third
# seat) while a third app watches it, as a spectator come by the host's
# invite to watch. The host listens on 127.0.0.1 only (--host-addr), so
# nothing is announced or sent on the network. Each app runs under Xvfb
# on a screen of its own, with a data folder of its own; everything is
# done in the windows with xdotool, as in scripts/twowindows.sh (whose
# steps this follows), the players' moves by the table's keys.
#
# The invite to watch is copied by the lobby's second Copy; a clipboard
# does not cross two Xvfb screens, so the script writes the same link
# from the table's key in the host's data folder (hosted/CODE/table.json)
# and the players' invite shown in the lobby, as online/lan writes it.
#
# Pictures, in OUTDIR, for each language (WATCHWINDOWS_LANGS, default
# "en fr"):
#   LANG-1-host-lobby.png     the host's lobby: the invite, the one to watch
#   LANG-2-watch-join.png     the spectator's join screen, the invite pasted
#   LANG-3-watch-lobby.png    the spectator's lobby, before the start
#   LANG-4-watch-table-N.png  the spectator's table during play, and
#   LANG-4-join-table-N.png   the joiner's, at the same moments
#   LANG-4-host-chat.png      the host's bar: the spectator's hello
#   LANG-5-watch-score.png    the spectator's score pad
# It exits 1 when the spectator's table does not reach the score pad.
#
# WATCHWINDOWS_SIZE (1024x640) sizes the windows; AGORA_BIN takes a built
# app instead of building one.
set -eu

out=${1:?usage: scripts/watchwindows.sh OUTDIR}
size=${WATCHWINDOWS_SIZE:-1024x640}
langs=${WATCHWINDOWS_LANGS:-en fr}
settle=${WATCHWINDOWS_SETTLE:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

work=$(mktemp -d)
app_pid=
host_pid=
join_pid=
watch_pid=
. "$root/scripts/xwin.sh"
. "$root/scripts/appwindows.sh"
display=${WATCHWINDOWS_DISPLAY:-120}
cleanup() {
	for p in $host_pid $join_pid $watch_pid; do
		kill "$p" 2>/dev/null || true
	done
	xstop_all
	cp "$work"/app-*.log "$out"/ 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

bin=${AGORA_BIN:-}
if [ -z "$bin" ]; then
	echo "building cmd/agora..."
	(cd "$root" && go build -tags migrated_fynedo,no_emoji -o "$work/agora" ./cmd/agora)
	bin=$work/agora
fi

# watch_invite INVITE KEY: the invite to watch, as online/lan writes it:
# the players' invite with &watch=KEY under its checksum.
watch_invite() {
	python3 - "$1" "$2" <<'PY'
import base64, sys, zlib
from urllib.parse import urlsplit, parse_qs
inv, key = sys.argv[1], sys.argv[2]
u = urlsplit(inv)
pin = parse_qs(u.query)["pin"][0]
raw = base64.b32decode(pin + "=" * (-len(pin) % 8))
code = u.path.strip("/")
canon = "agora-invite-1|%s|%d|%s|%s|watch|%s" % (u.hostname.lower(), u.port, code, raw.hex(), key)
s = base64.b32encode(zlib.crc32(canon.encode()).to_bytes(4, "big")).decode().rstrip("=")
print("agora://%s:%d/%s?pin=%s&watch=%s&c=%s" % (u.hostname, u.port, code, pin, key, s))
PY
}

status=0
for lang in $langs; do
	echo "$lang: three windows on $size screens"
	xstop_all
	open_app host host
	open_app join join
	open_app watch join
	final=$(words wonders.ui.final_scores)

	use host
	if ! shows "7 Wonders"; then
		tick "$(words game.dale)"
		tick "7 Wonders"
	fi
	type_in 2 "Ada"
	check Commerce
	press "$(words online.host.open)"
	aim w=x '$6 == "widget.Label" && index($8, "agora://") == 1 { print 0, 0, $8; exit }'
	invite=$name
	key=$(sed -n 's/^ *"watch": "\([0-9a-f]*\)".*/\1/p' "$work/$lang-host/data"/hosted/*/table.json | head -n 1)
	winvite=$(watch_invite "$invite" "$key")
	echo "  invite to watch $winvite"
	shot 1-host-lobby

	# The spectator: a name, the invite to watch pasted, Join.
	use watch
	type_in 1 "Zoe"
	type_in 2 "$winvite"
	shot 2-watch-join
	aim_join='$6 == "widget.Entry" { if (++k == 2) ey = $3 + $5 / 2; next }
		ey != "" && $6 == "widget.Button" && $7 !~ /D/ && $8 == w && $3 < ey && $3 + $5 > ey { print int($2 + $4 / 2), int($3 + $5 / 2), $8; exit }'
	aim w="$(words online.join.sit)" "$aim_join"
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
	aim w="$(words online.lobby.stop_watching)" "$button"
	shot 3-watch-lobby

	# The friend joins and is ready; the host starts.
	use join
	type_in 1 "Bea"
	type_in 2 "$invite"
	aim w="$(words online.join.sit)" "$aim_join"
	xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
	sleep "$settle"
	press "$(words online.lobby.ready)"
	use host
	press "$(words online.lobby.start)"

	watch_done= rounds=0 shots=0
	while [ -z "$watch_done" ]; do
		rounds=$((rounds + 1))
		if [ "$rounds" -gt "${WATCHWINDOWS_ROUNDS:-300}" ]; then
			echo "  $lang: no score pad at the spectator's after $rounds rounds" >&2
			status=1
			break
		fi
		for who in host join; do
			use "$who"
			shows "$final" || turn
		done
		use watch
		if shows "$final"; then
			watch_done=yes
		fi
		case "$rounds" in 3 | 20)
			shots=$((shots + 1))
			use watch
			shot "4-watch-table-$shots"
			use join
			shot "4-join-table-$shots"
			if [ "$shots" = 1 ]; then
				# The spectator says hello; the host's bar shows it.
				use watch
				aim w=x '$6 == "online.iconButton" { print int($2 + $4 / 2), int($3 + $5 / 2), "chat"; exit }'
				xdotool mousemove "$((wx + x))" "$((wy + y))" click 1
				sleep "$settle"
				shot 4-watch-chat
				press "$(words chat.phrase.hello)"
				use host
				sleep 1
				shot 4-host-chat
			fi
			;;
		esac
	done
	use watch
	shot 5-watch-score
	echo "$lang: score pad at the spectator's: ${watch_done:-NO}; $rounds rounds of keys"
	for p in $host_pid $join_pid $watch_pid; do
		kill "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	host_pid= join_pid= watch_pid=
done
exit "$status"
