package ui

import (
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
	"agora/ui/kit"
)

// newGameForm is what the player has chosen so far on the new-game screen.
// It outlives the screen's widgets, so a language switch redraws the same
// choices.
type newGameForm struct {
	rules game.Rules
	count int
	// seats holds MaxPlayers entries, so lowering then raising the count
	// gives back the same seats.
	seats      []seatForm
	expansions map[string]bool
	variants   map[string]string
	teams      bool

	view newGameView // the widgets of the last build
}

// seatForm is one seat's choices.
type seatForm struct {
	bot  string // bot spec; empty for a person
	name string // typed name; empty keeps the localized default
}

// newGameView holds the widgets tests and callbacks reach.
type newGameView struct {
	game    *widget.Select
	players *widget.Select
	kinds   []*widget.Select
	names   []*widget.Entry
	start   *widget.Button
}

// newForm sets up the form for a game with its defaults: as few seats as
// the game allows but three when it can, you in the first seat, bots of
// the default level in the others.
func newForm(r game.Rules) *newGameForm {
	f := &newGameForm{
		rules:      r,
		count:      min(max(3, r.MinPlayers), r.MaxPlayers),
		seats:      make([]seatForm, r.MaxPlayers),
		expansions: map[string]bool{},
		variants:   map[string]string{},
	}
	levels := bots.LevelsFor(r.Game)
	def := ""
	for _, l := range levels {
		if l.Default || def == "" {
			def = l.Spec
		}
	}
	for i := 1; i < len(f.seats); i++ {
		f.seats[i].bot = def
	}
	for _, v := range r.Variants {
		if len(v.Values) > 0 {
			f.variants[v.Name] = v.Values[0]
		}
	}
	return f
}

// showNewGame opens the new-game screen, keeping the choices made so far.
func (a *App) showNewGame() {
	if a.form == nil && len(a.games) > 0 {
		a.form = a.rememberedForm()
	}
	a.show(screen{name: ScreenNewGame, build: a.buildNewGame})
}

func (a *App) buildNewGame() fyne.CanvasObject { return newGrowingScreen(a.newGameAt) }

// newGameAt is the new-game screen at a text scale.
func (a *App) newGameAt(scale float32) fyne.CanvasObject {
	title := heading(a.loc.T("newgame.title"))
	back := widget.NewButtonWithIcon(a.loc.T("nav.back"), theme.NavigateBackIcon(), a.showMenu)
	if a.form == nil {
		none := paragraph(a.loc.T("newgame.no_games"))
		none.Alignment = fyne.TextAlignCenter
		return container.NewCenter(withWidth(560*scale, title, none, container.NewCenter(back)))
	}
	f := a.form
	f.view = newGameView{}
	start := widget.NewButtonWithIcon(a.loc.T("newgame.start"), theme.MediaPlayIcon(), a.startGame)
	start.Importance = widget.HighImportance
	f.view.start = start

	// Bold titles the sections; every field's label is regular, and the
	// labels of all the forms share one column, so the fields line up.
	var labels []*widget.Label
	field := func(text string) *widget.Label {
		l := widget.NewLabel(text)
		labels = append(labels, l)
		return l
	}
	top := container.New(layout.NewFormLayout(),
		field(a.loc.T("newgame.game")), a.gameSelect(),
		field(a.loc.T("newgame.players")), a.playersSelect())
	seats := container.New(layout.NewFormLayout(), a.seatRows(field)...)
	opts := a.optionRows(field)
	column := float32(0)
	for _, l := range labels {
		// Measured at the screen's scale: the labels take the screen's
		// theme only once built.
		w := fyne.MeasureText(l.Text, theme.TextSize()*scale, l.TextStyle).Width + 2*theme.InnerPadding()
		column = max(column, float32(math.Ceil(float64(w))))
	}
	forms := []*fyne.Container{top, seats}
	for _, o := range opts {
		if c, ok := o.(*fyne.Container); ok {
			forms = append(forms, c)
		}
	}
	for _, form := range forms {
		alignLabels(form, labels, column)
	}
	body := withWidth(680*scale, top, subheading(a.loc.T("newgame.seats")), seats)
	if len(opts) > 0 {
		body.Add(subheading(a.loc.T("newgame.options")))
		for _, o := range opts {
			body.Add(o)
		}
	}
	buttons := container.NewHBox(layout.NewSpacer(), back, start, layout.NewSpacer())
	return container.NewPadded(container.NewBorder(title, buttons, nil, nil,
		container.NewVScroll(container.NewCenter(body))))
}

// alignLabels gives each of labels found among form's objects the width
// column, so the forms of the screen share their label column.
func alignLabels(form *fyne.Container, labels []*widget.Label, column float32) {
	for i, o := range form.Objects {
		if l, ok := o.(*widget.Label); ok && slices.Contains(labels, l) {
			form.Objects[i] = kit.AtLeastWide(column, l)
		}
	}
}

// columnTitle is the title of a column of the seats' table: regular,
// like the labels beside it.
func columnTitle(text string) *widget.Label { return widget.NewLabel(text) }

func (a *App) gameSelect() fyne.CanvasObject {
	var names []string
	for _, r := range a.games {
		names = append(names, a.gameName(r.Game))
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelectedIndex(slices.IndexFunc(a.games, func(r game.Rules) bool { return r.Game == a.form.rules.Game }))
	sel.OnChanged = func(string) {
		if r := a.games[sel.SelectedIndex()]; r.Game != a.form.rules.Game {
			a.form = newForm(r)
			a.render()
		}
	}
	a.form.view.game = sel
	return sel
}

func (a *App) playersSelect() fyne.CanvasObject {
	f := a.form
	var counts []string
	for n := f.rules.MinPlayers; n <= f.rules.MaxPlayers; n++ {
		counts = append(counts, a.loc.Int(n))
	}
	sel := widget.NewSelect(counts, nil)
	sel.SetSelectedIndex(f.count - f.rules.MinPlayers)
	sel.OnChanged = func(string) {
		if n := f.rules.MinPlayers + sel.SelectedIndex(); n != f.count {
			f.count = n
			a.render()
		}
	}
	f.view.players = sel
	return sel
}

// seatRows has one form row per seat: who plays it, under which name,
// and the seat's own switches (a chosen wonder), under a row of column
// titles.
func (a *App) seatRows(field func(string) *widget.Label) []fyne.CanvasObject {
	f := a.form
	g := f.rules.Game
	levels := bots.LevelsFor(g)
	kinds := []string{a.loc.T("seat.human")}
	specs := []string{""}
	for _, l := range levels {
		kinds = append(kinds, a.loc.T("seat.bot", map[string]any{"Level": a.levelName(l.Spec)}))
		specs = append(specs, l.Spec)
	}
	perSeat := f.seatVariants()

	titles := []fyne.CanvasObject{columnTitle(a.loc.T("newgame.played_by")), columnTitle(a.loc.T("newgame.name"))}
	for _, v := range perSeat[0] {
		titles = append(titles, columnTitle(a.variantName(g, v.Name)))
	}
	rows := []fyne.CanvasObject{widget.NewLabel(""), container.NewGridWithColumns(len(titles), titles...)}
	for i := range f.count {
		seat := &f.seats[i]
		label := field(a.loc.T("newgame.seat", map[string]any{"N": a.loc.Int(i + 1)}))
		name := widget.NewEntry()
		name.SetPlaceHolder(a.loc.T("newgame.name_placeholder"))
		name.SetText(a.seatName(i))
		name.OnChanged = func(s string) {
			if r := []rune(s); len(r) > nameFieldLength {
				name.SetText(string(r[:nameFieldLength])) // calls back with it
				return
			}
			if s == a.defaultSeatName(i) {
				seat.name = ""
			} else {
				seat.name = s
			}
		}
		kind := widget.NewSelect(kinds, nil)
		kind.SetSelectedIndex(max(slices.Index(specs, seat.bot), 0))
		kind.OnChanged = func(string) {
			seat.bot = specs[kind.SelectedIndex()]
			if seat.name == "" {
				name.SetText(a.defaultSeatName(i))
			}
		}
		f.view.kinds = append(f.view.kinds, kind)
		f.view.names = append(f.view.names, name)
		cells := []fyne.CanvasObject{kind, name}
		for _, v := range perSeat[i] {
			cells = append(cells, a.variantSelect(v))
		}
		rows = append(rows, label, container.NewGridWithColumns(len(cells), cells...))
	}
	return rows
}

// seatVariants sorts the per-seat variants by seat, for seats in play.
func (f *newGameForm) seatVariants() [][]game.Variant {
	out := make([][]game.Variant, max(f.count, 1))
	for _, v := range f.rules.Variants {
		if _, seat, ok := seatVariant(v.Name); ok && seat < f.count {
			out[seat] = append(out[seat], v)
		}
	}
	return out
}

// variantSelect offers the values of a variant.
func (a *App) variantSelect(v game.Variant) *widget.Select {
	f := a.form
	var labels []string
	for _, value := range v.Values {
		labels = append(labels, a.variantValueName(f.rules.Game, v.Name, value))
	}
	sel := widget.NewSelect(labels, nil)
	sel.SetSelectedIndex(max(slices.Index(v.Values, f.variants[v.Name]), 0))
	sel.OnChanged = func(string) { f.variants[v.Name] = v.Values[sel.SelectedIndex()] }
	if !v.Applies(f.expansionList()) {
		sel.Disable()
	}
	return sel
}

// expansionList is the expansions ticked, in the engine's order.
func (f *newGameForm) expansionList() []string {
	var out []string
	for _, e := range f.rules.Expansions {
		if f.expansions[e] {
			out = append(out, e)
		}
	}
	return out
}

// optionRows offers what the engine offers: its expansions, its variants,
// and the team game when it exists at this player count.
func (a *App) optionRows(field func(string) *widget.Label) []fyne.CanvasObject {
	f := a.form
	g := f.rules.Game
	var rows, variants []fyne.CanvasObject
	for _, e := range f.rules.Expansions {
		check := widget.NewCheck(a.expansionName(g, e), nil)
		check.SetChecked(f.expansions[e])
		// The switches that belong to an expansion follow its box.
		check.OnChanged = func(on bool) {
			f.expansions[e] = on
			a.render()
		}
		rows = append(rows, check)
		if notes := a.expansionNotes(check, e); notes != nil {
			rows = append(rows, notes)
		}
	}
	for _, v := range f.rules.Variants {
		if _, _, perSeat := seatVariant(v.Name); !perSeat {
			variants = append(variants, field(a.variantName(g, v.Name)), a.variantSelect(v))
		}
	}
	if len(variants) > 0 {
		rows = append(rows, container.New(layout.NewFormLayout(), variants...))
	}
	if f.rules.Teams(f.count) {
		check := widget.NewCheck(a.loc.T("newgame.teams"), func(on bool) { f.teams = on })
		check.SetChecked(f.teams)
		rows = append(rows, check)
	}
	return rows
}

// nameFieldLength is the longest name the new-game form takes, in
// characters: what the table's panels show whole (a save may hold longer
// names, up to game.MaxNameLength).
const nameFieldLength = 40

// seatName is the name seat i plays under, within nameFieldLength
// (a remembered name may be longer).
func (a *App) seatName(i int) string {
	if n := strings.TrimSpace(a.form.seats[i].name); n != "" {
		if r := []rune(n); len(r) > nameFieldLength {
			n = strings.TrimSpace(string(r[:nameFieldLength]))
		}
		return n
	}
	return a.defaultSeatName(i)
}

// defaultSeatName is "Player 2" for a person, "Bot 2" for a bot.
func (a *App) defaultSeatName(i int) string {
	key := "seat.default_human"
	if a.form.seats[i].bot != "" {
		key = "seat.default_bot"
	}
	return a.loc.T(key, map[string]any{"N": a.loc.Int(i + 1)})
}

// config turns the form into a game configuration with a fresh seed.
func (a *App) config() game.Config {
	f := a.form
	cfg := game.Config{Game: f.rules.Game, Seed: a.seed()}
	for i := range f.count {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: a.seatName(i), Bot: f.seats[i].bot})
	}
	cfg.Expansions = f.expansionList()
	for k, v := range f.variants {
		if _, seat, perSeat := seatVariant(k); perSeat && seat >= f.count {
			continue // a seat not in play
		}
		if sw, ok := f.rules.Variant(k); ok && !sw.Applies(cfg.Expansions) {
			continue // a switch of an expansion left out
		}
		if cfg.Variants == nil {
			cfg.Variants = map[string]string{}
		}
		cfg.Variants[k] = v
	}
	cfg.Teams = f.teams && f.rules.Teams(f.count)
	return cfg
}

// startGame starts the configured game and puts it on the table, once the
// player agreed to replace the game in progress if there is one, or to
// keep aside an autosave that cannot be loaded.
func (a *App) startGame() {
	prev, err := a.gameInProgress()
	switch {
	case err != nil:
		a.confirmSetAside(err, a.startNow)
	case prev != nil:
		a.confirmReplace(prev, a.startNow)
	default:
		a.startNow()
	}
}

// startNow starts the configured game, remembering the choices for the
// next one.
func (a *App) startNow() {
	s, err := a.form.rules.Start(a.config())
	if err != nil {
		a.showError("error.start_title", err)
		return
	}
	a.rememberForm(a.form)
	a.openGame(s)
}
