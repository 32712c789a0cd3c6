package ui

import (
	"errors"
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/ui/kit/kittest"
)

// thumbParts sorts a thumbnail's drawing: its bars, medals, dots (and
// how many are filled), texts and pictures, the tile left out.
type thumbParts struct {
	bars       []*canvas.Rectangle
	medals     int
	dots, full int
	texts      []string
	images     int
	outside    int // parts drawn off the tile
}

func partsOf(th *gameThumb) thumbParts {
	var p thumbParts
	for i, o := range th.box.Objects {
		pos, size := o.Position(), o.Size()
		if pos.X < 0 || pos.Y < 0 || pos.X+size.Width > thumbWidth+0.5 || pos.Y+size.Height > thumbHeight+0.5 {
			p.outside++
		}
		switch o := o.(type) {
		case *canvas.Rectangle:
			if i > 0 {
				p.bars = append(p.bars, o)
			}
		case *canvas.Circle:
			if o.FillColor == thumbGold {
				p.medals++
				continue
			}
			p.dots++
			if o.FillColor != color.Transparent {
				p.full++
			}
		case *canvas.Text:
			p.texts = append(p.texts, o.Text)
		case *canvas.Image:
			p.images++
		}
	}
	return p
}

// Each game's thumbnail draws where it stands: the final scores as bars
// in rank order, taller for more points, the winners' in gold under a
// medal; a game in progress its Age and a dot per seat, filled for the
// seats to play; an unreadable file a warning; a file not read yet its
// tile only.
func TestGameThumbnails(t *testing.T) {
	a := newTestApp(t, "en")
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "easy"}, {Name: "Bot 4", Bot: "easy"}}
	finished := &gameEntry{read: true, over: true, cfg: game.Config{Game: "wonders", Seats: seats},
		out: game.Outcome{Scores: []game.Score{{Total: 40, Rank: 3}, {Total: 61, Rank: 1}, {Total: 61, Rank: 1}, {Total: -2, Rank: 4}}}}
	th := newGameThumb()
	test.WidgetRenderer(th)
	th.Resize(th.MinSize())
	th.show(a, finished)
	p := partsOf(th)
	if len(p.bars) != 4 || p.medals != 2 || p.outside != 0 {
		t.Fatalf("finished: %d bars, %d medals, %d parts off the tile", len(p.bars), p.medals, p.outside)
	}
	for i, want := range []color.Color{thumbGold, thumbGold} {
		if p.bars[i].FillColor != want {
			t.Errorf("bar %d is %v, want the winners' gold", i, p.bars[i].FillColor)
		}
	}
	if h := p.bars; !(h[0].Size().Height == h[1].Size().Height && h[1].Size().Height > h[2].Size().Height && h[2].Size().Height > h[3].Size().Height && h[3].Size().Height > 0) {
		t.Errorf("bar heights %v, %v, %v, %v do not follow the scores", h[0].Size().Height, h[1].Size().Height, h[2].Size().Height, h[3].Size().Height)
	}
	if p.bars[2].FillColor == p.bars[3].FillColor {
		t.Error("the player's bar is not told from the bots'")
	}

	// A wider room scales the drawing, centred.
	before := p.bars[0].Size().Height
	th.Resize(fyne.NewSize(thumbWidth*1.5, thumbHeight*1.5))
	if p := partsOf(th); p.bars[0].Size().Height != before*1.5 {
		t.Errorf("scaled by 1.5, the winner's bar is %v high, want %v", p.bars[0].Size().Height, before*1.5)
	}
	th.Resize(th.MinSize())

	progress := &gameEntry{read: true, round: 2, waiting: []game.Seat{1, 3}, cfg: game.Config{Game: "wonders", Seats: seats}}
	th.show(a, progress)
	if p := partsOf(th); p.dots != 4 || p.full != 2 || len(p.texts) != 1 || p.texts[0] != "Age II" || len(p.bars) != 0 || p.outside != 0 {
		t.Errorf("in progress: %+v", p)
	}
	noRounds := &gameEntry{read: true, waiting: []game.Seat{0}, cfg: game.Config{Game: "dale", Seats: seats[:2]}}
	th.show(a, noRounds)
	if p := partsOf(th); p.dots != 2 || p.full != 1 || len(p.texts) != 0 {
		t.Errorf("in progress without rounds: %+v", p)
	}
	th.show(a, &gameEntry{read: true, err: errors.New("cut short")})
	if p := partsOf(th); p.images != 1 || p.dots+len(p.bars)+len(p.texts) != 0 {
		t.Errorf("unreadable: %+v", p)
	}
	th.show(a, &gameEntry{})
	if n := len(th.box.Objects); n != 1 {
		t.Errorf("a file not read yet draws %d parts", n)
	}
	if th.MinSize() != fyne.NewSize(thumbWidth, thumbHeight) {
		t.Errorf("a thumbnail takes %v", th.MinSize())
	}
}

// A game in progress whose engine says how it stands draws each seat's
// points so far as a bar in seat order, the leader's in gold without a
// medal and the player's in the app's colour, its Age on top and a dot
// under each bar, filled for the seats to play; the row says who leads,
// in both languages. Seven seats still fit on the tile.
func TestGameThumbnailsInProgressShowTheStanding(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "easy"}, {Name: "Bot 4", Bot: "easy"},
		{Name: "Bot 5", Bot: "easy"}, {Name: "Bot 6", Bot: "easy"}, {Name: "Bot 7", Bot: "easy"}}
	for _, c := range []struct {
		lang, age, lead string
		seats           int
		standing        []game.Score
	}{
		{"en", "Age II", "In progress, 30 moves played · Bot 2 leads with 23 points", 4,
			[]game.Score{{Total: 12, Rank: 3}, {Total: 23, Rank: 1}, {Total: 15, Rank: 2}, {Total: 4, Rank: 4}}},
		{"fr", "Âge II", "En cours, 30 coups joués · Bot 2, Bot 3 mènent avec 23 points", 4,
			[]game.Score{{Total: 12, Rank: 3}, {Total: 23, Rank: 1}, {Total: 23, Rank: 1}, {Total: 4, Rank: 4}}},
		{"en", "Age II", "In progress, 30 moves played", 7,
			[]game.Score{{Rank: 1}, {Rank: 1}, {Rank: 1}, {Rank: 1}, {Rank: 1}, {Rank: 1}, {Rank: 1}}},
	} {
		a := newTestApp(t, c.lang)
		e := &gameEntry{read: true, round: 2, moves: 30, waiting: []game.Seat{1, 3}, standing: c.standing,
			cfg: game.Config{Game: "wonders", Seats: seats[:c.seats]}}
		th := newGameThumb()
		test.WidgetRenderer(th)
		th.Resize(th.MinSize())
		th.show(a, e)
		p := partsOf(th)
		if len(p.bars) != c.seats || p.dots != c.seats || p.full != 2 || p.medals != 0 || p.outside != 0 ||
			len(p.texts) != 1 || p.texts[0] != c.age {
			t.Fatalf("%s %d seats: %+v", c.lang, c.seats, p)
		}
		for i, sc := range c.standing {
			bar := p.bars[i]
			if want := float32(3); sc.Total == 0 && bar.Size().Height != want {
				t.Errorf("%s: seat %d with no point has a bar %v high", c.lang, i, bar.Size().Height)
			}
			gold := bar.FillColor == thumbGold
			if gold != (sc.Rank == 1 && sc.Total > 0) {
				t.Errorf("%s: seat %d (rank %d, %d points) gold %v", c.lang, i, sc.Rank, sc.Total, gold)
			}
			if i > 0 && sc.Total > c.standing[0].Total && bar.Size().Height <= p.bars[0].Size().Height {
				t.Errorf("%s: seat %d's bar is not taller than seat 0's", c.lang, i)
			}
		}
		if c.seats == 4 && p.bars[0].FillColor == p.bars[3].FillColor {
			t.Errorf("%s: the player's bar is not told from the bots'", c.lang)
		}
		if got := a.entryResult(e); got != c.lead {
			t.Errorf("%s: the row says %q, want %q", c.lang, got, c.lead)
		}
		var shown []string
		for _, o := range a.entrySummary(e) {
			shown = append(shown, kittest.Texts(test.LaidOutObjects(o))...)
		}
		best := slices.MaxFunc(c.standing, func(x, y game.Score) int { return x.Total - y.Total })
		if !slices.Contains(shown, a.loc.N("games.points", best.Total)) || !slices.Contains(shown, seats[c.seats-1].Name) {
			t.Errorf("%s: the summary shows no standing: %q", c.lang, shown)
		}
	}
}
