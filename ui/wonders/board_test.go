package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
)

// A die face shows as many pips as its value, face 1's red (it counts as
// 0), and greys when taken.
func TestDieFacePips(t *testing.T) {
	test.NewTempApp(t)
	for face := range 7 {
		t.Run(string(rune('0'+face)), func(t *testing.T) {
			d := newDieFace(30)
			d.Resize(fyne.NewSize(30, 30))
			d.set(face, false)
			if got := d.pipCount(); got != face {
				t.Fatalf("face %d shows %d pips", face, got)
			}
			red := face == 1
			for i := range face {
				if p := d.pips[i]; (p.FillColor == onePip) != red {
					t.Fatalf("face %d pip %d: fill %v, red wanted %v", face, i, p.FillColor, red)
				}
			}
			d.set(face, true)
			if d.body.FillColor != takenFill {
				t.Fatalf("a taken die is not greyed: %v", d.body.FillColor)
			}
		})
	}
}

// The victory tokens take the metal of their Age, and a city's conflict
// tokens follow its battles (a defeat token to the city that took it,
// Tomyris's) and add up to its totals.
func TestMilitaryTokens(t *testing.T) {
	b1, _ := victoryMetal(1)
	b3, _ := victoryMetal(3)
	b5, _ := victoryMetal(5)
	if b1 == b3 || b3 == b5 || b1 == b5 {
		t.Fatal("the three victory tokens share a colour")
	}
	v := &wonders.View{Cities: []wonders.CityView{{Victory: 9, Defeats: 2}}, Events: []wonders.Event{
		{Kind: wonders.EventBattle, City: 0, Points: 1},
		{Kind: wonders.EventBattle, City: 0, Points: -1},
		{Kind: wonders.EventBattle, City: 0, Points: 0},
		{Kind: wonders.EventBattle, City: 1, Points: 5},
		// Tomyris: city 1 lost to city 0, which took the defeat token;
		// city 0 lost to city 2, which took it.
		{Kind: wonders.EventBattle, City: 1, Against: 0, Points: -1, Taker: 0},
		{Kind: wonders.EventBattle, City: 0, Points: 3},
		{Kind: wonders.EventBattle, City: 0, Against: 2, Points: -1, Taker: 2},
	}}
	got := militaryTokens(v, 0)
	want := []int{1, -1, -1, 3, 5} // Age III's victory not in the log
	if len(got) != len(want) {
		t.Fatalf("tokens %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("tokens %v, want %v", got, want)
		}
	}
}

// The board shows one slot per stage of the wonder's side, each with its
// cost; a built stage shows its tucked card with the Age it was built in.
func TestBoardStageSlots(t *testing.T) {
	h := newHarness(t, 11, 0, true, "h", "random", "random")
	tb := h.table
	slots := func() []*stageSlot { return visible[*stageSlot](tb.board.root) }
	c := tb.view.Cities[tb.focus]
	if got := len(slots()); got != c.StageCount || got < 1 || got > 4 {
		t.Fatalf("the board shows %d stage slots for %d stages", got, c.StageCount)
	}
	for i, s := range slots() {
		if len(s.cost.items) == 0 || len(s.effect.items) == 0 {
			t.Fatalf("stage %d shows no cost or no effect", i+1)
		}
		if s.Size().Width <= 0 || s.Position().X+s.Size().Width > tb.board.root.Size().Width+0.5 {
			t.Fatalf("stage %d spills out of the board: at %v size %v, board %v", i+1, s.Position(), s.Size(), tb.board.root.Size())
		}
	}
	for n := 0; tb.view.Cities[tb.focus].Stages == 0; n++ {
		if n > 200 || tb.state.Over() {
			t.Fatal("no stage was built")
		}
		h.playBuilder()
	}
	s := slots()[0]
	if s.state != slotBuilt || s.age < 1 {
		t.Fatalf("the first stage is built but its slot shows state %d, Age %d", s.state, s.age)
	}
	want := "Age " + romanAge(s.age)
	if shown := texts(s); !strings.Contains(shown, want) {
		t.Fatalf("the built slot does not show %q:\n%s", want, shown)
	}
	if s.tipText() == "" || !strings.Contains(s.tipText(), "Stage 1") {
		t.Fatalf("the slot's hover says %q", s.tipText())
	}
}

// Every side of every wonder fits its slots in a narrow, short board, the
// icons shrinking rather than spilling out of their slot.
func TestBoardSlotsFitNarrowBoards(t *testing.T) {
	h := newHarness(t, 3, 0, true, "h", "random", "random")
	tb := h.table
	for wi, info := range wonders.Wonders() {
		if info.Expansion == wonders.ExpansionCities {
			continue // Petra's and Byzantium's boards come with the Cities table
		}
		for side := range info.Sides {
			if len(info.Sides[side]) == 0 {
				continue
			}
			tb.view.Cities[tb.focus].Wonder, tb.view.Cities[tb.focus].Side = wi, wonders.Side(side)
			tb.view.Cities[tb.focus].StageCount = len(info.Sides[side])
			for _, size := range []fyne.Size{{Width: 420, Height: 110}, {Width: 900, Height: 200}, {Width: 600, Height: 90}, {Width: 420, Height: 80}} {
				tb.board.root.Resize(size)
				tb.board.update()
				tb.board.root.Refresh()
				for i, s := range slots(tb) {
					if s.Position().X+s.Size().Width > size.Width || s.Position().Y+s.Size().Height > size.Height {
						t.Fatalf("%s %v at %v: stage %d spills out", info.ID, side, size, i+1)
					}
					for _, g := range []*glyphRow{s.cost, s.effect} {
						if g.Position().X < 0 || g.Position().X+g.Size().Width > s.Size().Width+0.5 ||
							g.Position().Y+g.Size().Height > s.Size().Height {
							t.Fatalf("%s %v at %v: stage %d's icons spill out of the slot (%v %v in %v)", info.ID, side, size, i+1,
								g.Position(), g.Size(), s.Size())
						}
					}
				}
			}
		}
	}
}

func slots(tb *Table) []*stageSlot { return visible[*stageSlot](tb.board.root) }

// The tray greys a die bought this turn and names its buyer; the others
// show their face.
func TestTrayGreysTakenDie(t *testing.T) {
	h := newCommerceHarness(t, 5, 4)
	tb := h.table
	for n := 0; ; n++ {
		if n > 400 || tb.state.Over() {
			t.Fatal("nobody bought a die")
		}
		if mk := tb.view.Market; mk != nil {
			bought := -1
			for r, b := range mk.Bought {
				if b {
					bought = r
				}
			}
			if bought >= 0 {
				s := tb.market.slots[bought]
				if !s.die.taken || s.plate.FillColor != trayTaken {
					t.Fatalf("the taken die is not greyed: taken %v fill %v", s.die.taken, s.plate.FillColor)
				}
				if s.buyer == "" || !strings.Contains(s.tipText(), s.buyer) {
					t.Fatalf("the taken die does not name its buyer: %q", s.tipText())
				}
				for r := range wonders.NumResources {
					if r != bought && !mk.Bought[r] && (tb.market.slots[r].die.taken || tb.market.slots[r].die.face != mk.Faces[r]) {
						t.Fatalf("die %d shows taken or a wrong face", r)
					}
				}
				return
			}
		}
		if !h.playOnce() {
			t.Fatal("nothing to play")
		}
	}
}

// A god card is framed in its pantheon's colour with its motif, shows its
// cost in every Age when tall enough (this Age's lit) and this Age's alone
// when short, and gives its power in full to the hover.
func TestGodCardCostsByAge(t *testing.T) {
	h := newFaithHarness(t, 7, 3)
	tb := h.table
	f := tb.view.Faith
	if f == nil || len(f.Draft) == 0 {
		t.Fatal("no Prayer hand to show")
	}
	seen := map[wonders.Pantheon]bool{}
	for _, info := range wonders.Gods() {
		if !seen[info.Pantheon] {
			seen[info.Pantheon] = true
			if len(pantheonMotifs[info.Pantheon]) < 3 {
				t.Errorf("pantheon %v has no frame motif", info.Pantheon)
			}
		}
	}
	g := newGodWidget(tb)
	g.show(f.Draft[0], false, false)
	shown := func() int {
		n := 0
		for i := range g.costs {
			if g.costs[i].Visible() && g.ages[i].Visible() && len(g.costs[i].items) > 0 {
				n++
			}
		}
		return n
	}
	g.Resize(fyne.NewSize(godWidth, cardHeight))
	test.WidgetRenderer(g).Layout(g.Size())
	if n := shown(); n != 3 {
		t.Fatalf("a tall god card shows %d Ages' costs, want 3", n)
	}
	if g.band.bg.FillColor != pantheonColors[f.Draft[0].Pantheon] {
		t.Fatalf("the frame band is %v, not the pantheon's colour", g.band.bg.FillColor)
	}
	g.Resize(fyne.NewSize(godWidth, godMinH))
	test.WidgetRenderer(g).Layout(g.Size())
	if n := shown(); n != 1 || !g.costs[tb.view.Age-1].Visible() && tb.view.Age > 0 {
		t.Fatalf("a short god card shows %d Ages' costs, want this Age's only", n)
	}
	if tip := g.tipText(); !strings.Contains(tip, tb.words.god(f.Draft[0].God)) || g.FullText() == "" {
		t.Fatalf("the god card's hover says %q", tip)
	}
}
