package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game/wonders"
	"agora/ui/measure"
)

// A leader's face (Leaders) is a card face in white: the paper, the
// banner and the name plate white and ivory in a stone edge, the laurel
// in the corner, the cost in coins down the left, the power in icons on
// the banner, its picture (who the leader is) and the power in words in
// the body, as many lines as fit (all of it on hover, in the detail).

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
	size := max(within((x1-x0)*0.11, 8, 11), a.least())
	lh := measure.Text("Ag", size, fyne.TextStyle{}).Height
	// A body too narrow for a few words a line keeps the picture: the
	// power is in the detail, on hover.
	if x1-x0 < size*6 {
		a.placePicture(x0, y0, x1, y1, 0.95)
		return
	}
	// The picture over the words: what the words leave, at least two
	// fifths of a tall body and at most three; a short body keeps its
	// words, the picture faint behind them.
	want := len(wrap(a.powerFull, x1-x0, size, len(a.power)))
	if h := y1 - y0; h >= 64 {
		ph := min(x1-x0, max(h-float32(want)*lh-2, h*0.4), h*0.6)
		a.placePicture(x0, y0, x1, y0+ph, 1)
		y0 += ph + 2
	} else {
		a.placePicture(x0, y0, x1, y1, 0.9)
		a.picture.Translucency = 0.8
	}
	n := int((y1 - y0) / lh)
	if n <= 0 {
		// No line's room left under the picture (a short card whose
		// name takes two lines): the power is in the detail.
		return
	}
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
