package wonders

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// A lesson on the table (ui.LessonTable): the names a step points at
// (learn.Targets) answered with the objects the table draws them with, and
// the player's moves and the bots handed to the lesson (ui.LessonHook)
// while its script lasts. Nothing here changes the table's layout: it only
// reads its zones.

// Target lists the objects the table draws what a lesson's step points at
// with (a name of learn.Targets: "hand", "hand:lumber_yard", "stage"...);
// none when the table shows nothing of it now.
func (t *Table) Target(name string) []fyne.CanvasObject {
	if t.view == nil {
		return nil
	}
	zone, thing, _ := strings.Cut(name, ":")
	v := t.view
	switch zone {
	case "hand":
		if thing == "" {
			return shown(t.hand.root)
		}
		return t.handCard(thing)
	case "board":
		return shown(t.board.root)
	case "stage":
		for _, s := range t.board.stages {
			if s != nil && s.index < t.board.count && s.state != slotBuilt && shown(s) != nil {
				return shown(s)
			}
		}
		return shown(t.board.root)
	case "city":
		if c, ok := wonders.CardByID(thing); ok && int(c.Info().Color) < len(t.city.stacks) {
			return shown(t.city.stacks[c.Info().Color])
		}
		return shown(t.city.root)
	case "coins", "military", "debt", "diplomacy":
		return shown(t.board.tokens)
	case "left":
		return shown(t.left.root)
	case "right":
		return shown(t.right.root)
	case "partner":
		if v.Partner < 0 || len(v.Cities) == 0 {
			return nil
		}
		switch n := len(v.Cities); v.Partner {
		case (t.focus + 1) % n:
			return shown(t.left.root)
		case (t.focus + n - 1) % n:
			return shown(t.right.root)
		}
		return shown(t.strip.root)
	case "age":
		return shown(t.header.turn)
	case "log", "discard":
		return shown(t.log.root)
	case "score":
		var out []fyne.CanvasObject
		out = append(out, shown(t.log.points)...)
		for _, s := range t.log.scores {
			out = append(out, shown(s)...)
		}
		return out
	case "market":
		if md := shown(t.mdPanel.root); md != nil {
			return md
		}
		return shown(t.market.root)
	case "dice":
		var out []fyne.CanvasObject
		for _, s := range t.market.slots[:wonders.NumResources] {
			out = append(out, shown(s)...)
		}
		return out
	case "wheat":
		return shown(t.market.slots[wonders.NumResources])
	case "order":
		var out []fyne.CanvasObject
		for _, c := range t.market.chips {
			out = append(out, shown(c)...)
		}
		return out
	case "marketday":
		if md := shown(t.mdPanel.root); md != nil {
			return md
		}
		return shown(t.prompt.root)
	case "gods":
		var out []fyne.CanvasObject
		for _, g := range t.hand.gods {
			out = append(out, shown(g)...)
		}
		if len(out) == 0 {
			for _, g := range t.board.gods {
				out = append(out, shown(g)...)
			}
		}
		return out
	case "god":
		for _, r := range t.prompt.draft { // the Prayer's rows
			if m, ok := wonders.DecodeOption(r.opt); ok && m.God.String() == thing && shown(r.root) != nil {
				return shown(r.root)
			}
		}
		for _, g := range t.hand.gods {
			if g.view.God.String() == thing {
				return shown(g)
			}
		}
		for _, g := range t.board.gods {
			if g.god.God.String() == thing {
				return shown(g)
			}
		}
		return nil
	case "prayer":
		return shown(t.prompt.root)
	case "leaders":
		if l := t.prompt.leaders; l != nil && shown(l.root) != nil {
			return shown(l.root)
		}
		if held := shown(t.hand.held); held != nil {
			return held
		}
		return shown(t.hand.root)
	case "leader":
		if l := t.prompt.leaders; l != nil && shown(l.root) != nil {
			for _, c := range l.cards {
				if c.view.Card.String() == thing {
					return shown(c)
				}
			}
		}
		return t.handCard(thing)
	}
	return nil
}

// handCard is the hand's card of that id.
func (t *Table) handCard(id string) []fyne.CanvasObject {
	for _, c := range t.hand.cards {
		if c.view.Card.String() == id && shown(c) != nil {
			return shown(c)
		}
	}
	return nil
}

// shown is obj when it is drawn now (ui.Drawn), none otherwise.
func shown(obj fyne.CanvasObject) []fyne.CanvasObject {
	if obj == nil || !ui.Drawn(obj) {
		return nil
	}
	return []fyne.CanvasObject{obj}
}

// LogMark is how many events the game's log holds now (ui.LessonTable).
func (t *Table) LogMark() int { return len(t.src.View(game.Seat(t.seat)).Events) }

// Retell is the log's lines, in its words, of the events logged since
// mark that tell the seat's own moves and what they brought it: its
// builds and what it paid, its gods, its battles, what another city did
// to it (ui.LessonTable).
func (t *Table) Retell(mark int) []string {
	v := t.src.View(game.Seat(t.seat))
	if mark < 0 || mark > len(v.Events) {
		return nil
	}
	var out []string
	for _, e := range v.Events[mark:] {
		if e.City == t.seat || toSeat(e.Kind) && e.Against == t.seat {
			out = append(out, t.words.logEvent(v, e))
		}
	}
	return out
}

// toSeat reports whether an event of this kind is done to its Against
// city (a card sold or swapped to it, coins or debt given it); Against
// means nothing in most others.
func toSeat(k wonders.EventKind) bool {
	switch k {
	case wonders.EventOffer, wonders.EventSold, wonders.EventSwap, wonders.EventTrade, wonders.EventDebtGiven:
		return true
	}
	return false
}

// LessonMoved redraws the table after the lesson played on its game (Next
// skipped a step by playing its move).
func (t *Table) LessonMoved() {
	t.clearChoice()
	t.advance()
}

// applyOwn plays the seat's own option: through the lesson when the table
// runs one, which may refuse it (ui.ErrRefused, the lesson says why).
func (t *Table) applyOwn(opt game.Option) error {
	if t.ctx.Lesson != nil {
		return t.ctx.Lesson.Play(game.Seat(t.seat), opt)
	}
	return t.src.Apply(game.Seat(t.seat), opt)
}

// lessonHolds reports whether the lesson plays the bots now (its script
// lasts): the table's own bots wait.
func (t *Table) lessonHolds() bool {
	return t.ctx.Lesson != nil && t.ctx.ReadOnly == nil && t.ctx.Lesson.HoldBots()
}

// refused reports whether err is the lesson's refusal, which the lesson
// has already told the player.
func refused(err error) bool { return errors.Is(err, ui.ErrRefused) }
