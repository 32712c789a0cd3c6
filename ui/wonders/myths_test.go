package wonders

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// mythsChoice is one choice a prompt of these gods shows: its words and
// the click that makes it.
type mythsChoice struct {
	label string
	tap   func()
}

// mythsChoices lists the prompt's choices in the order shown: the cards
// drawn that can be put in play, then the buttons.
func (h *harness) mythsChoices() []mythsChoice {
	tb := h.table
	var out []mythsChoice
	for _, cw := range visible[*cardWidget](tb.prompt.root) {
		if len(cw.view.Options) > 0 {
			out = append(out, mythsChoice{label: tb.words.card(cw.view.Card), tap: func() { test.Tap(cw) }})
		}
	}
	// the cards as rows, when too small to read as faces
	for _, r := range tb.prompt.drawnRows {
		if r.root.Visible() && slices.Contains(tb.prompt.list.Objects, fyne.CanvasObject(r.root)) && !r.keep.Disabled() {
			out = append(out, mythsChoice{label: r.head.items[0].text, tap: func() { test.Tap(r.keep) }})
		}
	}
	for _, f := range visible[*fitButton](tb.prompt.list) {
		if !f.b.Disabled() {
			out = append(out, mythsChoice{label: f.full, tap: func() { test.Tap(f.b) }})
		}
	}
	return out
}

// mythsHarness is a table at a position where seat 0 owes kind.
func mythsHarness(t *testing.T, s game.State) *harness {
	t.Helper()
	test.NewTempApp(t)
	h := newHarnessFor(t, s, 0, true)
	h.win.Resize(fyne.NewSize(1280, 800-menuBar))
	return h
}

// Each prompt of Pégase, Méduse, Nout and the answer to Hécate or Héra
// offers exactly the engine's options, one choice each, in words of the
// catalog; clicking a choice plays its option, and the label says what
// that option does.
func TestMythsPromptsOfferTheEnginesOptions(t *testing.T) {
	tests := []struct {
		kind string
		// label is what the choice playing m must read, "" for any text.
		label func(v *wonders.View, m wonders.Move) string
	}{
		{wonders.KindPegasus, func(v *wonders.View, m wonders.Move) string {
			if m.Action == wonders.Discard {
				return "Take 3 coins instead"
			}
			return ""
		}},
		{wonders.KindMedusa, func(v *wonders.View, m wonders.Move) string {
			if m.Action == wonders.Discard {
				return "Take 3 coins instead"
			}
			return ""
		}},
		{wonders.KindNout, func(v *wonders.View, m wonders.Move) string {
			// Two tokens first, then one, round the table from the left
			// (B, seat 1, in a 4-player game where A is seat 0).
			var parts []string
			for _, k := range []int{2, 1} {
				for _, c := range []int{1, 2, 3} {
					if m.Targets&(1<<c) != 0 && (m.Price&(1<<c) != 0) == (k == 2) {
						parts = append(parts, fmt.Sprintf("%d to %c", k, 'A'+c))
					}
				}
			}
			return strings.Join(parts, ", ")
		}},
		{wonders.KindDues, func(v *wonders.View, m wonders.Move) string {
			debt := v.Dues - m.Price
			switch {
			case debt == 0:
				return fmt.Sprintf("Pay %d coins", m.Price)
			case m.Price == 0 && debt == 1:
				return "Take 1 debt token"
			case m.Price == 0:
				return fmt.Sprintf("Take %d debt tokens", debt)
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			s := mythsState(t, tt.kind)
			v := s.View(0).(*wonders.View)
			h := mythsHarness(t, s.Clone())
			if h.table.view.Prompt != tt.kind {
				t.Fatalf("prompt %q", h.table.view.Prompt)
			}
			if shown := texts(h.table.prompt.root); strings.Contains(shown, "wonders.") || strings.Contains(shown, "<no value>") {
				t.Fatalf("the prompt shows a key:\n%s", shown)
			}
			choices := h.mythsChoices()
			if len(choices) != len(v.Options) {
				t.Fatalf("%d choices for %d options: %v", len(choices), len(v.Options), choices)
			}
			var played []game.Option
			var first game.Option
			defer func() {
				// Key 1 makes the first choice, as a click on it does.
				h := mythsHarness(t, s.Clone())
				at := len(h.table.state.Log())
				if !h.table.Key(fyne.Key1) || len(h.table.state.Log()) <= at || h.table.state.Log()[at].Option != first {
					t.Errorf("key 1 does not play the first choice, %q", choices[0].label)
				}
			}()
			for i := range choices {
				h := mythsHarness(t, s.Clone())
				c := h.mythsChoices()[i]
				at := len(h.table.state.Log())
				c.tap()
				log := h.table.state.Log()
				if len(log) <= at || log[at].Seat != 0 {
					t.Fatalf("choice %q played nothing", c.label)
				}
				opt := log[at].Option
				played = append(played, opt)
				if i == 0 {
					first = opt
				}
				m := wonders.MustDecode(opt)
				if want := tt.label(v, m); want != "" && c.label != want {
					t.Errorf("choice %q plays %+v, want it labelled %q", c.label, m, want)
				}
				if strings.Contains(c.label, "wonders.") || c.label == "" {
					t.Errorf("choice labelled %q", c.label)
				}
			}
			want := slices.Clone(v.Options)
			slices.Sort(want)
			slices.Sort(played)
			if !slices.Equal(played, want) {
				t.Errorf("the choices play %v, the engine offers %v", played, want)
			}
		})
	}
}

// sacrificeAt is a position where seat 0 owes its card and may invoke
// god (Pégase or Méduse, kind its pick) by sacrificing it.
func sacrificeAt(t *testing.T, kind, god string) game.State {
	return mythsStateWhere(t, kind, func(g game.State) bool {
		if p := g.Pending(); len(p) == 0 || p[0].Kind != wonders.KindCard {
			return false
		}
		for _, o := range g.Legal(0, nil) {
			if m := wonders.MustDecode(o); m.GodMode.Invokes() && m.God.Info().ID == god {
				return true
			}
		}
		return false
	})
}

// Choosing Pégase or Méduse with a card turns the action bar's Discard
// into the sacrifice, which promises no coins, and the prompt says the
// card goes without its coins; the god card's badge is the torn card.
// Clicking Discard plays the sacrifice, which the log then tells.
func TestMythsSacrificeInTheCardPrompt(t *testing.T) {
	for _, tt := range []struct{ kind, god, name string }{
		{wonders.KindPegasus, "pegasus", "Pegasus"}, {wonders.KindMedusa, "medusa", "Medusa"},
	} {
		t.Run(tt.god, func(t *testing.T) {
			h := mythsHarness(t, sacrificeAt(t, tt.kind, tt.god))
			tb := h.table
			var sacrifice wonders.Move
			var card *cardWidget
			for _, cw := range visible[*cardWidget](tb.hand.root) {
				for _, o := range cw.view.Options {
					if m := wonders.MustDecode(o); m.GodMode.Invokes() && m.God.Info().ID == tt.god && card == nil {
						sacrifice, card = m, cw
					}
				}
			}
			if card == nil {
				t.Fatal("no card of the hand invokes the god")
			}
			test.Tap(card)
			if b := tb.actions.discard; !strings.Contains(b.Text, "3 coins") {
				t.Fatalf("before the god is chosen, Discard reads %q", b.Text)
			}
			label := tb.words.choiceLabel(tb.view, choiceOf(sacrifice))
			if !slices.Contains(tb.actions.god.Options, label) || !strings.Contains(label, "sacrificing") {
				t.Fatalf("the selector offers %v, not %q", tb.actions.god.Options, label)
			}
			tb.actions.god.SetSelected(label)
			h.shoot("sacrifice-" + tt.god)
			want := "Sacrifice to " + tt.name
			if b := tb.actions.discard; b.Text != want || b.Disabled() {
				t.Fatalf("with %s chosen, Discard reads %q (disabled %v), want %q", tt.name, b.Text, b.Disabled(), want)
			}
			if shown := strings.ReplaceAll(texts(tb.prompt.root)+texts(tb.actions.root), "\n", " "); strings.Contains(shown, "for 3 coins") || !strings.Contains(shown, "is discarded without its 3 coins") {
				t.Fatalf("the table says:\n%s", shown)
			}
			for _, gw := range visible[*godWidget](tb.hand.root) {
				if gw.view.God == sacrifice.God && !strings.Contains(texts(gw), "A card") {
					t.Errorf("the god card reads %q", texts(gw))
				}
			}
			test.Tap(tb.actions.discard)
			if tb.paying != 0 {
				test.Tap(tb.prompt.confirm)
			}
			tb.grace.Flush()
			log := tb.state.Log()
			played := wonders.Move{}
			for _, d := range log {
				if m := wonders.MustDecode(d.Option); d.Seat == 0 && m.Action == wonders.Discard && m.GodMode.Invokes() {
					played = m
				}
			}
			if played.God != sacrifice.God || played.Card != sacrifice.Card {
				t.Fatalf("played %+v, want the sacrifice %+v", played, sacrifice)
			}
			if shown := texts(tb.log.root); !strings.Contains(shown, "A sacrifices a card.") {
				t.Errorf("the log reads:\n%s", shown)
			}
		})
	}
}

// blackDuesState is the first position of random Cities games where seat 0
// answers a black card's coin loss (ruleset 5) with coins to choose from.
func blackDuesState(t *testing.T) game.State {
	t.Helper()
	return firstPosition(t, auditConfig(4, wonders.ExpansionCities), 200, func(g game.State, p game.Prompt) bool {
		if p.Seat != 0 || p.Kind != wonders.KindDues {
			return false
		}
		return len(g.Legal(0, nil)) > 1
	}, nil)
}

// A black card's coin loss (Cities, ruleset 5) is answered in the prompt
// Hécate's is: one choice per option of the engine, labelled with the
// coins paid and the debt taken, under a title naming the black cards, in
// both languages.
func TestBlackCardDuesPrompt(t *testing.T) {
	s := blackDuesState(t)
	v := s.View(0).(*wonders.View)
	if v.DuesGod != wonders.NoGod || v.Dues == 0 {
		t.Fatalf("the view asks %d coins for god %v", v.Dues, v.DuesGod)
	}
	for _, lang := range []string{"en", "fr"} {
		h := mythsHarness(t, s.Clone())
		if err := h.loc.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		h.table.redraw()
		title := map[string]string{"en": "The black cards take", "fr": "Les cartes noires vous prennent"}[lang]
		if shown := texts(h.table.prompt.root); !strings.Contains(shown, title) || strings.Contains(shown, "wonders.") {
			t.Errorf("%s: the prompt reads:\n%s", lang, shown)
		}
		choices := h.mythsChoices()
		if len(choices) != len(v.Options) {
			t.Fatalf("%s: %d choices for %d options", lang, len(choices), len(v.Options))
		}
		for i, o := range v.Options {
			m := wonders.MustDecode(o)
			if lang == "en" && m.Price == v.Dues && choices[i].label != fmt.Sprintf("Pay %s", h.table.words.coins(m.Price)) {
				t.Errorf("choice %d reads %q for paying all", i, choices[i].label)
			}
		}
	}
	for i, o := range v.Options {
		h := mythsHarness(t, s.Clone())
		at := len(h.table.state.Log())
		h.mythsChoices()[i].tap()
		if log := h.table.state.Log(); len(log) <= at || log[at].Option != o {
			t.Errorf("choice %d does not play the engine's option %v", i, wonders.MustDecode(o))
		}
	}
}

// With "always pay when I can", the table answers a person's coin loss
// itself, playing the engine's option that pays most, and the question is
// never shown; without it the question stays.
func TestAlwaysPaySkipsTheDuesQuestion(t *testing.T) {
	s := blackDuesState(t)
	pays := wonders.MustDecode(s.Legal(0, nil)[0]).Price
	for _, on := range []bool{false, true} {
		h := mythsHarness(t, s.Clone())
		at := len(h.table.state.Log())
		h.table.ctx.AlwaysPay = func() bool { return on }
		h.table.advance()
		log := h.table.state.Log()
		answered := len(log) > at && log[at].Seat == 0
		if answered != on {
			t.Fatalf("always pay %v: answered %v", on, answered)
		}
		if !on {
			if h.table.view.Prompt != wonders.KindDues {
				t.Errorf("the question is not shown: prompt %q", h.table.view.Prompt)
			}
			continue
		}
		m := wonders.MustDecode(log[at].Option)
		if m.Action != wonders.Settle || m.Price != pays {
			t.Errorf("the table played %+v, want paying %d", m, pays)
		}
		if v := h.table.state.View(0).(*wonders.View); v.Prompt == wonders.KindDues && v.Dues > 0 && len(h.table.state.Log()) == at+1 {
			t.Errorf("the question is still asked")
		}
	}
}

// The cards Pégase and Méduse drew read at every size: card faces at
// least drawnCardMinW wide, or, when the table leaves less, rows with each
// power whole at the table's text size.
func TestDrawnCardsRead(t *testing.T) {
	for _, kind := range []string{wonders.KindPegasus, wonders.KindMedusa} {
		h := mythsHarness(t, mythsState(t, kind))
		for _, size := range auditSizes {
			for _, lang := range []string{"en", "fr"} {
				h.auditAt(size, lang)
				p := h.table.prompt
				rows := 0
				for _, r := range p.drawnRows {
					if !slices.Contains(p.list.Objects, fyne.CanvasObject(r.root)) {
						continue
					}
					rows++
					shown := ""
					for _, l := range r.power.lines {
						if l.Visible() {
							shown += l.Text + " "
						}
					}
					if r.power.shortened() || len(strings.Fields(shown)) != len(strings.Fields(r.power.full)) || r.power.size < minText(size) {
						t.Errorf("%s %.0f %s: %q shows %q of its power at %.1f px", kind, size.Width, lang, r.head.items[0].text, shown, r.power.size)
					}
				}
				if rows == 0 {
					for _, cw := range visible[*cardWidget](p.root) {
						if cw.Size().Width < drawnCardMinW {
							t.Errorf("%s %.0f %s: %s drawn %.0f px wide", kind, size.Width, lang, h.table.words.card(cw.view.Card), cw.Size().Width)
						}
					}
				}
				if size.Width == 1024 && rows == 0 {
					t.Errorf("%s %.0f %s: the cards are not drawn as rows", kind, size.Width, lang)
				}
			}
		}
	}
}
