package wonders

import (
	"strings"

	"agora/game/wonders"
)

// effectGlyphs draws one effect in icons: produced resources, points,
// shields, science symbols, coins, what a per-card effect counts.
func effectGlyphs(w words, e wonders.Effect) []glyph {
	var out []glyph
	slash := glyph{text: "/"}
	switch e.Kind {
	case wonders.Produce:
		for r, n := range e.Res {
			for range n {
				out = append(out, glyph{icon: resourceIcons[r]})
			}
		}
	case wonders.Choice:
		for i, r := range e.Set.List() {
			if i > 0 {
				out = append(out, slash)
			}
			out = append(out, glyph{icon: resourceIcons[r]})
		}
	case wonders.Points:
		out = append(out, glyph{icon: pointsIcon, text: w.loc.Int(e.N), bold: true})
	case wonders.Shields:
		for range e.N {
			out = append(out, glyph{icon: shieldIcon})
		}
	case wonders.Science:
		out = append(out, glyph{icon: scienceIcons[e.Symbol]})
	case wonders.WildScience:
		for i, s := range scienceIcons {
			if i > 0 {
				out = append(out, slash)
			}
			out = append(out, glyph{icon: s})
		}
	case wonders.Coins:
		out = append(out, glyph{icon: coinIcon, text: w.loc.Int(e.N), bold: true})
	case wonders.CoinsPer, wonders.PointsPer:
		res := coinIcon
		if e.Kind == wonders.PointsPer {
			res = pointsIcon
		}
		out = append(out, glyph{icon: res, text: w.loc.Int(e.N), bold: true}, slash)
		out = append(out, countedGlyphs(e.Count)...)
	case wonders.Discount:
		for _, r := range e.Set.List() {
			out = append(out, glyph{icon: resourceIcons[r]})
		}
		out = append(out, glyph{icon: coinIcon, text: w.loc.Int(1), bold: true, space: true})
	default:
		if g, ok := citiesGlyphs(w, e); ok {
			return g
		}
		out = append(out, glyph{icon: stageIcon})
	}
	return out
}

// countedGlyphs are the things a per-card effect counts.
func countedGlyphs(c wonders.Counted) []glyph {
	var out []glyph
	for col := range wonders.Color(wonders.NumColors) {
		if c.Colors()&(1<<col) != 0 {
			out = append(out, glyph{icon: colorCards[col]})
		}
	}
	if c&wonders.CountStages != 0 {
		out = append(out, glyph{icon: stageIcon})
	}
	if c&wonders.CountDefeats != 0 {
		out = append(out, glyph{icon: defeatIcon})
	}
	// Leaders: the victory tokens, the coins by threes, the leaders.
	if c&wonders.CountVictories != 0 {
		out = append(out, glyph{icon: victoryIcon})
	}
	if c&wonders.CountCoinTriples != 0 {
		out = append(out, glyph{icon: coinIcon, text: "3", bold: true})
	}
	if c&wonders.CountLeaders != 0 {
		out = append(out, glyph{icon: leaderIcon})
	}
	if c&wonders.CountBlack != 0 {
		out = append(out, glyph{icon: blackIcon})
	}
	return out
}

// effectCaption says an effect in a few words, under its icons.
func effectCaption(w words, e wonders.Effect) string {
	data := map[string]any{"N": e.N, "Where": w.where(e.Cities), "Counted": w.counted(e.Count), "Resources": w.resources(e.Res)}
	switch e.Kind {
	case wonders.Produce:
		return w.T("wonders.ui.cap.produce", data)
	case wonders.Choice:
		if !e.Tradable {
			return w.T("wonders.ui.cap.choice_private")
		}
		return w.T("wonders.ui.cap.choice")
	case wonders.Points:
		return w.loc.N("wonders.ui.cap.points", e.N, data)
	case wonders.Shields:
		return w.loc.N("wonders.ui.cap.shields", e.N, data)
	case wonders.Science:
		return w.T("wonders.science." + e.Symbol.String())
	case wonders.Coins:
		return w.loc.N("wonders.ui.cap.coins", e.N, data)
	case wonders.CoinsPer:
		return w.loc.N("wonders.ui.cap.coins_per", e.N, data)
	case wonders.PointsPer, wonders.Discount:
		return w.T("wonders.ui.cap."+e.Kind.String(), data)
	}
	return w.T("wonders.ui.short." + e.Kind.String())
}

// effectsGlyphs draws every effect of a card or stage, a wider gap
// between two effects.
func effectsGlyphs(w words, effects []wonders.Effect) []glyph {
	var out []glyph
	for i, e := range effects {
		g := effectGlyphs(w, e)
		if i > 0 && len(g) > 0 {
			g[0].space = true
		}
		out = append(out, g...)
	}
	return out
}

// effectsCaption is every effect's caption.
func effectsCaption(w words, effects []wonders.Effect) string {
	var parts []string
	for _, e := range effects {
		parts = append(parts, effectCaption(w, e))
	}
	return strings.Join(parts, " · ")
}

// costGlyphs draws a cost: coins to the bank, then each resource unit.
func costGlyphs(w words, c wonders.Cost) []glyph {
	var out []glyph
	if c.Coins > 0 {
		out = append(out, glyph{icon: coinIcon, text: w.loc.Int(c.Coins), bold: true})
	}
	for r, n := range c.Res {
		for range n {
			out = append(out, glyph{icon: resourceIcons[r]})
		}
	}
	return out
}
