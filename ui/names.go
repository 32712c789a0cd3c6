package ui

import (
	"strconv"
	"strings"

	"agora/bots"
)

// Display names of engine identifiers. Engines name things with plain
// identifiers ("wonders", "commerce", "sides"); the catalog translates them
// under the keys below, the game-specific ones in the engine's own message
// files (wonders.en.json...). An identifier the catalog does not know yet
// is shown as it is, so a new engine option is usable before it is
// translated.
//
//	game.<game>                         the game's title (en.json, fr.json)
//	bot.level.<spec>                    a bot level (en.json, fr.json)
//	<game>.expansion.<expansion>        an expansion
//	<game>.variant.<variant>            a variant switch
//	<game>.variant.<variant>.<value>    one of its values
//	<game>.category.<category>          a scoring category
//
// A variant named "<base>.<seat>" ("wonder.2") is a per-seat switch: it is
// offered on that seat's row, under the name of its base ("wonder").

func (a *App) gameName(g string) string { return a.nameOr("game."+g, g) }

func (a *App) expansionName(g, e string) string {
	return a.nameOr(g+".expansion."+e, e)
}

func (a *App) variantName(g, v string) string {
	if base, _, ok := seatVariant(v); ok {
		v = base
	}
	return a.nameOr(g+".variant."+v, v)
}

func (a *App) variantValueName(g, v, value string) string {
	if base, _, ok := seatVariant(v); ok {
		v = base
	}
	return a.nameOr(g+".variant."+v+"."+value, value)
}

func (a *App) categoryName(g, category string) string {
	return a.nameOr(g+".category."+category, category)
}

func (a *App) levelName(spec string) string {
	name, _, _ := strings.Cut(spec, ":")
	return a.nameOr("bot.level."+bots.Canonical(name), spec)
}

func (a *App) nameOr(key, raw string) string {
	if a.loc.Has(key) {
		return a.loc.T(key)
	}
	return raw
}

// seatVariant splits a per-seat variant name "<base>.<seat>".
func seatVariant(name string) (base string, seat int, ok bool) {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n < 0 || strconv.Itoa(n) != name[i+1:] {
		return "", 0, false
	}
	return name[:i], n, true
}
