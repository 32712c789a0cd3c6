package dale

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"agora/assets"
	eng "agora/game/dale"
	"agora/translations"
	"agora/ui"
)

// artTable is a bare table for drawing cards in lang, with a window for
// its dialogs.
func artTable(t *testing.T, lang string) *Table {
	t.Helper()
	test.NewTempApp(t)
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	return &Table{ctx: ui.TableContext{Localizer: loc, Window: w}, tips: container.NewWithoutLayout()}
}

// allKinds is Junk and every animalfolk card.
func allKinds() []eng.Card {
	var out []eng.Card
	for c := eng.Junk; c < eng.NumCards; c++ {
		out = append(out, c)
	}
	return out
}

// drawn is cv's renderer laid out at the card's size.
func drawn(t *testing.T, cv *cardView) *cardRenderer {
	t.Helper()
	r, ok := test.WidgetRenderer(cv).(*cardRenderer)
	if !ok {
		t.Fatal("a card is not drawn by its face")
	}
	cv.Resize(cv.size)
	r.Layout(cv.size)
	return r
}

// faceSizes are the sizes the table draws cards at, by the level they
// must show.
var faceSizes = []struct {
	name  string
	size  fyne.Size
	level faceLevel
}{
	{"chip", fyne.NewSize(48, 64), levelSmall},
	{"small", cardSmall, levelSmall},
	{"old small", fyne.NewSize(72, 80), levelSmall},
	{"medium", cardMedium, levelMedium},
	{"market", fyne.NewSize(110, 122), levelMedium},
	{"hand", cardHand, levelMedium},
	{"large", cardLarge, levelLarge},
}

// visibleTexts are the shown canvas texts of the face.
func visibleTexts(f *face) []*canvas.Text {
	var out []*canvas.Text
	for _, o := range f.objects() {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			out = append(out, tx)
		}
	}
	return out
}

// overlapping reports whether two texts' boxes cross by more than a pixel.
func overlapping(a, b fyne.CanvasObject) bool {
	ap, as, bp, bs := a.Position(), a.Size(), b.Position(), b.Size()
	w := min(ap.X+as.Width, bp.X+bs.Width) - max(ap.X, bp.X)
	h := min(ap.Y+as.Height, bp.Y+bs.Height) - max(ap.Y, bp.Y)
	return w > 1 && h > 1
}

func TestEveryFaceAtEverySize(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		tb := artTable(t, lang)
		for _, sz := range faceSizes {
			for _, c := range allKinds() {
				cv := newCard(tb, c, c.Value(), sz.size, nil)
				if sz.level == levelLarge {
					cv.noTip = true
				}
				f := drawn(t, cv).face
				where := lang + " " + sz.name + " " + c.String()
				if f.level != sz.level {
					t.Errorf("%s: level %d, want %d", where, f.level, sz.level)
				}
				if f.valueText == nil || f.valueText.Text != strconv.Itoa(c.Value()) || !f.valueText.Visible() {
					t.Errorf("%s: the value is not shown", where)
				}
				if f.valueText.TextSize < 12 {
					t.Errorf("%s: value at %.1f pt is not large", where, f.valueText.TextSize)
				}
				if !strings.Contains(f.emblem.Resource.Name(), shapeIDs[shapeOf(c)]) ||
					f.emblem.Position().X < f.valueText.Position().X+f.valueText.Size().Width {
					t.Errorf("%s: no emblem in the top-right corner", where)
				}
				if (f.bonus != nil) != (c.Animalfolk() && c.Info().Bonus) {
					t.Errorf("%s: bonus mark %v, want %v", where, f.bonus != nil, c.Info().Bonus)
				}
				// A chip may cut the deck's name: the tooltip gives it whole.
				folk := f.folkText.Text
				cut := strings.HasSuffix(folk, ellipsis) && strings.HasPrefix(tb.folkName(c), strings.TrimSuffix(folk, ellipsis))
				if (folk != tb.folkName(c) && (!cut || sz.level > levelSmall)) || f.band.FillColor != deckColour(c) {
					t.Errorf("%s: the band does not name the deck in its colour: %q", where, folk)
				}
				name := ""
				for _, tx := range f.nameTexts {
					if tx.Visible() {
						name += " " + tx.Text
					}
				}
				whole := strings.TrimSpace(name) == tb.cardName(c)
				if whole != f.nameFits {
					t.Errorf("%s: name drawn %q, reported whole %v", where, name, f.nameFits)
				}
				if !whole && (cv.noTip || !hasText(tb.cardInfo(c, c.Value()), tb.cardName(c))) {
					t.Errorf("%s: name cut to %q with no tooltip giving it whole", where, name)
				}
				if sz.level >= levelMedium && (f.kindText == nil || !f.kindText.Visible() || f.kindText.Text != tb.typeName(c)) {
					t.Errorf("%s: the type is not shown", where)
				}
				if f.kindText != nil && !f.kindText.TextStyle.Italic {
					t.Errorf("%s: the type is not in italics", where)
				}
				if f.fullBox != nil && f.fullBox.Visible() && f.fullText.MinSize().Height > f.fullBox.Size().Height+0.5 {
					t.Errorf("%s: the full text overflows its box", where)
				}
				if sz.level >= levelMedium && f.fullBox != nil && !f.fullBox.Visible() && f.bottom <= f.bandEnd {
					t.Errorf("%s: a large face shows neither its full text nor its short line", where)
				}
				shown := visibleTexts(f)
				for i, a := range shown {
					for _, b := range shown[i+1:] {
						if overlapping(a, b) {
							t.Errorf("%s: %q and %q are drawn over one another", where, a.Text, b.Text)
						}
					}
					if strings.HasSuffix(a.Text, ellipsis) && cv.FullText() == "" {
						t.Errorf("%s: %q is shortened and the card offers no full text", where, a.Text)
					}
				}
				for _, tx := range shown {
					p, s := tx.Position(), tx.Size()
					if w := artTextWidth(tx.Text, tx.TextSize, tx.TextStyle); w > s.Width+0.5 {
						t.Errorf("%s: %q clipped: %.1f wide in %.1f", where, tx.Text, w, s.Width)
					}
					if p.X < 0 || p.Y < 0 || p.X+s.Width > sz.size.Width+0.5 || p.Y+s.Height > sz.size.Height+0.5 {
						t.Errorf("%s: %q at %v %v leaves the card %v", where, tx.Text, p, s, sz.size)
					}
				}
			}
		}
	}
}

// TestEffectTextOnMediumAndLargeFaces: a hand card shows its short effect
// line, whole or cut where it runs past the card's lines at the least size, and a large face its whole text, in both languages.
func TestEffectTextOnMediumAndLargeFaces(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		tb := artTable(t, lang)
		for _, c := range allKinds() {
			f := drawn(t, newCard(tb, c, c.Value(), cardHand, nil)).face
			var lines []string
			for _, tx := range f.effectTexts {
				if tx.Visible() {
					lines = append(lines, tx.Text)
				}
			}
			// Whole, or cut with "…" where the card's lines, never
			// under the least size, do not hold it (the tooltip has it).
			got, want := strings.Join(lines, " "), tb.T("dale.short."+c.String())
			if cut := strings.TrimSuffix(got, ellipsis); got != want && (cut == got || !strings.HasPrefix(want, strings.TrimRight(cut, " ")) || len(lines) == 0) {
				t.Errorf("%s %v: hand card shows %q, want %q", lang, c, got, want)
			}
			for _, tx := range f.effectTexts {
				if tx.Visible() && tx.TextSize < textFloor {
					t.Errorf("%s %v: effect line %q at %.1f px", lang, c, tx.Text, tx.TextSize)
				}
			}
			if f.fullText != nil {
				t.Errorf("%s %v: a hand card carries the full text", lang, c)
			}
			large := tb.largeFace(c, c.Value())
			f = drawn(t, large).face
			if f.fullText == nil || f.fullText.Text != tb.T("dale.text."+c.String()) || !f.fullBox.Visible() {
				t.Fatalf("%s %v: the large face lacks the full text", lang, c)
			}
			need := f.fullText.MinSize().Height
			if got := f.fullBox.Size().Height; need > got {
				t.Errorf("%s %v: full text needs %.0f px, has %.0f", lang, c, need, got)
			}
			if !f.nameFits || !f.nameTexts[0].Visible() || f.nameTexts[0].Text != tb.cardName(c) {
				t.Errorf("%s %v: the large face does not give the name on one line", lang, c)
			}
		}
	}
}

func TestJunkIsDistinguished(t *testing.T) {
	tb := artTable(t, "en")
	junk := drawn(t, newCard(tb, eng.Junk, 1, cardMedium, nil)).face
	folk := drawn(t, newCard(tb, eng.Glue, 5, cardMedium, nil)).face
	if junk.paper.FillColor == folk.paper.FillColor {
		t.Error("Junk is printed on the animalfolk cards' paper")
	}
	if shapeOf(eng.Junk) != shapeCrate || junk.kindText.Text != tb.T("dale.ui.junk_type") {
		t.Errorf("Junk shows shape %d and type %q", shapeOf(eng.Junk), junk.kindText.Text)
	}
	for _, c := range allKinds()[1:] {
		if deckColour(c) == deckColour(eng.Junk) || shapeOf(c) == shapeCrate {
			t.Errorf("%v looks like Junk", c)
		}
	}
}

func TestEveryDeckHasItsOwnEmblemAndColour(t *testing.T) {
	shapes := map[int]eng.Deck{}
	colours := map[string]eng.Deck{}
	for d := eng.Deck(0); d < eng.NumDecks; d++ {
		var card eng.Card
		for _, c := range allKinds() {
			if c.Animalfolk() && c.Deck() == d {
				card = c
			}
		}
		if other, dup := shapes[shapeOf(card)]; dup {
			t.Errorf("%v and %v share emblem %s", d, other, shapeIDs[shapeOf(card)])
		}
		shapes[shapeOf(card)] = d
		if other, dup := colours[svgHex(deckColour(card))]; dup {
			t.Errorf("%v and %v share colour", d, other)
		}
		colours[svgHex(deckColour(card))] = d
		for _, c := range allKinds() {
			if c.Animalfolk() && c.Deck() == d && shapeOf(c) != shapeOf(card) {
				t.Errorf("%v's emblem differs from its deck's", c)
			}
		}
	}
	for s := range numShapes {
		doc := string(svgDoc(100, 100, shapeSVG(s, "#000000", "#ffffff")))
		if !strings.Contains(doc, "<svg") || strings.Count(doc, "<") < 3 {
			t.Errorf("shape %s draws nothing", shapeIDs[s])
		}
	}
}

func TestCardStates(t *testing.T) {
	tb := artTable(t, "en")
	tapped := 0
	cv := newCard(tb, eng.Magnet, 4, cardHand, func() { tapped++ })
	r := drawn(t, cv)
	if r.ring.Hidden == true || r.ring.StrokeColor != colourLive {
		t.Error("a live card is not outlined")
	}
	cv.SetSelected(true)
	if r.ring.Hidden || r.ring.StrokeColor != colourSelect || r.ring.StrokeWidth < 3 {
		t.Error("a selected card has no selection ring")
	}
	cv.SetDimmed(true)
	if r.veil.Hidden {
		t.Error("a dimmed card is not faded")
	}
	cv.SetBadge("pays 4", true)
	if r.pill.Hidden || r.pillText.Text != "pays 4" || r.tick.Hidden || r.pill.FillColor != colourSelect {
		t.Error("the working badge is not drawn")
	}
	if bottom := r.pill.Position().Y + r.pill.Size().Height; bottom > cardHand.Height {
		t.Errorf("the badge leaves the card: %.0f", bottom)
	}
	for _, tx := range r.face.effectTexts {
		if tx.Visible() && tx.Position().Y+tx.Size().Height > r.pill.Position().Y {
			t.Errorf("the effect line %q runs under the badge", tx.Text)
		}
	}
	cv.SetBadge("fits stack 4", false)
	if r.tick.Visible() || r.pill.FillColor == colourSelect {
		t.Error("an outlined badge is drawn as a working one")
	}
	cv.SetBadge("", false)
	if r.pill.Visible() || r.pillText.Visible() {
		t.Error("the badge stays after it was removed")
	}
	test.Tap(cv)
	if tapped != 1 {
		t.Error("tapping a live card does not play it")
	}
	plain := drawn(t, newCard(tb, eng.Magnet, 4, cardHand, nil))
	if plain.ring.Visible() || plain.veil.Visible() || plain.pill.Visible() {
		t.Error("a plain card carries a ring, a veil or a badge")
	}
	boosted := drawn(t, newCard(tb, eng.Magnet, 5, cardHand, nil))
	if !boosted.face.boost.Visible() || plain.face.boost.Visible() {
		t.Error("a value other than the printed one is not highlighted")
	}
	back := drawn(t, newCard(tb, eng.NoCard, 0, cardSmall, nil))
	if back.face.back == nil || len(visibleTexts(back.face)) != 0 {
		t.Error("a hidden card is not drawn face down")
	}
}

func TestTooltipAndDetailShowTheLargeFace(t *testing.T) {
	tb := artTable(t, "fr")
	cv := newCard(tb, eng.RuthlessCompetition, 4, cardSmall, nil)
	drawn(t, cv)
	hover(cv, fyne.NewPos(10, 10))
	tip := tb.tip()
	if tip == nil {
		t.Fatal("no tooltip")
	}
	var large *cardView
	walk(tip, func(o fyne.CanvasObject) {
		if c, ok := o.(*cardView); ok {
			large = c
		}
	})
	if large == nil || large.size != cardLarge || !large.noTip || large.card != eng.RuthlessCompetition {
		t.Fatal("the tooltip does not show the large face")
	}
	if tip.Size().Width < cardLarge.Width {
		t.Errorf("the tooltip (%v) is narrower than the face", tip.Size())
	}
	cv.MouseOut()
	if tb.tip() != nil {
		t.Error("the tooltip stays")
	}
}

func TestFitText(t *testing.T) {
	style := fyne.TextStyle{Bold: true}
	tests := []struct {
		text     string
		width    float32
		maxLines int
		ok       bool
	}{
		{"Glue", 200, 1, true},
		{"Ruthless Competition", 90, 2, true},
		{"Ruthless Competition", 12, 2, false},
		{"one two three four five six seven eight nine ten", 60, 2, false},
	}
	for _, tt := range tests {
		lines, px, ok := fitText(tt.text, tt.width, 14, 8, tt.maxLines, style)
		if ok != tt.ok || len(lines) > tt.maxLines || px < 8 || px > 14 {
			t.Errorf("fitText(%q, %.0f) = %q at %.1f, %v", tt.text, tt.width, lines, px, ok)
		}
		if ok && strings.Join(lines, " ") != tt.text {
			t.Errorf("fitText(%q) lost words: %q", tt.text, lines)
		}
		if !ok && !strings.HasSuffix(lines[len(lines)-1], ellipsis) {
			t.Errorf("fitText(%q) cut without an ellipsis: %q", tt.text, lines)
		}
	}
}

// textScales are the text scales of the windows of tableFaceSizes, by
// size name (0: the table's own).
var textScales = map[string]float32{}

// tableFaceSizes are the sizes the table draws faces at (the hand's and
// the market's cards of the smallest, the usual and two large windows,
// the hand's discard pile's top card) and the detail's.
func tableFaceSizes() map[string]fyne.Size {
	out := map[string]fyne.Size{"detail": cardLarge}
	for _, win := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}} {
		// The table's body: the window less the menu and the title line
		// (as table.go's first dims), in steps of 16 px (as its layout).
		body := win.Height - 64
		d := dimsFor(fyne.NewSize(win.Width, body-float32(int(body)%16)))
		at := strconv.Itoa(int(win.Width))
		out["hand "+at], out["market "+at] = d.handCard, d.marketCard
		// The hand's discard pile shows its top card at the piles' size
		// (hand.go).
		out["discard "+at] = d.pileCard
		textScales["hand "+at], textScales["market "+at], textScales["discard "+at] = d.text, d.text, d.text
	}
	for _, sz := range faceSizes {
		out[sz.name] = sz.size
	}
	return out
}

// The face shows the manifest's picture (assets/pictures/dale.json) as
// its art, inked in a shade of the deck's colour, at every size the
// table uses: large enough to read, within the card, clear of the value,
// the emblem, the bonus, the band and the texts; every card of one size
// has its picture and its band at the same place, so that a row lines up.
func TestFaceShowsItsPicture(t *testing.T) {
	want := []struct {
		card eng.Card
		icon string
	}{
		{eng.Junk, "broken-pottery"},
		{eng.Magnet, "magnet"},
		{eng.Glue, "honeypot"},
		{eng.ShoppingJourney, "shopping-cart"},
		{eng.Housecleaning, "broom"},
		{eng.NastyThreat, "croc-jaws"},
		{eng.Raffle, "ticket"},
		{eng.Sofa, "sofa"},
		{eng.RiskyBusiness, "card-random"},
		{eng.Binoculars, "binoculars"},
		{eng.Balancing, "unbalanced"},
	}
	for _, w := range want {
		if icon, _ := assets.PictureIcon(pictureKey(w.card)); icon != w.icon {
			t.Errorf("%v: the manifest gives %q, want %q", w.card, icon, w.icon)
		}
	}
	tb := artTable(t, "fr")
	for name, size := range tableFaceSizes() {
		tb.dims.text = textScales[name] // the least size of that window's faces
		var artAt, bandAt *fyne.Position
		var artSize fyne.Size
		for _, c := range allKinds() {
			f := drawn(t, newCard(tb, c, c.Value(), size, nil)).face
			where := name + " " + c.String()
			icon, _ := assets.PictureIcon(pictureKey(c))
			if f.art == nil || !f.art.Visible() || f.art.Resource == nil {
				t.Errorf("%s: no picture", where)
				continue
			}
			if got := assets.PictureOf(f.art.Resource); got != icon || got == "" {
				t.Errorf("%s: shows picture %q, want the manifest's %q", where, got, icon)
			}
			ink := `fill="` + svgHex(artInk(deckColour(c))) + `"`
			if !strings.Contains(string(f.art.Resource.Content()), ink) || artInk(deckColour(c)) == deckColour(c) {
				t.Errorf("%s: the picture is not inked in a shade of the deck's colour (%s)", where, ink)
			}
			p, s := f.art.Position(), f.art.Size()
			if s.Width < artMin || s.Width != s.Height {
				t.Errorf("%s: picture %v is too small to read", where, s)
			}
			if p.X < 0 || p.Y < 0 || p.X+s.Width > size.Width || p.Y+s.Height > f.band.Position().Y {
				t.Errorf("%s: picture at %v %v leaves the card's header", where, p, s)
			}
			marks := []fyne.CanvasObject{f.valueText, f.emblem, f.band}
			if f.bonus != nil {
				marks = append(marks, f.bonus)
				bp, bsz := f.bonus.Position(), f.bonus.Size()
				if bsz.Width < 8 || bp.X+bsz.Width > size.Width || bp.Y+bsz.Height > f.band.Position().Y+0.5 {
					t.Errorf("%s: the bonus mark (%v at %v) is not whole in the header", where, bsz, bp)
				}
			}
			for _, tx := range visibleTexts(f) {
				marks = append(marks, tx)
			}
			for _, m := range marks {
				if overlapping(f.art, m) {
					t.Errorf("%s: the picture covers %T at %v", where, m, m.Position())
				}
			}
			if artAt == nil {
				ap, bp := p, f.band.Position()
				artAt, bandAt, artSize = &ap, &bp, s
			} else if s != artSize || p.Y != artAt.Y || f.band.Position() != *bandAt {
				t.Errorf("%s: picture %v at %v, band at %v; the row's first card has %v at %v, band at %v",
					where, s, p, f.band.Position(), artSize, *artAt, *bandAt)
			}
		}
	}
}

// A card the manifest does not know has no picture (the face above
// would then fail), two cards of one deck show two, and each size of a
// picture is a resource of its own (Fyne keeps one raster per name) that
// still names its icon.
func TestPictureResource(t *testing.T) {
	if _, ok := pictureResource(eng.Card(eng.NumCards), cardInk, 32); ok {
		t.Error("a card the manifest does not know has a picture")
	}
	tb := artTable(t, "en")
	f := drawn(t, newCard(tb, eng.Magnet, 4, cardHand, nil)).face
	other := drawn(t, newCard(tb, eng.Glue, 5, cardHand, nil)).face
	if assets.PictureOf(f.art.Resource) == assets.PictureOf(other.art.Resource) {
		t.Error("two cards of one deck show one picture")
	}
	small, _ := pictureResource(eng.Magnet, artInk(deckColour(eng.Magnet)), 20)
	large, _ := pictureResource(eng.Magnet, artInk(deckColour(eng.Magnet)), 60)
	if small.Name() == large.Name() || assets.PictureOf(small) != "magnet" || assets.PictureOf(large) != "magnet" {
		t.Errorf("a picture's sizes are not resources of their own that name the icon: %s, %s", small.Name(), large.Name())
	}
}

// A badge on a hand or market card, at any size the table draws them,
// stays clear of the face's texts: the picture gives up the room the
// name needs.
func TestBadgeLeavesTheFaceReadable(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		tb := artTable(t, lang)
		for name, size := range tableFaceSizes() {
			if !strings.HasPrefix(name, "hand") && !strings.HasPrefix(name, "market") {
				continue // only the hand's and the market's cards carry badges
			}
			for _, c := range allKinds() {
				cv := newCard(tb, c, c.Value(), size, func() {})
				r := drawn(t, cv)
				cv.SetBadge(tb.T("daletable.badge_fits", map[string]any{"N": 1}), true)
				r.Layout(size)
				for _, tx := range visibleTexts(r.face) {
					for _, b := range []fyne.CanvasObject{r.pill, r.tick} {
						if overlapping(tx, b) {
							t.Errorf("%s %s %v: %q runs into the badge", lang, name, c, tx.Text)
						}
					}
				}
				if r.face.art.Visible() && overlapping(r.face.art, r.pill) {
					t.Errorf("%s %s %v: the picture runs into the badge", lang, name, c)
				}
			}
		}
	}
}
