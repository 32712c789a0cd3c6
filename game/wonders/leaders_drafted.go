package wonders

import "agora/game"

// DraftedLeaders is the leaders seat kept in the draft before Age I, in
// the order it kept them, read from a game's log: its first draft picks
// (a Pick of a leader; the Courtesans' Guild's later copies come after
// the draft). Only seat's own picks are read: what the others keep stays
// hidden.
func DraftedLeaders(log []game.Decision, seat game.Seat) []Card {
	var out []Card
	for _, d := range log {
		if d.Seat != seat {
			continue
		}
		m, ok := DecodeOption(d.Option)
		if !ok || m.Action != Pick || int(m.Card) >= len(catalog.cards) || catalog.cards[m.Card].Color != White {
			continue
		}
		out = append(out, m.Card)
		if len(out) == leadersDealt {
			break
		}
	}
	return out
}
