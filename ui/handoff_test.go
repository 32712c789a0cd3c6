package ui

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

func TestHandoffShowsOnlyTheNextPlayer(t *testing.T) {
	test.NewTempApp(t)
	readied := 0
	h := NewHandoff(func() { readied++ })
	if h.Shown() {
		t.Fatal("the hand-off screen shows before Show")
	}
	h.Show("Pass to Léo", "I am Léo")
	if !h.Shown() || h.Ready.Text != "I am Léo" {
		t.Fatalf("Show: shown %v, button %q", h.Shown(), h.Ready.Text)
	}
	var texts []string
	for _, o := range test.LaidOutObjects(h.Root) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			texts = append(texts, tx.Text)
		}
	}
	if len(texts) != 2 || texts[0] != "Pass to Léo" {
		t.Errorf("the screen shows %q, want only the message and the button", texts)
	}
	test.Tap(h.Ready)
	h.Hide()
	if readied != 1 || h.Shown() {
		t.Errorf("Ready ran %d times; shown after Hide: %v", readied, h.Shown())
	}
}
