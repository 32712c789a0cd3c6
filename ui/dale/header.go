package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
	"agora/ui"
)

// headerBar is the line across the top: the game, the turn state in a
// pill (whose turn, what the player may do), who plays next, who you are,
// and the menu button.
func (t *Table) headerBar(v *eng.View) fyne.CanvasObject {
	game := t.headText(t.ctx.Localizer.N("daletable.header.game", v.Players, map[string]any{"N": v.Players}), 13, false, inkMuted())
	if v.Teams {
		game.Text = t.T("daletable.header.teams")
	}
	state, mine := t.turnState(v)
	fill, ink := color.Color(panelFill()), color.Color(inkDark())
	if mine {
		fill, ink = color.NRGBA{R: 0x9c, G: 0xd6, B: 0x8f, A: 0xff}, color.Color(color.NRGBA{R: 0x1a, G: 0x2e, B: 0x16, A: 0xff})
	}
	pill := canvas.NewRectangle(fill)
	pill.CornerRadius = 12
	text := t.headText(state, 14, true, ink)
	turn := container.NewStack(pill, container.New(layout.NewCustomPaddedLayout(4, 4, 14, 14), text))
	middle := container.NewHBox(turn)
	if !v.Over {
		nextSeat := (v.Active + 1) % v.Players
		next := t.T("daletable.header.next", map[string]any{"Name": t.name(nextSeat)})
		nb := canvas.NewRectangle(panelStroke())
		nb.CornerRadius = 12
		middle.Add(container.NewStack(nb, container.New(layout.NewCustomPaddedLayout(4, 4, 12, 12), t.headText(next, 12, false, inkDark()))))
	}
	you := widget.NewLabel("")
	switch {
	case t.watching():
		you.SetText(t.T("dale.ui.watch_header", t.whose(t.viewer)))
	case t.human(t.viewer) && !t.handoff:
		you.SetText(t.T("dale.ui.you", map[string]any{"Name": t.name(t.viewer)}))
	}
	menu := ui.NewMenuButton(t.T("dale.ui.menu"), t.menuItems)
	return container.New(layout.NewCustomPaddedLayout(2, 2, 6, 6),
		container.NewBorder(nil, nil, container.NewCenter(game), container.NewHBox(you, menu), container.NewCenter(middle)))
}

// The header grows and shrinks with the table as the zones do, its
// texts and its buttons (the menu) at the texts' scale. Its scale comes
// from the table's size less a header of headerNominal pixels, not from
// its own height, so that a header made taller by larger texts does not
// change the scale it is drawn at.
const headerNominal = 32

// headerTheme is the table's theme at the header's scale.
func (t *Table) headerTheme() fyne.Theme {
	return ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
		s = tableTheme.Resize(n, s)
		if scaledSizes[n] && t.headScale > 0 {
			return s * t.headScale
		}
		return s
	}}
}

// headText is a header's text made at size for scale 1, at the header's
// scale, never under the least size (textAt).
func (t *Table) headText(s string, size float32, bold bool, col color.Color) *canvas.Text {
	k := t.headScale
	if k == 0 {
		k = 1
	}
	return plainText(s, max(size, textFloor)*k, bold, col)
}

// rootLayout puts the header above the table: the header at its height,
// redrawn first when the table's size changes its scale.
type rootLayout struct{ t *Table }

// MinSize is the header over the body.
func (l *rootLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(h.Width, b.Width), h.Height+b.Height)
}

// Layout redraws the header at the scale of size, then places it and the
// body under it.
func (l *rootLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := l.t
	if k := textScale(scaleFor(fyne.NewSize(size.Width, size.Height-headerNominal))); k != t.headScale {
		t.headScale = k
		t.header.Objects = []fyne.CanvasObject{t.headerBar(t.view())}
		objs[0].Refresh() // the new header takes the theme at its scale
	}
	hh := objs[0].MinSize().Height
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, hh))
	objs[1].Move(fyne.NewPos(0, hh))
	objs[1].Resize(fyne.NewSize(size.Width, max(size.Height-hh, 0)))
}

// turnState is the header's pill: the turn, whose it is, and what the
// player may do; mine when the seat at the screen decides.
func (t *Table) turnState(v *eng.View) (string, bool) {
	if v.Over {
		return t.T("dale.ui.game_over"), false
	}
	seat := t.decider()
	mine := seat == t.viewer && t.human(seat) && !t.handoff
	turn := t.T("daletable.header.turn", map[string]any{"Turn": v.Turn})
	switch {
	case mine && v.Prompt.Kind == eng.KindAction:
		return turn + " · " + t.T("daletable.header.your_turn") + " · " +
			t.ctx.Localizer.N("daletable.header.actions", v.ActionsLeft, map[string]any{"N": v.ActionsLeft}), true
	case mine:
		return turn + " · " + t.T("daletable.header.your_step", map[string]any{"Step": t.T("daletable.step." + v.Prompt.Kind.String())}), true
	case v.Active == t.viewer && t.human(t.viewer):
		return turn + " · " + t.T("daletable.header.waiting_on", map[string]any{"Name": t.name(seat)}), false
	}
	return turn + " · " + t.T("daletable.header.their_turn", map[string]any{"Name": t.name(v.Active)}), false
}

// menuItems are the table menu's entries.
func (t *Table) menuItems() []*fyne.MenuItem {
	return []*fyne.MenuItem{
		fyne.NewMenuItem(t.T("dale.ui.rules"), t.showRules),
		fyne.NewMenuItem(t.T("dale.ui.settings"), func() { call(t.ctx.ShowSettings) }),
		fyne.NewMenuItem(t.T("dale.ui.save_as"), func() {
			if s := t.State(); t.ctx.SaveAs != nil && s != nil {
				t.ctx.SaveAs(s)
			}
		}),
		fyne.NewMenuItem(t.T("dale.ui.back_to_menu"), func() { call(t.ctx.BackToMenu) }),
	}
}

// call calls f when it is set.
func call(f func()) {
	if f != nil {
		f()
	}
}
