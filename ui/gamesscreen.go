package ui

import (
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// The Games screen lists the player's games (games.go) on the left, the
// one picked on the right with what can be done with it: Resume a game in
// progress, Review or Replay a finished one, Rename, Export, Delete (to
// the trash, after asking). Import brings a file in; the trash view
// restores or empties. The files are read in the background, a row at a
// time, so a folder of many games never holds the window.

// ScreenGames is the Games screen's name; ScreenTrash opens it on the
// trash (ShowScreen).
const (
	ScreenGames = "games"
	ScreenTrash = "trash"
)

// gamesState is the Games screen's state.
type gamesState struct {
	trash    bool
	pick     *gamesPick // the game is picked for this (gamespick.go), nil on the Games screen
	done     bool       // every file has been read
	listed   bool       // the folder has been listed
	entries  []*gameEntry
	selected int    // the entry shown on the right, -1 for none
	keep     string // the file to select once listed again
	// The widgets the background reading updates.
	rows    []*gameRow
	detail  *fyne.Container
	actions *fyne.Container
	pane    *fyne.Container // the right side, laid out again when its actions change
	scroll  *container.Scroll
	// reading counts the readings begun; a reading stops as soon as a
	// newer one begins or the screen is left (stopGames).
	reading atomic.Int64
}

// stopGames stops the Games screen's reading, if any.
func (a *App) stopGames() {
	if a.gamesView != nil {
		a.gamesView.reading.Add(1)
	}
}

// showGames opens the Games screen on the player's games.
func (a *App) showGames() { a.openGames(false) }

// openGames opens the Games screen on the games (or the trash) and reads
// them.
func (a *App) openGames(trash bool) { a.openGamesView(&gamesState{trash: trash, selected: -1}) }

// openGamesView opens the Games screen on gv and reads its files.
func (a *App) openGamesView(gv *gamesState) {
	a.closeTable()
	a.form = nil
	a.stopGames() // the reading of a former view
	a.gamesView = gv
	a.show(screen{name: ScreenGames, build: a.buildGames})
	a.readGames(gv)
}

// reloadGames lists the folder again, keeping the view and, when it is
// still there, the game at path selected.
func (a *App) reloadGames(path string) {
	if gv := a.gamesView; gv != nil && a.cur.name == ScreenGames {
		gv.listed, gv.done, gv.entries, gv.selected = false, false, nil, -1
		gv.keep = path
		a.render()
		a.readGames(gv)
	}
}

// readGames lists gv's folder, then reads each file, handing every step
// to the UI goroutine; in tests (gamesInline) all on the caller's.
func (a *App) readGames(gv *gamesState) {
	dir, lookup := a.dataDir, a.lookup
	gen := gv.reading.Add(1)
	current := func() bool { return gv.reading.Load() == gen }
	do := fyne.Do
	if a.gamesInline {
		do = func(f func()) { f() }
	}
	run := func() {
		entries := listGames(dir, gv.trash)
		shown := make([]*gameEntry, len(entries))
		copy(shown, entries)
		do(func() {
			if a.gamesView != gv || a.cur.name != ScreenGames || !current() {
				return
			}
			gv.entries, gv.listed = shown, true
			for i, e := range shown {
				if e.path == gv.keep {
					gv.selected = i
				}
			}
			if gv.selected < 0 {
				gv.selected = gv.nextShown(-1, 1) // the newest game, or the last one played
			}
			a.render()
		})
		for i, e := range entries {
			if !current() {
				return
			}
			read := *e
			a.gamesCache.readEntry(&read, lookup)
			do(func() {
				if a.gamesView != gv || !current() || i >= len(gv.entries) || gv.entries[i].path != read.path {
					return
				}
				gv.entries[i] = &read
				if i < len(gv.rows) {
					gv.rows[i].show(a, &read)
					if !gv.shows(&read) {
						gv.rows[i].Hide()
					}
					if gv.scroll != nil {
						// The rows close up, or make room for a result
						// longer than "reading".
						gv.scroll.Refresh()
					}
				}
				if gv.selected == i && !gv.shows(&read) {
					a.selectEntry(gv, gv.nextShown(i, 1))
				} else if gv.selected == i {
					a.showGameDetail(gv)
				}
			})
		}
		do(func() {
			if a.gamesView != gv || !current() {
				return
			}
			gv.done = true
			if gv.pick != nil {
				a.render() // the count of games to pick from, or that there is none
			}
		})
	}
	if a.gamesInline {
		run()
		return
	}
	go run()
}

// Geometry of the screen: the list's least width, and its share of a
// wide window.
const (
	gamesListMinWidth = 300
	gamesListShare    = 0.46
	// gamesRankingWidth is the widest the final ranking grows.
	gamesRankingWidth = 420
)

// buildGames draws the Games screen from its state.
func (a *App) buildGames() fyne.CanvasObject {
	gv := a.gamesView
	if gv == nil {
		gv = &gamesState{selected: -1}
		a.gamesView = gv
	}
	title := a.loc.T("games.title")
	switch {
	case gv.trash:
		title = a.loc.T("games.trash_title")
	case gv.pick != nil:
		title = a.loc.T(gv.pick.title)
	}
	back := widget.NewButtonWithIcon(a.loc.T("nav.back"), theme.NavigateBackIcon(), a.showMenu)
	back.Importance = widget.HighImportance
	var tools []fyne.CanvasObject
	switch {
	case gv.pick != nil:
		tools = append(tools, widget.NewButtonWithIcon(a.loc.T("games.all_games"), theme.FolderOpenIcon(), a.showGames))
	case gv.trash:
		empty := widget.NewButtonWithIcon(a.loc.T("games.empty_trash"), theme.DeleteIcon(), a.confirmEmptyTrash)
		if len(gv.entries) == 0 {
			empty.Disable()
		}
		tools = append(tools, widget.NewButtonWithIcon(a.loc.T("games.back_to_games"), theme.NavigateBackIcon(), func() { a.openGames(false) }), empty)
	default:
		tools = append(tools,
			widget.NewButtonWithIcon(a.loc.T("games.import"), theme.DownloadIcon(), a.importDialog),
			widget.NewButtonWithIcon(a.loc.T("games.trash"), theme.DeleteIcon(), func() { a.openGames(true) }))
	}
	status := widget.NewLabel(a.gamesStatus(gv))
	top := container.NewVBox(heading(title),
		container.NewBorder(nil, nil, nil, container.NewHBox(tools...), status))
	bottom := container.NewCenter(back)

	gv.detail = container.New(&rowsColumn{}) // wrapped texts measured at their width (gamesrow.go)
	gv.actions = container.NewVBox()
	var body fyne.CanvasObject
	if !gv.listed || gv.countShown() == 0 && (gv.pick == nil || gv.done) {
		gv.rows, gv.scroll = nil, nil
		msg := paragraph(a.gamesStatus(gv))
		msg.Alignment = fyne.TextAlignCenter
		if gv.listed {
			empty := "games.none_help"
			switch {
			case gv.trash:
				empty = "games.trash_empty"
			case gv.pick != nil:
				empty = gv.pick.empty
			}
			msg.SetText(a.loc.T(empty))
		}
		body = container.NewCenter(withWidth(480, msg))
	} else {
		list := container.NewVScroll(a.gamesList(gv))
		gv.scroll = list
		a.showGameDetail(gv)
		detail := container.NewBorder(nil, container.NewPadded(gv.actions), nil, nil, container.NewVScroll(container.NewPadded(gv.detail)))
		gv.pane = detail
		body = container.New(&gamesSplit{list: list, detail: detail}, list, detail)
	}
	pad := theme.Padding() * 2
	return container.New(layout.NewCustomPaddedLayout(pad, pad, pad*2, pad*2),
		container.NewBorder(top, bottom, nil, nil, body))
}

// gamesSplit lays out the list and the picked game side by side: the
// list takes its share of the width, never under its least.
type gamesSplit struct{ list, detail fyne.CanvasObject }

func (l *gamesSplit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := max(size.Width*gamesListShare, min(gamesListMinWidth, size.Width/2))
	pad := theme.Padding() * 2
	l.list.Move(fyne.NewPos(0, 0))
	l.list.Resize(fyne.NewSize(w, size.Height))
	l.detail.Move(fyne.NewPos(w+pad, 0))
	l.detail.Resize(fyne.NewSize(max(size.Width-w-pad, 0), size.Height))
}

func (l *gamesSplit) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(gamesListMinWidth*2, 200)
}

// gamesStatus says how many games the view lists, or that it is reading.
func (a *App) gamesStatus(gv *gamesState) string {
	switch {
	case !gv.listed:
		return a.loc.T("games.reading")
	case gv.trash:
		tables, _ := gv.tableCounts()
		switch games := len(gv.entries) - tables; {
		case tables == 0:
			return a.loc.N("games.count_trash", games)
		case games == 0:
			return a.loc.N("games.count_trash_only_tables", tables)
		default:
			return a.loc.N("games.count_trash", games) + " · " + a.loc.N("games.count_trash_tables", tables)
		}
	case gv.pick != nil && !gv.done:
		return a.loc.T("games.reading")
	case gv.pick != nil:
		return a.loc.N("games.count_finished", gv.countShown())
	}
	return a.loc.N("games.count", len(gv.entries))
}

// gamesList is the list of entries, one row each: the name, the game
// and date, the result.
func (a *App) gamesList(gv *gamesState) fyne.CanvasObject {
	gv.rows = nil
	box := container.New(&rowsColumn{})
	for i, e := range gv.entries {
		row := newGameRow(func() { a.selectEntry(gv, i) })
		row.show(a, e)
		row.setSelected(i == gv.selected)
		if !gv.shows(e) {
			row.Hide()
		}
		gv.rows = append(gv.rows, row)
		box.Add(row)
	}
	return box
}

// selectEntry shows entry i on the right (none for -1), and scrolls
// the list to its row.
func (a *App) selectEntry(gv *gamesState, i int) {
	if i < -1 || i >= len(gv.entries) {
		return
	}
	gv.selected = i
	for j, r := range gv.rows {
		r.setSelected(j == i)
	}
	a.showGameDetail(gv)
	a.scrollToSelected(gv)
}

// entryTitle is an entry's name: the autosave is the last game, a
// forgotten table its own name (its code until read, or when it cannot
// be read).
func (a *App) entryTitle(e *gameEntry) string {
	switch {
	case e.table && e.tableName != "":
		return e.tableName
	case e.table:
		return a.loc.T("online.hosted.broken_title", map[string]any{"Code": filepath.Base(e.path)})
	}
	if e.place == placeAutosave {
		return a.loc.T("games.autosave_name")
	}
	return e.name()
}

// entryWhat is "7 Wonders · 28/11/2026 14:05", the game once read; a
// forgotten table's says it is a table hosted before.
func (a *App) entryWhat(e *gameEntry) string {
	text := a.entryDate(e)
	if e.cfg.Game != "" {
		text = a.gameName(e.cfg.Game) + " · " + text
	}
	if e.table {
		text = a.loc.T("games.table_kind") + " · " + text
	}
	return text
}

// entryDate is the file's date in the language's way.
func (a *App) entryDate(e *gameEntry) string {
	return e.mod.Local().Format(a.loc.T("games.date_layout"))
}

// entryResult says where the game stands: reading, unreadable, in
// progress, or who won with how many points.
func (a *App) entryResult(e *gameEntry) string {
	switch {
	case !e.read:
		return a.loc.T("games.reading_one")
	case errors.Is(e.err, errTableUnreadable):
		return a.loc.T("games.table_unreadable")
	case e.err != nil:
		return a.loc.T("games.unreadable", map[string]any{"Reason": a.loc.T(reasonKey(e.err))})
	case e.table && e.lobby:
		free := 0
		for _, s := range e.seats {
			if s.Open() {
				free++
			}
		}
		return a.loc.N("online.hosted.lobby", free, map[string]any{"N": a.loc.Int(free)})
	case !e.over:
		progress := a.loc.N("games.in_progress", e.moves)
		if lead := a.leadText(e); lead != "" {
			return a.loc.T("games.in_progress_lead", map[string]any{"Progress": progress, "Lead": lead})
		}
		return progress
	}
	return a.winnerText(e)
}

// leadText is "Ana leads with 23 points" for a game in progress, naming
// every seat sharing the lead; "" when no one has a point yet or the
// engine cannot say.
func (a *App) leadText(e *gameEntry) string {
	var names []string
	points := 0
	for i, sc := range e.standing {
		if sc.Rank == 1 && sc.Total > 0 && i < len(e.cfg.Seats) {
			names = append(names, e.cfg.Seats[i].Name)
			points = sc.Total
		}
	}
	if len(names) == 0 {
		return ""
	}
	return a.loc.N("games.leads", points, map[string]any{"Names": strings.Join(names, ", "), "Shared": len(names) > 1})
}

// winnerText is "Ana won with 61 points", or names every winner of a
// shared first place.
func (a *App) winnerText(e *gameEntry) string {
	var names []string
	points := 0
	for i, sc := range e.out.Scores {
		if sc.Rank == 1 && i < len(e.cfg.Seats) {
			names = append(names, e.cfg.Seats[i].Name)
			points = sc.Total
		}
	}
	if len(names) == 0 {
		return a.loc.T("games.finished")
	}
	return a.loc.N("games.won", points, map[string]any{"Names": strings.Join(names, ", ")})
}

// showGameDetail fills the right side with the selected entry.
func (a *App) showGameDetail(gv *gamesState) {
	if gv.detail == nil {
		return
	}
	gv.detail.Objects = a.gameDetail(gv)
	gv.detail.Refresh()
	gv.actions.Objects = nil
	if gv.selected >= 0 && gv.selected < len(gv.entries) {
		gv.actions.Objects = a.entryActions(gv, gv.entries[gv.selected])
	}
	gv.actions.Refresh()
	if gv.pane != nil {
		gv.pane.Refresh()
	}
}

// gameDetail is the selected entry's page: its facts, its scores and its
// actions.
func (a *App) gameDetail(gv *gamesState) []fyne.CanvasObject {
	if gv.selected < 0 || gv.selected >= len(gv.entries) {
		return []fyne.CanvasObject{paragraph(a.loc.T("games.pick"))}
	}
	e := gv.entries[gv.selected]
	title := widget.NewLabelWithStyle(a.entryTitle(e), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	title.Wrapping = fyne.TextWrapWord
	out := []fyne.CanvasObject{title}
	placeKey := map[gamePlace]string{placeAutosave: "games.place.autosave", placeGames: "games.place.games",
		placeData: "games.place.data", placeTrash: "games.place.trash"}[e.place]
	if e.table {
		placeKey = "games.place.table"
	}
	where := paragraph(a.loc.T(placeKey, map[string]any{"File": filepath.Base(e.path)}))
	where.TextStyle = fyne.TextStyle{Italic: true}
	out = append(out, where)
	var facts []fyne.CanvasObject
	fact := func(key, value string) {
		k := widget.NewLabelWithStyle(a.loc.T(key), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		v := widget.NewLabel(value)
		v.Wrapping = fyne.TextWrapWord
		facts = append(facts, k, v)
	}
	fact("games.fact.date", a.entryDate(e))
	if e.cfg.Game != "" {
		fact("games.fact.game", a.gameName(e.cfg.Game))
		fact("games.fact.mode", a.modeName(e.cfg.Game, modeOf(e.cfg)))
		players := a.playersText(e.cfg)
		if e.table {
			players = a.tablePlayers(e)
		}
		fact("games.fact.players", players)
	}
	fact("games.fact.result", a.entryResult(e))
	out = append(out, container.New(layout.NewFormLayout(), facts...))
	if e.loadable() {
		out = append(out, a.entrySummary(e)...)
	}
	return out
}

// playersText names the seats, a bot's level after its name.
func (a *App) playersText(cfg game.Config) string {
	var names []string
	for _, s := range cfg.Seats {
		if s.Human() {
			names = append(names, s.Name)
			continue
		}
		names = append(names, a.loc.T("games.bot_seat", map[string]any{"Name": s.Name, "Level": a.levelName(s.Bot)}))
	}
	return strings.Join(names, ", ")
}

// entrySummary is the game in brief: the final ranking of a finished
// game; the moves played, whose turn it is and, where the engine can say,
// the ranking as it stands in one in progress.
func (a *App) entrySummary(e *gameEntry) []fyne.CanvasObject {
	out := []fyne.CanvasObject{subheading(a.loc.T(map[bool]string{false: "games.summary_progress", true: "games.summary_final"}[e.over]))}
	if !e.over {
		var names []string
		for _, s := range e.waiting {
			if int(s) < len(e.cfg.Seats) {
				names = append(names, e.cfg.Seats[s].Name)
			}
		}
		text := a.loc.N("games.moves", e.moves)
		if name := a.roundName(e.cfg.Game); name != nil && e.round > 0 {
			text = name(e.round) + " · " + text
		}
		if len(names) > 0 {
			text += " · " + a.loc.T("games.waiting", map[string]any{"Names": strings.Join(names, ", ")})
		}
		out = append(out, paragraph(text))
		if len(e.standing) == 0 {
			return out
		}
		return append(out, a.rankingRows(e, e.standing))
	}
	return append(out, a.rankingRows(e, e.out.Scores))
}

// rankingRows are the seats best first, each with its rank and points:
// the final ranking, or the standing of a game in progress.
func (a *App) rankingRows(e *gameEntry, scores []game.Score) fyne.CanvasObject {
	var rows []fyne.CanvasObject
	for rank := 1; rank <= len(scores); rank++ {
		for i, sc := range scores {
			if sc.Rank != rank || i >= len(e.cfg.Seats) {
				continue
			}
			place := widget.NewLabelWithStyle(a.loc.T("games.rank", map[string]any{"Rank": sc.Rank}), fyne.TextAlignTrailing, fyne.TextStyle{Bold: rank == 1})
			name := widget.NewLabelWithStyle(e.cfg.Seats[i].Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: rank == 1})
			name.Truncation = fyne.TextTruncateEllipsis
			pts := widget.NewLabelWithStyle(a.loc.N("games.points", sc.Total), fyne.TextAlignTrailing, fyne.TextStyle{Bold: rank == 1})
			rows = append(rows, container.NewBorder(nil, nil, place, pts, name))
		}
	}
	return container.New(capWidth{gamesRankingWidth}, container.New(layout.NewCustomPaddedVBoxLayout(0), rows...))
}

// entryActions are the buttons for what can be done with e.
func (a *App) entryActions(gv *gamesState, e *gameEntry) []fyne.CanvasObject {
	btn := func(key string, icon fyne.Resource, f func()) *widget.Button {
		return widget.NewButtonWithIcon(a.loc.T(key), icon, f)
	}
	var main, more []fyne.CanvasObject
	if gv.pick != nil {
		if e.loadable() && e.over {
			open := btn(gv.pick.action, gv.pick.icon, func() { a.openEntry(e, gv.pick.show) })
			open.Importance = widget.HighImportance
			main = append(main, open)
		}
	} else if gv.trash {
		restore := btn("games.restore", theme.ContentUndoIcon(), func() { a.restoreEntry(e) })
		restore.Importance = widget.HighImportance
		main = append(main, restore)
	} else {
		if e.loadable() && !e.over {
			resume := btn("games.resume", theme.MediaPlayIcon(), func() { a.resumeEntry(e) })
			resume.Importance = widget.HighImportance
			main = append(main, resume)
		}
		if e.loadable() && e.over {
			review := btn("games.review", theme.SearchIcon(), func() { a.openEntry(e, a.ShowReview) })
			review.Importance = widget.HighImportance
			main = append(main, review, btn("games.replay", theme.MediaReplayIcon(), func() { a.openEntry(e, a.ShowReplay) }))
		}
		if e.place == placeAutosave {
			if e.loadable() {
				more = append(more, btn("games.keep", theme.DocumentSaveIcon(), func() { a.keepEntry(e) }))
			}
		} else {
			more = append(more, btn("games.rename", theme.DocumentCreateIcon(), func() { a.renameDialog(e) }))
		}
		more = append(more, btn("games.export", theme.UploadIcon(), func() { a.exportDialog(e) }),
			btn("games.delete", theme.DeleteIcon(), func() { a.confirmDelete(e) }))
	}
	var out []fyne.CanvasObject
	if len(main) > 0 {
		out = append(out, container.NewGridWithColumns(len(main), main...))
	}
	if len(more) > 0 {
		out = append(out, container.NewGridWithColumns(len(more), more...))
	}
	return out
}

// openEntry loads e's game and hands it to show (the review, the
// replay).
func (a *App) openEntry(e *gameEntry, show func(game.State)) {
	s, err := game.LoadSave(e.path, a.lookup)
	if err != nil {
		a.showError("error.load_title", err)
		return
	}
	show(s)
}

// resumeEntry puts e's game on the table. The game of the autosave,
// when no file of the games folder holds it, is kept there first, since
// the table's autosave will replace it.
func (a *App) resumeEntry(e *gameEntry) {
	if e.place != placeAutosave {
		a.keepAutosave()
	}
	a.loadFile(e.path, "error.load_title")
}

// keepAutosave copies the autosave into the games folder when it holds a
// game kept nowhere else.
func (a *App) keepAutosave() {
	s, err := game.LoadSave(a.autosavePath(), a.lookup)
	if err != nil || keptAlready(a.dataDir, s) {
		return
	}
	if _, err := copyGame(a.dataDir, a.autosavePath(), a.defaultSaveName(s)); err != nil {
		a.showError("error.save_title", err)
	}
}

// gamesProblem tells the player an operation failed.
func (a *App) gamesProblem(err error) {
	switch {
	case errors.Is(err, errNameTaken):
		a.showMessage("games.problem_title", a.loc.T("games.name_taken"))
	case errors.Is(err, errNameInvalid):
		a.showMessage("games.problem_title", a.loc.T("games.name_invalid"))
	default:
		a.showError("games.problem_title", err)
	}
}
