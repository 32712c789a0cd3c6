package wonders

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/ui/audit"
)

// auditSizes are the window sizes the table is audited at, from the least
// it supports to the largest, with the one players reported broken
// (1024×700); the table gets the window less the menu bar the desktop
// driver draws inside it.
var auditSizes = []fyne.Size{{Width: 1024, Height: 640}, {Width: 1024, Height: 700}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}}

// menuBar is the height of the in-window menu bar (ui.menuBarAllowance).
const menuBar = 28

// auditState is a table state the audit reaches through the harness.
type auditState struct {
	name  string
	reach func(t *testing.T) *harness
}

// fullStates are the states with cities built and a log written (Age II
// and later): their zones' use is checked at the large sizes.
var fullStates = map[string]bool{
	"7 players, Leaders, Commerce and Faith, Age II": true,
	"cities, 4 players": true,
	"7 players, Leaders, Cities, Commerce and Faith":          true,
	"7 players, Leaders, Cities, Commerce and Faith, Age III": true,
}

// auditConfig is a game of n seats, you in seat 0 against random bots.
func auditConfig(n int, expansions ...string) game.Config {
	kinds := []string{"h"}
	for range n - 1 {
		kinds = append(kinds, "random")
	}
	return game.Config{Game: "wonders", Seed: 1, Seats: seats(kinds...), Expansions: expansions}
}

// started is a harness on a new game of cfg.
func started(t *testing.T, cfg game.Config) *harness {
	t.Helper()
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return newHarnessFor(t, s, 0, true)
}

// seededAt is a harness at the first position of a random game where you
// owe a decision of kind.
func seededAt(cfg game.Config, kind string, want func(wonders.Move) bool) func(*testing.T) *harness {
	return func(t *testing.T) *harness {
		test.NewTempApp(t)
		return newHarnessFor(t, seededState(t, cfg, kind, want), 0, true)
	}
}

func anyMove(wonders.Move) bool { return true }

// playUntil plays through the screen until done holds.
func (h *harness) playUntil(done func() bool) {
	h.t.Helper()
	for n := 0; !done(); n++ {
		if n > 2000 || h.table.state.Over() && !done() {
			h.t.Fatal("the state never came")
		}
		if !h.playOnce() {
			h.t.Fatalf("stuck at prompt %q", h.table.view.Prompt)
		}
	}
}

var (
	sevenCF = auditConfig(7, wonders.ExpansionCommerce, wonders.ExpansionFaith)
	fourC   = auditConfig(4, wonders.ExpansionCommerce)
	fourF   = auditConfig(4, wonders.ExpansionFaith)
	sevenL  = auditConfig(7, wonders.ExpansionLeaders, wonders.ExpansionCommerce, wonders.ExpansionFaith)
	sevenX  = auditConfig(7, wonders.ExpansionLeaders, wonders.ExpansionCities, wonders.ExpansionCommerce, wonders.ExpansionFaith)
)

// auditStates are the table states the audit covers.
var auditStates = []auditState{
	{"start of an Age, 7 players", func(t *testing.T) *harness { return started(t, auditConfig(7, wonders.ExpansionCommerce)) }},
	{"payment plan", func(t *testing.T) *harness {
		for seed := uint64(1); seed < 40; seed++ {
			cfg := auditConfig(4)
			cfg.Seed = seed
			h := started(t, cfg)
			for turn := 0; turn < 18 && !h.table.state.Over(); turn++ {
				for _, cw := range visible[*cardWidget](h.table.hand.root) {
					if len(h.table.optionsFor(wonders.Build)) > 1 && h.table.selected == cw.view.Card {
						break
					}
					builds := 0
					for _, o := range cw.view.Options {
						if wonders.MustDecode(o).Action == wonders.Build {
							builds++
						}
					}
					if builds > 1 {
						test.Tap(cw)
						test.Tap(h.table.actions.build)
						if h.table.paying != 0 {
							return h
						}
					}
				}
				h.playOnce()
			}
		}
		t.Fatal("no card with several payment plans in 40 games")
		return nil
	}},
	{"Prayer, 7 players", func(t *testing.T) *harness { return started(t, sevenCF) }},
	{"Seth", seededAt(sevenCF, wonders.KindSeth, anyMove)},
	{"Market Day bid", seededAt(fourC, wonders.KindBid, anyMove)},
	{"Market Day sell", seededAt(fourC, wonders.KindSellKeep, anyMove)},
	{"Market Day proposal, 7 players", seededAt(sevenCF, wonders.KindPropose, anyMove)},
	{"Market Day sell, 7 players", seededAt(sevenCF, wonders.KindSellKeep, anyMove)},
	{"Halikarnassus pick", func(t *testing.T) *harness {
		cfg := auditConfig(3)
		cfg.Variants = map[string]string{wonders.VariantWonder + "0": "halikarnassus", wonders.VariantSides: "B"}
		return seededAt(cfg, wonders.KindDiscardPick, anyMove)(t)
	}},
	{"Osiris pick", seededAt(fourF, wonders.KindOsiris, anyMove)},
	{"second god", seededAt(fourF, wonders.KindSecondGod, func(m wonders.Move) bool { return m.Action == wonders.Invoke })},
	{"end-of-Age battles, 7 players", func(t *testing.T) *harness {
		h := started(t, sevenCF)
		h.playUntil(func() bool { return !h.table.overlay.root.Hidden })
		return h
	}},
	{"final score pad, 7 players", func(t *testing.T) *harness {
		test.NewTempApp(t)
		g, err := wonders.Rules.Start(sevenCF)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(3)
		for !g.Over() {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			legal := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		return newHarnessFor(t, g, 0, true)
	}},
	{"leaders-draft", func(t *testing.T) *harness { return started(t, sevenL) }},
	{"leaders-draft, 4 players", func(t *testing.T) *harness {
		h := started(t, auditConfig(4, wonders.ExpansionLeaders))
		h.playOnce() // a leader kept: the hand row holds it
		return h
	}},
	{"leaders-recruit", func(t *testing.T) *harness {
		h := seededAtAge(sevenL, wonders.KindRecruit, 2)(t)
		test.Tap(visible[*cardWidget](h.table.hand.root)[0]) // its three actions in the bar
		return h
	}},
	{"7 players, Leaders, Commerce and Faith, Age II", seededAtAge(sevenL, wonders.KindCard, 2)},
	{"cities, 4 players", seededAtAge(fourX, wonders.KindCard, 3)},
	{"final score pad, 7 players, Leaders, Cities, Commerce and Faith", func(t *testing.T) *harness {
		h := started(t, sevenX)
		h.playUntil(func() bool { return h.table.view.Over })
		return h
	}},
	{"7 players, Leaders, Cities, Commerce and Faith", seededAtAge(sevenX, wonders.KindCard, 2)},
	{"7 players, Leaders, Cities, Commerce and Faith, Age III", seededAtAge(sevenX, wonders.KindCard, 3)},
	{"Market Day bid, 7 players, Leaders, Cities, Commerce and Faith", seededAt(sevenX, wonders.KindBid, anyMove)},
	{"Pegasus pick", mythsAt(wonders.KindPegasus)},
	{"Medusa pick", mythsAt(wonders.KindMedusa)},
	{"Nut gift", mythsAt(wonders.KindNout)},
	{"debt answer", mythsAt(wonders.KindDues)},
	{"hand-off screen", func(t *testing.T) *harness {
		cfg := auditConfig(4, wonders.ExpansionCommerce)
		cfg.Seats = seats("h", "h", "random", "random")
		h := started(t, cfg)
		h.playOnce()
		if h.table.handoff.root.Hidden {
			t.Fatal("no hand-off screen")
		}
		return h
	}},
}

// zoneNames names the table's zones in the audit's paths.
func zoneNames(tb *Table) map[fyne.CanvasObject]string {
	return map[fyne.CanvasObject]string{
		tb.root: "table", tb.header.root: "header", tb.strip.root: "strip", tb.left.root: "left neighbour",
		tb.right.root: "right neighbour", tb.board.root: "board", tb.market.root: "market", tb.mdPanel.root: "Market Day",
		tb.city.root: "city", tb.prompt.root: "prompt", tb.hand.root: "hand", tb.actions.root: "action bar",
		tb.log.root: "log", tb.overlay.root: "overlay", tb.detail.layer: "detail", tb.handoff.root: "hand-off",
	}
}

// minText is the least text size the audit allows in a window of size:
// 12 px from 1280×800 up; under it the table shrinks with the window
// (its scale is 0.8 at 1024×640) and its text may go down to 10 px, the
// least the table's fonts read at.
func minText(size fyne.Size) float32 {
	if size.Width >= 1280 && size.Height >= 800 {
		return 12
	}
	return 10
}

// minFill is the least share of its area each zone's content covers in a
// full state from 1920×1080 up: a zone under half used is a band of
// empty tint.
const minFill = 0.5

// fillZones are the zones whose use is measured: the hand, your board,
// your city, the neighbours, the strip of the other seats and the log.
func fillZones(tb *Table) map[fyne.CanvasObject]string {
	return map[fyne.CanvasObject]string{
		tb.hand.root: "hand", tb.board.root: "board", tb.city.root: "city", tb.left.root: "left neighbour",
		tb.right.root: "right neighbour", tb.strip.root: "strip", tb.log.root: "log",
	}
}

// wholeParts are the parts that must show whole without scrolling: on
// Market Day, the row of the seat whose card is on sale and the bid's
// controls.
func wholeParts(tb *Table) map[fyne.CanvasObject]string {
	out := map[fyne.CanvasObject]string{}
	v := tb.view
	if v == nil || v.MarketDay == nil {
		return out
	}
	if md := v.MarketDay; md.Owner >= 0 && md.Card != wonders.NoCard {
		if i := slices.Index(v.Market.Order, md.Owner); i >= 0 && i < len(tb.mdPanel.seats) {
			out[tb.mdPanel.seats[i].box] = "the row of the card on sale"
		}
	}
	out[tb.auction.root] = "the auction's controls"
	return out
}

// auditOptions are the audit's rules for the table in a window of size;
// full measures the zones' use.
func auditOptions(tb *Table, size fyne.Size, full bool) *audit.Options {
	o := &audit.Options{Names: zoneNames(tb), MinText: minText(size), Whole: wholeParts(tb), Zones: fillZones(tb)}
	if full && size.Width >= 1920 && size.Height >= 1080 {
		o.MinFill = minFill
	}
	return o
}

// auditAt lays the table out in a window of size, in lang, and audits it.
func (h *harness) auditAt(size fyne.Size, lang string) []audit.Problem {
	ps, _ := h.measureAt(size, lang, false)
	return ps
}

// measureAt is auditAt measuring the text sizes and the zones' use, and
// with full, checking that use.
func (h *harness) measureAt(size fyne.Size, lang string, full bool) ([]audit.Problem, audit.Measures) {
	h.t.Helper()
	if err := h.loc.SetLang(lang); err != nil {
		h.t.Fatal(err)
	}
	h.table.Retranslate()
	h.win.Resize(fyne.NewSize(size.Width, size.Height-menuBar))
	return audit.MeasureCanvas(h.win.Canvas(), auditOptions(h.table, size, full))
}

// Every table state, at the least size and one other by turns
// (audit.Sampled; every size under make long, one under -short), in French
// and English by turns (audit.Sampled; both at each size under make
// long): no control cut off, no two zones over one another, no hand card
// covering another's name or badge, no text cut short without its full
// text, no text under the least size, no auction scrolled out of view,
// and in a full state from 1920×1080 up no zone under half used.
// AUDIT_REPORT names a file to write the counts, the smallest text and
// the zones' use to.
func TestLayoutAudit(t *testing.T) {
	report := &audit.Report{}
	for si, st := range auditStates {
		t.Run(st.name, func(t *testing.T) {
			h := st.reach(t)
			for _, sample := range audit.Sampled(si, len(auditSizes), gametest.Long(), testing.Short()) {
				size := auditSizes[sample.Size]
				for _, lang := range sample.Langs {
					ps, m := h.measureAt(size, lang, fullStates[st.name])
					h.shoot(fmt.Sprintf("audit-%s-%.0f-%s", strings.ReplaceAll(st.name, " ", "_"), size.Width, lang))
					report.Add(st.name, size, lang, ps)
					report.Measured(st.name, size, lang, m)
					if len(ps) > 0 {
						var lines []string
						for _, p := range ps {
							lines = append(lines, "  "+p.String())
						}
						t.Errorf("%v×%v %s: %d problems:\n%s", size.Width, size.Height, lang, len(ps), strings.Join(lines, "\n"))
					}
				}
			}
		})
	}
	if path := os.Getenv("AUDIT_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(report.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A prompt squeezed below what it needs is reported: the audit does not
// pass a table whose prompt cuts off its own buttons.
func TestLayoutAuditCatchesAShrunkPrompt(t *testing.T) {
	for _, name := range []string{"Market Day bid", "Seth", "payment plan"} {
		t.Run(name, func(t *testing.T) {
			i := slices.IndexFunc(auditStates, func(s auditState) bool { return s.name == name })
			h := auditStates[i].reach(t)
			h.auditAt(fyne.NewSize(1280, 800), "en")
			p := h.table.prompt.root
			p.Resize(fyne.NewSize(p.Size().Width, 60))
			found := false
			for _, pr := range audit.Canvas(h.win.Canvas(), auditOptions(h.table, fyne.NewSize(1280, 800), false)) {
				found = found || pr.Rule == audit.Clipped && strings.HasPrefix(pr.Path, "prompt")
			}
			if !found {
				t.Fatal("a prompt 60 px high is not reported")
			}
		})
	}
}

// The table asks for no more than a 1024×640 window holds under its menu
// bar, at the largest table (7 players, Commerce and Faith).
func TestTableFitsTheSmallestWindow(t *testing.T) {
	h := started(t, sevenCF)
	if got := h.table.Content().MinSize(); got.Width > 1024 || got.Height > 600 {
		t.Fatalf("the table asks for %v, more than 1024×600", got)
	}
}
