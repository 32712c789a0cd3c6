package online

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
	"agora/online/lan"
	"agora/ui/kit"
)

// formWidth is the width of the screens' column.
const formWidth = 640

// HostForm is the choice of a table to host: the game, its options, and
// who sits where: the host in the first seat, each other seat open to a
// friend or a bot's. It outlives its widgets, so a language switch
// rebuilds the same choices.
type HostForm struct {
	env   *Env
	rules game.Rules
	count int
	// seats holds MaxPlayers entries: "" for a seat open to a friend, a
	// bot's spec otherwise; the first is the host's own.
	seats      []string
	expansions map[string]bool
	teams      bool
	table      string
	name       string
	colour     int

	// Widgets tests reach.
	open   *widget.Button
	hosted *widget.Button // to the tables hosted before, when some are kept
	kinds  []*widget.Select
	err    *errorLine
}

// NewHostForm is the form for the app's first game, two seats open to
// friends, and bots in the rest up to three players.
func NewHostForm(env *Env) *HostForm {
	f := &HostForm{env: env, expansions: map[string]bool{}}
	if len(env.Games) > 0 {
		f.setGame(env.Games[0])
	}
	f.table = env.T("online.host.default_table")
	return f
}

// setGame starts over with r's defaults.
func (f *HostForm) setGame(r game.Rules) {
	f.rules = r
	f.count = min(max(3, r.MinPlayers), r.MaxPlayers)
	f.seats = make([]string, r.MaxPlayers)
	def := ""
	for _, l := range bots.LevelsFor(r.Game) {
		if l.Default || def == "" {
			def = l.Spec
		}
	}
	for i := 2; i < len(f.seats); i++ {
		f.seats[i] = def
	}
	f.expansions = map[string]bool{}
	f.teams = false
}

// Show puts the form in the window.
func (f *HostForm) Show() { f.env.Show(f.Content()) }

// Content builds the form's widgets, larger in a large window.
func (f *HostForm) Content() fyne.CanvasObject { return growing(f.contentAt) }

// contentAt is the form at a text scale.
func (f *HostForm) contentAt(scale float32) fyne.CanvasObject {
	e := f.env
	back := widget.NewButtonWithIcon(e.T("nav.back"), theme.NavigateBackIcon(), e.Back)
	if len(e.Games) == 0 {
		return page(e.T("online.host.title"), kit.Paragraph(e.T("newgame.no_games")), back)
	}
	f.err = errorText()
	f.open = widget.NewButtonWithIcon(e.T("online.host.open"), theme.MediaPlayIcon(), f.openTable)
	f.open.Importance = widget.HighImportance

	table := widget.NewEntry()
	table.SetText(f.table)
	table.OnChanged = func(s string) { f.table = s }
	name := widget.NewEntry()
	name.SetPlaceHolder(e.T("online.your_name_placeholder"))
	name.SetText(f.name)
	name.OnChanged = func(s string) { f.name = s }
	colour := widget.NewSelect(e.colourNames(), nil)
	colour.SetSelectedIndex(f.colour)
	colour.OnChanged = func(string) { f.colour = colour.SelectedIndex() }

	var games []string
	for _, r := range e.Games {
		games = append(games, e.gameName(r.Game))
	}
	gameSel := widget.NewSelect(games, nil)
	gameSel.SetSelectedIndex(slices.IndexFunc(e.Games, func(r game.Rules) bool { return r.Game == f.rules.Game }))
	gameSel.OnChanged = func(string) {
		if r := e.Games[gameSel.SelectedIndex()]; r.Game != f.rules.Game {
			f.setGame(r)
			f.Show()
		}
	}
	var counts []string
	for n := f.rules.MinPlayers; n <= f.rules.MaxPlayers; n++ {
		counts = append(counts, e.Loc.Int(n))
	}
	players := widget.NewSelect(counts, nil)
	players.SetSelectedIndex(f.count - f.rules.MinPlayers)
	players.OnChanged = func(string) {
		if n := f.rules.MinPlayers + players.SelectedIndex(); n != f.count {
			f.count = n
			f.Show()
		}
	}
	// One form, so that the seats' labels line up with the fields above.
	rows := []fyne.CanvasObject{
		widget.NewLabel(e.T("online.host.table_name")), table,
		widget.NewLabel(e.T("online.your_name")), name,
		widget.NewLabel(e.T("online.your_colour")), colour,
		widget.NewLabel(e.T("newgame.game")), gameSel,
		widget.NewLabel(e.T("newgame.players")), players,
		kit.Subheading(e.T("newgame.seats")), layout.NewSpacer()}
	rows = append(rows, f.seatRows()...)
	body := kit.WithWidth(formWidth*scale, container.New(layout.NewFormLayout(), rows...))
	var opts []fyne.CanvasObject
	for _, x := range f.rules.Expansions {
		check := widget.NewCheck(e.expansionName(f.rules.Game, x), func(on bool) { f.expansions[x] = on })
		check.SetChecked(f.expansions[x])
		opts = append(opts, check)
	}
	if f.rules.Teams(f.count) {
		check := widget.NewCheck(e.T("newgame.teams"), func(on bool) { f.teams = on })
		check.SetChecked(f.teams)
		opts = append(opts, check)
	}
	if len(opts) > 0 {
		body.Add(kit.Subheading(e.T("newgame.options")))
		body.Add(container.NewVBox(opts...))
	}
	body.Add(kit.Paragraph(e.T("online.host.explain")))
	body.Add(f.err.label)
	buttons := []fyne.CanvasObject{back}
	f.hosted = nil
	if tables, _ := listHosted(e.DataDir, nil); len(tables) > 0 {
		f.hosted = widget.NewButtonWithIcon(e.T("online.host.hosted"), theme.HistoryIcon(), func() { NewHostedList(e, f.Show).Show() })
		buttons = append(buttons, f.hosted)
	}
	f.err.root = page(e.T("online.host.title"), body, append(buttons, f.open)...)
	return f.err.root
}

// seatRows is one row a seat: the host's own, then a choice of a friend
// or a bot for each other.
func (f *HostForm) seatRows() []fyne.CanvasObject {
	e := f.env
	kinds := []string{e.T("online.seat.friend")}
	specs := []string{""}
	for _, l := range bots.LevelsFor(f.rules.Game) {
		kinds = append(kinds, e.T("seat.bot", map[string]any{"Level": e.levelName(l.Spec)}))
		specs = append(specs, l.Spec)
	}
	f.kinds = nil
	rows := []fyne.CanvasObject{
		widget.NewLabel(e.T("newgame.seat", map[string]any{"N": e.Loc.Int(1)})),
		widget.NewLabel(e.T("online.seat.you")),
	}
	for i := 1; i < f.count; i++ {
		sel := widget.NewSelect(kinds, nil)
		sel.SetSelectedIndex(max(slices.Index(specs, f.seats[i]), 0))
		sel.OnChanged = func(string) { f.seats[i] = specs[sel.SelectedIndex()] }
		f.kinds = append(f.kinds, sel)
		rows = append(rows, widget.NewLabel(e.T("newgame.seat", map[string]any{"N": e.Loc.Int(i + 1)})), sel)
	}
	return rows
}

// Config is the game the form describes: the host first, friends' seats
// named until they join, bots named by their number.
func (f *HostForm) Config() game.Config {
	cfg := game.Config{Game: f.rules.Game, Teams: f.teams}
	for _, x := range f.rules.Expansions {
		if f.expansions[x] {
			cfg.Expansions = append(cfg.Expansions, x)
		}
	}
	bot := 0
	for i := range f.count {
		sc := game.SeatConfig{Name: f.env.T("online.seat.player_name", map[string]any{"N": f.env.Loc.Int(i + 1)})}
		switch {
		case i == 0:
			sc.Name = strings.TrimSpace(f.name)
		case f.seats[i] != "":
			bot++
			sc = game.SeatConfig{Name: f.env.T("online.seat.bot_name", map[string]any{"N": f.env.Loc.Int(bot)}), Bot: f.seats[i]}
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg
}

// openTable hosts the table and shows its lobby.
func (f *HostForm) openTable() {
	e := f.env
	cfg := f.Config()
	if err := validName(f.name); err != nil {
		showError(f.err, e.message(err))
		return
	}
	h, err := lan.NewHost(lan.HostOptions{Dir: e.DataDir, Addr: e.Addr, Advertise: e.Advertise,
		Name: strings.TrimSpace(f.table), Config: cfg, HostSeat: 0, HostName: cfg.Seats[0].Name,
		HostColour: Colours[f.colour].Name, Announce: e.Announce, AnnounceOptions: e.AnnounceOptions})
	if err != nil {
		showError(f.err, e.message(err))
		return
	}
	showError(f.err, "")
	NewHostLobby(e, h).Show()
}

// validName checks a typed name as the lobby will.
func validName(s string) error {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 40 {
		return lan.ErrName
	}
	return nil
}
