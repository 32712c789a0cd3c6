package dale

import (
	"strings"
	"testing"

	"agora/game"
	eng "agora/game/dale"
)

// When the market can no longer be restocked, the market band counts the
// turns left; the game then ends on the dry market, the win screen and
// the log saying why, in both languages.
func TestDryMarketCountdownAndEnd(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}}
	dry := func(s game.State) bool { return s.View(0).(*eng.View).DryTurnsLeft > 0 }
	s := playedState(t, seats, false, dry)
	tb, _ := tableFor(t, s)
	if tb.handoff {
		tb.ready()
	}
	left := tb.view().DryTurnsLeft
	for _, lang := range []string{"en", "fr"} {
		if err := tb.ctx.Localizer.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		tb.Retranslate()
		want := tb.T("dale.ui.dry_countdown", map[string]any{"N": left})
		if !hasText(tb.body, want) {
			t.Errorf("%s: no countdown %q on the table", lang, want)
		}
	}
	// nobody builds: empty inventories until the game ends
	lastTurnSeen := false
	for range 2000 {
		if s.Over() {
			break
		}
		if tb.handoff {
			tb.ready()
		}
		if tb.view().DryTurnsLeft == 1 && !lastTurnSeen {
			lastTurnSeen = true
			if !hasText(tb.body, tb.T("dale.ui.dry_last_turn")) {
				t.Error("the last dry turn is not announced")
			}
		}
		seat := s.Pending()[0].Seat
		tb.apply(int(seat), quietMove(s.Legal(seat, nil)))
	}
	if !lastTurnSeen {
		t.Error("the game ended without a last dry turn")
	}
	v := tb.view()
	if !v.Over || !v.DryOut {
		t.Fatalf("over %v, dry out %v", v.Over, v.DryOut)
	}
	if v.Winner < 0 {
		if shared := tb.T("dale.ui.shared_win", map[string]any{"Names": tb.nameList([]string{"Ana", "Léo"})}); !hasText(tb.body, shared) {
			t.Errorf("no %q on the win screen", shared)
		}
	} else if win := tb.T("dale.ui.wins", map[string]any{"Name": tb.name(v.Winner)}); !hasText(tb.body, win) {
		t.Errorf("no %q on the win screen", win)
	}
	why := tb.T("dale.ui.dry_out", map[string]any{"Rounds": eng.DryRounds})
	if !hasText(tb.body, why) || strings.Contains(why, "no value") {
		t.Errorf("the win screen lacks %q", why)
	}
	e, ok := lastEvent(tb, eng.EventDryOut)
	if !ok {
		t.Fatal("no dry-out event")
	}
	line := tb.eventText(e)
	if !strings.Contains(line, tb.ctx.Localizer.Int(eng.DryRounds)) || strings.Contains(line, "no value") {
		t.Errorf("log line %q", line)
	}
}

// quietMove is a move that builds nothing: an empty inventory, a
// confirmation, a pass, or else the first option that starts no stack.
func quietMove(legal []game.Option) game.Option {
	for _, typ := range []eng.MoveType{eng.MoveInventory, eng.MoveConfirm, eng.MovePass, eng.MoveCancel} {
		for _, o := range legal {
			if eng.MustDecode(o).Type == typ {
				return o
			}
		}
	}
	for _, o := range legal {
		if eng.MustDecode(o).Type != eng.MoveBuild {
			return o
		}
	}
	return legal[0]
}

// A shared win names its winners as a sentence does.
func TestNameList(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 1)
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"Ana"}, "Ana"},
		{[]string{"Ana", "Léo"}, "Ana and Léo"},
		{[]string{"Ana", "Léo", "Max", "Zoé"}, "Ana, Léo, Max and Zoé"},
	} {
		if got := tb.nameList(tc.names); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.names, got, tc.want)
		}
	}
}
