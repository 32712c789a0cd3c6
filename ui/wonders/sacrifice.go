package wonders

import "agora/game/wonders"

// The card-sacrifice cost of Pégase and Méduse (Faith with Leaders or
// Cities): the god takes the turn's Age card itself, discarded without
// its 3 coins. Wherever a god's cost is drawn it is a torn card; the card
// prompt, the action bar and the log say "sacrifice", never "3 coins".

// tornCardIcon is a card torn in two, its halves apart, drawn like the
// colours' card icons.
var tornCardIcon = svgResource("wonders-torn-card.svg", 24,
	`<g transform="rotate(-13 4 22)">`+
		`<path d="M4.5 2 H10.6 L9.2 6 L11.4 10 L9.4 14 L11.4 18 L10.2 22.5 H4.5 Q3 22.5 3 21 V3.5 Q3 2 4.5 2 Z" fill="#f3ede0" stroke="#1c1917" stroke-width="1.1" stroke-linejoin="round"/>`+
		`<path d="M5 6 H8 M5 9 H8.6 M5 12 H7.6" stroke="#a8a29e" stroke-width="1.2" stroke-linecap="round"/></g>`+
		`<g transform="rotate(13 20 22)">`+
		`<path d="M14.2 2 H19.5 Q21 2 21 3.5 V21 Q21 22.5 19.5 22.5 H13.8 L15 18 L13 14 L15 10 L12.8 6 Z" fill="#f3ede0" stroke="#1c1917" stroke-width="1.1" stroke-linejoin="round"/>`+
		`<path d="M16 6 H19 M16.2 9 H19 M16.4 12 H19" stroke="#a8a29e" stroke-width="1.2" stroke-linecap="round"/></g>`)

// sacrificeGod reports whether god gd is paid with the turn's card in
// some Age.
func sacrificeGod(gd wonders.God) bool {
	if int(gd) >= len(wonders.Gods()) {
		return false
	}
	info := gd.Info()
	for age := 1; age <= 3; age++ {
		if info.Cost(age).Sacrifice {
			return true
		}
	}
	return false
}

// sacrificing reports whether the god chosen with the selected card takes
// the card (the action bar's Discard then invokes it).
func (t *Table) sacrificing() bool {
	return t.god.mode.Invokes() && sacrificeGod(t.god.god)
}

// sacrificeNote is what the card prompt adds when the god chosen takes
// the card: it is discarded without its coins.
func (p *promptArea) sacrificeNote() string {
	t := p.t
	if !t.sacrificing() {
		return ""
	}
	return t.words.T("wonders.ui.faith.sacrifice_note", map[string]any{"God": t.words.god(t.god.god), "Card": t.words.card(t.selected)})
}
