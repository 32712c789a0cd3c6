package dale

import (
	"fmt"

	"agora/game"
)

// Variant switches: one per deck, "deck.<id>" (for instance
// "deck.owls"), taking "random" (the default: the deck may be drawn),
// "on" (always played) or "off" (never played). The game plays the players'
// number plus one decks (4 in the team game): every "on" deck, then decks
// drawn at random among the "random" ones.
const (
	DeckRandom = "random"
	DeckOn     = "on"
	DeckOff    = "off"
)

// VariantDeck is the switch name of a deck.
func VariantDeck(d Deck) string { return "deck." + d.String() }

// Rules describes the engine for the catalog.
var Rules = game.Rules{
	Game:       "dale",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	Variants:   deckVariants(),
	TeamSizes:  []int{4},
	New:        New,
	// The option encoding (option.go) is the first one; the rulings are
	// at Ruleset. A change to either raises its number (see
	// game/encoding.go).
	Encoding: 1,
	Ruleset:  Ruleset,
}

// Ruleset is the newest ruleset; a game keeps the one it began under
// (Config.Ruleset):
//
//	1  the first rulings
//	2  in the team game owls react to the partner too (ruling 6,
//	   rulesetOwlsWatchPartners)
const Ruleset = 2

// Ruleset is the ruleset the game is played under.
func (g *State) Ruleset() int { return g.cfg.RulesetOr(Ruleset) }

func deckVariants() []game.Variant {
	var vs []game.Variant
	for d := range NumDecks {
		vs = append(vs, game.Variant{Name: VariantDeck(d), Values: []string{DeckRandom, DeckOn, DeckOff}})
	}
	return vs
}

// New deals a game. It refuses a deck choice that cannot give the number
// of decks the table needs.
func New(cfg game.Config) (game.State, error) {
	n := cfg.Players()
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("%w: dale takes %d to %d players", game.ErrConfig, MinPlayers, MaxPlayers)
	}
	if cfg.Teams && n != 4 {
		return nil, fmt.Errorf("%w: the team game is for 4 players", game.ErrConfig)
	}
	g := &State{cfg: cfg, players: int8(n), teams: cfg.Teams, rng: game.NewRand(cfg.Seed)}
	decks, err := g.chooseDecks()
	if err != nil {
		return nil, err
	}
	g.setup(decks)
	g.advance()
	return g, nil
}
