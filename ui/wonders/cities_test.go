package wonders

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// fourX is a 4-player Cities game, you in seat 0 against random bots.
var fourX = auditConfig(4, wonders.ExpansionCities)

// Whole games with Cities, played through the screen, with the other
// expansions: every decision has its control, the black and debt lines
// are scored.
func TestCitiesGamesThroughTheScreen(t *testing.T) {
	teams := auditConfig(4, wonders.ExpansionCities, wonders.ExpansionFaith)
	teams.Teams = true
	for _, tc := range []struct {
		name string
		cfg  game.Config
	}{
		{"3 players", auditConfig(3, wonders.ExpansionCities)},
		{"4 players, teams and Faith", teams},
		{"7 players, Leaders, Commerce and Faith", sevenX},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := started(t, tc.cfg)
			turns := 0
			h.playUntil(func() bool {
				if v := h.table.view; v.Turns != 7 {
					t.Fatalf("an Age of %d turns", v.Turns)
				} else if v.Prompt == wonders.KindCard && len(v.Hand) > turns {
					turns = len(v.Hand)
				}
				return h.table.view.Over
			})
			if turns != 8 {
				t.Errorf("the largest hand held %d cards", turns)
			}
			if sc := h.table.view.Scores[0][wonders.CatDebt]; sc > 0 {
				t.Errorf("the debt line is %d", sc)
			}
		})
	}
}

// seededWhere is a harness at the first position of random Cities games
// (seeds 1, 2...) where you owe a card and want holds for your view.
func seededWhere(t *testing.T, cfg game.Config, want func(v *wonders.View) bool) *harness {
	t.Helper()
	test.NewTempApp(t)
	g := firstPosition(t, cfg, 3000, func(g game.State, p game.Prompt) bool {
		return p.Seat == 0 && p.Kind == wonders.KindCard && want(g.(*wonders.State).SeatView(0))
	}, nil)
	return newHarnessFor(t, g, 0, true)
}

// blackIn reports whether cards hold a black card.
func blackIn(cards []wonders.Card) bool {
	return slices.ContainsFunc(cards, isBlack)
}

// Black cards are drawn black in the hand (the mask in the corner, the
// power in words, all of it on hover), in the city's own stack after the
// colours, and counted by the neighbours and the strip.
func TestBlackCardsInHandAndCity(t *testing.T) {
	h := seededWhere(t, auditConfig(5, wonders.ExpansionCities), func(v *wonders.View) bool {
		var hand []wonders.Card
		for _, cv := range v.Hand {
			hand = append(hand, cv.Card)
		}
		return blackIn(hand) && len(v.Cities[0].Blacks) > 0 && len(v.Cities[1].Blacks) > 0 && len(v.Cities[2].Blacks) > 0
	})
	tb := h.table
	found := false
	for _, cw := range visible[*cardWidget](tb.hand.root) {
		if !isBlack(cw.view.Card) {
			continue
		}
		found = true
		if cw.r == nil || cw.r.art.col != wonders.Black || cw.r.art.powerFull == "" {
			t.Errorf("%v is not drawn as a black card", cw.view.Card)
		}
		if full := cw.FullText(); !strings.Contains(full, tb.words.blackPower(cw.view.Card)) {
			t.Errorf("%v's hover text %q lacks its power", cw.view.Card, full)
		}
	}
	if !found {
		t.Fatal("no black card drawn in the hand")
	}
	if !slices.Contains(tb.city.root.Objects, fyne.CanvasObject(tb.city.blacks)) || tb.city.blacks.col != wonders.Black {
		t.Error("the city has no black stack")
	}
	if got, want := len(visible[*stackCard](tb.city.blacks)), len(tb.view.Cities[0].Blacks); got != want {
		t.Errorf("the black stack shows %d cards, the city has %d", got, want)
	}
	n := tb.view.NumCities
	if s := texts(tb.left.root) + texts(tb.right.root); !strings.Contains(s, tb.words.card(tb.view.Cities[1].Blacks[0])) ||
		len(tb.view.Cities[n-1].Blacks) > 0 && !strings.Contains(s, tb.words.card(tb.view.Cities[n-1].Blacks[0])) {
		t.Errorf("the neighbours' panels do not name their black cards: %s", s)
	}
	if tb.view.NumCities > 4 && !slices.ContainsFunc(visible[*glyphRow](tb.strip.root), func(g *glyphRow) bool {
		return slices.ContainsFunc(g.items, func(it glyph) bool { return it.icon == blackIcon })
	}) {
		t.Error("the strip counts no black card")
	}
}

// Debt tokens and the diplomacy token lie in the cities' token rows with
// their words on hover, and the coin losses are in the log.
func TestCitiesDebtAndDiplomacy(t *testing.T) {
	h := seededWhere(t, fourX, func(v *wonders.View) bool {
		debt, diplo := false, false
		for _, c := range v.Cities {
			debt = debt || c.Debt > 0
			diplo = diplo || c.Diplomacy
		}
		return debt && diplo
	})
	tb := h.table
	var debts []*debtToken
	var diplos []*diplomacyToken
	for _, o := range []fyne.CanvasObject{tb.board.root, tb.left.root, tb.right.root, tb.strip.root} {
		debts = append(debts, visible[*debtToken](o)...)
		diplos = append(diplos, visible[*diplomacyToken](o)...)
	}
	if len(debts) == 0 || len(diplos) == 0 {
		t.Fatalf("%d debt tokens and %d diplomacy tokens shown", len(debts), len(diplos))
	}
	for _, d := range debts {
		if tip := d.tip(); d.n <= 0 || !strings.Contains(tip, tb.words.loc.Int(d.n)) {
			t.Errorf("a debt token of %d says %q", d.n, tip)
		}
	}
	if tip := diplos[0].tip(); !strings.Contains(tip, tb.words.T("wonders.cities.diplomacy")) {
		t.Errorf("the diplomacy token says %q", tip)
	}
	loss := false
	for _, e := range tb.view.Events {
		loss = loss || e.Kind == wonders.EventLoss
	}
	if !loss {
		t.Fatal("no coin loss in the events")
	}
	if s := texts(tb.log.root); !strings.Contains(s, "debt token") && !strings.Contains(s, "loses") {
		t.Errorf("no coin loss in the log: %s", s)
	}
	h.shoot("cities-debt-diplomacy")
}

// A black card you build flies from your hand to your city's black stack.
func TestMotionBlackCardFliesToItsStack(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		cfg := auditConfig(3, wonders.ExpansionCities)
		cfg.Seed = seed
		test.NewTempApp(t)
		s, err := wonders.Rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		h := newHarnessFor(t, s, 0, true)
		tb, tm := h.table, h.table.motion
		tm.m.Freeze(true)
		black := func(m wonders.Move) bool {
			return m.Action == wonders.Build && isBlack(m.Card) && m.PayLeft+m.PayRight == 0
		}
		for range 25 {
			if tb.state.Over() || tb.view.Prompt != wonders.KindCard {
				break
			}
			o, m, ok := optionWhere(tb.view, black)
			if !ok {
				if o, _, ok = optionWhere(tb.view, func(m wonders.Move) bool { return m.Action == wonders.Discard }); !ok {
					break
				}
				tb.play(o)
				tm.skip()
				continue
			}
			from := handPlace(tm, m.Card)
			tb.play(o)
			f, ok := flightFrom(tm.m, from.pos)
			if !ok {
				t.Fatalf("no flight from the black card at %v", from.pos)
			}
			to, ok := tm.where(tb.city.blacks.pool[len(tb.city.blacks.cards)-1])
			if !ok || f.To != to.pos {
				t.Errorf("the black card lands at %v, want %v (%v)", f.To, to.pos, ok)
			}
			return
		}
	}
	t.Fatal("no black card to build in 30 games")
}

// A coin loss reads in the log as the coins paid, the debt taken, or
// both, in each language.
func TestCitiesLossInTheLog(t *testing.T) {
	v := &wonders.View{NumCities: 4, Cities: make([]wonders.CityView, 4)}
	for _, tc := range []struct {
		lang         string
		coins, debt  int
		want, refuse string
	}{
		{"en", 2, 0, "B loses 2 coins to the black cards.", "debt"},
		{"en", 0, 3, "B has no coin to lose and takes 3 debt tokens (−1 point each).", "loses 0"},
		{"en", 1, 1, "B loses 1 coin and takes 1 debt token (−1 point) for the missing coin.", "tokens"},
		{"fr", 0, 1, "B n’a plus de pièce à perdre et prend 1 jeton Dette (−1 point).", "jetons"},
		{"fr", 2, 2, "B perd 2 pièces et prend 2 jetons Dette (−1 point chacun) pour les pièces qui lui manquent.", "{{"},
	} {
		got := testWords(t, tc.lang).event(v, wonders.Event{Kind: wonders.EventLoss, City: 1, Card: wonders.NoCard, Coins: tc.coins, Points: tc.debt})
		if got != tc.want || strings.Contains(got, tc.refuse) {
			t.Errorf("%s %d coins, %d debt: %q, want %q", tc.lang, tc.coins, tc.debt, got, tc.want)
		}
	}
}
