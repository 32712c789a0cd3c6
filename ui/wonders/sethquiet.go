package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// With Commerce, Seth's holder is asked again at each god revealed in the
// market order. "Let every god go this turn" answers once for the turn:
// the table then passes, for that seat, on each Seth window of the same
// turn, playing the Pass the engine offers, so the rule stays the
// engine's.

// quietTurn names a turn of the game: its Age and turn.
type quietTurn struct{ age, turn int }

// sethQuietNow is the turn at the screen.
func (t *Table) sethQuietNow() quietTurn { return quietTurn{t.view.Age, t.view.Turn} }

// letAllGo passes on this Seth window and the rest of the turn's.
func (t *Table) letAllGo(pass game.Option) {
	if t.sethQuiet == nil {
		t.sethQuiet = map[int]quietTurn{}
	}
	t.sethQuiet[t.seat] = t.sethQuietNow()
	t.play(pass)
}

// autoPassSeth passes for a person's seat whose Seth window opened in a
// turn it let every god go; it reports whether it played.
func (t *Table) autoPassSeth() bool {
	if len(t.sethQuiet) == 0 {
		return false
	}
	for _, p := range t.src.Pending() {
		q, ok := t.sethQuiet[int(p.Seat)]
		if !ok || p.Kind != wonders.KindSeth {
			continue
		}
		if v := t.src.View(p.Seat); (quietTurn{v.Age, v.Turn}) != q {
			delete(t.sethQuiet, int(p.Seat))
			continue
		}
		for _, o := range t.src.Legal(p.Seat) {
			if wonders.MustDecode(o).Action == wonders.Pass {
				if err := t.src.Apply(p.Seat, o); err != nil {
					t.fail(err)
					return false
				}
				return true
			}
		}
	}
	return false
}

// letAllGoButton is Seth's "Let every god go this turn", made once.
func (p *promptArea) letAllGoButton(pass game.Option) *fitButton {
	if p.sethAll == nil {
		p.sethAll = newFitButton(tipsOf(p.t), nil)
	}
	f := p.sethAll
	f.setFull(p.t.words.T("wonders.ui.faith.let_all_be"))
	f.b.OnTapped = func() { p.t.letAllGo(pass) }
	f.b.Importance = widget.MediumImportance
	return f
}

// passRow puts Seth's two ways of passing side by side, so that the second
// costs the prompt no height.
func (p *promptArea) passRow(one, all *fitButton) fyne.CanvasObject {
	if p.sethRow == nil {
		p.sethRow = container.NewGridWithColumns(2)
	}
	p.sethRow.Objects = []fyne.CanvasObject{one, all}
	p.sethRow.Refresh()
	return p.sethRow
}
