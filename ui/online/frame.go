package online

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/lan"
	"agora/online/proto"
	"agora/online/remote"
	"agora/ui/kit"
)

// TableFrame is a game's table with the people around it: under the
// table, one slim row (bar.go) with each seat's presence (connected,
// thinking, away, a bot) and the chat, whose quick phrases every app
// shows in its own language.
type TableFrame struct {
	env   *Env
	seat  *remote.Seat
	names []string
	table remote.Table

	root    *fyne.Container
	bar     *fyne.Container
	chips   []*seatChip
	last    *chatLine
	chat    *iconButton
	tips    *tips
	scale   float32 // the bar's, kit.Scale of the window
	lines   *widget.Label
	entry   *widget.Entry
	phrases *fyne.Container
	popup   *widget.PopUp
	cancel  context.CancelFunc
	absent  *absentQuestion // the owner's question about a seat away (absent.go)
	host    *lan.Host       // the game's host, when this app hosts it; leaving (leave.go)
	leaving *widget.PopUp
}

// NewTableFrame puts content, the table of s's game, in a frame that
// follows the table's presence and chat until Close.
func NewTableFrame(env *Env, s *remote.Seat, content fyne.CanvasObject) *TableFrame {
	f := &TableFrame{env: env, seat: s, scale: 1}
	for _, sc := range s.Config().Seats {
		f.names = append(f.names, sc.Name)
	}
	f.tips = newTips(f)
	f.last = newChatLine(f)
	f.chat = newIconButton(f, theme.MailComposeIcon(), f.openChat)
	f.bar = container.New(barRow{f}, canvas.NewRectangle(theme.Color(theme.ColorNameSeparator)), f.chat, f.last)
	f.root = container.NewStack(container.New(barLayout{f}, content, f.bar), f.tips.layer)
	f.lines = widget.NewLabel("")
	f.lines.Wrapping = fyne.TextWrapWord
	f.entry = widget.NewEntry()
	f.entry.OnSubmitted = func(string) { f.say() }
	f.phrases = container.NewGridWithColumns(3)
	f.table = s.Table()
	f.Retranslate()
	ctx, cancel := context.WithCancel(context.Background())
	f.cancel = cancel
	go f.follow(ctx)
	return f
}

// Content is the frame's root.
func (f *TableFrame) Content() fyne.CanvasObject { return f.root }

// Close stops following the table.
func (f *TableFrame) Close() {
	f.cancel()
	if f.popup != nil {
		f.popup.Hide()
	}
	f.hideQuestions()
}

func (f *TableFrame) follow(ctx context.Context) {
	after := f.table.Version
	for {
		t, err := f.seat.WaitTable(ctx, after)
		if ctx.Err() != nil || err != nil {
			return
		}
		after = t.Version
		f.env.do(func() {
			f.table = t
			f.update()
		})
	}
}

// Retranslate writes the frame's words in the current language.
func (f *TableFrame) Retranslate() {
	f.chat.tip = f.env.T("online.table.chat")
	f.entry.SetPlaceHolder(f.env.T("online.table.say_placeholder"))
	f.phrases.RemoveAll()
	for _, key := range proto.Phrases {
		f.phrases.Add(widget.NewButton(f.phrase(key), func() { f.sayPhrase(key) }))
	}
	f.update()
}

// setScale draws the bar scale times larger, from the next update.
func (f *TableFrame) setScale(scale float32) {
	if scale != f.scale {
		f.scale = scale
		f.update()
	}
}

// frameScale is the bar's scale in a window of size: the screens'.
func frameScale(size fyne.Size) float32 { return kit.Scale(size) }

// update draws the presence and the chat as the table is now.
func (f *TableFrame) update() {
	f.tips.hide(nil)
	f.chips = f.chips[:0]
	f.bar.Objects = f.bar.Objects[:3]
	first, last := f.watchChips()
	if first != nil {
		f.bar.Objects = append(f.bar.Objects, first)
	}
	for _, sp := range f.table.Presence.Seats {
		c := f.presenceChip(sp)
		f.chips = append(f.chips, c)
		f.bar.Objects = append(f.bar.Objects, c)
	}
	if last != nil {
		f.bar.Objects = append(f.bar.Objects, last)
	}
	f.bar.Refresh()
	text := ""
	if n := len(f.table.Chat); n > 0 {
		text = f.chatLine(f.table.Chat[n-1])
	}
	f.last.SetText(text)
	lines := f.table.Chat
	if len(lines) > 8 {
		lines = lines[len(lines)-8:]
	}
	var b strings.Builder
	for i, c := range lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(f.chatLine(c))
	}
	f.lines.SetText(b.String())
	f.askAbsent()
}

// presenceWord is the words of a seat's presence.
func (f *TableFrame) presenceWord(sp proto.SeatPresence) string {
	switch {
	case sp.Bot:
		return f.env.T("online.table.bot")
	case sp.State == proto.Thinking:
		return f.env.T("online.table.thinking")
	case sp.State == proto.Away:
		return f.env.T("online.table.away")
	}
	return f.env.T("online.table.connected")
}

// presenceChip is a seat's name beside a dot of its presence's colour,
// its presence in words on hover.
func (f *TableFrame) presenceChip(sp proto.SeatPresence) *seatChip {
	col := theme.Color(theme.ColorNameSuccess)
	switch {
	case sp.Bot:
		col = theme.Color(theme.ColorNameDisabled)
	case sp.State == proto.Thinking:
		col = theme.Color(theme.ColorNameWarning)
	case sp.State == proto.Away:
		col = theme.Color(theme.ColorNameError)
	}
	name := ""
	if int(sp.Seat) >= 0 && int(sp.Seat) < len(f.names) {
		name = f.names[sp.Seat]
	}
	mine := sp.Seat == f.seat.Seat()
	named := name
	if mine {
		named = f.env.T("online.seat.you_named", map[string]any{"Name": name})
	}
	words := f.env.T("online.table.presence", map[string]any{"Name": named, "State": f.presenceWord(sp)})
	return newSeatChip(f, col, name, words, mine)
}

// chatLine is a line of the chat: its author and its words, a quick
// phrase in the player's language.
func (f *TableFrame) chatLine(c proto.Chat) string {
	text := c.Text
	if c.Phrase != "" {
		text = f.phrase(c.Phrase)
	}
	return f.env.T("online.table.said", map[string]any{"Name": c.Name, "Text": text})
}

// phrase is a quick phrase's words in the player's language.
func (f *TableFrame) phrase(key string) string { return f.env.T("chat.phrase." + key) }

// openChat shows the chat's latest lines, the quick phrases and a line
// to type, as much larger as the bar in a large window.
func (f *TableFrame) openChat() {
	c := fyne.CurrentApp().Driver().CanvasForObject(f.root)
	if c == nil {
		return
	}
	send := widget.NewButtonWithIcon(f.env.T("online.table.say"), theme.MailSendIcon(), f.say)
	closeButton := widget.NewButtonWithIcon("", theme.CancelIcon(), f.closeChat)
	body := container.NewVBox(
		container.NewBorder(nil, nil, nil, closeButton, widget.NewLabelWithStyle(f.env.T("online.table.chat"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		container.NewGridWrap(fyne.NewSize(420*f.scale, 180*f.scale), container.NewVScroll(f.lines)),
		f.phrases,
		container.NewBorder(nil, nil, nil, send, f.entry),
	)
	content := kit.InScale(container.NewPadded(body), f.scale)
	content.Refresh() // the lines, phrases and entry measured again at this scale
	f.popup = widget.NewPopUp(content, c)
	size := f.popup.MinSize()
	cs := c.Size()
	f.popup.ShowAtPosition(fyne.NewPos(cs.Width-size.Width-8, cs.Height-size.Height-barHeight*f.scale-8))
	c.Focus(f.entry)
}

// say puts the typed line on the chat.
func (f *TableFrame) say() {
	text := strings.TrimSpace(f.entry.Text)
	if text == "" {
		return
	}
	f.entry.SetText("")
	f.send(func(ctx context.Context) error { return f.seat.Say(ctx, text) })
}

// sayPhrase puts a quick phrase on the chat.
func (f *TableFrame) sayPhrase(key string) {
	f.send(func(ctx context.Context) error { return f.seat.SayPhrase(ctx, key) })
	f.closeChat()
}

// closeChat hides the chat; the keyboard goes back to the table (the
// line to type had the focus of the chat's overlay, which goes with it).
func (f *TableFrame) closeChat() {
	if f.popup != nil {
		f.popup.Hide()
	}
}

// send says something away from the UI goroutine; a refusal (too fast)
// is written in the chat's line.
func (f *TableFrame) send(say func(ctx context.Context) error) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := say(ctx); err != nil {
			f.env.do(func() { f.last.SetText(f.env.message(err)) })
		}
	}()
}

// Seat is the frame's seat in the game.
func (f *TableFrame) Seat() game.Seat { return f.seat.Seat() }
