package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/ui/kit"
)

// The review and the replay draw a game's own table as a picture of the
// game: built with TableContext.ReadOnly, shown one position after another
// from one seat's view, under a cover that takes every tap and drag (hover
// still reaches the cards, for their details).

// ReadOnly is how a table is built as a picture of its game.
type ReadOnly struct {
	// Seat is whose view the table draws first: only what that seat could
	// see.
	Seat game.Seat
}

// ReadOnlyTable is a table built with TableContext.ReadOnly. It draws the
// positions it is shown from a seat's view, takes no input, runs no bot
// and saves nothing.
type ReadOnlyTable interface {
	Table
	// Show draws s, a position of the table's game, from seat's view
	// alone. The table keeps s: pass a copy.
	Show(s game.State, seat game.Seat)
	// Hand names the cards seat holds in s, read from that seat's own
	// view (the review's "what the others held", once the game is over).
	Hand(s game.State, seat game.Seat) []string
}

// readOnlyTable builds the read-only table of s's game drawn from seat,
// nil when the game has no table or its table cannot be read-only.
func (a *App) readOnlyTable(s game.State, seat game.Seat) ReadOnlyTable {
	factory, ok := a.tables[s.Game()]
	if !ok {
		return nil
	}
	rules, _ := a.lookup(s.Game())
	t, ok := factory(TableContext{
		State:        s.Clone(),
		Rules:        rules,
		Localizer:    a.loc,
		Window:       a.win,
		BotPace:      a.BotPace,
		ReduceMotion: a.ReduceMotion,
		UndoGrace:    func() time.Duration { return 0 },
		ShowSettings: func() {},
		BackToMenu:   a.showMenu,
		ShowError:    a.showError,
		ReadOnly:     &ReadOnly{Seat: seat},
	}).(ReadOnlyTable)
	if !ok {
		return nil
	}
	return t
}

// inputCover lies over a read-only table and takes its taps, double taps,
// right clicks and drags, so that nothing on it can be played; it is not
// hoverable, so a card's details still show on hover.
type inputCover struct{ widget.BaseWidget }

func newInputCover() *inputCover {
	c := &inputCover{}
	c.ExtendBaseWidget(c)
	return c
}

func (c *inputCover) Tapped(*fyne.PointEvent)          {}
func (c *inputCover) TappedSecondary(*fyne.PointEvent) {}
func (c *inputCover) DoubleTapped(*fyne.PointEvent)    {}
func (c *inputCover) Dragged(*fyne.DragEvent)          {}
func (c *inputCover) DragEnd()                         {}

func (c *inputCover) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

// AllowsOverlap: the cover lies over the whole table by design.
func (c *inputCover) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// covered is a read-only table's content under its input cover.
func covered(t ReadOnlyTable) fyne.CanvasObject {
	return container.New(coverLayout{}, t.Content(), newInputCover())
}

// coverLayout stacks a table and its cover, which may overlap.
type coverLayout struct{}

func (coverLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (coverLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

func (coverLayout) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// compactBar is a bar of controls over or under a read-only table, which
// build makes: half the theme's paddings, so that the table keeps its
// room in a 1024×640 window, and texts that grow with the window as the
// table does (kit.Scale), made anew when the window's scale changes.
func (a *App) compactBar(build func() fyne.CanvasObject) fyne.CanvasObject {
	return kit.GrowingWith(func() float32 { return kit.Scale(a.win.Canvas().Size()) }, func(scale float32) fyne.CanvasObject {
		return container.NewThemeOverride(build(), ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
			switch {
			case n == theme.SizeNamePadding || n == theme.SizeNameInnerPadding:
				return s / 2
			case kit.Grows(n):
				return s * scale
			}
			return s
		}})
	})
}

// inLanguage redraws t in the app's language when it was drawn in
// another (the player switched language on the review or the replay);
// drawnIn remembers the language t was last drawn in.
func (a *App) inLanguage(t ReadOnlyTable, drawnIn *string) {
	if t == nil {
		return
	}
	if *drawnIn != "" && *drawnIn != a.loc.Lang() {
		t.Retranslate()
	}
	*drawnIn = a.loc.Lang()
}
