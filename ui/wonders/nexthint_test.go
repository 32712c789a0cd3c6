package wonders

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
	"agora/translations"
)

// engineKinds lists the prompt kinds the engine declares: every constant
// named Kind... in game/wonders whose value is a "wonders." string. Read
// from the source, so a new kind shows up here without anyone listing it.
func engineKinds(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../../game/wonders/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no engine sources: %v", err)
	}
	var kinds []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !strings.HasPrefix(id.Name, "Kind") || i >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, _ := strconv.Unquote(lit.Value); strings.HasPrefix(s, "wonders.") {
							kinds = append(kinds, s)
						}
					}
				}
			}
		}
	}
	sort.Strings(kinds)
	return kinds
}

// promptView is a view owing kind, with what its hint may read.
func promptView(kind string) *wonders.View {
	v := &wonders.View{Prompt: kind, Acting: 0, FreeCity: -1, Holder: -1, Age: 1, Turn: 2, Picked: wonders.Card(0)}
	switch kind {
	case wonders.KindBid, wonders.KindSellKeep, wonders.KindMarketPlay, wonders.KindPropose:
		v.MarketDay = &wonders.MarketDayView{Step: "bid", Card: wonders.Card(1), Price: 4, Owner: 1, Bidder: 2}
	case wonders.KindPray:
		v.Faith = &wonders.FaithView{Draft: make([]wonders.GodView, 3)}
	}
	return v
}

// Every prompt kind of the engine has its own hint, in both languages,
// and the two languages say it differently.
func TestNextStepEveryPromptKind(t *testing.T) {
	kinds := engineKinds(t)
	if len(kinds) < 14 {
		t.Fatalf("found %d prompt kinds in the engine: %v", len(kinds), kinds)
	}
	en, fr := testWords(t, "en"), testWords(t, "fr")
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			key, ok := stepKeys[kind]
			if !ok {
				t.Fatalf("no hint for the prompt kind %q", kind)
			}
			for _, lang := range translations.Languages() {
				if !translations.HasKey(lang, "wonders.next."+key) {
					t.Errorf("no %s message wonders.next.%s", lang, key)
				}
			}
			s := situation{v: promptView(kind), handoff: -1, selected: wonders.NoCard}
			e, f := en.step(s), fr.step(s)
			for _, text := range []string{e, f} {
				if text == "" || strings.Contains(text, "wonders.") || strings.Contains(text, "<no value>") {
					t.Errorf("hint %q", text)
				}
			}
			if e == f {
				t.Errorf("the same hint in both languages: %q", e)
			}
			if e == en.T("wonders.next.other") {
				t.Errorf("the fallback hint for %q", kind)
			}
		})
	}
}

// The hints around the prompts: the hand-off, the end of an Age, the end
// of the game, the payment chooser, the wait.
func TestNextStepSituations(t *testing.T) {
	v := promptView(wonders.KindCard)
	none := &wonders.View{Acting: -1, FreeCity: -1, Picked: wonders.NoCard}
	over := &wonders.View{Over: true, Acting: -1, FreeCity: -1, Picked: wonders.NoCard}
	chosen := &wonders.View{Acting: -1, FreeCity: -1, Picked: wonders.NoCard, Chosen: []wonders.Move{{}}}
	picked := &wonders.View{Acting: -1, FreeCity: -1, Picked: wonders.Card(2)}
	tests := []struct {
		name, lang string
		s          situation
		want       string
	}{
		{"handoff", "en", situation{v: v, handoff: 2, selected: wonders.NoCard}, "Hand the computer to C."},
		{"age over", "en", situation{v: v, handoff: -1, age: 2, selected: wonders.NoCard}, "Age II is over: see the battles, then click Continue."},
		{"age over fr", "fr", situation{v: v, handoff: -1, age: 1, selected: wonders.NoCard}, "L’Âge I est fini\u202f: voyez les batailles, puis cliquez sur «\u202fContinuer\u202f»."},
		{"over", "en", situation{v: over, handoff: -1, selected: wonders.NoCard}, "The game is over: the score pad shows who won."},
		{"watching", "en", situation{v: v, handoff: -1, watching: true, selected: wonders.NoCard}, "The bots are playing: watch them, or open the menu."},
		{"pay build", "en", situation{v: v, handoff: -1, selected: wonders.Card(0), paying: wonders.Build}, "Choose how to pay for "},
		{"pay stage", "en", situation{v: v, handoff: -1, selected: wonders.Card(0), paying: wonders.BuildStage}, "Choose how to pay for stage 1 of your wonder, then confirm."},
		{"selected", "en", situation{v: v, handoff: -1, selected: wonders.Card(0)}, ": build it, use it for a wonder stage or discard it"},
		{"pick", "en", situation{v: v, handoff: -1, selected: wonders.NoCard}, "Pick a card: click its badge to build it"},
		{"wait two", "en", situation{v: none, handoff: -1, selected: wonders.NoCard, waiting: []string{"B", "C"}}, "Waiting for B and C."},
		{"wait three fr", "fr", situation{v: none, handoff: -1, selected: wonders.NoCard, waiting: []string{"B", "C", "D"}}, "En attente\u202f: B, C et D."},
		{"wait nobody", "en", situation{v: none, handoff: -1, selected: wonders.NoCard}, "Waiting for the other players."},
		{"chosen undo", "en", situation{v: chosen, handoff: -1, selected: wonders.NoCard, undo: true, waiting: []string{"B"}}, "Choice made: Ctrl+Z takes it back. Waiting for B."},
		{"chosen", "en", situation{v: chosen, handoff: -1, selected: wonders.NoCard, waiting: []string{"B"}}, "Choice made. Waiting for B."},
		{"picked", "en", situation{v: picked, handoff: -1, selected: wonders.NoCard, waiting: []string{"B"}}, "when your turn at the market comes. Waiting for B."},
		{"unknown kind", "en", situation{v: promptView("wonders.future"), handoff: -1, selected: wonders.NoCard}, "Your turn: the panel above your hand says what to choose."},
		{"seventh card", "en", situation{v: &wonders.View{Prompt: wonders.KindCard, Turn: 7, FreeCity: -1}, handoff: -1, selected: wonders.NoCard}, "Babylon: play your seventh card too"},
		{"prayer", "en", situation{v: promptView(wonders.KindPray), handoff: -1, selected: wonders.NoCard}, "Prayer: keep one god of the 3; the others pass on."},
		{"prayer fr", "fr", situation{v: &wonders.View{Prompt: wonders.KindPray, Faith: &wonders.FaithView{Draft: make([]wonders.GodView, 1)}}, handoff: -1, selected: wonders.NoCard}, "Prière\u202f: gardez le dieu qui vous reste."},
		{"bid", "en", situation{v: promptView(wonders.KindBid), handoff: -1, selected: wonders.NoCard}, "Market Day: bid more than 4 coins for "},
		{"marduk first", "en", situation{v: &wonders.View{Prompt: wonders.KindCard, FreeCity: -1, Partner: 1, Faith: &wonders.FaithView{Leans: true}}, handoff: -1, selected: wonders.NoCard}, "B invokes Marduk first: pick a card, paid with your team's production"},
		{"marduk first fr", "fr", situation{v: &wonders.View{Prompt: wonders.KindCard, FreeCity: -1, Partner: 1, Faith: &wonders.FaithView{Leans: true}}, handoff: -1, selected: wonders.NoCard}, "B invoque Marduk d’abord\u202f: choisissez une carte"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := testWords(t, tt.lang).step(tt.s); !strings.Contains(got, tt.want) {
				t.Errorf("%q, want %q in it", got, tt.want)
			}
		})
	}
}

// On a real table: the first turn asks for a card, a selected card for
// an action, and the line can be switched off.
func TestNextStepOnTheTable(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	tb := h.table
	if got := tb.nextStep(); !strings.HasPrefix(got, "Pick a card") {
		t.Fatalf("start of the game: %q", got)
	}
	tb.selectCard(tb.cards[0])
	if got := tb.nextStep(); !strings.HasPrefix(got, tb.words.card(tb.cards[0].Card)+": build it") {
		t.Errorf("a selected card: %q", got)
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	tb.clearChoice()
	tb.redraw()
	if got := tb.nextStep(); !strings.HasPrefix(got, "Choisissez une carte\u202f:") {
		t.Errorf("in French: %q", got)
	}
	if shown := texts(tb.actions.root); !strings.Contains(shown, "Choisissez une carte\u202f: cliquez") {
		t.Errorf("the action bar does not show the hint line:\n%s", shown)
	}
	old := showNextStep
	showNextStep = func() bool { return false }
	defer func() { showNextStep = old }()
	if got := tb.nextStep(); got != "" {
		t.Errorf("switched off, the line says %q", got)
	}
	tb.redraw()
	if shown := texts(tb.actions.root); strings.Contains(shown, "Choisissez une carte\u202f: cliquez") {
		t.Errorf("switched off, the action bar still shows the hint line:\n%s", shown)
	}
}

// Two people at one computer: once the first has chosen, the line says
// whom to hand the computer to.
func TestNextStepHandoff(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "h", "random")
	tb := h.table
	for tb.handoff.root.Hidden {
		if !h.playOnce() {
			t.Fatal("no hand-off came")
		}
	}
	want := "Hand the computer to " + tb.words.names[tb.handoff.seat] + "."
	if got := tb.nextStep(); got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// A card with several ways to pay opens the chooser, and the line says
// to choose one; at the end of Age I the line points at the battles.
func TestNextStepPaymentAndBattles(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random", "random")
	tb := h.table
	paid, battles := false, false
	for n := 0; n < 200 && !tb.state.Over() && !(paid && battles); n++ {
		if !tb.overlay.root.Hidden && !tb.overlay.final {
			if got := tb.nextStep(); !strings.HasPrefix(got, "Age I") || !strings.Contains(got, "is over: see the battles") {
				t.Errorf("battles shown: %q", got)
			}
			battles = true
			test.Tap(tb.overlay.button)
			if shown := texts(tb.actions.root); strings.Contains(shown, "see the battles") {
				t.Errorf("the battles are closed, the action bar still speaks of them:\n%s", shown)
			}
			continue
		}
		if !paid && tb.view.Prompt == wonders.KindCard && tb.handoff.root.Hidden {
			for _, cv := range tb.cards {
				tb.selectCard(cv)
				if len(tb.optionsFor(wonders.Build)) > 1 {
					tb.actions.act(wonders.Build)
					want := "Choose how to pay for " + tb.words.card(cv.Card) + ", then confirm."
					if got := tb.nextStep(); got != want {
						t.Errorf("payment chooser: %q, want %q", got, want)
					}
					paid = true
					break
				}
			}
			tb.clearChoice()
			tb.redraw()
		}
		if !h.playOnce() {
			break
		}
	}
	if !battles {
		t.Error("the battles of Age I never showed")
	}
	if !paid {
		t.Error("no card with several payments came up")
	}
}

// Commerce and Faith positions: the secret pick, the market turn, the
// Prayer.
func TestNextStepExpansions(t *testing.T) {
	h := newCommerceHarness(t, 3, 3)
	tb := h.table
	if got := tb.nextStep(); !strings.HasPrefix(got, "Pick the card you will play this turn") {
		t.Errorf("Commerce pick: %q", got)
	}
	for n := 0; n < 100 && tb.view.Prompt != wonders.KindResolve; n++ {
		if !h.playOnce() {
			break
		}
	}
	if tb.view.Prompt == wonders.KindResolve {
		if got := tb.nextStep(); !strings.HasPrefix(got, "Your turn at the market: play "+tb.words.card(tb.view.Picked)) {
			t.Errorf("market turn: %q", got)
		}
	} else {
		t.Error("no market turn came up")
	}
	f := newFaithHarness(t, 5, 4)
	if got := f.table.nextStep(); got != "Prayer: keep one god of the 3; the others pass on." {
		t.Errorf("Prayer: %q", got)
	}
}
