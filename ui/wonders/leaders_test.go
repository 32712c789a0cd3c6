package wonders

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// fourL is a 4-player Leaders game, you in seat 0 against random bots.
var fourL = auditConfig(4, wonders.ExpansionLeaders)

// lastMove is seat's last decision in the log.
func lastMove(t *testing.T, s *wonders.State, seat int) wonders.Move {
	t.Helper()
	log := s.Log()
	for i := len(log) - 1; i >= 0; i-- {
		if int(log[i].Seat) == seat {
			return wonders.MustDecode(log[i].Option)
		}
	}
	t.Fatal("the seat has played nothing")
	return wonders.Move{}
}

// A leader of the draft is kept in one click, on the card or on its
// Keep badge, and waits in the hand row after.
func TestLeaderDraftKeepsInOneClick(t *testing.T) {
	for _, tc := range []struct {
		name  string
		badge bool
	}{{"card", false}, {"badge", true}} {
		t.Run(tc.name, func(t *testing.T) {
			h := started(t, fourL)
			tb := h.table
			if tb.view.Prompt != wonders.KindLeaderDraft {
				t.Fatalf("the game opens on %q, not the leader draft", tb.view.Prompt)
			}
			cards := visible[*cardWidget](tb.prompt.leaders.root)
			if len(cards) != 4 || len(cards) != len(tb.view.Leaders.Draft) {
				t.Fatalf("the draft shows %d leaders of %d", len(cards), len(tb.view.Leaders.Draft))
			}
			if !strings.Contains(texts(tb.prompt.root), tb.words.T("wonders.ui.leaders.pass_to", map[string]any{"Name": tb.words.city(tb.view, tb.view.Leaders.PassTo)})) {
				t.Error("the draft does not say where the other leaders go")
			}
			kept := cards[1].view.Card
			if tc.badge {
				cards[1].r.Layout(cards[1].Size())
				p := cards[1].r.pill
				test.TapAt(cards[1], p.Position().Add(fyne.NewPos(p.Size().Width/2, p.Size().Height/2)))
			} else {
				test.Tap(cards[1])
			}
			if m := lastMove(t, tb.state, 0); m.Action != wonders.Pick || m.Card != kept {
				t.Fatalf("one click played %v, not keeping %v", m, kept)
			}
			// The bots have picked too (sync): the next round is on, the
			// leader kept in the hand row.
			if !slices.Contains(tb.view.Leaders.Hand, kept) {
				t.Fatalf("the leader hand %v lacks %v", tb.view.Leaders.Hand, kept)
			}
			var held []wonders.Card
			for _, cw := range visible[*cardWidget](tb.hand.root) {
				held = append(held, cw.view.Card)
			}
			if !slices.Equal(held, []wonders.Card{kept}) {
				t.Fatalf("the hand row holds %v, not the leader kept", held)
			}
		})
	}
}

// reachRecruitment plays the draft through the screen.
func reachRecruitment(t *testing.T, cfg game.Config) *harness {
	t.Helper()
	h := started(t, cfg)
	h.playUntil(func() bool { return h.table.view.Prompt == wonders.KindRecruit })
	return h
}

// The recruitment turn offers each leader's three moves in the action
// bar (recruit for its coins, wonder stage, discard for 3 coins) and
// plays them; the badge recruits in one click.
func TestLeaderRecruitmentOffersThreeActions(t *testing.T) {
	for _, tc := range []struct {
		name   string
		action wonders.Action
	}{{"recruit", wonders.Build}, {"stage", wonders.BuildStage}, {"discard", wonders.Discard}, {"badge", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.action
			if want == 0 {
				want = wonders.Build
			}
			// A recruitment where you may: a stage asks for resources
			// Age I rarely has.
			test.NewTempApp(t)
			s := seededState(t, fourL, wonders.KindRecruit, func(m wonders.Move) bool { return m.Action == want })
			{
				h := newHarnessFor(t, s, 0, true)
				tb := h.table
				var pick *cardWidget
				for _, cw := range visible[*cardWidget](tb.hand.root) {
					if !isLeader(cw.view.Card) {
						t.Fatalf("the hand row holds %v during the recruitment", cw.view.Card)
					}
					for _, o := range cw.view.Options {
						if a := wonders.MustDecode(o).Action; a == tc.action || tc.action == 0 && a == wonders.Build {
							pick = cw
						}
					}
				}
				if pick == nil {
					t.Fatalf("no leader of the hand row offers %v", want)
				}
				card := pick.view.Card
				if tc.action == 0 {
					pick.r.Layout(pick.Size())
					p := pick.r.pill
					test.TapAt(pick, p.Position().Add(fyne.NewPos(p.Size().Width/2, p.Size().Height/2)))
					if m := lastMove(t, tb.state, 0); m.Action != wonders.Build || m.Card != card {
						t.Fatalf("the badge played %v, not recruiting %v", m, card)
					}
					return
				}
				test.Tap(pick)
				bar := tb.actions
				for _, b := range []*fitButton{bar.fits[bar.build], bar.fits[bar.stage], bar.fits[bar.discard]} {
					if !b.Visible() {
						t.Fatalf("the action bar lacks %q", b.full)
					}
				}
				want := tb.words.T("wonders.ui.act.recruit")
				if got := bar.fits[bar.build].full; !strings.HasPrefix(got, want) {
					t.Errorf("the build button says %q, not %q…", got, want)
				}
				button := map[wonders.Action]*fitButton{wonders.Build: bar.fits[bar.build], wonders.BuildStage: bar.fits[bar.stage], wonders.Discard: bar.fits[bar.discard]}[tc.action]
				test.Tap(button.b)
				if tb.paying != 0 {
					test.Tap(tb.prompt.confirm) // a stage with several plans
				}
				if m := lastMove(t, tb.state, 0); m.Action != tc.action || m.Card != card {
					t.Fatalf("%s played %v", tc.name, m)
				}
			}
		})
	}
}

// Once recruited, a neighbour's leaders stand in its panel as chips with
// their power on hover, with the count of leaders it still holds; your
// own stand in your city's white stack.
func TestRecruitedLeadersInTheNeighbourPanel(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		cfg := fourL
		cfg.Seed = seed
		h := reachRecruitment(t, cfg)
		h.playUntil(func() bool { return h.table.view.Prompt == wonders.KindCard })
		tb := h.table
		lv := tb.view.Leaders
		n := tb.view.NumCities
		left, right := (tb.focus+1)%n, (tb.focus+n-1)%n
		if len(lv.Recruited[left]) == 0 || len(lv.Recruited[right]) == 0 || len(lv.Recruited[0]) == 0 {
			continue
		}
		for _, tc := range []struct {
			panel *neighbourPanel
			city  int
		}{{tb.left, left}, {tb.right, right}} {
			chips := visible[*leaderChip](tc.panel.root)
			if len(chips) != len(lv.Recruited[tc.city]) {
				t.Fatalf("the panel of city %d shows %d leaders of %d", tc.city, len(chips), len(lv.Recruited[tc.city]))
			}
			for i, c := range chips {
				l := lv.Recruited[tc.city][i]
				if c.card != l || !strings.Contains(c.FullText(), tb.words.leaderPower(l)) {
					t.Errorf("chip %d of city %d: %v, %q", i, tc.city, c.card, c.FullText())
				}
			}
			count := tb.words.N("wonders.ui.leaders.in_hand", lv.Hands[tc.city], map[string]any{"N": lv.Hands[tc.city]})
			if !strings.Contains(texts(tc.panel.root), count) {
				t.Errorf("the panel of city %d does not say %q", tc.city, count)
			}
		}
		if got := tb.city.leaders.cards; !slices.Equal(got, lv.Recruited[0]) {
			t.Errorf("your city's leaders are %v, not %v", got, lv.Recruited[0])
		}
		return
	}
	t.Fatal("no game of 30 where you and both neighbours recruit in Age I")
}

// Nothing of another seat's leader hand is drawn: not in the draft, the
// recruitment or the Age's turns, in any text or any full text.
func TestOtherSeatsLeaderHandsStayHidden(t *testing.T) {
	h := started(t, fourL)
	tb := h.table
	check := func(stage string) {
		t.Helper()
		seen := map[wonders.Card]bool{}
		mine := tb.view.Leaders
		for _, l := range slices.Concat(append([][]wonders.Card{mine.Hand, mine.Draft}, mine.Recruited...)...) {
			seen[l] = true
		}
		var words []string
		for _, o := range visible[fyne.CanvasObject](tb.root) {
			if ft, ok := o.(ui.FullTexter); ok {
				words = append(words, ft.FullText())
			}
		}
		all := texts(tb.root) + strings.Join(words, "\n")
		for s := 1; s < tb.view.NumCities; s++ {
			other := tb.state.SeatView(game.Seat(s)).Leaders
			for _, l := range slices.Concat(other.Hand, other.Draft) {
				if !seen[l] && strings.Contains(all, tb.words.card(l)) {
					t.Errorf("%s: seat %d's %v is drawn", stage, s, l)
				}
			}
		}
	}
	check("draft")
	h.playOnce()
	check("draft, second round")
	h.playUntil(func() bool { return tb.view.Prompt == wonders.KindRecruit })
	check("recruitment")
	h.playUntil(func() bool { return tb.view.Prompt == wonders.KindCard })
	check("Age I")
}

// seededAtAge is a harness at the first position of a random game where
// you owe a decision of kind in age or later.
func seededAtAge(cfg game.Config, kind string, age int) func(*testing.T) *harness {
	return func(t *testing.T) *harness {
		test.NewTempApp(t)
		g := firstPosition(t, cfg, 100, func(g game.State, p game.Prompt) bool {
			return p.Seat == 0 && p.Kind == kind && g.(*wonders.State).SeatView(0).Age >= age
		}, nil)
		return newHarnessFor(t, g, 0, true)
	}
}

// The number keys keep a leader of the draft, and the log lists the
// recruitment under its own heading with the leaders recruited.
func TestLeaderKeysAndLog(t *testing.T) {
	h := started(t, fourL)
	tb := h.table
	second := tb.view.Leaders.Draft[1]
	if !tb.Key(fyne.Key2) {
		t.Fatal("2 does nothing in the leader draft")
	}
	if m := lastMove(t, tb.state, 0); m.Action != wonders.Pick || m.Card != second {
		t.Fatalf("2 played %v, not keeping %v", m, second)
	}
	h.playUntil(func() bool { return tb.view.Prompt == wonders.KindCard })
	log := texts(tb.log.root)
	for _, want := range []string{tb.words.T("wonders.ui.log_recruit", map[string]any{"Age": "I"})} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	for c, rec := range tb.view.Leaders.Recruited {
		for _, l := range rec {
			want := tb.words.T("wonders.event.recruit", map[string]any{"City": tb.words.city(tb.view, c), "Card": tb.words.card(l)})
			if !strings.Contains(strings.ReplaceAll(log, "\n", " "), want) {
				t.Errorf("the log lacks %q", want)
			}
		}
	}
}

// During the Age's turns the leaders you hold show beside your hand's
// title, as chips when they fit, else counted with their names on hover.
func TestHeldLeadersBesideTheHand(t *testing.T) {
	for _, width := range []float32{1920, 1024} {
		h := reachRecruitment(t, fourL)
		h.win.Resize(fyne.NewSize(width, 800))
		h.playUntil(func() bool { return h.table.view.Prompt == wonders.KindCard })
		tb := h.table
		held := tb.view.Leaders.Hand
		if len(held) == 0 {
			t.Fatal("no leader held after the recruitment")
		}
		chips := visible[*leaderChip](tb.hand.root)
		var names []string
		for _, c := range chips {
			names = append(names, tb.words.card(c.card))
		}
		full := tb.hand.held.FullText()
		for _, l := range held {
			if !slices.Contains(names, tb.words.card(l)) && !strings.Contains(full, tb.words.leaderPower(l)) {
				t.Errorf("%v wide: %v held is neither a chip nor on hover", width, l)
			}
		}
	}
}

// Whole games with Leaders, played through the screen, with the other
// expansions and the team game: every decision has its control.
func TestLeadersGamesThroughTheScreen(t *testing.T) {
	teams := auditConfig(4, wonders.ExpansionLeaders, wonders.ExpansionFaith)
	teams.Teams = true
	for _, tc := range []struct {
		name string
		cfg  game.Config
	}{
		{"3 players", auditConfig(3, wonders.ExpansionLeaders)},
		{"4 players, teams and Faith", teams},
		{"7 players, Commerce and Faith", sevenL},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := started(t, tc.cfg)
			h.playUntil(func() bool { return h.table.view.Over })
			if sc := h.table.view.Scores[0][wonders.CatLeaders]; sc < 0 {
				t.Errorf("the leader line is %d", sc)
			}
		})
	}
}

// The draft's last leader, the only one left, is kept without a click;
// the pass line is there while leaders remain to pass; the log says what
// you kept, and nothing of what the others kept.
func TestLeaderDraftLastLeaderNeedsNoClick(t *testing.T) {
	h := started(t, fourL)
	tb := h.table
	clicks := 0
	for tb.view.Prompt == wonders.KindLeaderDraft {
		if clicks > 4 {
			t.Fatal("the draft never ended")
		}
		passLine := slices.Contains(tb.prompt.list.Objects, fyne.CanvasObject(tb.prompt.leaders.pass))
		if n := len(tb.view.Leaders.Draft); passLine != (n > 1) {
			t.Errorf("with %d leaders left the pass line shows: %v", n, passLine)
		}
		test.Tap(visible[*cardWidget](tb.prompt.leaders.root)[0])
		clicks++
	}
	if clicks != 3 || tb.view.Prompt != wonders.KindRecruit {
		t.Fatalf("the draft took %d clicks and ends at %q; want 3 and the recruitment", clicks, tb.view.Prompt)
	}
	kept := wonders.DraftedLeaders(tb.state.Log(), 0)
	if len(kept) != 4 || !slices.Equal(tb.view.Leaders.Hand, kept) {
		t.Fatalf("kept %v, the hand holds %v", kept, tb.view.Leaders.Hand)
	}
	log := texts(tb.log.root)
	for _, l := range kept {
		if line := tb.words.T("wonders.ui.leaders.log_keep", map[string]any{"Card": tb.words.card(l)}); !strings.Contains(log, line) {
			t.Errorf("the log lacks %q:\n%s", line, log)
		}
	}
	for s := 1; s < 4; s++ {
		for _, l := range wonders.DraftedLeaders(tb.state.Log(), game.Seat(s)) {
			if strings.Contains(log, tb.words.card(l)) {
				t.Errorf("the log shows %v, kept by seat %d", l, s)
			}
		}
	}
}
