package wonders

import "agora/game/wonders"

// The card-sacrifice cost of Pégase and Méduse (Faith with Leaders or
// Cities): the god takes the turn's Age card itself, discarded without
// its 3 coins. Wherever a god's cost is drawn it is a torn card; the card
// prompt, the action bar and the log say "sacrifice", never "3 coins".

// tornCardIcon is a card torn in two, its halves apart, drawn like the
// colours' card icons.
var tornCardIcon = svgResource("wonders-torn-card.svg", 24,
	`<g transform="rotate(-9 7 22)">`+
		`<path d="M4 1.5 H11.2 L9.6 5.8 L12 9.8 L9.8 13.8 L12 17.8 L10.6 22.5 H4 Q2.5 22.5 2.5 21 V3 Q2.5 1.5 4 1.5 Z" fill="#f3ede0" stroke="#1c1917" stroke-width="1" stroke-linejoin="round"/>`+
		`<path d="M5 6 H8.5 M5 9 H9 M5 12 H8" stroke="#a8a29e" stroke-width="1.2" stroke-linecap="round"/></g>`+
		`<g transform="rotate(9 17 22)">`+
		`<path d="M13.6 1.5 H20 Q21.5 1.5 21.5 3 V21 Q21.5 22.5 20 22.5 H13.2 L14.6 17.8 L12.4 13.8 L14.6 9.8 L12.2 5.8 Z" fill="#f3ede0" stroke="#1c1917" stroke-width="1" stroke-linejoin="round"/>`+
		`<path d="M15.5 6 H19 M15.8 9 H19 M16 12 H19" stroke="#a8a29e" stroke-width="1.2" stroke-linecap="round"/></g>`)

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
	return t.words.T("wonders.ui.faith.sacrifice_note", map[string]any{"God": t.words.god(t.god.god)})
}
