package dale

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/game/games"
	"agora/ui"
)

// hover moves the pointer onto o at the absolute position at.
func hover(o desktop.Hoverable, at fyne.Position) {
	o.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at}})
}

// marketCardView is the card of the market's first filled slot.
func marketCardView(t *testing.T, tb *Table) *cardView {
	t.Helper()
	v := tb.view()
	var found *cardView
	walk(tb.body, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && found == nil && cv.size == tb.dims.marketCard {
			for _, s := range v.Market {
				if s.Card == cv.card {
					found = cv
				}
			}
		}
	})
	if found == nil {
		t.Fatal("no market card on the table")
	}
	return found
}

// cardTexts are the texts a card's description must show.
func cardTexts(tb *Table, c eng.Card) []string {
	return []string{tb.cardName(c), tb.deckName(c),
		tb.T("dale.ui.deck_line", map[string]any{"Deck": tb.deckName(c), "Value": c.Value()}),
		tb.T("dale.text." + c.Kind().String())}
}

func TestHoverShowsTheCardBesideThePointer(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 5)
	for _, lang := range []string{"en", "fr"} {
		if err := tb.ctx.Localizer.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		tb.Retranslate()
		cv := marketCardView(t, tb)
		at := fyne.NewPos(300, 250)
		hover(cv, at)
		tip := tb.tip()
		if tip == nil {
			t.Fatalf("%s: no tooltip on hover", lang)
		}
		for _, want := range cardTexts(tb, cv.card) {
			if !hasText(tip, want) {
				t.Errorf("%s: tooltip lacks %q: %q", lang, want, texts(tip))
			}
		}
		origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(tb.tips)
		if got, want := tip.Position(), at.Subtract(origin).Add(tipOffset); got != want {
			t.Errorf("%s: tooltip at %v, want %v beside the pointer", lang, got, want)
		}
		if tip.Size().Width != tipWidth || tip.Size().Height < 60 {
			t.Errorf("%s: tooltip size %v", lang, tip.Size())
		}
		cv.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at.AddXY(10, 5)}})
		if got, want := tip.Position(), at.AddXY(10, 5).Subtract(origin).Add(tipOffset); got != want {
			t.Errorf("%s: the tooltip did not follow the pointer: %v, want %v", lang, got, want)
		}
		cv.MouseOut()
		if tb.tip() != nil {
			t.Errorf("%s: the tooltip stays after the pointer left", lang)
		}
		// Near the right edge the tooltip flips to the pointer's left.
		hover(cv, fyne.NewPos(1270, 100))
		if p := tb.tip().Position(); p.X+tipWidth > tb.tips.Size().Width {
			t.Errorf("%s: tooltip out of the window at %v", lang, p)
		}
		cv.MouseOut()
	}
}

func TestRightClickOpensTheCard(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 5)
	cv := marketCardView(t, tb)
	test.TapSecondary(cv)
	top := tb.ctx.Window.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog on right-click")
	}
	for _, want := range cardTexts(tb, cv.card) {
		if !hasText(top, want) {
			t.Errorf("dialog lacks %q: %q", want, texts(top))
		}
	}
}

// Hand, discard, schedule and stall cards all describe themselves.
func TestEveryCardPlaceHasADetail(t *testing.T) {
	s := playedState(t, []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}}, false, func(s game.State) bool {
		v := s.View(0).(*eng.View)
		return len(v.Seats[0].Discard) > 0 && len(v.Seats[1].Discard) > 0 && len(v.Stall(0).Stacks) > 0 &&
			len(v.Stall(1).Stacks) > 0 && s.Pending()[0].Seat == 0
	})
	tb, _ := tableFor(t, s)
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	v := tb.view()
	// hand cards
	var hand *cardView
	walk(tb.body, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && cv.size == tb.dims.handCard && hand == nil {
			hand = cv
		}
	})
	if hand == nil {
		t.Fatal("no hand card")
	}
	hover(hand, fyne.NewPos(100, 600))
	if tip := tb.tip(); tip == nil || !hasText(tip, tb.cardName(hand.card)) {
		t.Fatal("no tooltip for a hand card")
	}
	hand.MouseOut()
	// stacks, own and opponent's, and one-line mentions (discard tops)
	var areas []*detailArea
	walk(tb.body, func(o fyne.CanvasObject) {
		if d, ok := o.(*detailArea); ok {
			areas = append(areas, d)
		}
	})
	stacks := 0
	for _, d := range areas {
		hover(d, fyne.NewPos(200, 200))
		tip := tb.tip()
		if tip == nil {
			t.Fatalf("no tooltip for %q", d.title)
		}
		if strings.HasPrefix(d.title, tb.T("dale.ui.stack_title", map[string]any{"N": 1, "Total": 1})) {
			stacks++
			a, b := v.Stall(0).Stacks[0].Cards[0], v.Stall(1).Stacks[0].Cards[0]
			if !hasText(tip, tb.cardName(a)) && !hasText(tip, tb.cardName(b)) {
				t.Errorf("stack tooltip lacks its card: %q", texts(tip))
			}
		}
		d.MouseOut()
	}
	if stacks < 2 {
		t.Errorf("%d first stacks with a detail, want the viewer's and the opponent's", stacks)
	}
}

// playedState plays random moves from a fresh game until done says so.
func playedState(t *testing.T, seats []game.SeatConfig, teams bool, done func(game.State) bool) game.State {
	t.Helper()
	rules, _ := games.Lookup("dale")
	for seed := uint64(1); seed < 400; seed++ {
		s, err := rules.Start(game.Config{Game: "dale", Seats: seats, Seed: seed, Teams: teams})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for range 3000 {
			if s.Over() {
				break
			}
			if done(s) {
				return s
			}
			seat := s.Pending()[0].Seat
			legal := s.Legal(seat, nil)
			if err := s.Apply(seat, pick(legal, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Skip("no game reached the position")
	return nil
}

// pick prefers building stacks, asking the partner's help and confirming,
// so random games build stalls quickly; otherwise it picks at random.
func pick(legal []game.Option, rng *game.Rand) game.Option {
	for _, typ := range []eng.MoveType{eng.MoveConfirm, eng.MoveAsk, eng.MoveAdd, eng.MoveBuild} {
		var some []game.Option
		for _, o := range legal {
			if eng.MustDecode(o).Type == typ {
				some = append(some, o)
			}
		}
		if len(some) > 0 && rng.IntN(4) > 0 {
			return some[rng.IntN(len(some))]
		}
	}
	return legal[rng.IntN(len(legal))]
}

func countLocks(o fyne.CanvasObject) int {
	n := 0
	walk(o, func(o fyne.CanvasObject) {
		if _, ok := o.(*lockIcon); ok {
			n++
		}
	})
	return n
}

func TestOthersHandsAndDecksAreLocked(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}}
	tb, _ := newTestTable(t, seats, 4)
	v := tb.view()
	if n := countLocks(tb.opponents(v)); n != 2*2 {
		t.Errorf("%d padlocks on the opponents, want hand and deck of each", n)
	}
	// The viewer's own hand carries one, as every private area does.
	if n := countLocks(tb.zones.hand); n != 1 {
		t.Errorf("%d padlocks on the viewer's hand, want 1", n)
	}
	if n := countLocks(tb.ownBand(v)) + countLocks(tb.zones.market); n != 0 {
		t.Errorf("%d padlocks on the viewer's stall or the market", n)
	}
	if n := countLocks(tb.body); n != 5 {
		t.Errorf("%d padlocks on the table, want 5", n)
	}
	if !hasText(tb.opponents(v), tb.T("daletable.hand_n", map[string]any{"N": v.Seats[1].HandSize})) {
		t.Error("an opponent's hand size is not shown")
	}
}

// Every discard pile, the viewer's own included, opens in a list.
func TestEveryDiscardPileCanBeBrowsed(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}, {Name: "Zoé"}}
	s := playedState(t, seats, false, func(s game.State) bool {
		v := s.View(0).(*eng.View)
		for _, sv := range v.Seats {
			if len(sv.Discard) == 0 {
				return false
			}
		}
		return len(v.MarketDiscard) > 0 && s.Pending()[0].Seat == 0
	})
	tb, _ := tableFor(t, s)
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	v := tb.view()
	piles := [][]eng.Card{v.Seats[0].Discard, v.MarketDiscard, v.Seats[1].Discard, v.Seats[2].Discard}
	opened := 0
	var areas []*zoneTap
	walk(tb.body, func(o fyne.CanvasObject) {
		if z, ok := o.(*zoneTap); ok && z.onTap != nil {
			areas = append(areas, z)
		}
	})
	for _, z := range areas {
		tb.pileDialog = nil
		test.Tap(z)
		if tb.pileDialog == nil {
			continue
		}
		top := tb.ctx.Window.Canvas().Overlays().Top()
		shown := func(cards []eng.Card) bool {
			for _, c := range cards {
				if !hasText(top, tb.cardName(c)) {
					return false
				}
			}
			return true
		}
		if !slices.ContainsFunc(piles, shown) {
			t.Errorf("a pile opens a list that is no discard pile: %q", texts(top))
		}
		tb.pileDialog.Hide()
		opened++
	}
	if opened < 4 {
		t.Errorf("%d discard piles browsable, want 4 (own, two opponents, market)", opened)
	}
}

func TestRulesSummaryInBothLanguages(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 2)
	for _, lang := range []string{"en", "fr"} {
		if err := tb.ctx.Localizer.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		tb.Retranslate()
		var rules *fyne.MenuItem
		for _, it := range tb.menuItems() {
			if it.Label == tb.T("dale.ui.rules") {
				rules = it
			}
		}
		if rules == nil {
			t.Fatalf("%s: no rules entry in the menu", lang)
		}
		rules.Action()
		if tb.rulesDialog == nil {
			t.Fatalf("%s: no rules dialog", lang)
		}
		top := tb.ctx.Window.Canvas().Overlays().Top()
		for _, keys := range rulesSections {
			for _, k := range keys {
				if !hasText(top, tb.T(k, map[string]any{"Rounds": eng.DryRounds})) {
					t.Errorf("%s: rules lack %s", lang, k)
				}
			}
		}
		scrolls := false
		walk(top, func(o fyne.CanvasObject) {
			if _, ok := o.(*container.Scroll); ok {
				scrolls = true
			}
		})
		if !scrolls {
			t.Errorf("%s: the rules do not scroll", lang)
		}
		// the page every table shows (ui.RulesPage): its headings stand
		// out in the sub-heading size
		headings := 0
		walk(top, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.SizeName == theme.SizeNameSubHeadingText {
				headings++
			}
		})
		if headings != len(rulesSections) {
			t.Errorf("%s: %d headings of the shared rules page, want %d", lang, headings, len(rulesSections))
		}
		tb.rulesDialog.Hide()
	}
	// F1 opens the same page (ui.TableHelp).
	tb.rulesDialog = nil
	var help ui.TableHelp = tb
	help.Help()
	if tb.rulesDialog == nil {
		t.Error("Help did not open the rules")
	}
	if !strings.Contains(tb.T("dale.rules.goal"), "8") {
		t.Error("the goal does not name the 8 stacks")
	}
}

// A pass-and-play game reopened from its save shows the hand-off screen
// before any hand.
func TestReopenedPassAndPlayHandsOffFirst(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}}
	played := playedState(t, seats, false, func(s game.State) bool { return len(s.Log()) > 30 })
	data, err := json.Marshal(game.NewSave(played))
	if err != nil {
		t.Fatal(err)
	}
	sv, err := game.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sv.Restore(games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := tableFor(t, s)
	next := tb.name(int(s.Pending()[0].Seat))
	if !tb.handoff || !hasText(tb.body, tb.T("dale.ui.pass_to", map[string]any{"Name": next})) {
		t.Fatalf("no hand-off screen on reopening: %q", texts(tb.body))
	}
	walk(tb.content, func(o fyne.CanvasObject) {
		if _, ok := o.(*cardView); ok {
			t.Fatal("a card shows behind the hand-off screen")
		}
	})
	if hasText(tb.header, tb.T("dale.ui.you", map[string]any{"Name": next})) {
		t.Error("the header names the player before Ready")
	}
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	if tb.handoff || !hasText(tb.body, tb.T("dale.ui.your_hand")) {
		t.Fatal("no hand after Ready")
	}
	// A game against bots opens straight on the table.
	solo, _ := newTestTable(t, vsBot, 3)
	if solo.handoff {
		t.Error("a one-human game opens behind the hand-off screen")
	}
}

// In the team game both partners build on one shared stall of 10 stacks,
// and the table shows who gave which cards.
func TestTeamStallShowsBothPartners(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Bea"}, {Name: "Carla"}, {Name: "Dan"}}
	// A stack of team 0 with cards from both partners.
	helped := func(s game.State) bool {
		v := s.View(0).(*eng.View)
		for _, st := range v.Stall(0).Stacks {
			if slices.Contains(st.From, 0) && slices.Contains(st.From, 2) {
				return s.Pending()[0].Seat == 0
			}
		}
		return false
	}
	s := playedState(t, seats, true, helped)
	tb, _ := tableFor(t, s)
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	v := tb.view()
	if !v.Teams || v.StacksToWin != 10 || v.Seats[0].Stall != v.Seats[2].Stall {
		t.Fatalf("not a shared team stall: %+v", v.Seats)
	}
	own := tb.ownBand(v)
	if !hasText(own, tb.T("dale.ui.team_stall", map[string]any{"Name": "Ana", "Partner": "Carla"})) {
		t.Errorf("the stall is not named the team's: %q", texts(own))
	}
	built := len(v.Stall(0).Stacks)
	if !hasText(own, tb.ctx.Localizer.N("daletable.stacks_of", built, map[string]any{"N": built, "Goal": 10})) {
		t.Errorf("no count out of 10: %q", texts(own))
	}
	if !hasText(own, "Ana + Carla") && !hasText(own, "Carla + Ana") {
		t.Errorf("no stack shows both partners: %q", texts(own))
	}
	// The helped stack's detail names the partner who gave cards.
	var helpedArea *detailArea
	walk(own, func(o fyne.CanvasObject) {
		if d, ok := o.(*detailArea); ok && helpedArea == nil &&
			(hasText(d.info(), tb.T("dale.ui.given_by", map[string]any{"Name": "Carla"})) ||
				hasText(d.info(), tb.T("dale.ui.given_by", map[string]any{"Name": "Ana"}))) {
			helpedArea = d
		}
	})
	if helpedArea == nil {
		t.Error("no stack detail says which cards the partner gave")
	}
	// The partner's panel shows the same shared stall; the opponents', theirs.
	ops := tb.opponents(v)
	if !hasText(ops, tb.T("dale.ui.stall", map[string]any{"Built": len(v.Stall(0).Stacks), "Goal": 10})) {
		t.Errorf("the partner's panel lacks the shared stall: %q", texts(ops))
	}
	// Carla sees the same stall from her seat.
	tb.viewer = 2
	tb.redraw()
	if !hasText(tb.ownBand(tb.view()), tb.T("dale.ui.team_stall", map[string]any{"Name": "Carla", "Partner": "Ana"})) {
		t.Error("Carla's table does not show the team stall")
	}
}
