package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// Random games with Cities, alone and with Leaders, Commerce, Faith and
// the team game at 4 and 6, keep the engine's contract at every player
// count from 3 to 7: 8-card hands, 7 turns an Age, every black card in
// play once. Seeds 25 to 49 (a second game of each) wait for make long.
func TestCitiesRandomGames(t *testing.T) {
	modes := [][]string{{ExpansionCities}, {ExpansionCities, ExpansionLeaders}, {ExpansionCities, ExpansionCommerce},
		{ExpansionCities, ExpansionFaith}, {ExpansionCities, ExpansionLeaders, ExpansionCommerce, ExpansionFaith}}
	for seed := range uint64(60) {
		if seed >= 25 && seed < 50 && !gametest.Long() {
			continue // seeds 0 to 24 play every mode at every count; these, a second time
		}
		players := 3 + int(seed%5)
		cfg := config(players, seed, VariantSides, "random")
		cfg.Expansions = modes[seed/5%5]
		if seed >= 50 {
			players = 4 + 2*int(seed%2)
			cfg = config(players, seed, VariantSides, "random")
			cfg.Expansions, cfg.Teams = modes[seed%5], true
		}
		rng := game.NewRand(seed*17 + 3)
		s, err := gametest.Playout(start(t, cfg), &rng, 30000)
		if err != nil {
			t.Fatalf("seed %d %d players %v teams %v: %v", seed, players, cfg.Expansions, cfg.Teams, err)
		}
		g := s.(*State)
		built := 0
		for c := range players {
			built += int(g.cities[c].nbuilt) + int(g.cities[c].stages)
		}
		if built == 0 {
			t.Errorf("seed %d: nothing built", seed)
		}
	}
}
