package teams

import (
	"slices"
	"strconv"
	"testing"

	"agora/game"
	"agora/game/gametest"
	"agora/game/wonders"
)

func config(players int, seed uint64, expansions ...string) game.Config {
	cfg := game.Config{Game: "wonders", Seed: seed, Teams: true, Expansions: slices.Clone(expansions)}
	for i := range players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "P" + strconv.Itoa(i)})
	}
	return cfg
}

func start(t testing.TB, cfg game.Config) *wonders.State {
	t.Helper()
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*wonders.State)
}

func TestRegistered(t *testing.T) {
	if !slices.Equal(wonders.Rules.TeamSizes, Sizes) {
		t.Fatalf("team sizes %v, want %v", wonders.Rules.TeamSizes, Sizes)
	}
	if slices.Contains(wonders.Rules.Preview, Name) || slices.Contains(wonders.Rules.Expansions, Name) {
		t.Fatal("the team game is no expansion to name")
	}
}

func TestTeamGameOnlyAtFourAndSix(t *testing.T) {
	for n := wonders.MinPlayers; n <= wonders.MaxPlayers; n++ {
		_, err := wonders.Rules.Start(config(n, 1))
		if want := n == 4 || n == 6; (err == nil) != want {
			t.Errorf("%d players: %v, want a team game %v", n, err, want)
		}
	}
}

func TestPartners(t *testing.T) {
	for _, tc := range []struct {
		players int
		teams   bool
		partner []int
		team    []int
	}{
		{4, true, []int{1, 0, 3, 2}, []int{0, 0, 1, 1}},
		{6, true, []int{1, 0, 3, 2, 5, 4}, []int{0, 0, 1, 1, 2, 2}},
		{4, false, []int{-1, -1, -1, -1}, []int{-1, -1, -1, -1}},
	} {
		cfg := config(tc.players, 3)
		cfg.Teams = tc.teams
		g := start(t, cfg)
		for s := range tc.players {
			v := g.SeatView(game.Seat(s))
			if v.Partner != tc.partner[s] || v.Team(s) != tc.team[s] {
				t.Errorf("%d players, teams %v, seat %d: partner %d team %d, want %d %d",
					tc.players, tc.teams, s, v.Partner, v.Team(s), tc.partner[s], tc.team[s])
			}
			// A view read from the wire keeps the teams.
			data, err := wonders.EncodeView(v)
			if err != nil {
				t.Fatal(err)
			}
			back, err := wonders.DecodeView(data)
			if err != nil {
				t.Fatal(err)
			}
			for c := range tc.players {
				if back.Team(c) != v.Team(c) {
					t.Errorf("seat %d's decoded view: city %d in team %d, want %d", s, c, back.Team(c), v.Team(c))
				}
			}
		}
	}
}

func hand(v *wonders.View) []wonders.Card {
	var out []wonders.Card
	for _, cv := range v.Hand {
		out = append(out, cv.Card)
	}
	return out
}

func TestTeammatesSeeEachOthersHands(t *testing.T) {
	g := start(t, config(4, 3))
	v := g.SeatView(2)
	partnerHand := hand(g.SeatView(3))
	if v.Partner != 3 || !slices.Equal(v.PartnerHand, partnerHand) {
		t.Fatalf("partner %d, hand %v, want 3 %v", v.Partner, v.PartnerHand, partnerHand)
	}
	rng := game.NewRand(1)
	for range 10 {
		d := v.Determinize(&rng).(*wonders.State)
		if !slices.Equal(hand(d.SeatView(3)), partnerHand) {
			t.Fatal("the partner's known hand was redealt")
		}
	}
}

func TestTeamOutcome(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scores []game.Score // total, tiebreak (coins)
		ranks  []int
	}{
		{"team totals", []game.Score{{Total: 30}, {Total: 10}, {Total: 21}, {Total: 20}}, []int{2, 2, 1, 1}},
		{"a tie goes to the richer team", []game.Score{{Total: 20, Tiebreak: 1}, {Total: 20, Tiebreak: 1},
			{Total: 30, Tiebreak: 3}, {Total: 10, Tiebreak: 0}}, []int{2, 2, 1, 1}},
		{"a full tie", []game.Score{{Total: 20, Tiebreak: 1}, {Total: 20, Tiebreak: 2},
			{Total: 30, Tiebreak: 3}, {Total: 10, Tiebreak: 0}}, []int{1, 1, 1, 1}},
		{"six players", []game.Score{{Total: 5}, {Total: 5}, {Total: 9}, {Total: 9}, {Total: 7}, {Total: 7}},
			[]int{3, 3, 1, 1, 2, 2}},
	} {
		g := start(t, config(len(tc.scores), 1))
		o := game.Outcome{Scores: slices.Clone(tc.scores)}
		game.Rank(o.Scores)
		outcome(g, o.Scores)
		for s, sc := range o.Scores {
			if sc.Rank != tc.ranks[s] {
				t.Errorf("%s: ranks %+v, want %v", tc.name, o.Scores, tc.ranks)
				break
			}
		}
	}
	// The game's own outcome ranks by team.
	g := start(t, config(4, 2))
	o := g.Outcome()
	if o.Scores[0].Rank != o.Scores[1].Rank || o.Scores[2].Rank != o.Scores[3].Rank {
		t.Fatalf("teammates share a rank: %+v", o.Scores)
	}
}

// TestRandomGames plays random team games at 4 and 6 players with
// Commerce and Faith on and off: they end, replay to their digests, and
// no battle sets teammates against each other.
func TestRandomGames(t *testing.T) {
	sets := [][]string{nil, {wonders.ExpansionCommerce}, {wonders.ExpansionFaith},
		{wonders.ExpansionCommerce, wonders.ExpansionFaith}, {wonders.ExpansionCities, wonders.ExpansionLeaders}}
	n := gametest.Size(40, 200)
	for seed := range uint64(n) {
		players := 4 + 2*int(seed%2)
		cfg := config(players, seed, sets[seed/2%uint64(len(sets))]...)
		if _, err := wonders.Rules.Start(cfg); err != nil && cfg.Has(wonders.ExpansionFaith) {
			// Not gods enough for every seat: the same game without Faith.
			cfg.Expansions = slices.DeleteFunc(cfg.Expansions, func(e string) bool { return e == wonders.ExpansionFaith })
		}
		rng := game.NewRand(seed*7 + 1)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d, %d players, %v: %v", seed, players, cfg.Expansions, err)
		}
		if err := gametest.ReplayMatches(wonders.Rules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		v := s.(*wonders.State).SeatView(0)
		for _, e := range v.Events {
			if e.Kind == wonders.EventBattle && v.Team(e.City) == v.Team(e.Against) {
				t.Fatalf("seed %d: teammates fought: %+v", seed, e)
			}
		}
	}
}

// Register refuses a second layer pairing the seats, and a pairing
// without its player counts (it checks before registering anything).
func TestOnlyOneLayerPairsTheSeats(t *testing.T) {
	for _, l := range []wonders.Layer{
		{Name: "teams2", TeamSizes: []int{4}, Partner: partner},
		{Name: "pairs", Partner: partner},
		{Name: "sizes", TeamSizes: []int{4}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s registered", l.Name)
				}
			}()
			wonders.Register(l)
		}()
	}
	if !slices.Equal(wonders.Rules.TeamSizes, Sizes) {
		t.Fatalf("team sizes %v after the refusals", wonders.Rules.TeamSizes)
	}
}
