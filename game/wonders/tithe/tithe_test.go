package tithe

import (
	"encoding/json"
	"strconv"
	"testing"

	"agora/game"
	"agora/game/gametest"
	"agora/game/wonders"
)

func config(players int, seed uint64, expansions ...string) game.Config {
	cfg := game.Config{Game: "wonders", Seed: seed, Variants: map[string]string{wonders.VariantSides: "A"},
		Expansions: append([]string{Name}, expansions...)}
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

func give(c, n int) game.Option {
	return wonders.Move{Action: Give, City: c, Card: wonders.NoCard, Price: n}.Option()
}

// play applies one decision through the contract's checks.
func play(t *testing.T, g *wonders.State, seat game.Seat, o game.Option) {
	t.Helper()
	if err := gametest.Step(g, seat, o); err != nil {
		t.Fatal(err)
	}
}

// The tithe's prompt comes first in each Age, seat by seat; its coins go
// to the bank and its points to its own score line; the rest of the game
// is the base game's.
func TestTithePlugsIn(t *testing.T) {
	g := start(t, config(3, 1))
	coins := g.Coins(0)
	for s, n := range []int{1, 0, 2} {
		p := g.Pending()
		if len(p) != 1 || p[0].Kind != Kind || p[0].Seat != game.Seat(s) {
			t.Fatalf("seat %d: pending %v", s, p)
		}
		if got := g.Legal(game.Seat(s), nil); len(got) != MaxGift+1 {
			t.Fatalf("seat %d: %d answers, want %d", s, len(got), MaxGift+1)
		}
		if err := g.Apply(game.Seat(s), give(s, MaxGift+1)); err == nil {
			t.Fatalf("seat %d gave %d coins", s, MaxGift+1)
		}
		play(t, g, game.Seat(s), give(s, n))
		if g.Settled() != len(g.Log()) {
			t.Fatalf("seat %d: the answer is not final", s)
		}
	}
	for _, p := range g.Pending() {
		if p.Kind != wonders.KindCard {
			t.Fatalf("after the tithe, the card choice: %v", g.Pending())
		}
	}
	for c, want := range []int{coins - 1, coins, coins - 2} {
		if got := g.Coins(c); got != want {
			t.Errorf("city %d holds %d coins, want %d", c, got, want)
		}
	}
	base := start(t, game.Config{Game: "wonders", Seed: 1, Seats: config(3, 1).Seats, Variants: config(3, 1).Variants})
	line := x.Line(0)
	if got := g.Score(2)[line]; got != 2 {
		t.Errorf("seat 2's tithe line: %d points, want 2", got)
	}
	if got, want := g.Score(2).Total(), base.Score(2).Total()+2-1; got != want { // 2 coins: 2 points, less the treasury's
		t.Errorf("seat 2 scores %d, want %d", got, want)
	}
	var lines []string
	for _, p := range g.Outcome().Scores[0].Categories {
		lines = append(lines, p.Category)
	}
	if n := len(lines); n == 0 || lines[n-1] != Line {
		t.Errorf("the outcome's lines %v do not end with the tithe's", lines)
	}
	for _, p := range base.Outcome().Scores[0].Categories {
		if p.Category == Line {
			t.Errorf("a game without the tithe scores its line: %v", base.Outcome().Scores[0].Categories)
		}
	}
	other := g.Clone().(*wonders.State)
	*x.Word(other) ^= 1 << (givenAt + givenBits*1)
	if other.Digest() == g.Digest() {
		t.Fatal("the digest does not see the tithe")
	}
	if err := other.Check(); err != nil {
		t.Errorf("a gift within the rules fails the check: %v", err)
	}
	*x.Word(other) |= 1 << 5
	if other.Check() == nil {
		t.Error("the check lets a city that does not play owe the tithe")
	}
}

// A city gives no more than it holds; with no coin, it is still asked,
// and only keeps its coins.
func TestTitheAnswers(t *testing.T) {
	for _, tc := range []struct{ coins, answers int }{{0, 1}, {1, 2}, {2, 3}, {5, 3}} {
		g := start(t, config(3, 2))
		g.AddCoins(0, tc.coins-g.Coins(0))
		got := g.Legal(0, nil)
		if len(got) != tc.answers {
			t.Errorf("%d coins: %d answers, want %d", tc.coins, len(got), tc.answers)
		}
		for i, o := range got {
			m, ok := wonders.DecodeOption(o)
			if !ok || m.Action != Give || m.Price != i || m.City != 0 || m.Card != wonders.NoCard {
				t.Errorf("%d coins: answer %d is %+v (%v)", tc.coins, i, m, ok)
			}
		}
	}
}

// The tithe's action is a move of the encoding like the base's: it
// decodes to itself, carries no card and no payment, and has its name.
func TestTitheAction(t *testing.T) {
	for n := range MaxGift + 1 {
		m := wonders.Move{Action: Give, City: 6, Card: wonders.NoCard, Price: n}
		back, ok := wonders.DecodeOption(m.Option())
		if !ok || back != m {
			t.Errorf("%+v decodes to %+v (%v)", m, back, ok)
		}
	}
	if _, ok := wonders.DecodeOption(wonders.Move{Action: Give, City: 1, Card: 3}.Option()); ok {
		t.Error("a gift with a card decodes")
	}
	if Give.String() != "tithe_give" {
		t.Errorf("the action is named %q", Give.String())
	}
}

// Every seat sees the tithe's section, and a view sent as JSON brings it
// back as the tithe's type.
func TestTitheView(t *testing.T) {
	g := start(t, config(4, 3))
	play(t, g, 0, give(0, 2))
	v := g.SeatView(3)
	s := Of(v)
	if s == nil || len(s.Given) != 4 || s.Given[0] != 2 || s.Owing[0] || !s.Owing[1] || !s.Owing[3] {
		t.Fatalf("seat 3 sees %+v", s)
	}
	data, err := wonders.EncodeView(v)
	if err != nil {
		t.Fatal(err)
	}
	back, err := wonders.DecodeView(data)
	if err != nil {
		t.Fatal(err)
	}
	if b := Of(back); b == nil || b.Given[0] != 2 || !b.Owing[1] {
		raw, _ := json.Marshal(back.Sections)
		t.Fatalf("the view read back holds %s", raw)
	}
	if Of(start(t, game.Config{Game: "wonders", Seats: config(3, 1).Seats}).SeatView(0)) != nil {
		t.Error("a game without the tithe shows its section")
	}
}

// Random games with the tithe, alone, over Commerce and Faith and over
// the four expansions, keep the engine's contract (clones, views,
// refusals, replay) and ask the tithe of every seat once an Age.
func TestTitheRandomGames(t *testing.T) {
	sets := [][]string{nil, {wonders.ExpansionCommerce, wonders.ExpansionFaith},
		{wonders.ExpansionCommerce, wonders.ExpansionLeaders, wonders.ExpansionCities, wonders.ExpansionFaith}}
	for seed := range uint64(12) {
		players := 3 + int(seed%5)
		cfg := config(players, seed, sets[seed%3]...)
		rng := game.NewRand(seed*7 + 1)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d %v: %v", seed, cfg.Expansions, err)
		}
		asked := 0
		g := start(t, cfg)
		for _, d := range s.Log() {
			for _, p := range g.Pending() {
				if p.Seat == d.Seat && p.Kind == Kind {
					asked++
				}
			}
			if err := g.Apply(d.Seat, d.Option); err != nil {
				t.Fatal(err)
			}
		}
		if asked != 3*players {
			t.Errorf("seed %d %v: the tithe was asked %d times, want %d", seed, cfg.Expansions, asked, 3*players)
		}
		if g.Digest() != s.(*wonders.State).Digest() {
			t.Errorf("seed %d: the replay ends on another digest", seed)
		}
	}
}

// Register refuses a name, an action number or a prompt kind already
// taken, and an action number outside the layers' range.
func TestRegisterRefuses(t *testing.T) {
	noop := wonders.Prompt{Kind: "other.ask", Options: options, Apply: apply}
	for _, tc := range []struct {
		name string
		l    wonders.Layer
	}{
		{"the tithe's name", wonders.Layer{Name: Name}},
		{"Commerce's name", wonders.Layer{Name: wonders.ExpansionCommerce}},
		{"the tithe's action", wonders.Layer{Name: "other", Actions: []wonders.ActionDef{{Action: Give, Name: "other"}}}},
		{"a base action", wonders.Layer{Name: "other", Actions: []wonders.ActionDef{{Action: wonders.Pass, Name: "other"}}}},
		{"the tithe's kind", wonders.Layer{Name: "other", Prompts: []wonders.Prompt{{Kind: Kind, Options: options, Apply: apply}}}},
		{"a kind without options", wonders.Layer{Name: "other", Prompts: []wonders.Prompt{{Kind: noop.Kind, Apply: apply}}}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: registered", tc.name)
				}
			}()
			wonders.Register(tc.l)
		}()
	}
}
