package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// BenchmarkRandomCommerceFaithGame7p plays random 7-player games with
// Commerce and Faith, the heaviest table: with BenchmarkRandomGame4p, the
// measure that a new encoding leaves random games no slower.
func BenchmarkRandomCommerceFaithGame7p(b *testing.B) {
	starts := make([]game.State, 16)
	for i := range starts {
		cfg := config(7, uint64(i))
		cfg.Expansions = []string{ExpansionCommerce, ExpansionFaith}
		starts[i] = start(b, cfg)
	}
	gametest.BenchmarkRandomGames(b, starts)
}

// BenchmarkOptionRoundTrip encodes a move with every field set and decodes
// it back, checked, as a UI does for each listed option.
func BenchmarkOptionRoundTrip(b *testing.B) {
	m := Move{Action: BuildStage, Card: 40, City: 6, Stage: 2, PayLeft: 9, PayRight: 4, PayOthers: 3,
		Dice: 5, Wheat: true, Sell: 2, God: 28, GodMode: InvokeBefore, Targets: 0x12}
	for b.Loop() {
		if _, ok := DecodeOption(m.Option()); !ok {
			b.Fatal("does not decode")
		}
	}
}
