package dale

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
	"agora/game/gametest"
	"agora/ui/audit"
)

// auditSizes are the windows the table is audited in, from the least it
// supports to a large one; the table gets the window less the menu bar
// the desktop driver draws inside it.
var auditSizes = []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}}

// menuBar is the height of the in-window menu bar (ui.menuBarAllowance).
const menuBar = 28

// auditSetup is a table configuration: players, team game, owls.
type auditSetup struct {
	players int
	teams   bool
	owls    bool
}

func (s auditSetup) config(seed uint64, humans int) game.Config {
	names := []string{"Ana", "Léo", "Zoé", "Maximilien"}
	var seats []game.SeatConfig
	for i := range s.players {
		seat := game.SeatConfig{Name: names[i]}
		if i >= humans {
			seat.Bot = "random"
		}
		seats = append(seats, seat)
	}
	cfg := game.Config{Game: "dale", Seed: seed, Seats: seats, Teams: s.teams}
	if s.owls {
		cfg.Variants = map[string]string{eng.VariantDeck(eng.Owls): eng.DeckOn}
	}
	return cfg
}

// reached plays random games of setup from seeds 1, 2... (every seat
// choosing at random, the first minTurn turns at least) until seat 0 owes
// a decision that want accepts, and returns that position.
func reached(t *testing.T, setup auditSetup, minTurn int, want func(*eng.View) bool) game.State {
	t.Helper()
	for seed := uint64(1); seed <= 60; seed++ {
		s, err := eng.New(setup.config(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for range 4000 {
			if s.Over() {
				break
			}
			seat := s.Pending()[0].Seat
			if seat == 0 {
				if v := s.View(0).(*eng.View); v.Turn >= minTurn && want(v) {
					return s
				}
			}
			legal := s.Legal(seat, nil)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Skip("position not reached in 60 random games")
	return nil
}

// kind accepts a decision of kind k.
func kind(k eng.Kind) func(*eng.View) bool {
	return func(v *eng.View) bool { return v.Prompt.Kind == k }
}

// auditState is a table state the audit covers.
type auditState struct {
	name  string
	reach func(t *testing.T) *Table
}

// at is a table on the position setup reaches with want.
func at(setup auditSetup, minTurn int, want func(*eng.View) bool) func(*testing.T) *Table {
	return func(t *testing.T) *Table {
		tb, _ := tableFor(t, reached(t, setup, minTurn, want))
		return tb
	}
}

var (
	two   = auditSetup{players: 2}
	three = auditSetup{players: 3}
	four  = auditSetup{players: 4}
	teams = auditSetup{players: 4, teams: true}
	owls  = auditSetup{players: 4, owls: true}
)

// withOption accepts an action prompt offering a move of type typ.
func withOption(typ eng.MoveType) func(*eng.View) bool {
	return func(v *eng.View) bool {
		if v.Prompt.Kind != eng.KindAction {
			return false
		}
		return slices.ContainsFunc(v.Options, func(o game.Option) bool { return eng.MustDecode(o).Type == typ })
	}
}

// firstOption is the view's first option of type typ.
func firstOption(tb *Table, typ eng.MoveType) game.Option {
	for _, o := range tb.view().Options {
		if eng.MustDecode(o).Type == typ {
			return o
		}
	}
	return 0
}

// auditStates are the table states the audit covers: the action at
// every table size, each prompt a player meets, the local steps (a card
// to confirm, an action's list), the hand-off screen and the end.
var auditStates = []auditState{
	{"action, 2 players", at(two, 12, kind(eng.KindAction))},
	{"action, 3 players", at(three, 12, kind(eng.KindAction))},
	{"action, 4 players", at(four, 16, kind(eng.KindAction))},
	{"action, 2 vs 2", at(teams, 16, kind(eng.KindAction))},
	{"big hand", at(four, 1, func(v *eng.View) bool { return len(v.Hand) >= 8 })},
	{"payment, 4 players", at(four, 8, func(v *eng.View) bool { return v.Prompt.Kind == eng.KindPay && len(v.Prompt.Selected) >= 2 })},
	{"payment, 2 players", at(two, 1, kind(eng.KindPay))},
	{"stack, 4 players", at(four, 8, kind(eng.KindStack))},
	{"stack, 2 vs 2", at(teams, 8, kind(eng.KindStack))},
	{"partner's help, 2 vs 2", at(teams, 1, kind(eng.KindHelp))},
	{"technique target", at(four, 1, kind(eng.KindTarget))},
	{"technique card", at(four, 1, kind(eng.KindCard))},
	{"technique market slot", at(four, 1, kind(eng.KindSlot))},
	{"technique direction", at(four, 1, kind(eng.KindDirection))},
	{"technique number", at(four, 1, kind(eng.KindNumber))},
	{"technique stall card", at(four, 1, kind(eng.KindStall))},
	{"Calculations", at(four, 1, kind(eng.KindArrange))},
	{"owl reaction", at(owls, 1, kind(eng.KindReaction))},
	{"schedule", at(four, 1, kind(eng.KindSchedule))},
	{"inventory (clean-up)", at(four, 1, kind(eng.KindInventory))},
	{"technique to confirm", func(t *testing.T) *Table {
		tb := at(four, 4, withOption(eng.MovePlay))(t)
		tb.selected = eng.MustDecode(firstOption(tb, eng.MovePlay)).Card
		tb.redraw()
		return tb
	}},
	{"inventory to confirm", func(t *testing.T) *Table {
		tb := at(four, 4, kind(eng.KindAction))(t)
		tb.arm(firstOption(tb, eng.MoveInventory))
		return tb
	}},
	{"purchase list", func(t *testing.T) *Table {
		tb := at(three, 4, withOption(eng.MoveBuy))(t)
		tb.list(eng.MoveBuy)
		return tb
	}},
	{"hand-off screen", func(t *testing.T) *Table {
		s, err := eng.New(four.config(3, 2))
		if err != nil {
			t.Fatal(err)
		}
		tb, _ := tableFor(t, s)
		if !tb.handoff {
			t.Fatal("no hand-off screen")
		}
		return tb
	}},
	{"game over", func(t *testing.T) *Table {
		s, err := eng.New(four.config(5, 1))
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(5)
		for !s.Over() {
			seat := s.Pending()[0].Seat
			legal := s.Legal(seat, nil)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		tb, _ := tableFor(t, s)
		return tb
	}},
}

// auditAt lays the table out in a window of size, in lang, and audits it.
func auditAt(t *testing.T, tb *Table, size fyne.Size, lang string) []audit.Problem {
	t.Helper()
	if err := tb.ctx.Localizer.SetLang(lang); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	tb.ctx.Window.Resize(fyne.NewSize(size.Width, size.Height-menuBar))
	return audit.Canvas(tb.ctx.Window.Canvas(), auditOptions(tb, size))
}

// measureAt is auditAt measuring the text sizes and the zones' use.
func measureAt(t *testing.T, tb *Table, size fyne.Size, lang string) ([]audit.Problem, audit.Measures) {
	t.Helper()
	if err := tb.ctx.Localizer.SetLang(lang); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	tb.ctx.Window.Resize(fyne.NewSize(size.Width, size.Height-menuBar))
	return audit.MeasureCanvas(tb.ctx.Window.Canvas(), auditOptions(tb, size))
}

// minText is the least text size the audit allows in a window of size,
// the 7 Wonders table's rule (ui/wonders/audit_test.go): 12 px from
// 1280×800 up; under it the table shrinks with the window (its scale is
// 0.8 at 1024×640) and its text may go down to 10 px. A card face's
// printed lines and a pile's count follow it too, with no exception: a
// line that does not fit a small card at that size is cut or left off
// (scale.go).
func minText(size fyne.Size) float32 {
	if size.Width >= 1280 && size.Height >= 800 {
		return 12
	}
	return 10
}

// minFill is the least share of its area each main zone's content
// covers from 1920×1080 up: a zone under half used is a band of empty
// tint.
const minFill = 0.5

// auditOptions are the audit's rules for the table in a window of size.
func auditOptions(tb *Table, size fyne.Size) *audit.Options {
	o := &audit.Options{Names: tb.zoneNames(), MinText: minText(size), Zones: fillZones(tb)}
	if size.Width >= 1920 && size.Height >= 1080 {
		o.MinFill = minFill
	}
	return o
}

// fillZones are the main zones whose use is measured: the opponents,
// the market, your stall, your hand and the log.
func fillZones(tb *Table) map[fyne.CanvasObject]string {
	z := tb.zones
	return map[fyne.CanvasObject]string{z.opponents: "opponents", z.market: "market", z.own: "stall", z.hand: "hand", z.log: "log"}
}

// shoot saves the window as name.png in $AGORA_SHOTS, when set.
func shoot(t *testing.T, tb *Table, name string) {
	dir := os.Getenv("AGORA_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, tb.ctx.Window.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// Every table state, at the least size and one other by turns
// (audit.Sampled; every size under make long, one under -short), in French
// and English by turns (audit.Sampled; both at each size under make
// long): no control cut off, no two zones over one another, no text cut
// short without its full text. AUDIT_REPORT names a file to write the
// counts and examples to.
func TestLayoutAudit(t *testing.T) {
	report := &audit.Report{}
	for si, st := range auditStates {
		t.Run(st.name, func(t *testing.T) {
			tb := st.reach(t)
			defer tb.Close()
			for _, sample := range audit.Sampled(si, len(auditSizes), gametest.Long(), testing.Short()) {
				size := auditSizes[sample.Size]
				for _, lang := range sample.Langs {
					ps, m := measureAt(t, tb, size, lang)
					report.Measured(st.name, size, lang, m)
					shoot(t, tb, fmt.Sprintf("audit-%s-%.0f-%s", strings.ReplaceAll(st.name, " ", "_"), size.Width, lang))
					report.Add(st.name, size, lang, ps)
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
// pass a table whose prompt panel cuts off its own buttons.
func TestLayoutAuditCatchesAShrunkPrompt(t *testing.T) {
	for _, name := range []string{"payment, 4 players", "technique target", "technique to confirm"} {
		t.Run(name, func(t *testing.T) {
			i := slices.IndexFunc(auditStates, func(s auditState) bool { return s.name == name })
			tb := auditStates[i].reach(t)
			defer tb.Close()
			if ps := auditAt(t, tb, fyne.NewSize(1280, 800), "en"); len(ps) > 0 {
				t.Fatalf("the table is broken before the prompt shrinks: %v", ps)
			}
			p := tb.zones.prompt
			p.Resize(fyne.NewSize(p.Size().Width, 60))
			found := false
			for _, pr := range audit.Canvas(tb.ctx.Window.Canvas(), auditOptions(tb, fyne.NewSize(1280, 800))) {
				found = found || pr.Rule == audit.Clipped && strings.HasPrefix(pr.Path, "prompt")
			}
			if !found {
				t.Fatal("a prompt 60 px high is not reported")
			}
		})
	}
}

// The table asks for no more than a 1024×640 window holds under its menu
// bar.
func TestTableFitsTheSmallestWindow(t *testing.T) {
	tb := auditStates[2].reach(t)
	defer tb.Close()
	if got := tb.Content().MinSize(); got.Width > 1024 || got.Height > 640-menuBar {
		t.Fatalf("the table asks for %v, more than 1024×%d", got, 640-menuBar)
	}
}
