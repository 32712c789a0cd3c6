package dale

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	eng "agora/game/dale"
)

// drawnPile is p's renderer laid out at its size.
func drawnPile(t *testing.T, p *pileView) *pileRenderer {
	t.Helper()
	r, ok := test.WidgetRenderer(p).(*pileRenderer)
	if !ok {
		t.Fatal("a pile is not drawn as a pile")
	}
	p.Resize(p.size)
	r.Layout(p.size)
	return r
}

// pileTexts are the shown texts of a pile.
func pileTexts(r *pileRenderer) []string {
	var out []string
	for _, o := range r.objs {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() {
			out = append(out, tx.Text)
		}
	}
	return out
}

func TestPilesAsObjects(t *testing.T) {
	size := fyne.NewSize(96, 140)
	for _, lang := range []string{"en", "fr"} {
		tb := artTable(t, lang)
		n := func(k int) string { return tb.ctx.Localizer.Int(k) }
		tests := []struct {
			name  string
			pile  *pileView
			texts []string
			edges int
			back  bool // face down
			face  eng.Card
		}{
			{"deck", newPile(tb, pileDeck, 31, eng.NoCard, size), []string{n(31)}, pileEdges, true, eng.NoCard},
			{"thin deck", newPile(tb, pileDeck, 3, eng.NoCard, size), []string{n(3)}, 1, true, eng.NoCard},
			{"empty deck", newPile(tb, pileDeck, 0, eng.NoCard, size), []string{n(0)}, 0, false, eng.NoCard},
			{"discard", newPile(tb, pileDiscard, 6, eng.Glue, size),
				[]string{tb.ctx.Localizer.N("dale.pile.cards", 6, map[string]any{"N": 6}), tb.cardName(eng.Glue)}, 2, false, eng.Glue},
			{"empty discard", newPile(tb, pileDiscard, 0, eng.Glue, size),
				[]string{tb.ctx.Localizer.N("dale.pile.cards", 0, map[string]any{"N": 0})}, 0, false, eng.NoCard},
			{"junk", newPile(tb, pileJunk, 14, eng.NoCard, size),
				[]string{tb.T("dale.pile.junk_count", map[string]any{"N": 14}), tb.T("dale.pile.junk_left"), tb.cardName(eng.Junk)}, pileEdges, false, eng.Junk},
			{"no junk left", newPile(tb, pileJunk, 0, eng.NoCard, size),
				[]string{tb.T("dale.pile.junk_count", map[string]any{"N": 0})}, 0, false, eng.Junk},
		}
		for _, tt := range tests {
			r := drawnPile(t, tt.pile)
			got := pileTexts(r)
			for _, want := range tt.texts {
				found := false
				for _, s := range got {
					found = found || s == want
				}
				if !found {
					t.Errorf("%s %s: %q missing from %q", lang, tt.name, want, got)
				}
			}
			if len(r.edges) != tt.edges {
				t.Errorf("%s %s: %d edges, want %d", lang, tt.name, len(r.edges), tt.edges)
			}
			if (r.empty == nil && r.face.back != nil) != tt.back {
				t.Errorf("%s %s: face down %v, want %v", lang, tt.name, r.face.back != nil, tt.back)
			}
			if tt.pile.top != tt.face {
				t.Errorf("%s %s: top %v, want %v", lang, tt.name, tt.pile.top, tt.face)
			}
			for _, e := range r.edges {
				if e.Position().X <= 0 || e.Position().X+e.Size().Width > size.Width+0.5 || e.Position().Y+e.Size().Height > size.Height+0.5 {
					t.Errorf("%s %s: edge at %v %v outside the pile", lang, tt.name, e.Position(), e.Size())
				}
			}
			for _, o := range r.objs {
				if tx, ok := o.(*canvas.Text); ok && tx.Visible() {
					if w := artTextWidth(tx.Text, tx.TextSize, tx.TextStyle); w > tx.Size().Width+0.5 || tx.Position().X < 0 ||
						tx.Position().X+tx.Size().Width > size.Width+0.5 || tx.Position().Y+tx.Size().Height > size.Height+0.5 {
						t.Errorf("%s %s: %q clipped or outside the pile", lang, tt.name, tx.Text)
					}
				}
			}
		}
	}
}

func TestDiscardPileOpensTheBrowser(t *testing.T) {
	tb := artTable(t, "en")
	cards := []eng.Card{eng.Cheer, eng.Junk, eng.Swank}
	p := newDiscardPile(tb, "Pile", cards, fyne.NewSize(96, 140))
	r := drawnPile(t, p)
	if p.top != eng.Swank || r.face.card != eng.Swank {
		t.Errorf("the pile shows %v on top, want the last card", p.top)
	}
	test.Tap(p)
	if tb.pileDialog == nil {
		t.Fatal("clicking a discard pile opens nothing")
	}
	top := tb.ctx.Window.Canvas().Overlays().Top()
	faces := 0
	walk(top, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && cv.size == cardLarge {
			faces++
		}
	})
	if faces != len(cards) {
		t.Errorf("the browser shows %d large faces, want %d", faces, len(cards))
	}
	for _, c := range cards {
		if !hasText(top, tb.cardName(c)) {
			t.Errorf("the browser lacks %v", c)
		}
	}
	tb.pileDialog.Hide()
	empty := newDiscardPile(tb, "Pile", nil, fyne.NewSize(96, 140))
	tb.pileDialog = nil
	test.Tap(empty)
	if tb.pileDialog != nil {
		t.Error("an empty pile opens a browser")
	}
	hover(p, fyne.NewPos(5, 5))
	if tip := tb.tip(); tip == nil || !hasText(tip, tb.cardName(eng.Swank)) {
		t.Error("hovering a discard pile does not show its top card")
	}
}

// A pile's tooltip shows the top card's large face and names only the
// first cards under it, so it stays within the window.
func TestPileTooltipIsBounded(t *testing.T) {
	tb := artTable(t, "fr")
	var cards []eng.Card
	for i := range 20 {
		cards = append(cards, allKinds()[i%int(eng.NumCards)])
	}
	info := tb.pileInfo(cards)
	faces := 0
	walk(info, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && cv.size == cardLarge {
			faces++
			if cv.card != cards[len(cards)-1] {
				t.Errorf("the tooltip shows %v, not the top card", cv.card)
			}
		}
	})
	if faces != 1 {
		t.Errorf("%d large faces in a pile's tooltip, want the top one", faces)
	}
	more := tb.ctx.Localizer.N("dale.pile.more", len(cards)-1-pileListed, map[string]any{"N": len(cards) - 1 - pileListed})
	if !hasText(info, more) {
		t.Errorf("the tooltip does not count the cards it leaves out: %q", texts(info))
	}
	if h := info.MinSize().Height; h > 700 {
		t.Errorf("a 20-card pile's tooltip is %.0f px tall", h)
	}
	if len(tb.pileInfo(nil).(*fyne.Container).Objects) != 0 {
		t.Error("an empty pile's tooltip is not empty")
	}
}
