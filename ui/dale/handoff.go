package dale

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
	"agora/ui"
)

// handoffScreen covers the table below the header between two people
// with the app's hand-off screen (ui.Handoff), as on the 7 Wonders table:
// only "Pass to <name>" and the next player's button, nothing private.
// The table is drawn from that player's seat once they press it.
func (t *Table) handoffScreen() fyne.CanvasObject {
	h := ui.NewHandoff(t.ready)
	name := t.name(t.viewer)
	h.Show(t.T("dale.ui.pass_to", map[string]any{"Name": name}), t.T("dale.ui.ready", map[string]any{"Name": name}))
	return h.Root
}

// winScreen shows the outcome: the winner and every seat's stacks.
func (t *Table) winScreen(v *eng.View) fyne.CanvasObject {
	bg := canvas.NewRectangle(panelFill())
	box := container.NewVBox()
	var names []string
	for _, s := range t.src.Outcome().Winners() {
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
		msg := canvas.NewText(line, theme.Color(theme.ColorNamePrimary))
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
			t.stackRow(v, s, t.dims.sc(30)))
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
