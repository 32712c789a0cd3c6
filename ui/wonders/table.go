package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// Table is the 7 Wonders table. All its fields are touched on the UI
// goroutine only.
type Table struct {
	ctx   ui.TableContext
	state *wonders.State
	words words
	// seat is whose city the screen shows; view is that seat's view.
	seat int
	view *wonders.View
	// handedTo is the human seat the screen was last handed to.
	handedTo int
	humans   int
	// selected is the hand card the player is deciding about.
	selected wonders.Card
	settled  int
	age      int
	bots     *botRunner

	root     *fyne.Container
	header   *header
	body     *fyne.Container
	strip    *fyne.Container
	left     *neighbourPanel
	right    *neighbourPanel
	city     *cityPanel
	hand     *fyne.Container
	prompt   *fyne.Container
	log      *gameLog
	handoff  *fyne.Container
	detail   *widget.PopUp
	finished fyne.CanvasObject
}

// New builds the table for a game in progress; it is the 7 Wonders
// ui.TableFactory.
func New(ctx ui.TableContext) ui.Table { return newTable(ctx, false) }

// newTable builds the table; tests ask for bots that play at once on the
// calling goroutine.
func newTable(ctx ui.TableContext, syncBots bool) *Table {
	t := &Table{ctx: ctx, state: ctx.State.(*wonders.State), handedTo: -1, selected: wonders.NoCard}
	for _, s := range ctx.State.Config().Seats {
		t.words.names = append(t.words.names, s.Name)
		if s.Human() {
			t.humans++
		}
	}
	t.words.loc = ctx.Localizer
	t.settled = t.state.Settled()
	t.bots = newBotRunner(t, syncBots)
	t.build()
	t.advance()
	return t
}

// Content is the table's root object.
func (t *Table) Content() fyne.CanvasObject { return t.root }

// Retranslate redraws every text in the current language.
func (t *Table) Retranslate() {
	t.header.retranslate()
	t.redraw()
}

// Close stops the bots.
func (t *Table) Close() { t.bots.stop() }

func (t *Table) build() {
	t.header = newHeader(t)
	t.strip = container.NewGridWithColumns(1)
	t.left = newNeighbourPanel(t)
	t.right = newNeighbourPanel(t)
	t.city = newCityPanel(t)
	t.hand = container.NewHBox()
	t.prompt = container.NewVBox()
	t.log = newGameLog(t)
	middle := container.NewBorder(nil, nil, t.left.root, t.right.root, container.NewScroll(t.city.root))
	bottom := container.NewVBox(t.prompt, container.NewHScroll(t.hand))
	table := container.NewBorder(t.strip, bottom, nil, nil, middle)
	t.body = container.NewBorder(nil, nil, nil, t.log.root, table)
	t.handoff = container.NewStack()
	t.handoff.Hide()
	t.root = container.NewBorder(t.header.root, nil, nil, nil, container.NewStack(t.body, t.handoff))
}

// advance runs after every change of the game: it saves a settled turn,
// starts the bots that owe a decision, picks whose city to show and
// redraws, behind the hand-off screen when the computer changes hands.
func (t *Table) advance() {
	if t.state.Settled() != t.settled {
		t.settled = t.state.Settled()
		if t.ctx.Autosave != nil {
			_ = t.ctx.Autosave(t.state)
		}
	}
	t.bots.start()
	next := t.nextHuman()
	if next >= 0 && next != t.handedTo && t.handedTo >= 0 && t.humans > 1 {
		t.showHandoff(next)
		return
	}
	if next >= 0 {
		t.handedTo = next
		t.seat = next
	} else if t.handedTo < 0 {
		t.seat = t.firstHuman()
	}
	t.redraw()
}

// nextHuman is the human seat that owes a decision, preferring the one at
// the screen; -1 when no human owes one.
func (t *Table) nextHuman() int {
	seats := t.ctx.State.Config().Seats
	found := -1
	for _, p := range t.state.Pending() {
		if !seats[p.Seat].Human() {
			continue
		}
		if int(p.Seat) == t.handedTo {
			return t.handedTo
		}
		if found < 0 {
			found = int(p.Seat)
		}
	}
	return found
}

func (t *Table) firstHuman() int {
	for i, s := range t.ctx.State.Config().Seats {
		if s.Human() {
			return i
		}
	}
	return 0
}

// redraw draws every zone from the view of the seat at the screen.
func (t *Table) redraw() {
	t.hideDetail()
	t.handoff.Hide()
	t.body.Show()
	t.view = t.state.SeatView(game.Seat(t.seat))
	if t.view.Age != t.age && t.age != 0 {
		t.showBattles(t.age)
	}
	t.age = t.view.Age
	t.header.update()
	t.updateStrip()
	n := t.view.NumCities
	t.left.update((t.seat+1)%n, "wonders.ui.left")
	t.right.update((t.seat+n-1)%n, "wonders.ui.right")
	t.city.update()
	t.updateHand()
	t.updatePrompt()
	t.log.update()
	if t.view.Over {
		t.showScores()
	}
}

// updateStrip draws the seats that are neither yours nor your neighbours.
func (t *Table) updateStrip() {
	n := t.view.NumCities
	var panels []fyne.CanvasObject
	for d := 2; d <= n-2; d++ {
		panels = append(panels, compactPanel(t, (t.seat+d)%n))
	}
	t.strip.Objects = panels
	t.strip.Layout = newColumns(len(panels))
	t.strip.Refresh()
}

// newColumns lays panels side by side, or nothing when there are none.
func newColumns(n int) fyne.Layout {
	if n == 0 {
		return container.NewVBox().Layout
	}
	return container.NewGridWithColumns(n).Layout
}

// showHandoff hides the table behind an opaque screen that names the next
// player; Ready redraws the table from that player's seat.
func (t *Table) showHandoff(seat int) {
	t.hideDetail()
	t.body.Hide()
	t.seat = seat
	ready := widget.NewButton(t.words.T("wonders.ui.ready", map[string]any{"Name": t.words.names[seat]}), func() {
		t.handedTo = seat
		t.redraw()
	})
	ready.Importance = widget.HighImportance
	msg := widget.NewLabelWithStyle(t.words.T("wonders.ui.pass_to", map[string]any{"Name": t.words.names[seat]}),
		fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	t.handoff.Objects = []fyne.CanvasObject{bg, container.NewCenter(container.NewVBox(msg, ready))}
	t.handoff.Show()
	t.handoff.Refresh()
	t.header.update()
}
