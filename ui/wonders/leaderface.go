package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game/wonders"
)

// A leader's face (Leaders) is a card face in white: the paper, the
// banner and the name plate white and ivory in a stone edge, the laurel
// in the corner, the cost in coins down the left, the power in icons on
// the banner and in words in the body, as many lines as fit (all of it
// on hover, in the detail).

// leaderSet turns the face of card, a leader, white.
func (a *faceArt) leaderSet(w words, card wonders.Card) {
	a.frame.FillColor, a.frame.StrokeColor = leaderPaper, leaderEdge
	a.banner.FillColor = leaderBanner
	a.namePlate.FillColor = leaderBanner
	a.title.Color = colorInk
	a.age.Text = ""
	a.costBg.StrokeColor, a.givesBg.StrokeColor = leaderEdge, leaderEdge
	a.effect.items = faceInked(leaderGlyphs(w, card))
	a.powerFull = w.leaderPower(card)
	a.addPower()
}

// addPower puts the lines of a power in words on the face.
func (a *faceArt) addPower() {
	for len(a.power) < 6 {
		t := canvas.NewText("", faceInk)
		a.power = append(a.power, t)
	}
	for _, p := range a.power {
		a.objs = append(a.objs, p)
	}
}

// layoutPower writes a leader's or a black card's power in the body
// laid out last, in the lines that fit.
func (a *faceArt) layoutPower() {
	if a.col != wonders.White && a.col != wonders.Black || a.powerFull == "" {
		return
	}
	x0, y0, x1, y1 := a.body[0], a.body[1], a.body[2], a.body[3]
	size := within((x1-x0)*0.11, 8, 11)
	lh := fyne.MeasureText("Ag", size, fyne.TextStyle{}).Height
	n := int((y1 - y0) / lh)
	lines := wrap(a.powerFull, x1-x0, size, min(n, len(a.power)))
	for i, p := range a.power {
		p.Hidden = i >= len(lines)
		if p.Hidden {
			continue
		}
		p.Text, p.TextSize, p.Color = lines[i], size, faceInk
		setBox(p, x0, y0+float32(i)*lh, x1-x0, lh)
		p.Refresh()
	}
}
