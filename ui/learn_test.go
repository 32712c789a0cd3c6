package ui_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/learn"
	"agora/translations"
	"agora/ui"
	"agora/ui/audit"
	"agora/ui/coach"
	uidale "agora/ui/dale"
	uiwonders "agora/ui/wonders"
)

// menuBar is the height the window's menu bar takes from a window (the
// test driver draws none).
const menuBar = 28

// lessonApp is the app with the real tables, its window at size.
func lessonApp(t *testing.T, lang string, size fyne.Size, dir string) *ui.App {
	t.Helper()
	a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: dir,
		Getenv: func(string) string { return "" }, Seed: func() uint64 { return 1 }})
	if err != nil {
		t.Fatal(err)
	}
	a.RegisterTable("wonders", uiwonders.New)
	a.RegisterTable("dale", uidale.New)
	a.Window().Resize(fyne.NewSize(size.Width, size.Height-menuBar))
	return a
}

// Every step of every lesson, on its real table at the smallest window
// and a large one, in both languages: what it points at is drawn, whole
// inside the table, and the coach's bubble lies beside it, inside the
// window, never over it. Under make long every lesson at both sizes in
// both languages; under make test every lesson at both sizes, in one
// language at the smallest and the other at the large one, the
// languages by turns from one lesson to the next (lessonChecked).
func TestEveryLessonStepPointsAtItsTarget(t *testing.T) {
	all, err := learn.All()
	if err != nil {
		t.Fatal(err)
	}
	for li, lang := range translations.Languages() {
		for si, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1920, Height: 1080}} {
			t.Run(fmt.Sprintf("%s-%.0f", lang, size.Width), func(t *testing.T) {
				a := lessonApp(t, lang, size, t.TempDir())
				checked, steps := 0, 0
				for k, l := range all {
					if !lessonChecked(k, li, si, gametest.Long()) {
						continue
					}
					steps += len(l.Steps)
					p := a.StartLesson(l)
					if p == nil {
						t.Fatalf("%s did not start", l.ID)
					}
					r := p.Runner()
					for !r.Done() {
						i, st := r.Index(), l.Steps[r.Index()]
						where := fmt.Sprintf("%s step %d (%q, %s)", l.ID, i+1, st.At, st.Say)
						p.Point()
						area := a.Window().Canvas().Content().Size()
						target, ok := p.Target(st.At)
						switch {
						case !ok:
							t.Errorf("%s: the table draws nothing for it", where)
						case st.At != "" && !target.Inside(area):
							t.Errorf("%s: %v reaches out of the table %v", where, target, area)
						}
						c := p.Coach()
						b := c.Bubble()
						switch {
						case !c.Visible() || b.Empty():
							t.Errorf("%s: no bubble", where)
						case !c.Fits():
							t.Errorf("%s: no room for the bubble beside %v", where, p.Pointed())
						case !b.Inside(area):
							t.Errorf("%s: the bubble %v leaves the window %v", where, b, area)
						case b.Overlaps(p.Pointed().Grow(coach.Ring)):
							t.Errorf("%s: the bubble %v covers its target %v", where, b, p.Pointed())
						}
						// The table and the coach pass the layout audit at
						// every step: nothing cut, overlapping or too small.
						for _, pr := range audit.Canvas(a.Window().Canvas(), &audit.Options{MinText: lessonMinText(size)}) {
							t.Errorf("%s: %s", where, pr)
						}
						checked++
						if i == len(l.Steps)-1 {
							break // past the last step, the table's own bots play on
						}
						p.Next()
						// No step is passed by a move the table makes by
						// itself (the last leader of the draft, which the
						// lesson keeps as the table does): each is shown.
						if r.Index() != i+1 {
							t.Fatalf("%s: Next went to step %d", where, r.Index()+1)
						}
					}
				}
				a.ShowScreen(ui.ScreenMenu)
				if checked != steps {
					t.Errorf("%d steps checked, of %d", checked, steps)
				}
			})
		}
	}
}

// lessonChecked reports whether the k-th lesson is checked in the
// lang-th language at the size-th size: always with all (make long), else
// in one language at each size, the other language at the other size,
// which language at which size by turns from one lesson to the next.
func lessonChecked(k, lang, size int, all bool) bool {
	return all || (k+lang+size)%2 == 0
}

// Under make test every lesson is still checked at both sizes and in
// both languages, each pair of the two once.
func TestLessonCheckedCoversBothSizesAndLanguages(t *testing.T) {
	for k := range 4 {
		var langs, sizes [2]int
		for lang := range 2 {
			for size := range 2 {
				if lessonChecked(k, lang, size, false) {
					langs[lang]++
					sizes[size]++
				}
				if !lessonChecked(k, lang, size, true) {
					t.Errorf("lesson %d, language %d, size %d: left out under make long", k, lang, size)
				}
			}
		}
		if langs != [2]int{1, 1} || sizes != [2]int{1, 1} {
			t.Errorf("lesson %d: languages %v, sizes %v checked under make test, want each once", k, langs, sizes)
		}
	}
}

// lessonMinText is the least text the tables' audits allow in a window
// of size: 12 px from 1280×800 up, 10 under it, where the tables shrink.
func lessonMinText(size fyne.Size) float32 {
	if size.Width >= 1280 && size.Height >= 800 {
		return 12
	}
	return 10
}

// A lesson on the table takes the move its step asks for, refuses another
// with the runner's sentence in the coach, and keeps the progress in the
// data folder once its last step is passed.
func TestLessonRefusesAndKeepsProgress(t *testing.T) {
	dir := t.TempDir()
	a := lessonApp(t, "en", fyne.NewSize(1280, 800), dir)
	l, err := learn.Get("wonders-basics")
	if err != nil {
		t.Fatal(err)
	}
	p := a.StartLesson(l)
	r := p.Runner()
	for l.Steps[r.Index()].Explains() {
		p.Next()
	}
	want, err := r.Wanted()
	if err != nil {
		t.Fatal(err)
	}
	var other game.Option
	for _, o := range r.State().Legal(r.You(), nil) {
		if r.Check(o) != nil {
			other = o
			break
		}
	}
	log := len(r.State().Log())
	if err := p.Play(other); !errors.Is(err, ui.ErrRefused) {
		t.Fatalf("another move: %v, want the lesson's refusal", err)
	}
	if len(r.State().Log()) != log {
		t.Fatal("the refused move was played")
	}
	if a.Window().Canvas().Content() == nil || !coachSays(a, "Not") {
		t.Error("the coach does not say why the move was refused")
	}
	at := r.Index()
	if err := p.Play(want); err != nil {
		t.Fatal(err)
	}
	if r.Index() != at+1 || len(r.State().Log()) <= log {
		t.Fatalf("the step's move: step %d, log %d", r.Index()+1, len(r.State().Log()))
	}
	if _, err := os.Stat(filepath.Join(dir, learn.ProgressFile)); err == nil {
		t.Fatal("progress written before the lesson's end")
	}
	for !r.Done() {
		p.Next()
	}
	a.ShowScreen(ui.ScreenMenu)
	progress, err := learn.LoadProgress(dir)
	if err != nil || !progress.Done(l.ID) {
		t.Fatalf("the finished lesson is not in the progress file (%v)", err)
	}
	a.ShowLessons()
	if !showsText(a, "Lessons finished: 1 of") {
		t.Error("the lessons' list does not count the finished lesson")
	}
}

// coachSays reports whether a text of the window holds part.
func coachSays(a *ui.App, part string) bool { return showsText(a, part) }

func showsText(a *ui.App, part string) bool {
	c := a.Window().Canvas()
	objs := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		objs = append(objs, test.LaidOutObjects(o)...)
	}
	for _, o := range objs {
		if s := textOf(o); strings.Contains(s, part) {
			return true
		}
	}
	return false
}

// textOf is the text an object draws, if any.
func textOf(o fyne.CanvasObject) string {
	switch o := o.(type) {
	case *canvas.Text:
		return o.Text
	case *widget.Label:
		return o.Text
	case *widget.Button:
		return o.Text
	case *widget.RichText:
		return o.String()
	}
	return ""
}

// After the move a step asked for, the coach retells what it brought
// about in the log's words, before the next step's sentence: in the Faith
// lesson, Apollo invoked and the two other gods gone, named. The next
// step that only explains drops it.
func TestLessonRetellsTheMove(t *testing.T) {
	for _, lang := range translations.Languages() {
		t.Run(lang, func(t *testing.T) {
			a := lessonApp(t, lang, fyne.NewSize(1280, 800), t.TempDir())
			l, err := learn.Get("wonders-faith")
			if err != nil {
				t.Fatal(err)
			}
			p := a.StartLesson(l)
			r := p.Runner()
			for !strings.Contains(l.Steps[r.Index()].Wait, "stone_pit") {
				p.Next()
				if r.Done() {
					t.Fatal("no step waits for the Stone Pit")
				}
			}
			loc, err := translations.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			just := strings.TrimSuffix(loc.T("learn.coach.happened", map[string]any{"Lines": ""}), " ")
			if coachSays(a, just) {
				t.Fatalf("the coach retells %q before the move", just)
			}
			want, err := r.Wanted()
			if err != nil {
				t.Fatal(err)
			}
			events := len(r.State().View(r.You()).(*wonders.View).Events)
			if err := p.Play(want); err != nil {
				t.Fatal(err)
			}
			if !coachSays(a, just) {
				t.Fatalf("the coach does not retell the move (%q)", just)
			}
			var gone *wonders.Event
			for _, e := range r.State().View(r.You()).(*wonders.View).Events[events:] {
				if e.Kind == wonders.EventGodsClosed && e.City == int(r.You()) {
					gone = &e
				}
			}
			if gone == nil || gone.Points == 0 {
				t.Fatal("invoking Apollo logged no gods gone")
			}
			for _, gd := range gone.Gods[:gone.Points] {
				if name := loc.T(gd.Info().NameKey()); !coachSays(a, name) {
					t.Errorf("the coach does not name %s, gone with Apollo", name)
				}
			}
			if !l.Steps[r.Index()].Explains() {
				t.Fatalf("step %d explains nothing", r.Index()+1)
			}
			p.Next()
			if coachSays(a, just) {
				t.Error("the retold move stays past the next step")
			}
		})
	}
}
