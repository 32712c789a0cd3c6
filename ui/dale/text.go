package dale

import (
	"strconv"

	eng "agora/game/dale"
)

// cardName is a card's localized name.
func (t *Table) cardName(c eng.Card) string {
	if c == eng.NoCard {
		return t.T("dale.ui.hidden")
	}
	return t.T("dale.card." + c.Kind().String())
}

// newFace draws card c worth value at the given level, its texts in the
// table's language, no line under the table's least size (cardface.go).
func (t *Table) newFace(c eng.Card, value int, level faceLevel) *face {
	var w faceWords
	if c != eng.NoCard {
		w = faceWords{name: t.cardName(c), folk: t.folkName(c), kind: t.typeName(c)}
		if key := "dale.short." + c.Kind().String(); t.ctx.Localizer.Has(key) {
			w.short = t.T(key)
		}
		if key := "dale.text." + c.Kind().String(); t.ctx.Localizer.Has(key) {
			w.full = t.T(key)
		}
	}
	return makeFace(c, value, level, w, t.faceFloor())
}

// pileWords are the words of a pile of kind holding count cards: a
// deck's count, the junk supply's count and "left in supply", a discard
// pile's "N cards".
func (t *Table) pileWords(kind pileKind, count int) (big, small string) {
	switch kind {
	case pileDeck:
		return t.ctx.Localizer.Int(count), ""
	case pileJunk:
		return t.T("dale.pile.junk_count", map[string]any{"N": count}), t.T("dale.pile.junk_left")
	}
	return "", t.ctx.Localizer.N("dale.pile.cards", count, map[string]any{"N": count})
}

// deckName is the localized name of a card's animalfolk.
func (t *Table) deckName(c eng.Card) string {
	if !c.Animalfolk() {
		return t.T("dale.ui.junk")
	}
	return t.T("dale.deck." + c.Deck().String())
}

// folkName is the short name of a card's animalfolk, for the card's band.
func (t *Table) folkName(c eng.Card) string {
	if !c.Animalfolk() {
		return t.T("dale.ui.junk")
	}
	return t.T("dale.ui.folk." + c.Deck().String())
}

// typeName is the card's type line.
func (t *Table) typeName(c eng.Card) string {
	switch c.Info().Type {
	case eng.Technique:
		return t.T("dale.ui.technique")
	case eng.Passive:
		return t.T("dale.ui.passive")
	}
	return t.T("dale.ui.junk_type")
}

// cardDetail is the full text of a card: name, deck, value and effect.
func (t *Table) cardDetail(c eng.Card) string {
	if c == eng.NoCard {
		return t.cardName(c)
	}
	s := t.cardName(c) + "\n" + t.T("dale.ui.deck_line", map[string]any{"Deck": t.deckName(c), "Value": c.Value()}) +
		"\n" + t.typeName(c)
	if key := "dale.text." + c.Kind().String(); t.ctx.Localizer.Has(key) {
		s += "\n" + t.T(key)
	}
	return s
}

// optionLabel names an option for its button.
func (t *Table) optionLabel(v *eng.View, m eng.Move) string {
	label := t.T("dale.move." + m.Type.String())
	detail := ""
	switch m.Type {
	case eng.MoveBuy, eng.MoveSlot:
		if c := v.Market[m.Slot].Card; c != eng.NoCard {
			detail = t.cardName(c)
		}
		if m.Type == eng.MoveBuy {
			detail += " (" + t.ctx.Localizer.Int(v.Market[m.Slot].Price) + ")"
		}
	case eng.MovePlay, eng.MoveBuild, eng.MoveCard, eng.MoveReact:
		detail = t.cardName(m.Card)
	case eng.MoveAdd:
		detail = t.cardName(m.Card)
		if m.Value == 1 {
			detail += " · " + t.T("dale.ui.keep_glue")
		}
	case eng.MoveSeat:
		detail = t.name(m.Seat)
	case eng.MoveDirection:
		if m.Value == 0 {
			return t.T("dale.ui.left")
		}
		return t.T("dale.ui.right")
	case eng.MoveNumber:
		return strconv.Itoa(m.Value)
	case eng.MoveStall:
		detail = t.T("dale.ui.stall_card", map[string]any{"N": m.Value + 1})
		var cards []eng.Card
		for _, st := range v.Stall(t.viewer).Stacks {
			cards = append(cards, st.Cards...)
		}
		if m.Value < len(cards) {
			detail = t.cardName(cards[m.Value]) + " (" + t.ctx.Localizer.Int(cards[m.Value].Value()) + ")"
		}
	case eng.MoveSwap:
		detail = t.T("dale.ui.slot", map[string]any{"N": eng.Surcharge(m.Slot)}) + " ↔ " +
			t.T("dale.ui.slot", map[string]any{"N": eng.Surcharge(m.Value)})
	}
	if detail == "" {
		return label
	}
	return label + " · " + detail
}

// eventText is one log line.
func (t *Table) eventText(e eng.Event) string {
	data := map[string]any{"Seat": t.name(e.Seat), "Target": t.name(e.Target), "Card": t.cardName(e.Card), "Value": e.Value,
		"Rounds": eng.DryRounds}
	key := "dale.event." + e.Kind.String()
	if e.Kind == eng.EventDryOut && e.Seat < 0 {
		key = "dale.event.dry_out_shared"
	}
	// Value counts cards or stacks in some lines ("draws 1 card"): N picks
	// the plural form of those, and reads the others as T would.
	return t.ctx.Localizer.N(key, e.Value, data)
}
