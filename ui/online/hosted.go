package online

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/lan"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/ui/kit"
)

// The tables this computer hosted, kept in its data folder (online/lan,
// keep.go), to host again or forget. A host that quits ends nothing for
// good: its table is hosted again from here, the lobby as it was or the
// game at its last move, and the joiners sit again at their seats by the
// tokens their apps kept. Forgetting a table asks first and moves its
// folder to the app's trash folder; nothing here deletes a file.

// trashDir is the app's trash in the data folder (ui/games.go): a
// forgotten table's folder goes to its hosted folder.
const trashDir = "trash"

// hostedRow is one table kept: as lan.HostedTables reads it, or a folder
// that does not read as a table (broken).
type hostedRow struct {
	table  lan.HostedTable
	broken bool
	// last is when the table was last played: its lobby's last change,
	// or its game's last move.
	last time.Time
	// state is the game kept for a started table; stateErr why it cannot
	// be read.
	state    game.State
	stateErr error
}

// listHosted reads the tables kept in the data folder dir, the latest
// played first, then any folder of a table that does not read as one, listed as
// broken and never touched. With lookup nil the games kept are not read.
func listHosted(dir string, lookup func(string) (game.Rules, bool)) ([]hostedRow, error) {
	tables, err := lan.HostedTables(dir)
	if err != nil {
		return nil, err
	}
	var rows []hostedRow
	for _, t := range tables {
		r := hostedRow{table: t, last: t.Saved}
		if t.Started && lookup != nil {
			save := filepath.Join(t.Folder, t.Room+".agora")
			r.state, r.stateErr = game.LoadSave(save, lookup)
			if fi, err := os.Stat(save); err == nil && fi.ModTime().After(r.last) {
				r.last = fi.ModTime()
			}
		}
		rows = append(rows, r)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, lan.HostedDir))
	for _, e := range entries {
		folder := filepath.Join(dir, lan.HostedDir, e.Name())
		if !e.IsDir() || !proto.IsRoomCode(e.Name()) || slices.ContainsFunc(tables, func(t lan.HostedTable) bool { return t.Folder == folder }) {
			continue
		}
		r := hostedRow{table: lan.HostedTable{Folder: folder, Code: e.Name()}, broken: true}
		if fi, err := e.Info(); err == nil {
			r.last = fi.ModTime()
		}
		rows = append(rows, r)
	}
	slices.SortStableFunc(rows, func(a, b hostedRow) int {
		if a.broken != b.broken { // the tables to host first
			if b.broken {
				return -1
			}
			return 1
		}
		return b.last.Compare(a.last)
	})
	return rows, nil
}

// forgetTable moves a kept table's folder to the trash, under a name no
// file of the trash has: nothing is deleted.
func forgetTable(dir, folder string) (string, error) {
	parent := filepath.Join(dir, trashDir, lan.HostedDir)
	if err := os.MkdirAll(parent, 0o700); err != nil {
		return "", err
	}
	base := filepath.Base(folder)
	for i := 1; i < 100; i++ {
		name := base
		if i > 1 {
			name += " (" + strconv.Itoa(i) + ")"
		}
		dst := filepath.Join(parent, name)
		if _, err := os.Lstat(dst); !errors.Is(err, os.ErrNotExist) {
			continue
		}
		return dst, os.Rename(folder, dst)
	}
	return "", fmt.Errorf("no free name in %s", parent)
}

// HostedList is the screen of the tables this computer hosted.
type HostedList struct {
	env  *Env
	back func()
	rows []hostedRow
	err  *errorLine

	// Widgets tests reach, by the table's folder.
	again, forget map[string]*widget.Button
	forgetting    *widget.PopUp // the question Forget asks
}

// NewHostedList reads the tables kept in the data folder; back leaves
// the list.
func NewHostedList(env *Env, back func()) *HostedList {
	l := &HostedList{env: env, back: back}
	l.reload()
	return l
}

func (l *HostedList) reload() {
	rows, err := listHosted(l.env.DataDir, l.env.rules)
	l.rows = rows
	if err != nil && l.err != nil {
		showError(l.err, l.env.message(err))
	}
}

// Show puts the list in the window.
func (l *HostedList) Show() { l.env.Show(l.Content()) }

// Content builds the list, larger in a large window.
func (l *HostedList) Content() fyne.CanvasObject { return growing(l.contentAt) }

func (l *HostedList) contentAt(scale float32) fyne.CanvasObject {
	e := l.env
	l.err = errorText()
	l.again, l.forget = map[string]*widget.Button{}, map[string]*widget.Button{}
	back := widget.NewButtonWithIcon(e.T("nav.back"), theme.NavigateBackIcon(), l.back)
	body := kit.WithWidth(formWidth * scale)
	if len(l.rows) == 0 {
		body.Add(kit.Paragraph(e.T("online.hosted.none")))
	} else {
		body.Add(kit.Paragraph(e.T("online.hosted.explain")))
	}
	for _, r := range l.rows {
		body.Add(widget.NewSeparator())
		body.Add(l.rowContent(r))
	}
	body.Add(l.err.label)
	l.err.root = page(e.T("online.hosted.title"), body, back)
	return l.err.root
}

// rowContent is one table: its name, game and mode, players, when last
// played and where its game stands, with Host again and Forget.
func (l *HostedList) rowContent(r hostedRow) fyne.CanvasObject {
	e := l.env
	forget := widget.NewButtonWithIcon(e.T("online.hosted.forget"), theme.DeleteIcon(), func() { l.confirmForget(r) })
	l.forget[r.table.Folder] = forget
	when := r.last.Local().Format(e.T("games.date_layout"))
	if r.broken {
		return container.NewVBox(
			kit.Subheading(e.T("online.hosted.broken_title", map[string]any{"Code": r.table.Code})),
			kit.Paragraph(e.T("online.hosted.broken", map[string]any{"Date": when})),
			container.NewHBox(forget))
	}
	again := widget.NewButtonWithIcon(e.T("online.hosted.again"), theme.MediaPlayIcon(), func() { l.hostAgain(r) })
	again.Importance = widget.HighImportance
	l.again[r.table.Folder] = again
	var lines []string
	lines = append(lines, l.modeText(r.table.Config))
	lines = append(lines, e.T("online.hosted.players", map[string]any{"Names": l.playersText(r)}))
	lines = append(lines, e.T("online.hosted.last", map[string]any{"Date": when}))
	lines = append(lines, l.standText(r))
	return container.NewVBox(
		kit.Subheading(r.table.Name),
		kit.Paragraph(strings.Join(lines, "\n")),
		container.NewHBox(again, forget))
}

// modeText is the game with its expansions, and teams.
func (l *HostedList) modeText(cfg game.Config) string {
	e := l.env
	text := e.gameName(cfg.Game)
	if len(cfg.Expansions) > 0 {
		var xs []string
		for _, x := range cfg.Expansions {
			short, _, _ := strings.Cut(e.expansionName(cfg.Game, x), " (") // its name, not what it holds
			xs = append(xs, short)
		}
		text = e.T("online.lobby.game_with", map[string]any{"Game": text, "Expansions": strings.Join(xs, ", ")})
	}
	if cfg.Teams {
		text += " · " + e.T("newgame.teams")
	}
	return text
}

// playersText names the seats: the game's names once started, the
// lobby's before, an open seat as such.
func (l *HostedList) playersText(r hostedRow) string {
	e := l.env
	var names []string
	if r.state != nil {
		for _, s := range r.state.Config().Seats {
			names = append(names, s.Name)
		}
		return strings.Join(names, ", ")
	}
	for _, s := range r.table.Seats {
		switch {
		case s.Bot == "" && !s.Taken:
			names = append(names, e.T("online.hosted.open_seat"))
		default:
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// standText says where the game stands.
func (l *HostedList) standText(r hostedRow) string {
	e := l.env
	switch {
	case !r.table.Started:
		free := 0
		for _, s := range r.table.Seats {
			if s.Bot == "" && !s.Taken {
				free++
			}
		}
		return e.Loc.N("online.hosted.lobby", free, map[string]any{"N": e.Loc.Int(free)})
	case r.stateErr != nil:
		return e.T("online.hosted.unreadable")
	case r.state.Over():
		return e.T("online.hosted.over")
	}
	text := e.Loc.N("games.moves", len(r.state.Log()))
	if ro, ok := r.state.(game.Rounder); ok && ro.Round() > 0 && e.Loc.Has("review.round."+r.table.Config.Game) {
		text = e.T("review.round."+r.table.Config.Game, map[string]any{"N": roman(ro.Round())}) + " · " + text
	}
	return e.T("online.hosted.under_way", map[string]any{"Where": text})
}

// roman writes a round's number as 7 Wonders writes its Ages.
func roman(n int) string {
	if n >= 1 && n <= 3 {
		return [...]string{"I", "II", "III"}[n-1]
	}
	return strconv.Itoa(n)
}

// hostAgain hosts the table again: its lobby, as a new table's, or its
// game at once for a game under way, the host at its seat.
func (l *HostedList) hostAgain(r hostedRow) {
	e := l.env
	h, err := lan.NewHost(lan.HostOptions{Dir: e.DataDir, Addr: e.Addr, Advertise: e.Advertise,
		Announce: e.Announce, AnnounceOptions: e.AnnounceOptions, Resume: r.table.Folder})
	if err != nil {
		showError(l.err, e.message(err))
		return
	}
	lob := h.Lobby()
	if !lob.Started {
		NewHostLobby(e, h).Show()
		return
	}
	s, err := sitHost(e, h)
	if err != nil {
		h.Close()
		showError(l.err, e.message(err))
		return
	}
	e.Play(Started{Seat: s, Lobby: h.Lobby(), Host: h})
}

// sitHost seats the host at its table's game over loopback, like the
// joiners, or in this process if that fails.
func sitHost(e *Env, h *lan.Host) (seat.Seat, error) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	name := ""
	for _, st := range h.Lobby().Seats {
		if st.Host {
			name = st.Name
		}
	}
	if rs, err := h.Sit(ctx, remote.Options{Name: name, Client: e.Client}); err == nil {
		return rs, nil
	}
	return h.Seat()
}

// confirmForget asks, then moves the table's folder to the trash.
func (l *HostedList) confirmForget(r hostedRow) {
	e := l.env
	c := fyne.CurrentApp().Driver().CanvasForObject(l.err.root)
	if c == nil {
		return
	}
	name := r.table.Name
	if r.broken {
		name = r.table.Code
	}
	var pop *widget.PopUp
	forget := func() {
		pop.Hide()
		if _, err := forgetTable(e.DataDir, r.table.Folder); err != nil {
			showError(l.err, e.message(err))
			return
		}
		l.reload()
		l.Show()
	}
	// As large as the screen's words (kit.Scale), built anew at each scale.
	pop = modalQuestion(c, func() float32 { return kit.Scale(c.Size()) }, func() fyne.CanvasObject {
		keep := widget.NewButtonWithIcon(e.T("online.hosted.forget_no"), theme.CancelIcon(), func() { pop.Hide() })
		keep.Importance = widget.HighImportance
		yes := widget.NewButtonWithIcon(e.T("online.hosted.forget_yes"), theme.DeleteIcon(), forget)
		yes.Importance = widget.DangerImportance
		return container.NewVBox(
			widget.NewLabelWithStyle(e.T("online.hosted.forget_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			kit.Paragraph(e.T("online.hosted.forget_ask", map[string]any{"Table": name})),
			container.NewGridWithColumns(2, keep, yes))
	})
	l.forgetting = pop
	pop.Show()
}
