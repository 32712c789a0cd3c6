package dale

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
	"agora/ui"
)

// handoffScreen covers the whole table between two human seats with the
// app's hand-off screen: only "Pass to <name>" and Ready, nothing private.
func (t *Table) handoffScreen() fyne.CanvasObject {
	h := ui.NewHandoff(t.ready)
	h.Show(t.T("dale.ui.pass_to", map[string]any{"Name": t.name(t.viewer)}), t.T("dale.ui.ready"))
	return h.Root
}

// winScreen shows the outcome: the winner and every seat's stacks.
func (t *Table) winScreen(v *eng.View) fyne.CanvasObject {
	bg := canvas.NewRectangle(color.NRGBA{R: 0xf6, G: 0xf1, B: 0xe4, A: 0xff})
	box := container.NewVBox()
	var names []string
	for _, s := range t.state.Outcome().Winners() {
		names = append(names, t.name(int(s)))
	}
	lines := make([]string, len(names))
	for i, n := range names {
		lines[i] = t.T("dale.ui.wins", map[string]any{"Name": n})
	}
	if v.Winner < 0 {
		// leaders of a dry market share the win
		lines = []string{t.T("dale.ui.shared_win", map[string]any{"Names": t.nameList(names)})}
	}
	for _, line := range lines {
		msg := canvas.NewText(line, color.NRGBA{R: 0x1f, G: 0x4f, B: 0x9b, A: 0xff})
		msg.TextSize, msg.TextStyle, msg.Alignment = 32, fyne.TextStyle{Bold: true}, fyne.TextAlignCenter
		box.Add(msg)
	}
	if v.DryOut {
		why := widget.NewLabel(t.T("dale.ui.dry_out", map[string]any{"Rounds": eng.DryRounds}))
		why.Alignment = fyne.TextAlignCenter
		box.Add(why)
	}
	for s := range v.Players {
		row := container.NewHBox(widget.NewLabel(t.ctx.Localizer.N("dale.ui.stacks", len(v.Stall(s).Stacks), map[string]any{"Name": t.name(s), "N": len(v.Stall(s).Stacks)})),
			t.stackRow(v, s, 24))
		box.Add(row)
	}
	back := widget.NewButton(t.T("dale.ui.back_to_menu"), func() {
		if t.ctx.BackToMenu != nil {
			t.ctx.BackToMenu()
		}
	})
	back.Importance = widget.HighImportance
	box.Add(container.NewCenter(back))
	return container.NewStack(bg, container.NewCenter(box))
}

// nameList joins names as a sentence does: "A, B and C".
func (t *Table) nameList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	n := len(names) - 1
	return t.T("dale.ui.and", map[string]any{"A": strings.Join(names[:n], ", "), "B": names[n]})
}
