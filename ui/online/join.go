package online

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
	"agora/online/remote"
	"agora/ui/kit"
)

// connectTimeout bounds a connection's first exchange.
const connectTimeout = 15 * time.Second

// JoinForm is the way to a table: found on the local network, by an
// invite pasted, or by a server's address and a room code with a seat's
// key; with the player's name and colour. A table found may also be
// watched, an invite to watch watches, and a server's room is watched
// with its spectators' key.
type JoinForm struct {
	env               *Env
	name              string
	colour            int
	invite            string
	server, room, key string

	found    []lan.Table
	browsing bool
	busy     bool

	// Widgets tests reach.
	inviteEntry *widget.Entry
	joinInvite  *widget.Button
	joinServer  *widget.Button
	joinFound   []*widget.Button
	watchFound  []*widget.Button
	rejoin      []*widget.Button
	refresh     *widget.Button
	err         *errorLine
	shown       fyne.CanvasObject // what the form last put in the window
}

// NewJoinForm is an empty join form.
func NewJoinForm(env *Env) *JoinForm { return &JoinForm{env: env} }

// Show puts the form in the window and looks for tables.
func (f *JoinForm) Show() {
	f.show()
	f.Browse()
}

// show puts the form, built anew, in the window.
func (f *JoinForm) show() {
	f.shown = f.Content()
	f.env.Show(f.shown)
}

// Browse looks for tables on the local network and lists them; the form
// is drawn again with them only if the player is still on it.
func (f *JoinForm) Browse() {
	if f.browsing || f.env.Offline {
		return
	}
	f.browsing = true
	if f.refresh != nil {
		f.refresh.Disable()
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		found, err := f.env.browse(ctx)
		f.env.do(func() {
			f.browsing = false
			if err == nil {
				f.found = found
			}
			if f.env.shows(f.shown) {
				f.show()
			}
		})
	}()
}

// Content builds the form's widgets, larger in a large window.
func (f *JoinForm) Content() fyne.CanvasObject { return growing(f.contentAt) }

// contentAt is the form at a text scale.
func (f *JoinForm) contentAt(scale float32) fyne.CanvasObject {
	e := f.env
	f.err = errorText()
	name := widget.NewEntry()
	name.SetPlaceHolder(e.T("online.your_name_placeholder"))
	name.SetText(f.name)
	name.OnChanged = func(s string) { f.name = s }
	colour := widget.NewSelect(e.colourNames(), nil)
	colour.SetSelectedIndex(f.colour)
	colour.OnChanged = func(string) { f.colour = colour.SelectedIndex() }
	// The two forms' labels share one width, so that the fields line up.
	labels := alignedLabels(scale, e.T("online.your_name"), e.T("online.your_colour"),
		e.T("online.join.server"), e.T("online.join.room"), e.T("online.join.key"))
	you := container.New(layout.NewFormLayout(), labels[0], name, labels[1], colour)

	f.refresh = widget.NewButtonWithIcon(e.T("online.join.refresh"), theme.ViewRefreshIcon(), f.Browse)
	if f.browsing {
		f.refresh.Disable()
	}
	found := container.NewVBox()
	f.joinFound, f.watchFound = nil, nil
	for _, t := range f.found {
		what := e.gameName(t.Game)
		if len(t.Expansions) > 0 {
			var xs []string
			for _, x := range t.Expansions {
				xs = append(xs, e.expansionName(t.Game, x))
			}
			what = e.T("online.lobby.game_with", map[string]any{"Game": what, "Expansions": strings.Join(xs, ", ")})
		}
		seats := e.Loc.N("online.join.free", t.Free, map[string]any{"N": e.Loc.Int(t.Free), "Seats": e.Loc.Int(t.Seats)})
		if t.Free == 0 {
			seats = e.T("online.join.full_table", map[string]any{"Seats": e.Loc.Int(t.Seats)})
		}
		join := widget.NewButton(e.T("online.join.sit"), func() { f.join(t.Invite) })
		if t.Free == 0 || f.busy {
			join.Disable()
		}
		f.joinFound = append(f.joinFound, join)
		watch := widget.NewButtonWithIcon(e.T("online.join.watch"), theme.VisibilityIcon(), func() { f.watch(t.Invite) })
		if f.busy {
			watch.Disable()
		}
		f.watchFound = append(f.watchFound, watch)
		title := widget.NewLabelWithStyle(t.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		detail := kit.Paragraph(what + " · " + seats)
		found.Add(container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(watch, join)), container.NewVBox(title, detail)))
	}
	var list fyne.CanvasObject = found
	f.rejoin = nil
	var again []fyne.CanvasObject
	for _, m := range f.remembered() {
		inv, err := lan.ParseInvite(m.Invite)
		if err != nil {
			continue
		}
		sit := widget.NewButton(e.T("online.join.sit_again"), func() {
			if strings.TrimSpace(f.name) == "" {
				f.name = m.Name
			}
			f.join(inv)
		})
		if f.busy {
			sit.Disable()
		}
		f.rejoin = append(f.rejoin, sit)
		title := widget.NewLabelWithStyle(m.Table, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		detail := kit.Paragraph(e.T("online.join.remembered", map[string]any{"Game": e.gameName(m.Game), "Name": m.Name}))
		again = append(again, container.NewBorder(nil, nil, nil, container.NewCenter(sit), container.NewVBox(title, detail)))
	}
	switch {
	case f.browsing && len(f.found) == 0:
		list = kit.Paragraph(e.T("online.join.looking"))
	case len(f.found) == 0:
		list = kit.Paragraph(e.T("online.join.none"))
	}

	f.inviteEntry = widget.NewEntry()
	f.inviteEntry.SetPlaceHolder(e.T("online.join.invite_placeholder"))
	f.inviteEntry.SetText(f.invite)
	f.inviteEntry.OnChanged = func(s string) { f.invite = s }
	f.joinInvite = widget.NewButton(e.T("online.join.sit"), func() {
		inv, err := lan.ParseInvite(f.invite)
		if err != nil {
			showError(f.err, e.message(err))
			return
		}
		if inv.Watching() {
			f.watch(inv)
			return
		}
		f.join(inv)
	})

	server := widget.NewEntry()
	server.SetPlaceHolder(e.T("online.join.server_placeholder"))
	server.SetText(f.server)
	server.OnChanged = func(s string) { f.server = s }
	room := widget.NewEntry()
	room.SetText(f.room)
	room.OnChanged = func(s string) { f.room = s }
	key := widget.NewEntry()
	key.SetText(f.key)
	key.OnChanged = func(s string) { f.key = s }
	f.joinServer = widget.NewButton(e.T("online.join.sit"), f.joinDedicated)
	serverForm := container.New(layout.NewFormLayout(), labels[2], server, labels[3], room, labels[4], key)
	if f.busy {
		f.joinInvite.Disable()
		f.joinServer.Disable()
	}

	body := kit.WithWidth(formWidth*scale, you)
	if len(again) > 0 {
		body.Add(kit.Subheading(e.T("online.join.yours")))
		for _, o := range again {
			body.Add(o)
		}
	}
	body.Objects = append(body.Objects,
		container.NewBorder(nil, nil, nil, f.refresh, kit.Subheading(e.T("online.join.found"))), list,
		kit.Subheading(e.T("online.join.invite")),
		container.NewBorder(nil, nil, nil, f.joinInvite, f.inviteEntry),
		kit.Subheading(e.T("online.join.by_server")), serverForm, container.NewHBox(layout.NewSpacer(), f.joinServer),
		f.err.label)
	back := widget.NewButtonWithIcon(e.T("nav.back"), theme.NavigateBackIcon(), e.Back)
	f.err.root = page(e.T("online.join.title"), body, back)
	return f.err.root
}

// join sits at a table of the local network and shows its lobby.
func (f *JoinForm) join(inv lan.Invite) {
	e := f.env
	if err := validName(f.name); err != nil {
		showError(f.err, e.message(err))
		return
	}
	name, colour := strings.TrimSpace(f.name), Colours[f.colour].Name
	f.setBusy(true)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
		defer cancel()
		j, err := lan.Join(ctx, inv, name, colour, lan.OpenTokens(e.DataDir))
		e.do(func() {
			f.setBusy(false)
			if err != nil {
				showError(f.err, e.message(err))
				return
			}
			NewJoinerLobby(e, j, name).Show()
		})
	}()
}

// watch comes to watch a table of the local network (by its invite to
// watch, or as found there) and shows its lobby until the game starts.
func (f *JoinForm) watch(inv lan.Invite) {
	e := f.env
	if err := validName(f.name); err != nil {
		showError(f.err, e.message(err))
		return
	}
	name := strings.TrimSpace(f.name)
	f.setBusy(true)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
		defer cancel()
		w, err := lan.Watch(ctx, inv)
		e.do(func() {
			f.setBusy(false)
			if err != nil {
				showError(f.err, e.message(err))
				return
			}
			NewWatcherLobby(e, w, name).Show()
		})
	}()
}

// joinDedicated sits at a seat of a room on a dedicated server (or
// watches it, with the room's spectators' key).
func (f *JoinForm) joinDedicated() {
	e := f.env
	if err := validName(f.name); err != nil {
		showError(f.err, e.message(err))
		return
	}
	addr, room, key := strings.TrimSpace(f.server), strings.ToUpper(strings.TrimSpace(f.room)), strings.TrimSpace(f.key)
	if addr == "" || room == "" || key == "" {
		showError(f.err, e.T("online.error.server_fields"))
		return
	}
	url := addr
	if !strings.Contains(url, "://") {
		url = tlsScheme + url
	}
	if !strings.HasPrefix(strings.ToLower(url), tlsScheme) {
		showError(f.err, e.T("online.error.not_tls"))
		return
	}
	if !strings.HasSuffix(url, lan.PlayPath) {
		url = strings.TrimSuffix(url, "/") + lan.PlayPath
	}
	name := strings.TrimSpace(f.name)
	f.setBusy(true)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
		defer cancel()
		s, err := remote.Dial(ctx, url, room, key, remote.Options{Name: name, Client: e.Client})
		e.do(func() {
			f.setBusy(false)
			if err != nil {
				showError(f.err, e.message(err))
				return
			}
			e.Play(Started{Seat: s})
		})
	}()
}

// setBusy disables the join buttons while a connection is made, and
// shows the form again once it is done.
func (f *JoinForm) setBusy(busy bool) {
	f.busy = busy
	if !busy {
		if f.env.shows(f.shown) {
			f.show()
		}
		return
	}
	for _, b := range append(append([]*widget.Button{f.joinInvite, f.joinServer}, f.joinFound...), f.watchFound...) {
		if b != nil {
			b.Disable()
		}
	}
}

// maxRemembered bounds the tables offered to sit at again.
const maxRemembered = 5

// remembered are the tables this app sat at lately, the latest first.
func (f *JoinForm) remembered() []lan.SeatMemory {
	tokens := lan.OpenTokens(f.env.DataDir)
	codes, err := tokens.Codes()
	if err != nil {
		return nil
	}
	var out []lan.SeatMemory
	for _, c := range codes {
		if m, ok, err := tokens.Get(c); err == nil && ok && m.Table != "" {
			out = append(out, m)
		}
		if len(out) == maxRemembered {
			break
		}
	}
	return out
}

// tlsScheme starts a server's address: the only transport it is reached by.
const tlsScheme = "wss://"
