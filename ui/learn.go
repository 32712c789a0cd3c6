package ui

import (
	"errors"
	"image"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"agora/game"
	"agora/learn"
	"agora/ui/coach"
)

// Learn to play: a lesson (package learn) runs on the game's real table,
// with the coach (ui/coach) laid over it. The table hands the player's
// moves to the lesson (LessonHook.Play), which refuses those the step does
// not ask for, and lets the lesson's runner play the bots while the
// script lasts (LessonHook.HoldBots); the table tells where it draws what
// a step points at (LessonTable.Target). The lessons' list is
// learnlist.go.

// LessonHook is what a table asks the lesson it runs in
// (TableContext.Lesson).
type LessonHook interface {
	// Play plays the player's option through the lesson: it returns
	// ErrRefused, the state unchanged, when the step asks for another
	// move (the coach has said why).
	Play(seat game.Seat, opt game.Option) error
	// HoldBots plays the bots' scripted moves owed now, after catching up
	// with any move the table played itself, and reports whether the
	// script still lasts: the table's own bots then wait. The table calls
	// it where it would start its bots.
	HoldBots() bool
}

// ErrRefused is the lesson's refusal of the player's move, which the coach
// has already told the player: the table shows no error for it.
var ErrRefused = errors.New("the lesson waits for another move")

// LessonTable is a table a lesson can run on.
type LessonTable interface {
	Table
	// Target lists the objects the table draws what a step points at
	// with (a name of learn.Targets); none when it shows nothing of it.
	Target(name string) []fyne.CanvasObject
	// LessonMoved redraws the table after the lesson played on its game
	// (Next skipped a step by playing the move it waits for).
	LessonMoved()
}

// lessonSession is a lesson on the screen: the runner, the table it runs
// on, the coach over it. It is the app's table while it lasts (a.table).
type lessonSession struct {
	a        *App
	runner   *learn.Runner
	table    LessonTable
	coach    *coach.Coach
	root     *fyne.Container
	refusal  string // the refusal shown with the step, until the next move
	finished bool   // the progress file knows the lesson was finished
	closed   bool   // the coach was put away once the lesson was over
	// pointed is the target last pointed at, for the tests.
	pointed coach.Rect
}

// startLesson puts a lesson on its game's table.
func (a *App) startLesson(l *learn.Lesson) {
	factory, ok := a.tables[l.Game]
	rules, known := a.lookup(l.Game)
	if !ok || !known {
		a.show(a.unavailableScreen(l.Game))
		return
	}
	runner, err := l.Start(a.lessonNames(l))
	if err != nil {
		a.showError("learn.error", err)
		return
	}
	a.closeTable()
	a.form = nil
	s := &lessonSession{a: a, runner: runner}
	ctx := a.tableContext(runner.State(), rules)
	// A lesson is no game of the player's: it replaces no autosave, and
	// holds no choice back for the undo (the runner answers at once).
	ctx.Autosave = nil
	ctx.UndoGrace = nil
	ctx.Lesson = s
	t, ok := factory(ctx).(LessonTable)
	if !ok {
		a.show(a.unavailableScreen(l.Game))
		return
	}
	s.table = t
	s.build()
	a.tableGame = l.Game
	a.table = s
	a.show(screen{name: "table", build: s.Content})
	s.point()
}

// lessonNames are the seats' default names, as New game gives them:
// "Player 1", "Bot 2"...
func (a *App) lessonNames(l *learn.Lesson) []string {
	var names []string
	for i := range l.Players {
		if i == l.You {
			names = append(names, a.loc.T("seat.default_human", map[string]any{"N": a.loc.Int(i + 1)}))
			continue
		}
		names = append(names, a.loc.T("seat.default_bot", map[string]any{"N": a.loc.Int(i + 1)}))
	}
	return names
}

func (s *lessonSession) build() {
	t := s.a.loc.T
	s.coach = coach.New(t("learn.coach.next"), t("learn.coach.leave"), s.next, s.leave)
	s.root = container.New(&lessonLayout{s: s}, s.table.Content(), s.coach)
}

// Content is the table with the coach over it.
func (s *lessonSession) Content() fyne.CanvasObject { return s.root }

// Retranslate redraws the table and the coach in the new language.
func (s *lessonSession) Retranslate() {
	s.table.Retranslate()
	t := s.a.loc.T
	s.coach.SetWords(t("learn.coach.next"), t("learn.coach.leave"))
	s.point()
}

// Close closes the table.
func (s *lessonSession) Close() { s.table.Close() }

// Key hands a key to the coach first (Escape leaves the lesson), then to
// the table.
func (s *lessonSession) Key(k fyne.KeyName) bool {
	if !s.coach.Hidden && s.coach.HandleKey(&fyne.KeyEvent{Name: k}) {
		return true
	}
	if tk, ok := s.table.(TableKeys); ok {
		return tk.Key(k)
	}
	return false
}

// Undo withdraws nothing while the script lasts (the runner would lose its
// place); once the game is free, the table's undo works as in any game.
func (s *lessonSession) Undo() {
	if !s.runner.Done() {
		return
	}
	if tk, ok := s.table.(TableKeys); ok {
		tk.Undo()
	}
}

// Play is the player's move through the runner (LessonHook).
func (s *lessonSession) Play(seat game.Seat, opt game.Option) error {
	if seat != s.runner.You() || s.runner.Done() {
		return s.runner.State().Apply(seat, opt)
	}
	no, err := s.runner.Play(opt)
	if err != nil {
		return err
	}
	if no != nil {
		s.refusal = no.Text(func(k string, d map[string]any) string { return s.a.loc.T(k, d) })
		s.later()
		return ErrRefused
	}
	s.moved()
	return nil
}

// HoldBots lets the runner catch up and play the scripted bots
// (LessonHook).
func (s *lessonSession) HoldBots() bool {
	if err := s.runner.Sync(); err != nil {
		s.a.showError("learn.error", err)
	}
	s.moved()
	return s.runner.HoldsBots()
}

// moved follows a change of the game: the refusal is forgotten, the
// progress kept once the last step is passed, the coach points anew.
func (s *lessonSession) moved() {
	s.refusal = ""
	if s.runner.Done() && !s.runner.Cut() && !s.finished {
		s.finished = true
		p, _ := learn.LoadProgress(s.a.dataDir) // a bad file is set aside by Finish
		if err := p.Finish(s.runner.Lesson().ID); err != nil {
			s.a.showError("learn.error", err)
		}
	}
	s.later()
}

// later points the coach once the table has redrawn: at once in the tests
// (whose driver runs fyne.Do at once), after the current event in the
// app, and again once the table's motion has settled.
func (s *lessonSession) later() {
	if s.coach == nil {
		return
	}
	fyne.Do(s.point)
	if lessonSettle > 0 {
		time.AfterFunc(lessonSettle, func() { fyne.Do(s.point) })
	}
}

// lessonSettle is how long the table's motion takes to settle, after which
// the coach points again; the tests, which draw no motion, set it to 0.
var lessonSettle = 400 * time.Millisecond

// next is the coach's Next: it passes the step (playing its move when it
// waits for one), or puts the coach away once the lesson is over.
func (s *lessonSession) next() {
	if s.runner.Done() {
		s.closed = true
		s.point()
		return
	}
	if err := s.runner.Next(); err != nil {
		s.a.showError("learn.error", err)
		return
	}
	s.table.LessonMoved()
	s.moved()
}

// leave ends the lesson: back to the start screen.
func (s *lessonSession) leave() { s.a.showMenu() }

// point shows the current step: its target outlined, its sentence (after
// the refusal, when a move was refused) beside it.
func (s *lessonSession) point() {
	if s.coach == nil || s.a.table != Table(s) {
		return
	}
	t := s.a.loc.T
	st, ok := s.runner.Step()
	if !ok {
		if s.closed {
			s.coach.Hide()
			return
		}
		key := "learn.finished"
		if s.runner.Cut() {
			key = learn.CutKey
		}
		s.coach.Show()
		s.coach.SetStep("")
		s.pointed = coach.Rect{}
		s.coach.Point(coach.Rect{}, t(key))
		return
	}
	s.coach.Show()
	s.coach.SetStep(t("learn.coach.step", map[string]any{"N": s.runner.Index() + 1, "Of": len(s.runner.Lesson().Steps)}))
	sentence := t(st.Say)
	if s.refusal != "" {
		sentence = s.refusal + " " + sentence
	}
	target, _ := s.Target(st.At)
	target = clip(target, s.root.Size())
	// The bubble keeps off the hand, where it can: the hand's other
	// cards when the step points at one of them.
	var avoid []coach.Rect
	if st.At != "" && st.At != "hand" {
		if hand, ok := s.Target("hand"); ok {
			avoid = append(avoid, clip(hand, s.root.Size()))
		}
	}
	s.pointed = target
	s.coach.Point(target, sentence, avoid...)
}

// Target is the rectangle, in the coach's coordinates, around what the
// table draws for a target's name; ok is false when it draws nothing of
// it now (an empty name is the whole table: no rectangle, ok). The
// rectangle may reach beyond the table: point clips it.
func (s *lessonSession) Target(name string) (coach.Rect, bool) {
	if name == "" {
		return coach.Rect{}, true
	}
	objs := s.table.Target(name)
	if len(objs) == 0 || s.root == nil {
		return coach.Rect{}, false
	}
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(s.root)
	var box image.Rectangle
	for _, o := range objs {
		// The driver finds an object only among those drawn, and puts
		// one it did not find (a hidden zone's) at the canvas' origin,
		// where no target of a table lies.
		abs := d.AbsolutePositionForObject(o)
		if abs.IsZero() {
			continue
		}
		p := abs.Subtract(origin)
		r := image.Rect(int(p.X), int(p.Y), int(p.X+o.Size().Width+0.5), int(p.Y+o.Size().Height+0.5))
		box = box.Union(r)
	}
	if box.Empty() {
		return coach.Rect{}, false
	}
	return coach.Rect{Pos: fyne.NewPos(float32(box.Min.X), float32(box.Min.Y)),
		Size: fyne.NewSize(float32(box.Dx()), float32(box.Dy()))}, true
}

// clip is the part of r inside an area of size.
func clip(r coach.Rect, size fyne.Size) coach.Rect {
	x0, y0 := max(r.Pos.X, 0), max(r.Pos.Y, 0)
	x1, y1 := min(r.Pos.X+r.Size.Width, size.Width), min(r.Pos.Y+r.Size.Height, size.Height)
	if x1 <= x0 || y1 <= y0 {
		return coach.Rect{}
	}
	return coach.Rect{Pos: fyne.NewPos(x0, y0), Size: fyne.NewSize(x1-x0, y1-y0)}
}

// lessonLayout lays the table and the coach over the same area, and
// points the coach again at every size.
type lessonLayout struct{ s *lessonSession }

func (l *lessonLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	l.s.point()
}

func (l *lessonLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }
