package ui

import "strings"

// Display names of engine identifiers. Engines name things with plain
// identifiers ("wonders", "commerce", "heuristic"); the catalog translates
// them under these keys. An identifier the catalog does not know yet is
// shown as it is, so a new engine option is usable before it is translated.

// gameName is a game's title: key "game.<game>".
func (a *App) gameName(g string) string { return a.nameOr("game."+g, g) }

// expansionName: key "expansion.<game>.<expansion>".
func (a *App) expansionName(g, e string) string {
	return a.nameOr("expansion."+g+"."+e, e)
}

// variantName: key "variant.<game>.<variant>".
func (a *App) variantName(g, v string) string {
	return a.nameOr("variant."+g+"."+v, v)
}

// variantValueName: key "variant.<game>.<variant>.<value>".
func (a *App) variantValueName(g, v, value string) string {
	return a.nameOr("variant."+g+"."+v+"."+value, value)
}

// levelName is a bot level: key "bot.level.<spec name>".
func (a *App) levelName(spec string) string {
	name, _, _ := strings.Cut(spec, ":")
	return a.nameOr("bot.level."+name, spec)
}

func (a *App) nameOr(key, raw string) string {
	if a.loc.Has(key) {
		return a.loc.T(key)
	}
	return raw
}
