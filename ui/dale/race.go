package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	eng "agora/game/dale"
)

// raceTracker is the race to 8 stacks under the log: each player's (or
// each team's) built stacks as a row of small squares, you in blue.
func (t *Table) raceTracker(v *eng.View) fyne.CanvasObject {
	title := t.text(t.ctx.Localizer.N("daletable.race", v.StacksToWin, map[string]any{"N": v.StacksToWin}), 13, true, inkDark())
	rows := container.NewVBox()
	seen := map[int]bool{}
	for k := range v.Players {
		s := (t.viewer + k) % v.Players
		stall := v.Seats[s].Stall
		if seen[stall] {
			continue
		}
		seen[stall] = true
		name := t.name(s)
		if s == t.viewer && t.human(s) {
			name = t.T("daletable.you")
		}
		if v.Teams {
			name = t.T("dale.ui.and", map[string]any{"A": name, "B": t.name((s + 2) % v.Players)})
		}
		built := len(v.Stalls[stall].Stacks)
		fill := color.NRGBA{R: 0x5a, G: 0x8a, B: 0x2a, A: 0xff}
		if stall == v.Seats[t.viewer].Stall {
			fill = inkBlue()
		}
		boxes := container.NewHBox()
		for i := range v.StacksToWin {
			r := canvas.NewRectangle(panelFill())
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = inkFaint(), 1, 2
			if i < built {
				r.FillColor, r.StrokeColor = fill, fill
			}
			boxes.Add(container.NewGridWrap(fyne.NewSquareSize(raceBox(t.dims, v.StacksToWin, v.Teams)), r))
		}
		box := raceBox(t.dims, v.StacksToWin, v.Teams)
		labelW := t.dims.logW - 28 - float32(v.StacksToWin)*(box+4)
		label := t.newLine(name, 12, s == t.viewer, inkDark())
		if v.Teams {
			// A team's two names take a line of their own.
			rows.Add(container.New(&rowsLayout{}, label, boxes))
			continue
		}
		rows.Add(container.New(&hRow{gap: 4, stretch: -1}, container.NewGridWrap(fyne.NewSize(labelW, max(18, label.MinSize().Height)), label), boxes))
	}
	foot := t.text(t.ctx.Localizer.N("daletable.race_goal", v.StacksToWin, map[string]any{"N": v.StacksToWin}), 11, false, inkMuted())
	return framed(nil, container.New(layout.NewCustomPaddedLayout(2, 2, 0, 0), container.NewVBox(title, rows, foot)))
}

// raceBox is a tracker square's side for the log column's width, with a
// name before the squares or (teams) above them.
func raceBox(d dims, goal int, teams bool) float32 {
	label := float32(70)
	if teams {
		label = 0
	}
	return snap(clamp((d.logW-28-label-float32(goal)*4)/float32(goal), 8, 16))
}
