package wonders

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
)

// boardMeasure is what the board shows in one window: the share of the
// board's area its stage slots cover, the smallest text of a stage's
// printed cost and effect, the board's name's size and the monument's.
type boardMeasure struct {
	stageShare, stageText, title, monument float32
}

// measureBoard measures the board as laid out now.
func measureBoard(tb *Table) boardMeasure {
	b := tb.board
	area := b.root.Size().Width * b.root.Size().Height
	m := boardMeasure{title: b.title.text.TextSize}
	if !b.monument.Hidden {
		m.monument = b.monument.Size().Height
	}
	for _, s := range slots(tb) {
		m.stageShare += s.Size().Width * s.Size().Height / max(area, 1)
		for _, g := range []*glyphRow{s.cost, s.effect} {
			for _, tx := range visible[*canvas.Text](g) {
				if tx.Text != "" && (m.stageText == 0 || tx.TextSize < m.stageText) {
					m.stageText = tx.TextSize
				}
			}
		}
	}
	return m
}

// The wonder board grows with the window: from 1920×1080 up its stages
// cover at least half of it (no band of empty tint beside two small
// stages), and at every size a stage's printed cost and effect are
// written at the audit's least text size or more. BOARD_REPORT names a
// file to write the measures to.
func TestBoardGrowsWithTheWindow(t *testing.T) {
	var report []string
	for _, name := range []string{"start of an Age, 7 players", "7 players, Leaders, Cities, Commerce and Faith"} {
		t.Run(name, func(t *testing.T) {
			h := stateNamed(t, name)
			for _, size := range auditSizes {
				for _, lang := range []string{"en", "fr"} {
					h.auditAt(size, lang)
					m := measureBoard(h.table)
					report = append(report, fmt.Sprintf("| %s | %.0f×%.0f %s | %.0f%% | %.1f | %.1f | %.0f |", name, size.Width, size.Height, lang,
						100*m.stageShare, m.stageText, m.title, m.monument))
					if m.stageText < minText(size) {
						t.Errorf("%v %s: a stage's cost or effect is written at %.1f px, under %.0f", size, lang, m.stageText, minText(size))
					}
					if size.Width >= 1920 && m.stageShare < minFill {
						t.Errorf("%v %s: the stages cover %.0f%% of the board, under %.0f%%", size, lang, 100*m.stageShare, 100*minFill)
					}
				}
			}
		})
	}
	if path := os.Getenv("BOARD_REPORT"); path != "" {
		head := "| state | size | stages' share | smallest stage text | name | monument |\n|---|---|---|---|---|---|\n"
		if err := os.WriteFile(path, []byte(head+strings.Join(report, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// stateNamed reaches the audit's state of that name.
func stateNamed(t *testing.T, name string) *harness {
	t.Helper()
	for _, st := range auditStates {
		if st.name == name {
			return st.reach(t)
		}
	}
	t.Fatalf("no audit state %q", name)
	return nil
}

// In the smallest window, with 7 players and every expansion, a stage's
// words are whole in both languages: its name, the Age of its tucked
// card, what it waits for and its badge, whatever the wonder and side;
// a word the slot has no room for is left out (the hover says it), never
// cut.
func TestStageWordsWholeInTheSmallestWindow(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith")
	tb := h.table
	for _, lang := range []string{"en", "fr"} {
		h.auditAt(fyne.NewSize(1024, 640), lang)
		size := tb.board.root.Size()
		c := &tb.view.Cities[tb.focus]
		for wi, info := range wonders.Wonders() {
			for side := range info.Sides {
				if len(info.Sides[side]) == 0 {
					continue
				}
				c.Wonder, c.Side, c.StageCount = wi, wonders.Side(side), len(info.Sides[side])
				tb.board.update()
				for _, st := range []slotState{slotBuilt, slotNext, slotWait, slotLocked} {
					for i, s := range slots(tb) {
						s.set(info.Sides[side][i], st, 2, s.tint)
						s.Refresh()
						for _, f := range visible[*fitText](s) {
							if f.text.Text != f.full {
								t.Errorf("%s: %s %v, board %v, stage %d (state %d) shows %q for %q", lang, info.ID, side, size, i+1, st, f.text.Text, f.full)
							}
						}
					}
				}
			}
		}
	}
}

// The log's lines and the action bar's buttons grow with the window, and
// in the smallest window, 7 players and every expansion, a selected
// card's actions show whole in the bar in both languages.
func TestLogAndActionBarFollowTheScale(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith")
	tb := h.table
	lineSize := func() float32 {
		for _, tx := range visible[*canvas.Text](tb.log.view.List) {
			if tx.Text != "" {
				return tx.TextSize
			}
		}
		return 0
	}
	buttonH := func() float32 {
		for _, f := range tb.actions.fits {
			if f.Visible() {
				return f.b.MinSize().Height
			}
		}
		return 0
	}
	test.Tap(visible[*cardWidget](tb.hand.root)[0])
	var lines, buttons [2]float32
	for i, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
		h.auditAt(size, "en")
		lines[i], buttons[i] = lineSize(), buttonH()
	}
	if lines[0] < 12 || lines[1] < lines[0]*1.25 {
		t.Errorf("the log's lines are %.1f px at 1280×800 and %.1f px at 1920×1080", lines[0], lines[1])
	}
	if buttons[0] == 0 || buttons[1] < buttons[0]*1.25 {
		t.Errorf("the action bar's buttons are %.1f px high at 1280×800 and %.1f px at 1920×1080", buttons[0], buttons[1])
	}
	if bar := tb.actions.root.Size().Height; bar < buttons[1] {
		t.Errorf("the action bar is %.1f px high for buttons of %.1f px", bar, buttons[1])
	}
	wholeBar(t, h, 1)
	// A leader's three actions (Leaders, Commerce and Faith, 7 players).
	wholeBar(t, stateNamed(t, "leaders-recruit"), 3)
}

// wholeBar checks that the selected card's actions, at least n of them,
// show whole and inside the bar in a 1024×640 window in both languages.
func wholeBar(t *testing.T, h *harness, n int) {
	t.Helper()
	tb := h.table
	for _, lang := range []string{"en", "fr"} {
		h.auditAt(fyne.NewSize(1024, 640), lang)
		bar := tb.actions.root
		shown := 0
		for _, f := range tb.actions.fits {
			if !f.Visible() {
				continue
			}
			shown++
			if f.b.Text != f.full {
				t.Errorf("%s: the bar shows %q for %q", lang, f.b.Text, f.full)
			}
			if end := f.Position().X + f.Size().Width + buttonsOf(bar.Objects[1]).Position().X + bar.Objects[1].Position().X; end > bar.Size().Width+1 {
				t.Errorf("%s: %q ends at %.0f, past the bar's %.0f", lang, f.full, end, bar.Size().Width)
			}
		}
		if shown < n {
			t.Errorf("%s: %d actions shown for the selected card, want %d", lang, shown, n)
		}
	}
}
