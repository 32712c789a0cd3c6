package dale

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/proto"
	"agora/online/seat"
	"agora/translations"
	"agora/ui"
)

// watchTable puts a spectator's table over s in a 1280×800 test window
// in lang: its seat is proto.Spectator of a game held by a seat.Host, so
// the table reads the public view, as over the network.
func watchTable(t *testing.T, s game.State, lang string) *Table {
	t.Helper()
	test.NewTempApp(t)
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	host := seat.NewHost(eng.Rules, s, nil)
	ctx := ui.TableContext{Seat: host.Seat(proto.Spectator), Rules: eng.Rules, Localizer: loc, Window: w,
		Autosave:  func(game.State) error { t.Error("a spectator's table saved the game"); return nil },
		ShowError: func(key string, err error) { t.Errorf("%s: %v", key, err) }}
	tb := newTableWith(ctx, false, func(func()) {}) // no change comes: the host's game does not move
	t.Cleanup(tb.Close)
	w.SetContent(tb.Content())
	return tb
}

// botsTable puts s, replayed with every seat a bot's and the seats named
// names, on a local table in a 1280×800 test window in lang; the bots
// wait an hour before each move, so the position stays.
func botsTable(t *testing.T, s game.State, names []string, lang string) *Table {
	t.Helper()
	test.NewTempApp(t)
	cfg := s.Config()
	cfg.Seats = slices.Clone(cfg.Seats)
	for i := range cfg.Seats {
		cfg.Seats[i].Name, cfg.Seats[i].Bot = names[i], "random"
	}
	bots, err := game.Replay(eng.Rules, cfg, s.Log())
	if err != nil {
		t.Fatal(err)
	}
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	ctx := ui.TableContext{State: bots, Rules: eng.Rules, Localizer: loc, Window: w,
		Autosave: func(game.State) error { return nil },
		BotPace:  func() time.Duration { return time.Hour }}
	tb := newTable(ctx, false)
	t.Cleanup(tb.Close)
	w.SetContent(tb.Content())
	return tb
}

// playerTable puts s on the table of its one person, seat 0, in lang.
func playerTable(t *testing.T, s game.State, lang string) *Table {
	t.Helper()
	tb, _ := tableFor(t, s)
	if err := tb.ctx.Localizer.SetLang(lang); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	return tb
}

// words are the table's texts, the header's included, but not the
// cards' faces (whose effects say "your" to whoever holds them).
func words(tb *Table) []string {
	var out []string
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *cardView, *pileView:
			return
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
			return
		case *canvas.Text:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				visit(c)
			}
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(w).Objects() {
				visit(c)
			}
		}
	}
	visit(tb.root)
	return out
}

// yourWords find the words that speak to the player at the screen of
// the seat drawn.
var yourWords = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`\b(Your|your|You:)\b`),
	"fr": regexp.MustCompile(`\b(Votre|votre|Vos|vos)\b|à vous|Vous\x{202f}:`),
}

// barLabels are the texts of the action bar's buttons, enabled or not.
func barLabels(tb *Table) []string {
	var out []string
	walk(tb.zones.actions, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			out = append(out, b.Text)
		}
	})
	return out
}

// TestWatchedTableNamesThePlayer: a spectator's table (the public view)
// and a local game of bots only, in both languages, name the areas after
// the player followed (French eliding before a vowel: "d’Ana", "de
// Léo"), count the hand from the view, say the game is watched in the
// header, the prompt panel and the bar, speak to nobody as "your", and
// have no game button and nothing to click; the player's table of the
// same position keeps its words and its buttons.
func TestWatchedTableNamesThePlayer(t *testing.T) {
	s := reached(t, four, 12, kind(eng.KindAction))
	hand := s.View(0).(*eng.View).Seats[0].HandSize
	if hand == 0 {
		t.Fatal("the position has an empty hand: the count proves nothing")
	}
	names := []string{"Léo", "Ana", "Zoé", "Maximilien"}
	for _, c := range []struct {
		name, lang string
		table      func(t *testing.T) *Table
		want       []string
	}{
		{"spectator", "en", func(t *testing.T) *Table { return watchTable(t, s.Clone(), "en") },
			[]string{"Ana’s stall · 1 of 8 stacks", fmt.Sprintf("Ana’s hand · %d cards", hand), "Ana’s schedule", "Watching Ana", "Watching",
				"The table shows the game from Ana’s side.", "You are watching: you play no seat."}},
		{"spectator", "fr", func(t *testing.T) *Table { return watchTable(t, s.Clone(), "fr") },
			[]string{"Étal d’Ana · 1 pile sur 8", fmt.Sprintf("Main d’Ana · %d cartes", hand), "Planification d’Ana", "Vue d’Ana", "Vous regardez",
				"La table montre la partie du côté d’Ana.", "Vous regardez\u202f: vous ne jouez aucune place."}},
		{"bots only", "en", func(t *testing.T) *Table { return botsTable(t, s, names, "en") },
			[]string{"Léo’s stall · 1 of 8 stacks", fmt.Sprintf("Léo’s hand · %d cards", hand), "Léo’s schedule", "Watching Léo", "Watching"}},
		{"bots only", "fr", func(t *testing.T) *Table { return botsTable(t, s, names, "fr") },
			[]string{"Étal de Léo · 1 pile sur 8", fmt.Sprintf("Main de Léo · %d cartes", hand), "Planification de Léo", "Vue de Léo", "Vous regardez",
				"La table montre la partie du côté de Léo."}},
	} {
		t.Run(c.name+"-"+c.lang, func(t *testing.T) {
			tb := c.table(t)
			if !tb.watching() || tb.viewer != 0 {
				t.Fatalf("watching %v, drawn from seat %d", tb.watching(), tb.viewer)
			}
			got := words(tb)
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("no %q in %q", w, got)
				}
			}
			for _, w := range got {
				if yourWords[c.lang].MatchString(w) {
					t.Errorf("the watched table says %q", w)
				}
			}
			if b := barLabels(tb); len(b) > 0 {
				t.Errorf("the action bar has the buttons %q", b)
			}
			if buttons, cards := tappables(tb); len(buttons)+len(cards) > 0 {
				t.Errorf("%d buttons and %d cards to click", len(buttons), len(cards))
			}
			if c.name == "spectator" {
				// The public view holds no card of the hand: it lies
				// face down, as many as the view counts.
				if v := tb.view(); len(v.Hand) != 0 {
					t.Fatalf("a spectator's view holds a hand of %d", len(v.Hand))
				}
				backs := 0
				for _, cv := range tb.zones.handZ.cards {
					if cv.card == eng.NoCard {
						backs++
					}
				}
				if backs != hand {
					t.Errorf("%d cards face down, the view counts %d", backs, hand)
				}
			}
		})
	}
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Your stall · 1 of 8 stacks", fmt.Sprintf("Your hand · %d cards", hand), "Your schedule", "You: Ana", "Your action",
			"Buy", "Inventory"}},
		{"fr", []string{"Votre étal · 1 pile sur 8", fmt.Sprintf("Votre main · %d cartes", hand), "Votre planification", "Vous\u202f: Ana", "Votre action",
			"Acheter", "Inventaire"}},
	} {
		t.Run("player-"+c.lang, func(t *testing.T) {
			tb := playerTable(t, s.Clone(), c.lang)
			if tb.watching() {
				t.Fatal("the player's table is watched")
			}
			got := words(tb)
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("no %q in %q", w, got)
				}
			}
			for _, w := range got {
				if strings.HasPrefix(w, "Watching") || strings.HasPrefix(w, "Vous regardez") {
					t.Errorf("the player's table says %q", w)
				}
			}
			if b := barLabels(tb); len(b) < 4 {
				t.Errorf("the action bar has the buttons %q, want buy, play, build and inventory at least", b)
			}
		})
	}
}

// watchedAudits are the watched tables the audit covers: a spectator's
// at every table size and in the team game, and a game of bots only.
var watchedAudits = []struct {
	name  string
	table func(t *testing.T, lang string) *Table
}{
	{"spectator, 2 players", func(t *testing.T, lang string) *Table {
		return watchTable(t, reached(t, two, 12, kind(eng.KindAction)), lang)
	}},
	{"spectator, 4 players", func(t *testing.T, lang string) *Table {
		return watchTable(t, reached(t, four, 16, kind(eng.KindAction)), lang)
	}},
	{"spectator, 2 vs 2", func(t *testing.T, lang string) *Table {
		return watchTable(t, reached(t, teams, 16, kind(eng.KindAction)), lang)
	}},
	{"spectator, payment", func(t *testing.T, lang string) *Table {
		return watchTable(t, reached(t, four, 8, kind(eng.KindPay)), lang)
	}},
	{"bots only, 3 players", func(t *testing.T, lang string) *Table {
		return botsTable(t, reached(t, three, 12, kind(eng.KindAction)), []string{"Ana", "Léo", "Zoé"}, lang)
	}},
}

// TestWatchedTableAudit: the watched tables pass the layout audit at
// every size (the smallest and the largest under -short), in both
// languages.
func TestWatchedTableAudit(t *testing.T) {
	sizes := auditSizes
	if testing.Short() {
		sizes = []fyne.Size{auditSizes[0], auditSizes[len(auditSizes)-1]}
	}
	for _, c := range watchedAudits {
		t.Run(c.name, func(t *testing.T) {
			tb := c.table(t, "en")
			for _, size := range sizes {
				for _, lang := range []string{"en", "fr"} {
					ps := auditAt(t, tb, size, lang)
					shoot(t, tb, fmt.Sprintf("watch-%s-%.0f-%s", strings.NewReplacer(" ", "_", ",", "").Replace(c.name), size.Width, lang))
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
}
