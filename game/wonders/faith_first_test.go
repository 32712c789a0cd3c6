package wonders

import (
	"testing"

	"agora/game"
)

// firstCosts is the smallest payment to other cities among seat 0's moves
// that play card (action) with god id invoked before it, -1 when there is
// none, and that move.
func (tb *table) firstCosts(id string, action Action, card string) (int, Move) {
	best, bestMove := -1, Move{}
	for _, m := range tb.moves(0) {
		if m.Action != action || m.Card != cid(card) || m.God != gid(id) || m.GodMode != InvokeBefore {
			continue
		}
		if pay := m.PayLeft + m.PayRight + m.PayOthers; best < 0 || pay < best {
			best, bestMove = pay, m
		}
	}
	return best, bestMove
}

// Ruling 8 from ruleset 3: a god invoked before its card changes that
// card's cost on the same turn; games of rulesets 1 and 2 keep the former
// ruling (the card pays as if the god were not there).
func TestGodFirstServesItsCard(t *testing.T) {
	tests := []struct {
		name   string
		god    string
		age    int
		fixed  Resources
		built  []string
		left   []string // built in city 0's left neighbour
		card   string
		action Action
		want   int // the cheapest payment under ruleset 3
	}{
		{"Hephaestus takes the ore off the Barracks", "hephaestus", 1, Resources{Wood: 1, Clay: 1}, nil, nil, "barracks", Build, 0},
		{"Poseidon buys Rhodes's ore for the Barracks", "poseidon", 1, Resources{Wood: 1, Clay: 1}, nil, nil, "barracks", Build, 1},
		{"Demeter's loom builds the Apothecary", "demeter", 1, Resources{Wood: 1, Clay: 1}, nil, nil, "apothecary", Build, 0},
		{"Dionysus triples the stone for the Walls", "dionysus", 2, Resources{Ore: 1, Clay: 1}, []string{"stone_pit"}, nil, "walls", Build, 0},
		{"Athena builds the Library free", "athena", 2, Resources{Glass: 1, Wood: 1, Clay: 1}, nil, nil, "library", Build, 0},
		{"Hermes builds the Temple by the neighbour's Altar", "hermes", 2, Resources{Papyrus: 1}, nil, []string{"altar"}, "temple", Build, 0},
		{"Demeter takes 2 stones off Gizah's first stage", "demeter", 2, Resources{Stone: 1, Wood: 1, Clay: 1}, nil, nil, "sawmill", BuildStage, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, ruleset := range []int{rulesetGodFirst - 1, rulesetGodFirst} {
				tb := newFaithTable(t, 5, tt.age, "gizah A", "babylon A", "rhodes A", "alexandria A", "olympia A")
				tb.g.cfg.Ruleset = ruleset
				tb.gods(0, tt.god)
				for s, id := range []string{"ares", "apollo", "artemis", "zeus"} {
					tb.gods(s+1, id) // no Seth to cancel it
				}
				ct := tb.city(0)
				ct.fixed, ct.nchoice, ct.ntrade = tt.fixed, 0, 0
				tb.built(0, tt.built...)
				tb.built(tb.g.left(0), tt.left...)
				tb.coins(0, 3)
				tb.hand(0, tt.card)
				pay, m := tb.firstCosts(tt.god, tt.action, tt.card)
				if ruleset < rulesetGodFirst {
					if pay >= 0 && pay <= tt.want {
						t.Fatalf("ruleset %d: the god already serves its card: %v", ruleset, m)
					}
					continue
				}
				if pay != tt.want {
					t.Fatalf("ruleset %d: cheapest payment %d, want %d (moves %v)", ruleset, pay, tt.want, tb.moves(0))
				}
				before := tb.g.cities[0].coins
				tb.turn(m)
				tb.check()
				if !tb.standing(0, tt.god) {
					t.Fatal("the god stands in the city")
				}
				if tt.action == Build && !tb.city(0).owns(cid(tt.card)) || tt.action == BuildStage && tb.city(0).stages != 1 {
					t.Fatal("the card is played")
				}
				if tb.g.cities[0].coins < 0 || tb.g.cities[0].coins > before+int32(godBonus) {
					t.Fatalf("coins %d from %d", tb.g.cities[0].coins, before)
				}
			}
		})
	}
}

// The seed's Marduk example in one turn: Julien invokes Marduk before his
// Library, paid with Eric's loom, and Eric, choosing after him, builds the
// Aqueduct with Julien's stone; neither trades. Under ruleset 2 neither
// can.
func TestTeamMardukFirstServesBothPartners(t *testing.T) {
	for _, ruleset := range []int{rulesetGodFirst - 1, rulesetGodFirst} {
		tb := newTeamFaith(t, 2)
		tb.g.cfg.Ruleset = ruleset
		tb.gods(0, "marduk")
		tb.gods(2, "ares")
		tb.gods(3, "zeus")
		julien, eric := tb.mardukExample()
		pay, m := tb.firstCosts("marduk", Build, "library")
		if ruleset < rulesetGodFirst {
			if pay >= 0 {
				t.Fatalf("ruleset %d: Marduk serves the Library he comes with: %v", ruleset, m)
			}
			continue
		}
		if pay != 0 {
			t.Fatalf("Julien's Library with Marduk first: payment %d", pay)
		}
		if len(tb.plainPlans(eric, "aqueduct")) != 0 {
			t.Fatal("before Julien chooses, Eric cannot count on Marduk")
		}
		tb.play(m)
		if v := tb.g.View(game.Seat(eric)).(*View); v.Faith == nil || !v.Faith.Leans {
			t.Fatal("Eric's view says Julien's Marduk serves him")
		}
		if v := tb.g.View(2).(*View); v.Faith.Leans {
			t.Fatal("an opponent's view says nothing of it")
		}
		if ps := tb.plainPlans(eric, "aqueduct"); len(ps) != 1 || ps[0] != (Plan{}) {
			t.Fatalf("Eric's Aqueduct with Julien's stone: %v", ps)
		}
		tb.turn(build(eric, "aqueduct", 0, 0))
		tb.check()
		if !tb.city(julien).owns(cid("library")) || !tb.city(eric).owns(cid("aqueduct")) {
			t.Fatal("both built in one turn")
		}
		if tb.city(julien).coins != 0 || tb.city(eric).coins != 0 {
			t.Fatal("nothing traded")
		}
	}
}

// When Seth cancels a Marduk invoked before its card, the partner's card
// chosen with the team's production is played again, without gods.
func TestSethCancelsMardukFirst(t *testing.T) {
	tb := newTeamFaith(t, 2)
	tb.gods(0, "marduk")
	tb.gods(2, "seth")
	tb.gods(3, "zeus")
	julien, eric := tb.mardukExample()
	tb.coins(2, 10)
	_, m := tb.firstCosts("marduk", Build, "library")
	tb.play(m)
	tb.play(build(eric, "aqueduct", 0, 0))
	for _, s := range []int{2, 3} {
		for _, o := range tb.moves(game.Seat(s)) {
			if o.Action == Discard && o.GodMode == NoGodMode {
				tb.play(o)
				break
			}
		}
	}
	if p := tb.g.Pending(); len(p) != 1 || p[0].Kind != KindSeth || p[0].Seat != 2 {
		t.Fatalf("Seth's window: %v", p)
	}
	tb.play(Move{Action: Cancel, City: 2, Card: NoCard, God: gid("seth"), Targets: 1 << julien})
	if tb.g.fa.redo&(1<<eric) == 0 || tb.g.hasChosen(eric) {
		t.Fatal("Eric's Aqueduct, paid with Julien's stone, is played again")
	}
	for _, o := range tb.moves(game.Seat(eric)) {
		if o.Card != cid("aqueduct") || o.Action == Build || o.GodMode != NoGodMode {
			t.Fatalf("Eric replays his Aqueduct, without the stone: %v", o)
		}
	}
	tb.turn(discard(julien, "library"), discard(eric, "aqueduct"))
	tb.check()
}
