package ui

import (
	"errors"
	"image"
	"strings"
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
	// LogMark is where the game's log stands now; Retell lists, in the
	// log's words, the lines it added since mark that tell the player's
	// own moves and what they brought (what the coach retells after the
	// move a step asked for).
	LogMark() int
	Retell(mark int) []string
}

// Drawn reports whether obj is drawn now: shown, with some area, among
// the objects of a window's canvas (a widget left out of its zone's last
// redraw is not, whatever its own Hidden says). The tables' Target uses
// it.
func Drawn(obj fyne.CanvasObject) bool {
	if obj == nil || !obj.Visible() || obj.Size().Width <= 0 || obj.Size().Height <= 0 {
		return false
	}
	// The driver finds an object only among those drawn, and puts one it
	// did not find at the canvas' origin, where no target of a table lies.
	return !fyne.CurrentApp().Driver().AbsolutePositionForObject(obj).IsZero()
}

// lessonSession is a lesson on the screen: the runner, the table it runs
// on, the coach over it. It is the app's table while it lasts (a.table).
type lessonSession struct {
	a       *App
	runner  *learn.Runner
	table   LessonTable
	coach   *coach.Coach
	root    *fyne.Container
	refusal string // the refusal shown with the step, until the next move
	// told is what the move a step asked for brought about, in the log's
	// words, shown before the next step's sentence until the player
	// moves on.
	told     []string
	finished bool // the progress file knows the lesson was finished
	closed   bool // the coach was put away once the lesson was over
	// shown is what the coach shows; pointed the target outlined, for
	// the tests.
	shown   pointing
	pointed coach.Rect
	stop    chan struct{} // ends watch
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
	table := factory(ctx)
	t, ok := table.(LessonTable)
	if !ok {
		table.Close()
		a.show(a.unavailableScreen(l.Game))
		return
	}
	s.table = t
	s.build()
	a.tableGame = l.Game
	a.table = s
	a.show(screen{name: "table", build: s.Content})
	s.point()
	s.watch()
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

// Close closes the table, and stops the coach's watch.
func (s *lessonSession) Close() {
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
	s.table.Close()
}

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
	mark := s.table.LogMark()
	no, err := s.runner.Play(opt)
	if err != nil {
		return err
	}
	if no != nil {
		s.told = nil
		s.refusal = no.Text(func(k string, d map[string]any) string { return s.a.loc.T(k, d) })
		s.later()
		return ErrRefused
	}
	s.told = s.table.Retell(mark)
	s.moved()
	return nil
}

// HoldBots lets the runner catch up and play the scripted bots
// (LessonHook).
func (s *lessonSession) HoldBots() bool {
	at := s.runner.Index()
	if err := s.runner.Sync(); err != nil {
		s.a.showError("learn.error", err)
	}
	if s.runner.Index() != at {
		s.told = nil // a step passed by a move the table made itself
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
// app; watch follows the motion after.
func (s *lessonSession) later() {
	if s.coach == nil {
		return
	}
	fyne.Do(s.point)
}

// lessonSettle is how often the coach points again while a lesson is on
// the screen (watch), following the table's motion; the tests, which
// draw no motion, set it to 0.
var lessonSettle = 500 * time.Millisecond

// next is the coach's Next: it passes the step (playing its move when it
// waits for one), or puts the coach away once the lesson is over.
func (s *lessonSession) next() {
	if s.runner.Done() {
		s.closed = true
		s.point()
		return
	}
	st, _ := s.runner.Step()
	mark := s.table.LogMark()
	if err := s.runner.Next(); err != nil {
		s.a.showError("learn.error", err)
		return
	}
	s.told = nil
	if !st.Explains() { // Next played the move the step waits for
		s.told = s.table.Retell(mark)
	}
	s.table.LessonMoved()
	s.moved()
}

// leave ends the lesson: back to the start screen.
func (s *lessonSession) leave() { s.a.showMenu() }

// point shows the current step: its target outlined, its sentence (after
// the refusal, when a move was refused) beside it. What is shown already
// is left as it is.
func (s *lessonSession) point() {
	if s.coach == nil || s.a.table != Table(s) {
		return
	}
	t := s.a.loc.T
	var now pointing
	st, ok := s.runner.Step()
	switch {
	case !ok && s.closed:
		now.hidden = true
	case !ok:
		key := "learn.finished"
		if s.runner.Cut() {
			key = learn.CutKey
		}
		now.sentence = s.retold(t(key))
	default:
		now.step = t("learn.coach.step", map[string]any{"N": s.runner.Index() + 1, "Of": len(s.runner.Lesson().Steps)})
		now.sentence = s.retold(t(st.Say))
		if s.refusal != "" {
			now.sentence = s.refusal + " " + t(st.Say)
		}
		target, _ := s.Target(st.At)
		now.target = clip(target, s.root.Size())
		// The bubble keeps off the hand, where it can (the hand's other
		// cards when the step points at one of them), and off the zone
		// around the target (the board's other stages).
		if st.At != "" && st.At != "hand" {
			if hand, ok := s.Target("hand"); ok {
				now.avoid = clip(hand, s.root.Size())
			}
		}
		if zone := parentZone(st.At); zone != "" && zone != "hand" {
			if z, ok := s.Target(zone); ok {
				now.zone = clip(z, s.root.Size())
			}
		}
	}
	if now == s.shown {
		return
	}
	s.shown, s.pointed = now, now.target
	if now.hidden {
		s.coach.Hide()
		return
	}
	s.coach.Show()
	s.coach.SetStep(now.step)
	var avoid []coach.Rect
	for _, r := range []coach.Rect{now.avoid, now.zone} {
		if !r.Empty() {
			avoid = append(avoid, r)
		}
	}
	s.coach.Point(now.target, now.sentence, avoid...)
}

// retellLines is the most log lines the coach retells: a move's own
// (its build and payment, its god, the gods gone, its battles).
const retellLines = 4

// retold is sentence after what the last move brought about, in the log's
// words (told), on a line of its own: "Just now: Ann builds Lumber Yard."
// The first lines only, when the move logged many.
func (s *lessonSession) retold(sentence string) string {
	if len(s.told) == 0 {
		return sentence
	}
	lines := s.told[:min(len(s.told), retellLines)]
	return s.a.loc.T("learn.coach.happened", map[string]any{"Lines": strings.Join(lines, " ")}) + "\n" + sentence
}

// parentZone is the zone around a target's name: "hand" for a card of
// it, "board" for its stage, "market" for its dice; none for a zone.
func parentZone(name string) string {
	if zone, _, ok := strings.Cut(name, ":"); ok {
		switch zone {
		case "leader":
			return "leaders"
		case "god":
			return "gods"
		}
		return zone
	}
	switch name {
	case "stage":
		return "board"
	case "dice", "wheat", "order":
		return "market"
	}
	return ""
}

// pointing is what the coach shows.
type pointing struct {
	target, avoid  coach.Rect
	zone           coach.Rect
	sentence, step string
	hidden         bool
}

// watch points the coach again twice a second while the lesson is on
// the screen, so that it follows the table's motion and redraws; stop
// ends it.
func (s *lessonSession) watch() {
	if lessonSettle <= 0 {
		return
	}
	s.stop = make(chan struct{})
	go func(stop chan struct{}) {
		tick := time.NewTicker(lessonSettle)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				fyne.Do(s.point)
			}
		}
	}(s.stop)
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

// AllowsOverlap: the coach is a layer over the whole table, its bubble
// kept off what it points at (TestEveryLessonStepPointsAtItsTarget).
func (l *lessonLayout) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }
