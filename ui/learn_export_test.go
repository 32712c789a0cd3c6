package ui

import (
	"agora/game"
	"agora/learn"
	"agora/ui/coach"
)

// The lessons' session, opened to the external tests (learn_test.go),
// which need the real tables of ui/wonders and ui/dale.

func init() { lessonSettle = 0 } // no timer pointing the coach from another goroutine

// LessonProbe drives a lesson on the screen.
type LessonProbe struct{ s *lessonSession }

// StartLesson starts a lesson as the lessons' list does; nil when it did
// not start.
func (a *App) StartLesson(l *learn.Lesson) *LessonProbe {
	a.startLesson(l)
	if s, ok := a.table.(*lessonSession); ok {
		return &LessonProbe{s}
	}
	return nil
}

// ShowLessons opens the lessons' list.
func (a *App) ShowLessons() { a.showLessons() }

func (p *LessonProbe) Runner() *learn.Runner { return p.s.runner }
func (p *LessonProbe) Coach() *coach.Coach   { return p.s.coach }
func (p *LessonProbe) Next()                 { p.s.next() }
func (p *LessonProbe) Point()                { p.s.point() }
func (p *LessonProbe) Pointed() coach.Rect   { return p.s.pointed }

// Target is the rectangle of what the table draws for name.
func (p *LessonProbe) Target(name string) (coach.Rect, bool) { return p.s.Target(name) }

// Play plays the player's option the way the table does.
func (p *LessonProbe) Play(opt game.Option) error {
	err := p.s.Play(p.s.runner.You(), opt)
	if err == nil {
		p.s.table.LessonMoved()
	}
	return err
}
