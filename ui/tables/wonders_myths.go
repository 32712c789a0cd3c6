package tables

import (
	"agora/game"
	"agora/game/wonders"
)

// The demos of the Faith prompts that need Leaders or Cities: with the
// word "pegasus", "medusa" or "nout" (and the expansions the god needs:
// "wonders:4:faith:leaders:pegasus", "wonders:4:faith:cities:nout") you
// keep that god at the Prayer and invoke it as soon as you can, and the
// demo stops at its prompt; with "dues" the other seats keep and invoke
// Hécate and Héra, and it stops at your first answer to a coin loss (one
// of theirs or, from ruleset 5, a black card's: the same prompt). You then
// invoke no other god, and answer Hécate and Héra with debt (Nout is
// invoked only by a city in debt).

// mythsKinds are the demo words of these prompts.
var mythsKinds = map[string]string{
	"pegasus": wonders.KindPegasus, "medusa": wonders.KindMedusa, "nout": wonders.KindNout, "dues": wonders.KindDues,
}

// mythsStop reports whether seat 0 owes a decision of kind.
func mythsStop(kind string) func(game.State) bool {
	return func(s game.State) bool {
		for _, p := range s.Pending() {
			if p.Seat == 0 && p.Kind == kind {
				return true
			}
		}
		return false
	}
}

// mythsSteer stages the demo of kind: god is the god you keep and invoke
// ("" for "dues").
func mythsSteer(god string) func(s game.State, seat game.Seat, opt game.Option) game.Option {
	takes := func(m wonders.Move) bool {
		id := m.God.Info().ID
		return id == "hecate" || id == "hera"
	}
	return func(s game.State, seat game.Seat, opt game.Option) game.Option {
		kind := ""
		for _, p := range s.Pending() {
			if p.Seat == seat {
				kind = p.Kind
			}
		}
		legal := s.Legal(seat, nil)
		for _, o := range legal {
			m := wonders.MustDecode(o)
			switch {
			case seat == 0 && god != "" && (kind == wonders.KindPray || m.GodMode.Invokes()) && m.God.Info().ID == god:
				return o
			case seat == 0 && m.Action == wonders.Settle && m.Price == 0:
				return o
			case seat != 0 && god == "" && (kind == wonders.KindPray || m.GodMode.Invokes()) && takes(m):
				return o
			}
		}
		m := wonders.MustDecode(opt)
		mine := seat == 0 && kind == wonders.KindCard && m.GodMode != wonders.NoGodMode
		passed := seat != 0 && kind == wonders.KindPray && god != "" && m.God.Info().ID == god
		if !mine && !passed {
			return opt
		}
		// You keep your Faith for the god; the others pass it on.
		for _, o := range legal {
			if x := wonders.MustDecode(o); (mine && x.GodMode == wonders.NoGodMode) || (passed && x.God.Info().ID != god) {
				return o
			}
		}
		return opt
	}
}
