package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// headerBar is the turn state and the menu button.
func (t *Table) headerBar(v *eng.View) fyne.CanvasObject {
	var state string
	if v.Over {
		state = t.T("dale.ui.game_over")
	} else {
		state = t.T("dale.ui.turn", map[string]any{"Turn": v.Turn, "Name": t.name(v.Active)}) + " · " +
			t.T("dale.ui.actions", map[string]any{"N": v.ActionsLeft})
	}
	turn := widget.NewLabel(state)
	turn.TextStyle = fyne.TextStyle{Bold: true}
	you := widget.NewLabel("")
	if t.human(t.viewer) && !t.handoff {
		you.SetText(t.T("dale.ui.you", map[string]any{"Name": t.name(t.viewer)}))
	}
	var menu *widget.Button
	menu = widget.NewButton(t.T("dale.ui.menu"), func() {
		if t.ctx.Window == nil {
			return
		}
		c := t.ctx.Window.Canvas()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(menu)
		widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", t.menuItems()...), c, pos.Add(fyne.NewPos(0, menu.Size().Height)))
	})
	return container.NewBorder(nil, nil, turn, container.NewHBox(you, menu))
}

// menuItems are the table menu's entries.
func (t *Table) menuItems() []*fyne.MenuItem {
	return []*fyne.MenuItem{
		fyne.NewMenuItem(t.T("dale.ui.rules"), t.showRules),
		fyne.NewMenuItem(t.T("dale.ui.settings"), func() { call(t.ctx.ShowSettings) }),
		fyne.NewMenuItem(t.T("dale.ui.save_as"), func() {
			if t.ctx.SaveAs != nil {
				t.ctx.SaveAs(t.state)
			}
		}),
		fyne.NewMenuItem(t.T("dale.ui.back_to_menu"), func() { call(t.ctx.BackToMenu) }),
	}
}

func call(f func()) {
	if f != nil {
		f()
	}
}
