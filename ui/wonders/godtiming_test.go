package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
	"agora/translations"
)

// Hovering the god selector says in a line what the chosen way means:
// the god before the card or after it (what each brings pays the other),
// a god sacrificed, a god traded for coins (the others go face down), or
// nothing chosen yet; in both languages.
func TestGodSelectorSaysTheTiming(t *testing.T) {
	zeus, ok := wonders.GodByID("zeus")
	if !ok {
		t.Fatal("no Zeus")
	}
	for _, lang := range translations.Languages() {
		loc, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		w := words{loc: loc}
		seen := map[string]bool{}
		for _, c := range []godChoice{{}, {god: zeus, mode: wonders.InvokeBefore}, {god: zeus, mode: wonders.InvokeAfter},
			{god: zeus, mode: wonders.GodCoins}} {
			line := w.godTiming(c)
			if line == "" || strings.Contains(line, "{{") || strings.Contains(line, "wonders.ui") || seen[line] {
				t.Errorf("%s: %+v says %q", lang, c, line)
			}
			seen[line] = true
			if c.mode.Invokes() && !strings.Contains(line, w.god(zeus)) {
				t.Errorf("%s: %q does not name Zeus", lang, line)
			}
		}
	}

	h := newFaithHarness(t, 11, 4)
	tb := h.table
	for n := 0; ; n++ {
		if n > 600 || tb.state.Over() {
			t.Fatal("no invocation came up")
		}
		cv, m, ok := invocable(tb.view)
		if !ok || tb.view.Prompt != wonders.KindCard {
			if !h.playOnce() {
				t.Fatalf("stuck at prompt %q", tb.view.Prompt)
			}
			continue
		}
		for _, c := range visible[*cardWidget](tb.hand.root) {
			if c.view.Card == cv.Card {
				test.Tap(c)
			}
		}
		tb.actions.god.SetSelected(tb.words.choiceLabel(tb.view, choiceOf(m)))
		tb.actions.god.MouseIn(nil)
		want := tb.words.godTiming(choiceOf(m))
		if !tb.tips.panel.Visible() || tb.tips.owner != tb.actions.god || !strings.Contains(texts(tb.tips.panel), firstWords(want)) {
			t.Fatalf("hovering the selector shows no tip %q (%s)", want, texts(tb.tips.panel))
		}
		tb.actions.god.MouseOut()
		if tb.tips.panel.Visible() {
			t.Fatal("the tip stays once the pointer left")
		}
		return
	}
}

// firstWords is the beginning of a line a tip may wrap.
func firstWords(s string) string {
	f := strings.Fields(s)
	return strings.Join(f[:min(3, len(f))], " ")
}
