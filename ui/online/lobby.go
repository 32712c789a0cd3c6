package online

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
	"agora/online/remote"
	"agora/ui/kit"
)

// Lobby is the table before its game: its seats and who sits there, for
// the host (the invites to copy, to play and to watch; kick, start), a
// joiner (ready, leave) or a spectator (leave). It follows the table's
// changes until the game starts or it is left.
type Lobby struct {
	env     *Env
	host    *lan.Host    // the host's lobby, or
	joiner  *lan.Joiner  // a joiner's, or
	watcher *lan.Watcher // a spectator's
	name    string       // the joiner's or spectator's name, told to the game

	ctx    context.Context // ends when the lobby is left
	cancel context.CancelFunc
	lobby  lan.Lobby
	ready  bool
	gone   bool // left, or the game began: nothing more to show

	// Widgets tests reach.
	start, readyButton *widget.Button
	kicks              map[int]*widget.Button
	status             *widget.Label
	err                *errorLine
	invite             *widget.Label
	copyWatch          *widget.Button
}

// NewHostLobby is the lobby of a table this app hosts.
func NewHostLobby(env *Env, h *lan.Host) *Lobby {
	l := &Lobby{env: env, host: h, lobby: h.Lobby()}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	return l
}

// NewJoinerLobby is the lobby of a table joined.
func NewJoinerLobby(env *Env, j *lan.Joiner, name string) *Lobby {
	l := &Lobby{env: env, joiner: j, name: name, lobby: j.Lobby()}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	return l
}

// NewWatcherLobby is the lobby of a table watched, until its game starts.
func NewWatcherLobby(env *Env, w *lan.Watcher, name string) *Lobby {
	l := &Lobby{env: env, watcher: w, name: name, lobby: w.Lobby()}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	return l
}

// Show puts the lobby in the window and follows the table; a joiner
// back at a game that has begun sits at once, and a spectator of a game
// under way watches it at once.
func (l *Lobby) Show() {
	if l.host == nil && l.lobby.Started {
		l.gone = true
		l.render()
		go l.sit()
		return
	}
	l.render()
	go l.follow()
}

// follow waits for the lobby's changes and shows each.
func (l *Lobby) follow() {
	v := l.lobby.Version
	for l.ctx.Err() == nil {
		var next lan.Lobby
		var err error
		switch {
		case l.host != nil:
			next, err = l.host.Wait(l.ctx, v)
		case l.watcher != nil:
			next, err = l.watcher.Wait(l.ctx, v)
		default:
			next, err = l.joiner.Wait(l.ctx, v)
		}
		if l.ctx.Err() != nil {
			return
		}
		if err != nil {
			l.env.do(func() { l.ended(err) })
			return
		}
		v = next.Version
		l.env.do(func() { l.changed(next) })
		if next.Started || next.Closed {
			return
		}
	}
}

// changed shows a new state of the lobby; a started game sits the
// joiner at its seat.
func (l *Lobby) changed(next lan.Lobby) {
	if l.gone {
		return
	}
	l.lobby = next
	if next.Closed {
		l.ended(lan.ErrNoTable)
		return
	}
	if next.Started && l.host == nil {
		l.gone = true
		l.render()
		go l.sit()
		return
	}
	l.render()
}

// ended shows why the lobby is over for this player.
func (l *Lobby) ended(err error) {
	if l.gone {
		return
	}
	l.gone = true
	l.cancel()
	l.render()
	showError(l.err, l.env.message(err))
}

// sit connects the joiner to its seat, or the spectator to the game, and
// starts the table.
func (l *Lobby) sit() {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	opts := remote.Options{Name: l.name, Client: l.env.Client}
	var s *remote.Seat
	var err error
	if l.watcher != nil {
		s, err = l.watcher.Sit(ctx, opts)
	} else {
		s, err = l.joiner.Sit(ctx, opts)
	}
	l.env.do(func() {
		if err != nil {
			showError(l.err, l.env.message(err))
			return
		}
		l.cancel()
		l.env.Play(Started{Seat: s, Lobby: l.lobby, Joiner: l.joiner, Watcher: l.watcher})
	})
}

// render builds the lobby's widgets from its state.
func (l *Lobby) render() { l.env.Show(l.content()) }

// content is the lobby, larger in a large window.
func (l *Lobby) content() fyne.CanvasObject { return growing(l.contentAt) }

// contentAt is the lobby at a text scale.
func (l *Lobby) contentAt(scale float32) fyne.CanvasObject {
	e, lob := l.env, l.lobby
	l.err = errorText()
	l.status = kit.Paragraph(l.statusText())
	body := kit.WithWidth(formWidth * scale)
	game := e.gameName(lob.Game)
	if len(lob.Expansions) > 0 {
		var xs []string
		for _, x := range lob.Expansions {
			xs = append(xs, e.expansionName(lob.Game, x))
		}
		game = e.T("online.lobby.game_with", map[string]any{"Game": game, "Expansions": strings.Join(xs, ", ")})
	}
	body.Add(kit.Paragraph(game))
	if l.host != nil {
		l.invite = widget.NewLabel(l.host.Invite().String())
		l.invite.Wrapping = fyne.TextWrapBreak
		l.invite.Selectable = true
		copyButton := widget.NewButtonWithIcon(e.T("online.lobby.copy"), theme.ContentCopyIcon(), func() {
			e.clipboard().SetContent(l.host.Invite().String())
			l.status.SetText(e.T("online.lobby.copied"))
			l.err.root.Refresh()
		})
		body.Add(kit.Subheading(e.T("online.lobby.invite")))
		body.Add(container.NewBorder(nil, nil, nil, copyButton, l.invite))
		body.Add(kit.Paragraph(e.T("online.lobby.invite_help", map[string]any{"Code": lob.Code})))
		// The invite to watch, shorter: its words and Copy (the link is
		// the players' one with the key to watch).
		l.copyWatch = widget.NewButtonWithIcon(e.T("online.lobby.copy"), theme.ContentCopyIcon(), func() {
			e.clipboard().SetContent(l.host.WatchInvite().String())
			l.status.SetText(e.T("online.lobby.watch_copied"))
			l.err.root.Refresh()
		})
		body.Add(kit.Subheading(e.T("online.lobby.watch_invite")))
		body.Add(container.NewBorder(nil, nil, nil, container.NewCenter(l.copyWatch), kit.Paragraph(e.T("online.lobby.watch_help"))))
	}
	body.Add(kit.Subheading(e.T("newgame.seats")))
	body.Add(l.seatRows(scale))
	body.Add(l.status)
	body.Add(l.err.label)

	var buttons []fyne.CanvasObject
	switch {
	case l.watcher != nil:
		buttons = []fyne.CanvasObject{widget.NewButtonWithIcon(e.T("online.lobby.stop_watching"), theme.NavigateBackIcon(), l.leave)}
	case l.host != nil:
		closeButton := widget.NewButtonWithIcon(e.T("online.lobby.close"), theme.CancelIcon(), l.leave)
		l.start = widget.NewButtonWithIcon(e.T("online.lobby.start"), theme.MediaPlayIcon(), l.startGame)
		l.start.Importance = widget.HighImportance
		if !l.canStart() || l.gone {
			l.start.Disable()
		}
		buttons = []fyne.CanvasObject{closeButton, l.start}
	default:
		if mine := l.joiner.Seat(); mine >= 0 && mine < len(lob.Seats) {
			l.ready = lob.Seats[mine].Ready // as the host knows it (a joiner come back)
		}
		leave := widget.NewButtonWithIcon(e.T("online.lobby.leave"), theme.NavigateBackIcon(), l.leave)
		label := e.T("online.lobby.ready")
		if l.ready {
			label = e.T("online.lobby.not_ready")
		}
		l.readyButton = widget.NewButtonWithIcon(label, theme.ConfirmIcon(), l.toggleReady)
		if !l.ready {
			l.readyButton.Importance = widget.HighImportance
		}
		if l.gone {
			l.readyButton.Disable()
		}
		buttons = []fyne.CanvasObject{leave, l.readyButton}
	}
	l.err.root = page(lob.Table, body, buttons...)
	return l.err.root
}

// seatRows: each seat's number, colour, name and state, and for the
// host a Kick button by each friend's seat.
func (l *Lobby) seatRows(scale float32) fyne.CanvasObject {
	e := l.env
	l.kicks = map[int]*widget.Button{}
	grid := container.New(layout.NewFormLayout())
	mine := -1
	if l.joiner != nil {
		mine = l.joiner.Seat()
	}
	for i, s := range l.lobby.Seats {
		label := widget.NewLabel(e.T("newgame.seat", map[string]any{"N": e.Loc.Int(i + 1)}))
		var state string
		switch {
		case s.Bot != "":
			state = e.T("seat.bot", map[string]any{"Level": e.levelName(s.Bot)})
		case !s.Taken:
			state = e.T("online.seat.open")
		case s.Host:
			state = e.T("online.seat.host")
		case s.Ready:
			state = e.T("online.seat.ready")
		default:
			state = e.T("online.seat.joined")
		}
		name := s.Name
		if !s.Taken && s.Bot == "" {
			name = "—"
		}
		if i == mine {
			name = e.T("online.seat.you_named", map[string]any{"Name": name})
		}
		nameLabel := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: i == mine})
		nameLabel.Truncation = fyne.TextTruncateEllipsis
		stateLabel := widget.NewLabel(state)
		var right fyne.CanvasObject = stateLabel
		if l.host != nil && s.Taken && !s.Host && s.Bot == "" && !l.lobby.Started {
			kick := widget.NewButtonWithIcon(e.T("online.lobby.kick"), theme.ContentRemoveIcon(), func() {
				if err := l.host.Kick(i); err != nil {
					showError(l.err, e.message(err))
				}
			})
			l.kicks[i] = kick
			right = container.NewHBox(stateLabel, kick)
		}
		var sw fyne.CanvasObject = swatch(colourOf(s.Colour), scale)
		if !s.Taken || s.Bot != "" {
			sw = swatch(theme.Color(theme.ColorNameDisabled), scale)
		}
		grid.Add(label)
		grid.Add(container.NewBorder(nil, nil, sw, right, nameLabel))
	}
	return grid
}

// canStart: every seat is taken by a player who is ready.
func (l *Lobby) canStart() bool {
	for _, s := range l.lobby.Seats {
		if s.Bot == "" && (!s.Taken || !s.Ready) {
			return false
		}
	}
	return !l.lobby.Started
}

// statusText says what the table waits for.
func (l *Lobby) statusText() string {
	e := l.env
	switch {
	case l.lobby.Started:
		return e.T("online.lobby.started")
	case l.watcher != nil:
		return e.T("online.lobby.watching")
	case l.lobby.Free() > 0:
		return e.Loc.N("online.lobby.waiting_seats", l.lobby.Free(), map[string]any{"N": e.Loc.Int(l.lobby.Free())})
	case !l.canStart():
		return e.T("online.lobby.waiting_ready")
	case l.host != nil:
		return e.T("online.lobby.all_ready")
	default:
		return e.T("online.lobby.waiting_host")
	}
}

// startGame begins the game and seats the host.
func (l *Lobby) startGame() {
	if err := l.host.Start(); err != nil {
		showError(l.err, l.env.message(err))
		return
	}
	// The host sits at its seat over loopback, like the joiners, to see
	// the table's presence and chat; in this process if that fails.
	s, err := sitHost(l.env, l.host)
	if err != nil {
		showError(l.err, l.env.message(err))
		return
	}
	l.gone = true
	l.cancel()
	l.env.Play(Started{Seat: s, Lobby: l.host.Lobby(), Host: l.host})
}

// toggleReady tells the host the joiner is ready, or no longer.
func (l *Lobby) toggleReady() {
	want := !l.ready
	go func() {
		ctx, cancel := context.WithTimeout(l.ctx, connectTimeout)
		defer cancel()
		err := l.joiner.Ready(ctx, want)
		l.env.do(func() {
			if err != nil {
				showError(l.err, l.env.message(err))
				return
			}
			if next := l.joiner.Lobby(); next.Version > l.lobby.Version {
				l.lobby = next // the host's answer, before the wait brings it
			}
			if !l.gone {
				l.render()
			}
		})
	}()
}

// leave closes the table (host) or gives the seat back (joiner), and
// goes back.
func (l *Lobby) leave() {
	l.gone = true
	l.cancel()
	switch {
	case l.host != nil:
		go l.host.Close()
	case l.watcher != nil:
		l.watcher.Close()
	default:
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
			defer cancel()
			l.joiner.Leave(ctx)
			l.joiner.Close()
		}()
	}
	l.env.Back()
}
