package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// tokenRow is what lies in front of a city as objects: its coins, its
// shields, its conflict tokens in the order won, and the First Merchant's
// token when it holds it. When the row is short of width the conflict
// tokens overlap, as a pile on the table would. Build it with
// newTokenRow and give it a city with set.
type tokenRow struct {
	widget.BaseWidget
	t        *Table
	px       float32
	coins    *coinToken
	shields  *shieldToken
	merchant *merchantToken
	victory  []*victoryToken
	defeats  []*defeatToken
	tokens   []int // the conflict tokens shown, +1/+3/+5 or -1
	objs     []fyne.CanvasObject
	// Cities: the debt and diplomacy tokens (cities_tokens.go), tail of
	// them shown at the row's end.
	debt      *debtToken
	diplomacy *diplomacyToken
	tail      int
}

func newTokenRow(t *Table, px float32) *tokenRow {
	r := &tokenRow{t: t, px: px, coins: newCoinToken(px), shields: newShieldToken(px), merchant: newMerchantToken(px)}
	w := func() words { return r.t.words }
	r.coins.onTable(t)
	r.shields.onTable(t)
	r.merchant.onTable(t)
	r.coins.tip = func() string { return w().loc.N("wonders.board.tip.coins", r.coins.n) }
	r.shields.tip = func() string { return w().loc.N("wonders.board.tip.shields", r.shields.n) }
	r.merchant.tip = func() string { return w().T("wonders.board.tip.merchant") }
	r.citiesTokens()
	r.ExtendBaseWidget(r)
	return r
}

// set shows city c of the view: coins, shields, conflict tokens, and
// the First Merchant's token if it holds it.
func (r *tokenRow) set(v *wonders.View, city int) {
	c := v.Cities[city]
	r.coins.set(c.Coins)
	r.shields.set(c.Shields)
	r.tokens = militaryTokens(v, city)
	r.merchant.Hidden = v.Market == nil || v.Market.First != city || v.Over
	r.objs = append(r.objs[:0], r.coins, r.shields)
	nv, nd := 0, 0
	for _, p := range r.tokens {
		if p > 0 {
			for len(r.victory) <= nv {
				vt := newVictoryToken(r.px)
				vt.onTable(r.t)
				vt.tip = func() string { return r.t.words.T("wonders.board.tip.victory", map[string]any{"N": vt.points}) }
				r.victory = append(r.victory, vt)
			}
			r.victory[nv].set(p)
			r.objs = append(r.objs, r.victory[nv])
			nv++
			continue
		}
		for len(r.defeats) <= nd {
			dt := newDefeatToken(r.px)
			dt.onTable(r.t)
			dt.tip = func() string { return r.t.words.T("wonders.board.tip.defeat") }
			r.defeats = append(r.defeats, dt)
		}
		r.objs = append(r.objs, r.defeats[nd])
		nd++
	}
	if !r.merchant.Hidden {
		r.objs = append(r.objs, r.merchant)
	}
	r.addCities(c)
	r.Refresh()
}

// militaryTokens are city's conflict tokens in the order won, +1, +3 or
// +5 for a victory and -1 for a defeat: the battles of the log, then the
// tokens that came another way (a god's or a card's defeat token) so that
// the pile matches the city's totals.
func militaryTokens(v *wonders.View, city int) []int {
	var out []int
	won, lost := 0, 0
	for _, e := range v.Events {
		// A defeat token goes to the city that took it (Event.Taker):
		// the loser, or the winner when Tomyris sent it back.
		owner := e.City
		if e.Points < 0 {
			owner = e.Taker
		}
		if e.Kind != wonders.EventBattle || owner != city || e.Points == 0 {
			continue
		}
		if e.Points > 0 && won+e.Points <= v.Cities[city].Victory {
			won += e.Points
			out = append(out, e.Points)
		} else if e.Points < 0 && lost < v.Cities[city].Defeats {
			lost++
			out = append(out, -1)
		}
	}
	c := v.Cities[city]
	for _, p := range []int{5, 3, 1} {
		for c.Victory-won >= p {
			won += p
			out = append(out, p)
		}
	}
	for ; lost < c.Defeats; lost++ {
		out = append(out, -1)
	}
	return out
}

const tokenGap = 3

func (r *tokenRow) CreateRenderer() fyne.WidgetRenderer { return &tokenRowRenderer{r: r} }

type tokenRowRenderer struct{ r *tokenRow }

func (tr *tokenRowRenderer) Destroy()                     {}
func (tr *tokenRowRenderer) Objects() []fyne.CanvasObject { return tr.r.objs }
func (tr *tokenRowRenderer) Refresh() {
	tr.Layout(tr.r.Size())
	for _, o := range tr.r.objs {
		o.Refresh() // their numerals follow the table's scale
	}
	canvas.Refresh(tr.r)
}

// size is the tokens' size: px, grown with the table in a large window,
// and high enough for a numeral of the table's least text size.
func (r *tokenRow) size() float32 {
	return max(r.px*max(r.t.scaleOr1(), 1), r.t.faceText()+5)
}

// MinSize is the coins and shields with the conflict tokens piled.
func (tr *tokenRowRenderer) MinSize() fyne.Size {
	r := tr.r
	px := r.size()
	w := float32(0)
	for i, o := range r.objs[:len(r.objs)-r.tail] {
		ow := r.tokenWidth(o, px)
		if i < 3 {
			w += ow + tokenGap
		} else {
			w += ow * 0.3
		}
	}
	for _, o := range r.objs[len(r.objs)-r.tail:] {
		w += r.tokenWidth(o, px) + tokenGap
	}
	return fyne.NewSize(w, px)
}

// Layout puts the tokens side by side, the conflict tokens closer when
// the row is short of width.
func (tr *tokenRowRenderer) Layout(size fyne.Size) {
	r := tr.r
	px := min(r.size(), size.Height)
	step := px + tokenGap
	// The conflict tokens, then the merchant's and the Cities' tokens at
	// full width.
	tail := r.tail
	if r.merchant.Visible() {
		tail++
	}
	m := len(r.objs) - 2 - tail
	end := size.Width
	for _, o := range r.objs[len(r.objs)-tail:] {
		end -= r.tokenWidth(o, px) + tokenGap
	}
	// The conflict tokens' widths (a tile widens for its numeral).
	mw := float32(0)
	for _, o := range r.objs[2 : len(r.objs)-tail] {
		mw = max(mw, r.tokenWidth(o, px))
	}
	mstep := mw + tokenGap
	if m > 1 && 2*step+float32(m)*mstep > end {
		mstep = max((end-2*step-mw)/float32(m-1), mw*0.3)
	}
	x := float32(0)
	for i, o := range r.objs {
		w := r.tokenWidth(o, px)
		o.Resize(fyne.NewSize(w, px))
		o.Move(fyne.NewPos(x, (size.Height-px)/2))
		if i < 2 || i >= len(r.objs)-tail-1 {
			x += w + tokenGap
		} else {
			x += mstep
		}
	}
}

// tokenWidth is the width of a token at height px: a tile (a conflict
// token, the debt token) widens for its numeral.
func (r *tokenRow) tokenWidth(o fyne.CanvasObject, px float32) float32 {
	switch x := o.(type) {
	case *victoryToken:
		return x.widthFor(px)
	case *defeatToken:
		return x.widthFor(px)
	case *debtToken:
		return x.widthFor(px)
	}
	return px
}

// AllowsOverlap lets the conflict tokens pile up (the layout audit asks).
func (r *tokenRow) AllowsOverlap(a, b fyne.CanvasObject) bool {
	return conflictToken(a) && conflictToken(b)
}

func conflictToken(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *victoryToken, *defeatToken:
		return true
	}
	return false
}
