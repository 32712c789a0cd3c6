package dale

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// deckColour is each animalfolk's colour; Junk is grey.
func deckColour(c eng.Card) color.NRGBA {
	if c == eng.NoCard || !c.Animalfolk() {
		return color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	}
	switch c.Deck() {
	case eng.Platypuses:
		return color.NRGBA{R: 0x13, G: 0x80, B: 0x78, A: 0xff}
	case eng.Sloths:
		return color.NRGBA{R: 0x5a, G: 0x8a, B: 0x2a, A: 0xff}
	case eng.Crocodiles:
		return color.NRGBA{R: 0xb8, G: 0x2c, B: 0x24, A: 0xff}
	case eng.Fennecs:
		return color.NRGBA{R: 0xe0, G: 0x78, B: 0x1a, A: 0xff}
	case eng.Polecats:
		return color.NRGBA{R: 0x7b, G: 0x45, B: 0xa8, A: 0xff}
	}
	return color.NRGBA{R: 0x2f, G: 0x5d, B: 0xa8, A: 0xff}
}

// emblem is the animalfolk's shape, so colour is never the only cue:
// a square (platypuses), a disc (sloths), a hollow square (crocodiles), a
// ring (fennecs), two squares (polecats), two eyes (owls), a crossed box
// (Junk).
func emblem(c eng.Card, size float32) fyne.CanvasObject {
	col := deckColour(c)
	sq := func(filled bool) *canvas.Rectangle {
		r := canvas.NewRectangle(color.Transparent)
		if filled {
			r.FillColor = col
		}
		r.StrokeColor, r.StrokeWidth = col, 2
		return r
	}
	disc := func(filled bool) *canvas.Circle {
		r := canvas.NewCircle(color.Transparent)
		if filled {
			r.FillColor = col
		}
		r.StrokeColor, r.StrokeWidth = col, 2
		return r
	}
	var objs []fyne.CanvasObject
	switch {
	case c == eng.NoCard:
	case !c.Animalfolk():
		box := sq(false)
		objs = []fyne.CanvasObject{box, canvas.NewLine(col), canvas.NewLine(col)}
	case c.Deck() == eng.Platypuses:
		objs = []fyne.CanvasObject{sq(true)}
	case c.Deck() == eng.Sloths:
		objs = []fyne.CanvasObject{disc(true)}
	case c.Deck() == eng.Crocodiles:
		objs = []fyne.CanvasObject{sq(false)}
	case c.Deck() == eng.Fennecs:
		objs = []fyne.CanvasObject{disc(false)}
	case c.Deck() == eng.Polecats:
		objs = []fyne.CanvasObject{sq(true), sq(true)}
	default:
		objs = []fyne.CanvasObject{disc(true), disc(true)}
	}
	return container.New(&emblemLayout{size: size}, objs...)
}

// emblemLayout places an emblem's shapes in a size×size box.
type emblemLayout struct{ size float32 }

func (l *emblemLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSquareSize(l.size) }

func (l *emblemLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	s := l.size
	switch len(objs) {
	case 1:
		objs[0].Move(fyne.NewPos(2, 2))
		objs[0].Resize(fyne.NewSquareSize(s - 4))
	case 2:
		h := s/2 - 1
		objs[0].Move(fyne.NewPos(0, s/4))
		objs[0].Resize(fyne.NewSquareSize(h))
		objs[1].Move(fyne.NewPos(s/2+1, s/4))
		objs[1].Resize(fyne.NewSquareSize(h))
	case 3:
		objs[0].Move(fyne.NewPos(2, 2))
		objs[0].Resize(fyne.NewSquareSize(s - 4))
		a, b := objs[1].(*canvas.Line), objs[2].(*canvas.Line)
		a.Position1, a.Position2 = fyne.NewPos(2, 2), fyne.NewPos(s-2, s-2)
		b.Position1, b.Position2 = fyne.NewPos(s-2, 2), fyne.NewPos(2, s-2)
	}
}

// cardView is one card: value large, colour, emblem and name. It may be
// tapped when an option names it, and shows its full text on right-click
// and on hover.
type cardView struct {
	widget.BaseWidget
	t        *Table
	card     eng.Card
	value    int
	size     fyne.Size
	onTap    func()
	selected bool
}

func (t *Table) newCard(c eng.Card, value int, size fyne.Size, onTap func()) *cardView {
	cv := &cardView{t: t, card: c, value: value, size: size, onTap: onTap}
	cv.ExtendBaseWidget(cv)
	return cv
}

func (cv *cardView) CreateRenderer() fyne.WidgetRenderer {
	col := deckColour(cv.card)
	bg := canvas.NewRectangle(color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff})
	bg.CornerRadius = 6
	bg.StrokeColor, bg.StrokeWidth = col, 2
	if cv.onTap != nil {
		bg.StrokeColor, bg.StrokeWidth = color.NRGBA{R: 0x1f, G: 0x6f, B: 0xeb, A: 0xff}, 3
	}
	if cv.selected {
		bg.FillColor = color.NRGBA{R: 0xdd, G: 0xea, B: 0xff, A: 0xff}
	}
	value := canvas.NewText(strconv.Itoa(cv.value), col)
	value.TextSize, value.TextStyle = cv.size.Height/4, fyne.TextStyle{Bold: true}
	band := canvas.NewRectangle(col)
	deck := canvas.NewText(cv.t.folkName(cv.card), color.White)
	deck.TextSize = 10
	name := widget.NewLabel(cv.t.cardName(cv.card))
	name.Wrapping, name.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
	name.TextStyle = fyne.TextStyle{Bold: true}
	name.SizeName = theme.SizeNameCaptionText
	top := container.NewBorder(nil, nil, value, emblem(cv.card, cv.size.Height/6))
	objs := []fyne.CanvasObject{top}
	if cv.card.Animalfolk() && cv.card.Info().Bonus {
		plus := canvas.NewText("+", col)
		plus.TextStyle = fyne.TextStyle{Bold: true}
		top.Add(container.NewCenter(plus))
	}
	kind := canvas.NewText(cv.t.typeName(cv.card), color.NRGBA{R: 0x60, G: 0x60, B: 0x60, A: 0xff})
	kind.TextSize, kind.TextStyle, kind.Alignment = 10, fyne.TextStyle{Italic: true}, fyne.TextAlignCenter
	objs = append(objs, container.NewStack(band, container.NewCenter(deck)), name)
	if cv.size.Height >= 100 {
		objs = append(objs, kind)
	}
	return widget.NewSimpleRenderer(container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(2, 2, 6, 6), container.NewVBox(objs...))))
}

func (cv *cardView) MinSize() fyne.Size { return cv.size }

// Tapped plays the card's option.
func (cv *cardView) Tapped(*fyne.PointEvent) {
	if cv.onTap != nil {
		cv.onTap()
	}
}

// TappedSecondary shows the card's full text in a dialog.
func (cv *cardView) TappedSecondary(*fyne.PointEvent) {
	if cv.card == eng.NoCard {
		return
	}
	cv.t.showDetail(cv.t.cardName(cv.card), cv.t.cardInfo(cv.card, cv.value))
}

// MouseIn shows the card's full text in a tooltip beside the pointer.
func (cv *cardView) MouseIn(e *desktop.MouseEvent) {
	if cv.card != eng.NoCard {
		cv.t.showTip(cv.t.cardInfo(cv.card, cv.value), e.AbsolutePosition)
	}
}

// MouseMoved moves the tooltip with the pointer.
func (cv *cardView) MouseMoved(e *desktop.MouseEvent) { cv.t.moveTip(e.AbsolutePosition) }

// MouseOut hides the tooltip.
func (cv *cardView) MouseOut() { cv.t.hideTip() }
