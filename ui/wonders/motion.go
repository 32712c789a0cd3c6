package wonders

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game/wonders"
	"agora/ui"
	"agora/ui/measure"
)

// tableMotion is what moves on the 7 Wonders table when a turn resolves,
// on a ui.Motion layer over the table (see ui/motion.go): the card the
// seat played slides from its place in the hand to its colour's stack in
// the city, to its wonder stage, or down off the table when discarded;
// the coins paid for trades fly from your board to the neighbour paid,
// and from neighbours who paid you to your board; the market's price and
// sales fly between the board and the market; at the end of an Age the
// conflict tokens fly from each neighbour's panel into your row of the
// conflicts shown (to your board when they are not shown); the new hand
// slides in from the neighbour who passed it, and a new Age's hand rises
// from below. (The score pad fills row by row in scorepad.go; skip fills
// the rest at once.)
//
// It works from what the redraws show: at the start of each redraw,
// before notes the hand on the screen and where it lies; at the end,
// update compares the view with the previous one (new events, a new turn)
// and starts the motion. Everything ends at once on skip (a key), at the
// next resolved turn, or never starts with reduced motion; nothing of it
// takes input.
type tableMotion struct {
	t *Table
	m *ui.Motion
	// What the last redraw showed: the seat and city on the screen, the
	// number of events, the Age and turn, and the hand's cards.
	seat, city int
	events     int
	age, turn  int
	hand       []wonders.Card
	gods       int
	// row is the hand row's box on the table as the hand was noted (zero
	// size: not known).
	row box
}

// box is a rectangle in the table's coordinates.
type box struct {
	pos  fyne.Position
	size fyne.Size
}

func (b box) centre() fyne.Position {
	return b.pos.Add(fyne.NewPos(b.size.Width/2, b.size.Height/2))
}

// Durations of the table's motion, each within ui.MaxMotion.
const (
	cardFlight  = 340 * time.Millisecond
	coinFlight  = 300 * time.Millisecond
	coinDelay   = 60 * time.Millisecond // between coins of one turn
	tokenFlight = 320 * time.Millisecond
	handSlide   = 300 * time.Millisecond
	handStagger = 12 * time.Millisecond // between two cards of a new Age's hand
	coinPx      = 26
	tokenPx     = 30
)

func newTableMotion(t *Table) *tableMotion {
	reduce := func() bool { return t.ctx.ReduceMotion != nil && t.ctx.ReduceMotion() }
	return &tableMotion{t: t, m: ui.NewMotion(reduce), seat: -1}
}

// layer is the motion layer, to stack over the table's body.
func (tm *tableMotion) layer() fyne.CanvasObject { return tm.m.Layer() }

// skip ends everything moving at once (a key, a click), the score pad's
// rows still to come included (scorepad.go fills them one by one).
func (tm *tableMotion) skip() {
	tm.m.Skip()
	o := tm.t.overlay
	if lay, ok := o.grid.Layout.(*padLayout); ok && o.final && o.padShown < lay.rows {
		o.padShown = lay.rows
		o.showRows()
	}
}

// update runs at the end of every redraw.
func (tm *tableMotion) update() {
	t, v := tm.t, tm.t.view
	if v == nil {
		return
	}
	same := tm.seat == t.seat && tm.city == t.focus
	fresh := len(v.Events) > tm.events || v.Age != tm.age || v.Turn != tm.turn
	if same && fresh {
		tm.m.Skip()
		for i, e := range v.Events[min(tm.events, len(v.Events)):] {
			tm.event(e, time.Duration(i%4)*coinDelay)
		}
	}
	passed := same && tm.age == v.Age && tm.turn != v.Turn
	dealt := same && tm.age != 0 && tm.age != v.Age
	tm.seat, tm.city, tm.events, tm.age, tm.turn = t.seat, t.focus, len(v.Events), v.Age, v.Turn
	switch {
	case passed && v.Prompt != "":
		tm.passHand(v.Direction)
	case dealt && v.Prompt != "":
		tm.dealHand()
	}
}

// before runs at the start of every redraw, while the screen still shows
// the last position: it notes the hand's cards in their order, how many
// god cards follow them, and where the hand row lies.
func (tm *tableMotion) before() {
	h := tm.t.hand
	tm.hand, tm.gods = tm.hand[:0], 0
	for _, o := range h.row.Objects {
		switch cw := o.(type) {
		case *cardWidget:
			tm.hand = append(tm.hand, cw.view.Card)
		case *godWidget:
			tm.gods++
		}
	}
	tm.row, _ = tm.where(h.row)
}

// handBox is where card was in the hand noted last: the hand row lays its
// cards out the same way whatever they are, so the card's place follows
// from the row's box and the number of cards.
func (tm *tableMotion) handBox(card wonders.Card) (box, bool) {
	row := tm.row
	if row.size.IsZero() || card == wonders.NoCard {
		return box{}, false
	}
	width, step := handStep(len(tm.hand), tm.gods, row.size)
	for i, c := range tm.hand {
		if c == card {
			return box{row.pos.Add(fyne.NewPos(float32(i)*step, 0)), fyne.NewSize(width, min(row.size.Height, handMaxH))}, true
		}
	}
	return box{}, false
}

// where is obj's box on the table; ok is false when it is not showing.
func (tm *tableMotion) where(obj fyne.CanvasObject) (box, bool) {
	pos, ok := tm.m.PositionOf(obj)
	return box{pos, obj.Size()}, ok
}

// event starts what one event of the turn moves on the screen.
func (tm *tableMotion) event(e wonders.Event, delay time.Duration) {
	t := tm.t
	n := t.view.NumCities
	me, left, right := t.focus, (t.focus+1)%n, (t.focus+n-1)%n
	switch e.Kind {
	case wonders.EventBuild, wonders.EventBuildFree, wonders.EventBuildDiscarded, wonders.EventBuildShared,
		wonders.EventStage, wonders.EventDiscard, wonders.EventRecruit:
		if e.City == me {
			tm.played(e)
			tm.pay(e.PayLeft, true)
			tm.pay(e.PayRight, false)
			return
		}
		// A neighbour who bought from you: its right neighbour is you
		// for the one on your left, and the other way round.
		if e.City == left && e.PayRight > 0 {
			tm.coins(t.left.root, nil, e.PayRight, delay)
		}
		if e.City == right && e.PayLeft > 0 {
			tm.coins(t.right.root, nil, e.PayLeft, delay)
		}
	case wonders.EventTrade:
		switch {
		case e.City == me && e.Against == left:
			tm.coins(nil, t.left.root, e.Coins, delay)
		case e.City == me && e.Against == right:
			tm.coins(nil, t.right.root, e.Coins, delay)
		case e.Against == me && e.City == left:
			tm.coins(t.left.root, nil, e.Coins, delay)
		case e.Against == me && e.City == right:
			tm.coins(t.right.root, nil, e.Coins, delay)
		}
	case wonders.EventMarket:
		if e.City == me && e.Coins < 0 {
			tm.coins(nil, t.market.root, -e.Coins, delay)
		}
	case wonders.EventSell:
		if e.City == me && e.Coins > 0 {
			tm.coins(t.market.root, nil, e.Coins, delay)
		}
	case wonders.EventLoss, wonders.EventGodLoss:
		if e.City == me && e.Coins > 0 {
			tm.coinsLost(e.Coins, delay)
		}
	case wonders.EventBattle:
		if e.City == me && e.Points != 0 {
			from := t.right.root
			if e.Against == left {
				from = t.left.root
			}
			tm.token(from, e.Points, delay)
		}
	}
}

// played moves the card the city played from the hand to where it went.
// Its place there is found at the first frame (see ui.Flight.Target): the
// pile it joins lays it out only then.
func (tm *tableMotion) played(e wonders.Event) {
	t := tm.t
	from, ok := tm.handBox(e.Card)
	if !ok {
		return
	}
	f := ui.Flight{Object: tm.cardPiece(e.Card), From: from.pos, To: from.pos, Size: from.size, Duration: cardFlight}
	switch e.Kind {
	case wonders.EventStage:
		slot := t.board.stages[min(max(e.Stage, 0), len(t.board.stages)-1)]
		f.Target = tm.target(from.size, slot)
	case wonders.EventDiscard:
		// Off the table, down past the hand, as it shrinks.
		f.ToSize = fyne.NewSize(from.size.Width*0.6, from.size.Height*0.6)
		f.To = from.pos.Add(fyne.NewPos(from.size.Width*0.2, from.size.Height*0.9))
		if e.Coins > 0 {
			tm.coinsFrom(box{f.To, f.ToSize}, e.Coins, cardFlight/2)
		}
	default:
		stack := t.city.stackOf(e.Card)
		f.Target = tm.target(from.size, func() fyne.CanvasObject {
			if k := len(stack.cards); k > 0 && k <= len(stack.pool) {
				return stack.pool[k-1]
			}
			return stack
		}, stack)
		if e.Coins > 0 {
			if at, ok := tm.where(stack); ok {
				tm.coinsFrom(at, e.Coins, cardFlight/2)
			}
		}
	}
	if f.Target != nil {
		if to, _, ok := f.Target(); ok { // laid out already (tests)
			f.To = to
		} else if at, ok := tm.where(t.city.root); ok {
			f.To = at.pos // until the pile has laid it out
		}
	}
	tm.m.Launch(f)
}

// target finds a card's landing place: the first of the objects found
// on the screen (an object, or a func returning one, looked up late), the
// card shrunk to its width.
func (tm *tableMotion) target(card fyne.Size, dests ...any) func() (fyne.Position, fyne.Size, bool) {
	return func() (fyne.Position, fyne.Size, bool) {
		for _, d := range dests {
			obj, _ := d.(fyne.CanvasObject)
			if fn, ok := d.(func() fyne.CanvasObject); ok {
				obj = fn()
			}
			if obj == nil {
				continue
			}
			if to, ok := tm.where(obj); ok {
				return to.pos, landing(card, to.size), true
			}
		}
		return fyne.Position{}, fyne.Size{}, false
	}
}

// landing is a card's size shrunk to fit a target's width, keeping its
// proportions unless the target is a mere banner.
func landing(card, target fyne.Size) fyne.Size {
	if card.Width <= 0 || target.Width <= 0 {
		return target
	}
	s := target.Width / card.Width
	return fyne.NewSize(target.Width, min(card.Height*s, max(target.Height, 24)))
}

// pay sends the coins the city paid a neighbour from its board to that
// neighbour's panel.
func (tm *tableMotion) pay(n int, left bool) {
	if n <= 0 {
		return
	}
	to := tm.t.right.root
	if left {
		to = tm.t.left.root
	}
	tm.coins(nil, to, n, 0)
}

// coins flies a coin showing n from one object to another; nil stands
// for your board's coins.
func (tm *tableMotion) coins(from, to fyne.CanvasObject, n int, delay time.Duration) {
	purse := fyne.CanvasObject(tm.t.board.tokens.coins)
	if from == nil {
		from = purse
	}
	if to == nil {
		to = purse
	}
	a, ok1 := tm.where(from)
	b, ok2 := tm.where(to)
	if !ok1 || !ok2 {
		return
	}
	size := fyne.NewSize(coinPx, coinPx)
	half := fyne.NewPos(coinPx/2, coinPx/2)
	tm.m.Launch(ui.Flight{Object: tm.coinPiece(n), From: a.centre().Subtract(half), To: b.centre().Subtract(half),
		Size: size, Delay: delay, Duration: coinFlight})
}

// coinsFrom flies coins the city earned from a box to its board.
func (tm *tableMotion) coinsFrom(at box, n int, delay time.Duration) {
	b, ok := tm.where(tm.t.board.tokens.coins)
	if !ok {
		return
	}
	half := fyne.NewPos(coinPx/2, coinPx/2)
	tm.m.Launch(ui.Flight{Object: tm.coinPiece(n), From: at.centre().Subtract(half), To: b.centre().Subtract(half),
		Size: fyne.NewSize(coinPx, coinPx), Delay: delay, Duration: coinFlight})
}

// coinsLost drops the coins a black card, Hécate or Héra took (Cities)
// from your board's coins to the bank, off the table below them, as they
// shrink away.
func (tm *tableMotion) coinsLost(n int, delay time.Duration) {
	a, ok := tm.where(tm.t.board.tokens.coins)
	if !ok {
		return
	}
	half := fyne.NewPos(coinPx/2, coinPx/2)
	from := a.centre().Subtract(half)
	tm.m.Launch(ui.Flight{Object: tm.coinPiece(n), From: from, To: from.Add(fyne.NewPos(0, 3*coinPx)),
		Size: fyne.NewSize(coinPx, coinPx), ToSize: fyne.NewSize(coinPx/3, coinPx/3), Delay: delay, Duration: coinFlight})
}

// token flies a conflict token from a neighbour's panel to your board,
// or, while the Age's conflicts are shown over the board, into your row
// of them, in the column of that neighbour.
func (tm *tableMotion) token(from fyne.CanvasObject, points int, delay time.Duration) {
	t := tm.t
	a, ok := tm.where(from)
	if !ok {
		return
	}
	var dest fyne.CanvasObject = t.board.tokens.shields
	if o := t.overlay; !o.root.Hidden && !o.final {
		col := 3
		if from == t.left.root {
			col = 2
		}
		if i := (t.focus+1)*4 + col; i < len(o.grid.Objects) {
			dest = o.grid.Objects[i]
		}
	}
	half := fyne.NewPos(tokenPx/2, tokenPx/2)
	f := ui.Flight{Object: tm.tokenPiece(points), From: a.centre().Subtract(half), To: a.centre().Subtract(half),
		Size: fyne.NewSize(tokenPx, tokenPx), Delay: delay, Duration: tokenFlight}
	f.Target = func() (fyne.Position, fyne.Size, bool) {
		b, ok := tm.where(dest)
		return b.centre().Subtract(half), fyne.Size{}, ok
	}
	if to, _, ok := f.Target(); ok {
		f.To = to
	}
	tm.m.Launch(f)
}

// passHand slides the new hand in from the neighbour who passed it:
// hands going left (Direction +1) come from the right, and back.
func (tm *tableMotion) passHand(direction int) {
	by := min(tm.t.hand.row.Size().Width*0.35, 260)
	if direction < 0 {
		by = -by
	}
	tm.slideHand(fyne.NewPos(by, 0), 0) // together: one hand moving
}

// dealHand raises a new Age's hand from below.
func (tm *tableMotion) dealHand() {
	tm.slideHand(fyne.NewPos(0, tm.t.hand.row.Size().Height*0.5), handStagger)
}

// slideHand brings the hand's cards from offset away to their places,
// each stagger after the one before; the seat's god cards (Faith), which
// it keeps, stay still.
func (tm *tableMotion) slideHand(offset fyne.Position, stagger time.Duration) {
	i := 0
	for _, o := range tm.t.hand.row.Objects {
		if _, ok := o.(*cardWidget); ok {
			tm.m.Slide(o, offset, time.Duration(i)*stagger, handSlide)
			i++
		}
	}
}

// cardPiece is a card's face for a flight: canvas objects only.
func (tm *tableMotion) cardPiece(card wonders.Card) fyne.CanvasObject {
	art := newFaceArt()
	art.set(tm.t.words, card)
	return &fyne.Container{Layout: &faceLayout{art: art}, Objects: art.objects()}
}

// faceLayout lays a card face over the whole of its container.
type faceLayout struct{ art *faceArt }

func (l *faceLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.art.layout(fyne.Position{}, size, 0)
}
func (l *faceLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// coinPiece is a gold coin showing n, for a flight.
func (tm *tableMotion) coinPiece(n int) fyne.CanvasObject {
	return disc(coinFill, coinEdge, coinInk, tm.t.words.loc.Int(n))
}

// tokenPiece is a conflict token for a flight: a victory token in its
// Age's metal with its points, or the dark defeat token.
func (tm *tableMotion) tokenPiece(points int) fyne.CanvasObject {
	if points < 0 {
		return disc(defeatFill, color.NRGBA{0x0c, 0x0a, 0x09, 0xff}, colorWhite, "−"+tm.t.words.loc.Int(-points))
	}
	fill, edge := victoryMetal(points)
	return disc(fill, edge, color.NRGBA{0x1c, 0x19, 0x17, 0xff}, "+"+tm.t.words.loc.Int(points))
}

// disc is a round piece with a label: circle and text, nothing else.
func disc(fill, edge, ink color.Color, label string) fyne.CanvasObject {
	c := canvas.NewCircle(fill)
	c.StrokeColor = edge
	text := canvas.NewText(label, ink)
	text.TextStyle.Bold, text.Alignment = true, fyne.TextAlignCenter
	return &fyne.Container{Layout: discLayout{}, Objects: []fyne.CanvasObject{c, text}}
}

// discLayout fills its size with the circle and centres the label.
type discLayout struct{}

func (discLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	c, text := objs[0].(*canvas.Circle), objs[1].(*canvas.Text)
	c.StrokeWidth = max(1, size.Height/14)
	c.Move(fyne.Position{})
	c.Resize(size)
	text.TextSize = size.Height * 0.5
	m := measure.Text(text.Text, text.TextSize, text.TextStyle)
	text.Move(fyne.NewPos(0, (size.Height-m.Height)/2))
	text.Resize(fyne.NewSize(size.Width, m.Height))
}
func (discLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }
