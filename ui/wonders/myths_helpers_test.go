package wonders

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// The positions of the Faith prompts that need Leaders or Cities (Pégase,
// Méduse, Nout, an answer to Hécate or Héra), reached through the
// engine's public API: random games steered so that the prompt comes to
// seat 0 soon.

// mythsConfig is the game each prompt comes in: 4 players (Nout's least),
// Faith with the expansion its god needs, you in seat 0.
func mythsConfig(kind string) game.Config {
	if kind == wonders.KindPegasus {
		return auditConfig(4, wonders.ExpansionFaith, wonders.ExpansionLeaders)
	}
	return auditConfig(4, wonders.ExpansionFaith, wonders.ExpansionCities)
}

// mythsGod is the god seat 0 keeps and invokes to bring the prompt of
// kind, "" for the answer to Hécate or Héra (the others invoke them).
var mythsGod = map[string]string{wonders.KindPegasus: "pegasus", wonders.KindMedusa: "medusa", wonders.KindNout: "nout"}

// mythsSteer chooses seat's move in a game steered towards kind: seat 0
// keeps the god of kind at the Prayer and invokes it as soon as it can,
// never another, and answers Hécate and Héra with debt (Nout needs it);
// the others pass that god on, and keep and invoke Hécate and Héra; the
// rest is the random pick r among the legal options.
func mythsSteer(kind string, s game.State, seat game.Seat, r int) game.Option {
	legal := s.Legal(seat, nil)
	kind0 := s.Pending()[0].Kind
	for _, p := range s.Pending() {
		if p.Seat == seat {
			kind0 = p.Kind
		}
	}
	target := mythsGod[kind]
	hits := func(m wonders.Move) bool {
		id := m.God.Info().ID
		return id == "hecate" || id == "hera"
	}
	var keep []game.Option
	for _, o := range legal {
		m := wonders.MustDecode(o)
		switch {
		case seat == 0 && kind0 == wonders.KindPray && m.God.Info().ID == target && target != "":
			return o
		case seat == 0 && m.GodMode.Invokes() && m.God.Info().ID == target && target != "":
			return o
		case seat == 0 && m.Action == wonders.Settle && m.Price == 0:
			return o
		case seat != 0 && kind0 == wonders.KindPray && hits(m) && target == "":
			return o
		case seat != 0 && m.GodMode.Invokes() && hits(m) && target == "":
			return o
		case seat == 0 && m.GodMode != wonders.NoGodMode && kind0 == wonders.KindCard:
			continue // seat 0 keeps its Faith for the god of kind
		case seat != 0 && kind0 == wonders.KindPray && m.God.Info().ID == target && len(legal) > 1:
			continue
		}
		keep = append(keep, o)
	}
	if len(keep) == 0 {
		keep = legal
	}
	return keep[r%len(keep)]
}

// mythsState is the first position of steered games (seeds 1, 2...)
// where seat 0 owes a decision of kind.
func mythsState(t testing.TB, kind string) game.State {
	t.Helper()
	return mythsStateWhere(t, kind, func(g game.State) bool {
		for _, p := range g.Pending() {
			if p.Seat == 0 && p.Kind == kind {
				return true
			}
		}
		return false
	})
}

// mythsStateWhere is the first position of games steered towards kind
// where stop holds.
func mythsStateWhere(t testing.TB, kind string, stop func(game.State) bool) game.State {
	t.Helper()
	return firstPosition(t, mythsConfig(kind), 200, func(g game.State, _ game.Prompt) bool { return stop(g) },
		func(g game.State, seat game.Seat, r int) game.Option { return mythsSteer(kind, g, seat, r) })
}

// mythsAt is a harness at the first steered position where seat 0 owes
// kind, for the layout audit.
func mythsAt(kind string) func(*testing.T) *harness {
	return func(t *testing.T) *harness {
		test.NewTempApp(t)
		return newHarnessFor(t, mythsState(t, kind), 0, true)
	}
}
