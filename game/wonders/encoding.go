package wonders

import (
	"fmt"

	"agora/game"
)

// The engine's versions (see game.Rules and docs/architecture.md, "Saves
// and encoding versions"). Encoding is the layout of option numbers
// (option.go), which the saves' logs and digests hold: 1 was the first,
// full layout (encoding_v1.go), 2 the current one, with room. Ruleset
// names the rulings a game is played under; a game keeps the ruleset it
// started with (Config.Ruleset) when a later build changes a ruling:
//
//	1  the first rulings
//	2  Poseidon's city buys from its neighbours at 1 coin a unit too
//	   (ruling 33, rulesetPoseidonAll)
//	3  a god invoked before its card changes that card's cost (ruling 8,
//	   rulesetGodFirst)
//	4  Faith with Leaders and Cities deals Pégase, Méduse and Nout, and
//	   Hécate and Héra may be answered with debt (rulesetMyths)
//	5  the card Bastet brings applies every one-time effect again
//	   (rulesetBastetOnce), and a city answers its coin losses to black
//	   cards with debt if it likes (rulesetDebtChoice)
const (
	Encoding = 2
	Ruleset  = 5
)

func init() {
	Rules.Encoding = Encoding
	Rules.Ruleset = Ruleset
	Rules.Upgrade = upgradeLog
}

// Encoding is the encoding the state's options are written in: what a save
// of it records.
func (g *State) Encoding() int { return Encoding }

// Ruleset is the ruleset the game is played under: the one its
// configuration recorded, the newest for a configuration that names none.
func (g *State) Ruleset() int { return g.cfg.RulesetOr(Ruleset) }

// upgradeLog translates a log written under an older encoding into the
// current one, option by option (the translation needs no position: each
// older number names one move). A number that named no move then, or a
// move the current encoding cannot hold, fails the save.
func upgradeLog(from int, cfg game.Config, log []game.Decision) ([]game.Decision, error) {
	if from != 1 {
		return nil, fmt.Errorf("wonders: no upgrade from encoding %d to %d", from, Encoding)
	}
	out := make([]game.Decision, len(log))
	for i, d := range log {
		m, ok := decodeV1(d.Option)
		if !ok {
			return nil, fmt.Errorf("wonders: decision %d: option %d is no move of encoding 1", i+1, d.Option)
		}
		o := m.Option()
		if back, ok := DecodeOption(o); !ok || back != m {
			return nil, fmt.Errorf("wonders: decision %d: %v does not fit encoding %d", i+1, m, Encoding)
		}
		out[i] = game.Decision{Seat: d.Seat, Option: o}
	}
	return out, nil
}

// DigestAt is the digest the state would have had with its options written
// in an older encoding: the digest a save of that encoding recorded (the
// digest hashes the log's options and the moves chosen but not yet
// revealed). ok is false for an encoding the engine never had.
func (g *State) DigestAt(encoding int) (d uint64, ok bool) {
	if encoding != 1 && encoding != Encoding {
		return 0, false
	}
	return g.digest(encoding), true
}

// optionAt is the move's number in encoding enc (the current one or 1),
// for the digest. A move encoding 1 cannot name gets the number its cut
// fields give, as encoding 1 did: no save of encoding 1 holds such a move.
func optionAt(enc int, m Move) game.Option {
	if enc == Encoding {
		return m.Option()
	}
	o, _ := encodeV1(m)
	return o
}

// loggedAt is a logged option's number in encoding enc.
func loggedAt(enc int, o game.Option) game.Option {
	if enc == Encoding {
		return o
	}
	return optionAt(enc, unpack(o))
}
