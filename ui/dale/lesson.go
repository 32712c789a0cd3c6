package dale

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
	"agora/ui"
)

// A lesson on the table (ui.LessonTable): the names a step points at
// (learn.Targets) answered with the objects the table draws them with (its
// zones and its anchors), and the player's moves and the bots handed to
// the lesson (ui.LessonHook) while its script lasts. Nothing here changes
// the table's layout: it only reads its zones.

// Target lists the objects the table draws what a lesson's step points at
// with (a name of learn.Targets: "hand", "market:0", "stall"...); none when
// the table shows nothing of it now.
func (t *Table) Target(name string) []fyne.CanvasObject {
	if t.handoff || t.mach == nil {
		return nil
	}
	v := t.view()
	if t.viewer < 0 || t.viewer >= len(v.Seats) {
		return nil
	}
	sv := v.Seats[t.viewer]
	zone, thing, _ := strings.Cut(name, ":")
	z := t.zones
	switch zone {
	case "hand":
		if thing == "" {
			return lessonDrawn(t.anchored(anchorHand))
		}
		return t.handCard(v, thing)
	case "market":
		if thing == "" {
			return lessonDrawn(z.market)
		}
		i, err := strconv.Atoi(thing)
		if err != nil {
			return nil
		}
		return lessonDrawn(t.anchored(anchorMarket(i)))
	case "stall":
		return lessonDrawn(t.anchored(anchorStall(sv.Stall, -1)))
	case "stack":
		next := len(v.Stall(t.viewer).Stacks)
		if obj := lessonDrawn(t.anchored(anchorStall(sv.Stall, next))); obj != nil {
			return obj
		}
		return lessonDrawn(t.anchored(anchorStall(sv.Stall, -1)))
	case "deck":
		return lessonDrawn(t.anchored(anchorDeck(t.viewer)))
	case "discard":
		return lessonDrawn(t.anchored(anchorDiscard(t.viewer)))
	case "opponents":
		return lessonDrawn(z.opponents)
	case "log":
		return lessonDrawn(z.log)
	case "inventory":
		return lessonDrawn(z.prompt)
	case "score":
		return lessonDrawn(z.race)
	}
	return nil
}

// handCard is the hand's card of that kind, the first not yet chosen (a
// payment's next card).
func (t *Table) handCard(v *eng.View, kind string) []fyne.CanvasObject {
	var found []fyne.CanvasObject
	for i, c := range v.Hand {
		if i >= len(t.keys.hand) || c.Kind().String() != kind {
			continue
		}
		cv := t.keys.hand[i]
		if !cv.selected && lessonDrawn(cv) != nil {
			return lessonDrawn(cv)
		}
		if found == nil {
			found = lessonDrawn(cv)
		}
	}
	return found
}

// lessonDrawn is obj when it is drawn now (ui.Drawn), none otherwise.
func lessonDrawn(obj fyne.CanvasObject) []fyne.CanvasObject {
	if obj == nil || !ui.Drawn(obj) {
		return nil
	}
	return []fyne.CanvasObject{obj}
}

// LogMark is how many events the game's log holds now (ui.LessonTable).
func (t *Table) LogMark() int { return len(t.src.View(game.Seat(t.viewer)).Events()) }

// Retell is the log's lines, in its words, of the events logged since
// mark that tell the seat's own moves: its purchases, its techniques,
// its stacks (ui.LessonTable).
func (t *Table) Retell(mark int) []string {
	events := t.src.View(game.Seat(t.viewer)).Events()
	if mark < 0 || mark > len(events) {
		return nil
	}
	var out []string
	for _, e := range events[mark:] {
		if e.Seat == t.viewer && e.Kind != eng.EventTurn {
			out = append(out, t.eventText(e))
		}
	}
	return out
}

// LessonMoved redraws the table after the lesson played on its game (Next
// skipped a step by playing its move).
func (t *Table) LessonMoved() {
	t.epoch++
	t.hints.stop()
	t.selected, t.armed, t.listing, t.endArmed = eng.NoCard, 0, 0, false
	t.redraw()
	t.advance()
}

// applyMove plays an option for seat: the player's through the lesson when
// the table runs one, which may refuse it (ui.ErrRefused, the lesson has
// said why).
func (t *Table) applyMove(seat int, opt game.Option) error {
	if t.ctx.Lesson != nil && t.human(seat) {
		return t.ctx.Lesson.Play(game.Seat(seat), opt)
	}
	return t.src.Apply(game.Seat(seat), opt)
}

// lessonHolds reports whether the lesson plays the bots now (its script
// lasts): the table's own bots wait. The moves the lesson played are
// drawn.
func (t *Table) lessonHolds() bool {
	if t.ctx.Lesson == nil || t.ctx.ReadOnly != nil {
		return false
	}
	n := len(t.state.Log())
	held := t.ctx.Lesson.HoldBots()
	if len(t.state.Log()) != n {
		t.redraw()
	}
	return held
}

// refused reports whether err is the lesson's refusal, which the lesson
// has already told the player.
func refused(err error) bool { return errors.Is(err, ui.ErrRefused) }
