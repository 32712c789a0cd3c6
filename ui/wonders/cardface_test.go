package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
	"agora/ui/raster"
)

// cardByID is the card of a data id, failing the test when there is none.
func cardByID(t *testing.T, id string) wonders.Card {
	t.Helper()
	c, ok := wonders.CardByID(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}

// shown is whether o is visible and lies inside the box of size at the
// origin of its parent.
func inside(o fyne.CanvasObject, size fyne.Size) bool {
	p, s := o.Position(), o.Size()
	return p.X >= 0 && p.Y >= 0 && p.X+s.Width <= size.Width+0.5 && p.Y+s.Height <= size.Height+0.5
}

// A face shows the card's name, one cost icon per unit of its cost (the
// coins as one token), its chains and its Age, at a hand card's size and
// at the detail's.
func TestCardFaceShowsNameCostAndChains(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	for _, tc := range []struct {
		id           string
		needs, gives string
	}{
		{id: "lumber_yard"},
		{id: "loom_1"},
		{id: "temple", needs: "altar", gives: "pantheon"},
		{id: "caravansery", needs: "marketplace", gives: "lighthouse"},
		{id: "palace"},
		{id: "scientists_guild"},
	} {
		card := cardByID(t, tc.id)
		info := card.Info()
		for _, size := range []fyne.Size{{Width: 104, Height: 80}, {Width: 104, Height: 110}, {Width: 120, Height: 180}, {Width: 200, Height: 300}} {
			f := newFaceView(h.table)
			f.set(card)
			w := test.NewTempWindow(t, container.NewWithoutLayout(f))
			w.Resize(size.AddWidthHeight(20, 20))
			f.Resize(size)
			got := texts(f)
			if !strings.Contains(got, h.loc.T(info.NameKey())) && !f.art.shortened() {
				t.Errorf("%s at %v: no name in\n%s", tc.id, size, got)
			}
			if !strings.Contains(got, romanAge(info.Age)) {
				t.Errorf("%s at %v: no Age %s", tc.id, size, romanAge(info.Age))
			}
			units := 0
			for _, n := range info.Cost.Res {
				units += int(n)
			}
			icons := 0
			for _, img := range visible[*raster.Picture](f) {
				for _, r := range resourceIcons {
					if strings.HasPrefix(img.Resource.Name(), strings.TrimSuffix(r.Name(), ".svg")+"-") && img.Position().Y >= f.art.banner.Size().Height {
						icons++
					}
				}
			}
			if icons < units {
				t.Errorf("%s at %v: %d cost icons for %d resources", tc.id, size, icons, units)
			}
			if coin := f.art.coin; coin.Visible() != (info.Cost.Coins > 0) || info.Cost.Coins > 0 && !strings.Contains(got, h.loc.Int(info.Cost.Coins)) {
				t.Errorf("%s at %v: coin token shown %v for %d coins", tc.id, size, coin.Visible(), info.Cost.Coins)
			}
			for _, id := range []string{tc.needs, tc.gives} {
				if id == "" || size.Width < 200 {
					continue
				}
				if name := h.loc.T(cardByID(t, id).Info().NameKey()); !strings.Contains(got, name) {
					t.Errorf("%s at %v: chain %s missing in\n%s", tc.id, size, name, got)
				}
			}
			var parts []fyne.CanvasObject
			for _, o := range f.art.objects() {
				if o.Visible() && !inside(o, size.AddWidthHeight(3, 4)) {
					t.Errorf("%s at %v: a part of the face lies outside it: %T at %v %v", tc.id, size, o, o.Position(), o.Size())
				}
				switch o.(type) {
				case *canvas.Text, *glyphRow, *raster.Picture:
					if o.Visible() && o != f.art.picture && o.Size().Width > 0 {
						parts = append(parts, o)
					}
				}
			}
			// Icons and words never lie over one another (the picture aside).
			for i, p := range parts {
				for _, q := range parts[i+1:] {
					if overlapping(p, q) {
						t.Errorf("%s at %v: %T at %v %v overlaps %T at %v %v", tc.id, size, p, p.Position(), p.Size(), q, q.Position(), q.Size())
					}
				}
			}
		}
	}
}

// overlapping reports whether two objects of one parent share some area.
func overlapping(a, b fyne.CanvasObject) bool {
	pa, sa, pb, sb := a.Position(), a.Size(), b.Position(), b.Size()
	return pa.X < pb.X+sb.Width-0.5 && pb.X < pa.X+sa.Width-0.5 && pa.Y < pb.Y+sb.Height-0.5 && pb.Y < pa.Y+sa.Height-0.5
}

// A name too long for its plate even on two lines is shortened and the
// widget gives the whole name through FullText.
func TestShortenedNameHasFullText(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	card := cardByID(t, "chamber_of_commerce")
	cw := newCardWidget(h.table, nil)
	cw.show(wonders.CardView{Card: card, Status: wonders.StatusUnaffordable}, false, false, "")
	w := test.NewTempWindow(t, container.NewWithoutLayout(cw))
	w.Resize(fyne.NewSize(300, 300))
	cw.Resize(fyne.NewSize(cardLeast, 170))
	full := h.loc.T(card.Info().NameKey())
	if !strings.Contains(texts(cw), "…") {
		t.Fatalf("%q fits %v px: pick a longer name for this test", full, cardLeast)
	}
	var ft interface{ FullText() string } = cw
	if ft.FullText() != full {
		t.Fatalf("FullText %q, want %q", ft.FullText(), full)
	}
}

// handRowOf lays n hand cards of the table in a row of size and returns them.
func handRowOf(t *testing.T, tb *Table, n int, size fyne.Size) []*cardWidget {
	t.Helper()
	var cards []wonders.Card
	for i, info := range wonders.Cards() {
		if info.Expansion != wonders.ExpansionLeaders && info.Color != wonders.White { // the leaders' faces come with their table
			cards = append(cards, wonders.Card(i))
		}
	}
	var objs []fyne.CanvasObject
	var out []*cardWidget
	for i := range n {
		cw := newCardWidget(tb, nil)
		cw.show(wonders.CardView{Card: cards[i*5%len(cards)], Status: wonders.StatusTrade,
			Plans: []wonders.Plan{{Left: 2, Right: 1}}}, false, false, "")
		objs = append(objs, cw)
		out = append(out, cw)
	}
	row := container.New(&handLayout{}, objs...)
	w := test.NewTempWindow(t, row)
	w.Resize(size.AddWidthHeight(40, 40))
	row.Resize(size)
	if m := row.MinSize(); m.Width > size.Width || m.Height > size.Height {
		t.Fatalf("the hand asks for %v in %v", m, size)
	}
	return out
}

// Cards that do not fit narrow down to cardLeast, then overlap instead of
// scrolling: every card lies inside the row and each one's badge stays in
// the strip left visible.
func TestHandOverlapsInsteadOfScrolling(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	for _, tc := range []struct {
		n       int
		size    fyne.Size
		overlap bool
	}{
		{9, fyne.NewSize(600, 160), false},
		{7, fyne.NewSize(600, 130), false},
		{20, fyne.NewSize(800, 200), true},
		{5, fyne.NewSize(1000, 200), false},
	} {
		cards := handRowOf(t, h.table, tc.n, tc.size)
		for i, cw := range cards {
			if !inside(cw, tc.size) {
				t.Fatalf("%d cards in %v: card %d at %v %v lies outside", tc.n, tc.size, i, cw.Position(), cw.Size())
			}
			if cw.Size().Width < cardLeast {
				t.Errorf("%d cards in %v: card %d is %v wide", tc.n, tc.size, i, cw.Size().Width)
			}
			if i == 0 {
				continue
			}
			prev := cards[i-1]
			overlaps := prev.Position().X+prev.Size().Width > cw.Position().X
			if overlaps != tc.overlap {
				t.Fatalf("%d cards in %v: overlap %v, want %v", tc.n, tc.size, overlaps, tc.overlap)
			}
			pill := test.WidgetRenderer(prev).(*cardRenderer).pill
			if end := prev.Position().X + pill.Position().X + pill.Size().Width; pill.Visible() && end > cw.Position().X {
				t.Errorf("%d cards in %v: card %d's badge ends at %v under card %d at %v", tc.n, tc.size, i-1, end, i, cw.Position().X)
			}
		}
	}
	// A selected card shows whole; the others still show their badges.
	cards := handRowOf(t, h.table, 9, fyne.NewSize(600, 160))
	sel := cards[3]
	sel.show(sel.view, true, false, "")
	parent := container.New(&handLayout{})
	for _, c := range cards {
		parent.Add(c)
	}
	parent.Resize(fyne.NewSize(600, 160))
	parent.Refresh()
	if next := cards[4]; next.Position().X < sel.Position().X+sel.Size().Width {
		t.Fatalf("the selected card is covered from %v (it spans %v to %v)", next.Position().X, sel.Position().X, sel.Position().X+sel.Size().Width)
	}
	for i, c := range cards {
		if !inside(c, fyne.NewSize(600, 160)) {
			t.Fatalf("with a card selected, card %d lies outside the row", i)
		}
	}
	if n := len(visible[*container.Scroll](h.table.hand.root)); n != 0 {
		t.Fatalf("the hand has %d scroll containers", n)
	}
}

// A colour stack of six cards fits 120 pixels with every banner showing
// its name; a whole city of 21 cards fits a 500×120 zone.
func TestStacksFitTheCityZone(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	var brown []wonders.Card
	for i, info := range wonders.Cards() {
		if info.Color == wonders.Brown && len(brown) < 6 {
			brown = append(brown, wonders.Card(i))
		}
	}
	s := newCardStack(h.table, wonders.Brown)
	w := test.NewTempWindow(t, container.NewWithoutLayout(s))
	w.Resize(fyne.NewSize(300, 300))
	s.set(brown)
	size := fyne.NewSize(110, 120)
	s.Resize(size)
	s.Refresh()
	got := texts(s)
	for i, c := range s.pool[:len(brown)] {
		if !inside(c, size) {
			t.Fatalf("card %d at %v %v outside the %v stack", i, c.Position(), c.Size(), size)
		}
		if i > 0 && c.Position().Y-s.pool[i-1].Position().Y < stackMinRow {
			t.Errorf("card %d shows only %v px", i-1, c.Position().Y-s.pool[i-1].Position().Y)
		}
		name := h.loc.T(brown[i].Info().NameKey())
		if !strings.Contains(got, name) && !strings.Contains(got, c.art.title.Text) {
			t.Errorf("no banner for %s in\n%s", name, got)
		}
	}

	// In a squeezed stack, hovering a card opens its banner where it is.
	var eight []wonders.Card
	for i, info := range wonders.Cards() {
		if info.Color == wonders.Brown && len(eight) < 8 {
			eight = append(eight, wonders.Card(i))
		}
	}
	sq := newCardStack(h.table, wonders.Brown)
	sw := test.NewTempWindow(t, container.NewWithoutLayout(sq))
	sw.Resize(fyne.NewSize(200, 200))
	sq.set(eight)
	sq.Resize(fyne.NewSize(100, 110))
	sq.Refresh()
	before := sq.pool[2].Position()
	if gap := sq.pool[3].Position().Y - before.Y; gap >= stackBanner {
		t.Fatalf("eight cards in 110 px are not squeezed (%v px each)", gap)
	}
	sq.setHover(2)
	if sq.pool[2].Position() != before {
		t.Errorf("the hovered card moved from %v to %v", before, sq.pool[2].Position())
	}
	if gap := sq.pool[3].Position().Y - sq.pool[2].Position().Y; gap < stackBanner {
		t.Errorf("the hovered card's banner shows %v px, want %v", gap, stackBanner)
	}
	for i, c := range sq.pool[:8] {
		if !inside(c, sq.Size()) {
			t.Errorf("spread open, card %d at %v %v leaves the stack", i, c.Position(), c.Size())
		}
	}
	sq.setHover(-1)
	if sq.pool[3].Position().Y-sq.pool[2].Position().Y >= stackBanner {
		t.Error("the stack stays open after the mouse left")
	}

	// Hovering a stacked card shows its detail, face and words.
	tc := h.table.city.stacks[wonders.Brown]
	tc.set(brown)
	tc.Refresh()
	tc.pool[2].MouseIn(nil)
	if h.table.detail.layer.Hidden || !strings.Contains(texts(h.table.detail.layer), h.loc.T(brown[2].Info().NameKey())) {
		t.Fatalf("no detail for a hovered city card:\n%s", texts(h.table.detail.layer))
	}
	if f := h.table.detail.face; f.Size().Height < 150 || f.art.card != brown[2] {
		t.Errorf("the detail's face is %v for %v", f.Size(), f.art.card)
	}
	tc.pool[2].MouseOut()
	if !h.table.detail.layer.Hidden {
		t.Error("the detail stays after the mouse left the city card")
	}

	// A city of 21 cards, three of each colour.
	city := newCityWidget(h.table)
	built := [wonders.NumColors][]wonders.Card{}
	for i, info := range wonders.Cards() {
		if info.Color < wonders.NumColors && len(built[info.Color]) < 3 {
			built[info.Color] = append(built[info.Color], wonders.Card(i))
		}
	}
	cw := test.NewTempWindow(t, city.root)
	cw.Resize(fyne.NewSize(540, 160))
	zone := fyne.NewSize(500, 120)
	for col, cards := range built {
		city.stacks[col].set(cards)
	}
	city.root.Resize(zone)
	city.root.Refresh()
	for col, st := range city.stacks {
		if !inside(st, zone) {
			t.Fatalf("the %v stack at %v %v lies outside the %v city", wonders.Color(col), st.Position(), st.Size(), zone)
		}
		for i := range built[col] {
			if c := st.pool[i]; !inside(c, st.Size()) {
				t.Fatalf("card %d of the %v stack lies outside it", i, wonders.Color(col))
			}
		}
	}
}

// Every card's banner says its effect in icons: no card shows an empty
// banner, a per-item effect shows what it counts, a commercial card the
// neighbours it trades with.
func TestEveryCardEffectHasIcons(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	w := h.table.words
	for _, info := range wonders.Cards() {
		if info.Expansion == wonders.ExpansionLeaders || info.Color == wonders.White {
			continue // the leaders' and their guilds' faces come with the Leaders table
		}
		g := faceEffects(w, info.Effects)
		icons := 0
		for _, it := range g {
			if it.icon != nil {
				icons++
			}
		}
		if icons == 0 {
			t.Errorf("%s: no icon in its banner", info.ID)
		}
		for _, e := range info.Effects {
			switch e.Kind {
			case wonders.CoinsPer, wonders.PointsPer:
				if len(faceCounted(e.Count)) == 0 {
					t.Errorf("%s: what it counts has no icon", info.ID)
				}
			case wonders.Discount:
				arrows := 0
				for _, it := range g {
					if it.icon == leftIcon || it.icon == rightIcon {
						arrows++
					}
				}
				want := 0
				for _, c := range []wonders.Cities{wonders.Left, wonders.Right} {
					if e.Cities&c != 0 {
						want++
					}
				}
				if arrows != want {
					t.Errorf("%s: %d trade arrows, want %d", info.ID, arrows, want)
				}
			}
		}
	}
}

// A stack of one card is a compact card, its banner and its picture, not
// a card as high as the zone; a stack's height follows its count; its
// banner's name is printed at the table's least text size or more.
func TestStackHeightFollowsItsCount(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	var brown []wonders.Card
	for i, info := range wonders.Cards() {
		if info.Color == wonders.Brown && len(brown) < 3 {
			brown = append(brown, wonders.Card(i))
		}
	}
	height := func(n int) (float32, *stackCard) {
		s := newCardStack(h.table, wonders.Brown)
		w := test.NewTempWindow(t, container.NewWithoutLayout(s))
		w.Resize(fyne.NewSize(300, 400))
		s.set(brown[:n])
		s.Resize(fyne.NewSize(110, 300))
		s.Refresh()
		top := s.pool[n-1]
		return top.Position().Y + top.Size().Height, top
	}
	one, top := height(1)
	if one > 300*0.6 {
		t.Errorf("a stack of one card is %v px high in a 300 px zone", one)
	}
	if !top.art.picture.Visible() || top.art.picture.Size().Height < 40 {
		t.Errorf("a stack's top card shows no picture (%v)", top.art.picture.Size())
	}
	if three, _ := height(3); three <= one+stackBanner {
		t.Errorf("three cards stand %v px high, one %v", three, one)
	}
	for _, o := range []fyne.CanvasObject{top.art.title, top.art.effect} {
		if !o.Visible() {
			t.Errorf("the compact card hides %T", o)
		}
	}
	if top.art.title.TextSize < h.table.faceText() {
		t.Errorf("the banner's name is %v px, under %v", top.art.title.TextSize, h.table.faceText())
	}
}
