package wonders

import (
	"fmt"

	"agora/game"
)

// checkGods verifies that every god of the game's deck is in exactly one
// place (deck, Prayer hands, kept hands, face-down discards, cities) and
// that the Prayer is consistent with the phase.
func (g *State) checkGods() error {
	if !g.faithOn() {
		return nil
	}
	fa := &g.fa
	if err := g.checkDraws(); err != nil {
		return err
	}
	var count [256]int
	for _, gd := range fa.deck[:fa.ndeck] {
		count[gd]++
	}
	for s := range maxCities {
		for _, gd := range fa.draft[s].gods() {
			count[gd]++
		}
		for _, gd := range fa.hands[s].gods() {
			count[gd]++
		}
		for _, p := range fa.invoked[s][:fa.ninvoked[s]] {
			count[p.god]++
		}
		if s >= int(g.players) && (fa.draft[s].n != 0 || fa.hands[s].n != 0 || fa.ninvoked[s] != 0) {
			return fmt.Errorf("city %d without a seat holds gods", s)
		}
	}
	for _, p := range fa.discard[:fa.ndiscard] {
		count[p.god]++
	}
	want := [256]int{}
	for _, gd := range g.gameGods() {
		want[gd] = 1
	}
	for i := range count {
		if count[i] != want[i] {
			return fmt.Errorf("god %s: %d copies in play, want %d", God(i), count[i], want[i])
		}
	}
	if g.phase == phasePray {
		for s := range int(g.players) {
			if int(fa.draft[s].n) != godHandMax-int(fa.step) || int(fa.hands[s].n) != int(fa.step) {
				return fmt.Errorf("prayer step %d: seat %d holds %d gods to pick, %d kept", fa.step, s, fa.draft[s].n, fa.hands[s].n)
			}
		}
	} else if fa.picked != 0 {
		return fmt.Errorf("prayer picks %b outside the prayer", fa.picked)
	}
	for c := range int(g.ncities) {
		if g.phase == phaseChoose && g.hasChosen(c) {
			if err := g.checkAlloc(c, g.moves[c]); err != nil {
				return err
			}
		}
	}
	if fa.stash.Action != 0 {
		if err := g.checkAlloc(fa.stash.City, fa.stash); err != nil {
			return err
		}
	}
	for s := range int(g.players) {
		if fa.closed&(1<<s) != 0 && fa.hands[s].n != 0 {
			return fmt.Errorf("seat %d is done with gods but holds %d", s, fa.hands[s].n)
		}
		if int(fa.used[s]) > g.godSlots(s) && g.fa.sethAsk == 0 {
			return fmt.Errorf("seat %d invoked %d gods this Age, %d allowed", s, fa.used[s], g.godSlots(s))
		}
	}
	return nil
}

// hashGods adds the Faith state to a digest, its options written in
// encoding enc.
func (g *State) hashGods(h *game.Hash, enc int) {
	fa := &g.fa
	h.Int(int(fa.ndeck) | int(fa.step)<<8 | int(fa.picked)<<16 | int(fa.closed)<<24 | int(fa.ndiscard)<<32 |
		int(fa.dupes)<<40 | int(fa.godPick)<<48)
	h.Int(int(fa.redealAge) | int(fa.redealTurn)<<8 | int(fa.osiris)<<16 | int(fa.shared)<<24 | int(fa.second)<<32)
	h.Bool(fa.redeal)
	h.Bool(fa.on)
	h.Int(int(fa.sethAsk) | int(fa.sethAsked)<<8 | int(fa.redo)<<16)
	h.Uint64(uint64(optionAt(enc, fa.stash)))
	for _, to := range fa.alloc {
		h.Uint64(uint64(to))
	}
	h.Int(int(fa.pickMode) | int(fa.bastet)<<8 | int(fa.anubis)<<16)
	for i, o := range fa.own {
		h.Int(int(o) | int(fa.horus[i])<<8)
	}
	for _, gd := range fa.deck {
		h.Int(int(gd))
	}
	for s := range maxCities {
		for _, hd := range []*godHand{&fa.draft[s], &fa.hands[s]} {
			h.Int(int(hd.n) | int(hd.g[0])<<8 | int(hd.g[1])<<16 | int(hd.g[2])<<24)
		}
		h.Int(int(fa.picks[s]) | int(fa.passed[s][0])<<8 | int(fa.passed[s][1])<<16 | int(fa.passed[s][2])<<24)
		h.Int(int(fa.ninvoked[s]) | int(fa.used[s])<<8 | int(fa.extra[s])<<16 | int(fa.marker[s])<<24 | int(fa.zeus[s])<<32)
		for _, p := range fa.invoked[s] {
			h.Int(int(p.god) | int(p.age)<<8 | int(p.by)<<16)
		}
	}
	for _, p := range fa.discard {
		h.Int(int(p.god) | int(p.age)<<8 | int(p.by)<<16)
	}
}
