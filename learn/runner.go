package learn

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
)

// Refusal says why the runner did not take a move: a sentence's key, with
// what it names.
type Refusal struct {
	// Key is the sentence's translation key (learn.refuse.* or the
	// step's own Why).
	Key string
	// Data fills the sentence: "Action" the translation key of the verb
	// the step asks for ("wonders.action.build").
	Data map[string]any
}

// The runner's refusals.
const (
	// RefuseRead: the step only explains; Next goes on.
	RefuseRead = "learn.refuse.read"
	// RefuseAction: the step asks for another kind of move.
	RefuseAction = "learn.refuse.action"
	// RefuseCard: the step asks for this kind of move with another card
	// (or slot, or god).
	RefuseCard = "learn.refuse.card"
	// RefuseDetail: the right move, another way (another payment, another
	// god's timing).
	RefuseDetail = "learn.refuse.detail"
)

// ErrScript is returned when a lesson's script no longer fits its game: a
// move it names is not legal, a bot has no move left, the player owes no
// move where a step waits for one.
var ErrScript = errors.New("the lesson's script does not fit the game")

// Runner plays a lesson: the state, the step reached, the bots' moves
// still to play.
type Runner struct {
	lesson *Lesson
	rules  game.Rules
	st     game.State
	you    game.Seat
	step   int
	bots   map[game.Seat][]Descriptor
	played map[game.Seat]int
	buf    []game.Option
	// Strict makes a bot's scripted move that is not legal an error
	// (ErrScript), as the tests want; otherwise (the app) that bot plays
	// on as an Easy bot, so that a player who took another way through a
	// step that leaves a choice ("any", another payment) still gets a
	// game.
	Strict bool
	cut    bool
	mark   int // the log's length before the player's last move
	seen   int // the log's length after the runner's last move
	easy   map[game.Seat]bots.Bot
}

// Start builds the lesson's game (seats named from names, see
// Lesson.Config) and plays the bots' moves up to the player's first.
func (l *Lesson) Start(names []string) (*Runner, error) { return l.start(names, false) }

// StartStrict is Start for the tests: a script that no longer fits is an
// error, never a bot's or the player's other way (see Runner.Strict).
func (l *Lesson) StartStrict(names []string) (*Runner, error) { return l.start(names, true) }

func (l *Lesson) start(names []string, strict bool) (*Runner, error) {
	g, err := games.Get(l.Game)
	if err != nil {
		return nil, err
	}
	script, err := l.script()
	if err != nil {
		return nil, err
	}
	st, err := g.Rules.Start(l.Config(names))
	if err != nil {
		return nil, fmt.Errorf("lesson %s: %w", l.ID, err)
	}
	r := &Runner{lesson: l, rules: g.Rules, st: st, you: game.Seat(l.You), bots: script,
		played: map[game.Seat]int{}, Strict: strict}
	if err := r.prelude(); err != nil {
		return nil, err
	}
	if err := r.playBots(); err != nil {
		return nil, err
	}
	return r, nil
}

// prelude plays the moves before the first step: the bots' and the
// player's (Lesson.Before), in the order the game asks for them, up to the
// player's first decision after the last of Before.
func (r *Runner) prelude() error {
	for i, m := range r.lesson.Before {
		strict := r.Strict
		r.Strict = true // the prepared position is the script's own
		err := r.playBots()
		r.Strict = strict
		if err != nil {
			return err
		}
		d, _ := ParseDescriptor(m)
		r.buf = r.st.Legal(r.you, r.buf[:0])
		found := Find(r.lesson.Game, d, r.buf)
		if len(found) == 0 {
			return fmt.Errorf("%w: lesson %s, the player's move %d before the steps, %q, is not legal",
				ErrScript, r.lesson.ID, i+1, m)
		}
		if err := r.st.Apply(r.you, found[0]); err != nil {
			return err
		}
	}
	return nil
}

// Lesson is the lesson being played.
func (r *Runner) Lesson() *Lesson { return r.lesson }

// State is the game: the table draws it. The caller must not apply moves
// to it; Play does.
func (r *Runner) State() game.State { return r.st }

// You is the player's seat.
func (r *Runner) You() game.Seat { return r.you }

// Index is the number of the current step, from 0; it is len(Steps) once
// the script is over.
func (r *Runner) Index() int { return r.step }

// Step is the current step; ok is false once the script is over.
func (r *Runner) Step() (s Step, ok bool) {
	if r.step >= len(r.lesson.Steps) {
		return Step{}, false
	}
	return r.lesson.Steps[r.step], true
}

// Done reports whether every step was passed: the game is the player's to
// finish against Easy bots (FreeConfig).
func (r *Runner) Done() bool { return r.step >= len(r.lesson.Steps) }

// FreeConfig is the configuration the game goes on under once the lesson
// is over: the lesson's own, whose bot seats are Easy bots. With the
// state's log it rebuilds the game (game.Replay), so the table can save
// and resume it like any other.
func (r *Runner) FreeConfig() game.Config { return r.st.Config() }

// Check says whether the player's option would be taken at this step,
// without playing it: nil when it would, else why not.
func (r *Runner) Check(opt game.Option) *Refusal {
	s, ok := r.Step()
	if !ok {
		return nil
	}
	if s.Explains() {
		return &Refusal{Key: RefuseRead}
	}
	want, err := ParseDescriptor(s.Wait)
	if err != nil {
		return &Refusal{Key: RefuseRead}
	}
	got, ok := describe(r.lesson.Game, opt)
	if ok && want.Matches(got) {
		return nil
	}
	why := func(key string) *Refusal {
		if s.Why != "" {
			key = s.Why
		}
		return &Refusal{Key: key, Data: map[string]any{"Action": VerbKey(r.lesson.Game, want.Verb)}}
	}
	switch {
	case !ok || got.Verb != want.Verb:
		return why(RefuseAction)
	case want.Card != "" && got.Card != want.Card:
		return why(RefuseCard)
	}
	for _, k := range []string{"slot", "god", "seat"} {
		if v, named := want.Fields[k]; named && got.Fields[k] != v {
			return why(RefuseCard)
		}
	}
	return why(RefuseDetail)
}

// Play plays the player's option if the step takes it, then the bots'
// scripted moves up to the player's next decision, and passes to the next
// step. A refused option leaves everything as it was and says why. Once
// the script is over, Play applies any legal option: the game is free.
func (r *Runner) Play(opt game.Option) (*Refusal, error) {
	if r.Done() {
		return nil, r.st.Apply(r.you, opt)
	}
	if no := r.Check(opt); no != nil {
		return no, nil
	}
	r.mark = len(r.st.Log())
	if err := r.st.Apply(r.you, opt); err != nil {
		return nil, err
	}
	r.step++
	return nil, r.playBots()
}

// Happened is what the last move the runner took brought about: the
// player's decision and the bots' that followed, for the table to tell in
// its log's words beside the next step.
func (r *Runner) Happened() []game.Decision {
	log := r.st.Log()
	return log[min(r.mark, len(log)):]
}

// Next passes a step that only explains. On a step that waits for a move,
// it skips it: the runner plays the move the step asks for (its lowest
// legal option) in the player's place, so that the script goes on from
// the position it was written for.
func (r *Runner) Next() error {
	s, ok := r.Step()
	if !ok {
		return nil
	}
	if s.Explains() {
		r.step++
		r.settle()
		return nil
	}
	opt, err := r.Wanted()
	if err != nil {
		return err
	}
	_, err = r.Play(opt)
	return err
}

// Wanted is the option the current step waits for (the lowest the engine
// offers that matches it): what Next plays, what a test plays.
func (r *Runner) Wanted() (game.Option, error) {
	s, ok := r.Step()
	if !ok || s.Explains() {
		return 0, fmt.Errorf("lesson %s: step %d waits for no move", r.lesson.ID, r.step+1)
	}
	d, err := ParseDescriptor(s.Wait)
	if err != nil {
		return 0, err
	}
	r.buf = r.st.Legal(r.you, r.buf[:0])
	found := Find(r.lesson.Game, d, r.buf)
	if len(found) == 0 {
		return 0, fmt.Errorf("%w: lesson %s, step %d: %q is not legal for the player (%d options)",
			ErrScript, r.lesson.ID, r.step+1, s.Wait, len(r.buf))
	}
	return found[0], nil
}

// Owes reports whether the player owes a decision now.
func (r *Runner) Owes() bool { return owes(r.st, r.you) }

func owes(st game.State, seat game.Seat) bool {
	for _, p := range st.Pending() {
		if p.Seat == seat {
			return true
		}
	}
	return false
}

// playBots plays the bots' scripted moves while a bot seat owes one and
// the lesson is not over. Once it is, the table's bots play on.
func (r *Runner) playBots() error {
	for !r.Done() && !r.st.Over() {
		var seat game.Seat = -1
		for _, p := range r.st.Pending() {
			if p.Seat != r.you {
				seat = p.Seat
				break
			}
		}
		if seat < 0 {
			played, err := r.answerForced()
			if err != nil {
				return err
			}
			if played {
				continue
			}
			break
		}
		moves := r.bots[seat]
		i := r.played[seat]
		r.buf = r.st.Legal(seat, r.buf[:0])
		var found []game.Option
		if i < len(moves) {
			found = Find(r.lesson.Game, moves[i], r.buf)
		}
		opt, err := game.Option(0), error(nil)
		switch {
		case len(found) > 0:
			opt = found[0]
		case r.Strict && i >= len(moves):
			return fmt.Errorf("%w: lesson %s, step %d: seat %d has no scripted move left (played %d)",
				ErrScript, r.lesson.ID, r.step+1, seat, i)
		case r.Strict:
			return fmt.Errorf("%w: lesson %s, seat %d's move %d, %q, is not legal",
				ErrScript, r.lesson.ID, seat, i+1, moves[i])
		default:
			if opt, err = r.easyMove(seat); err != nil {
				return err
			}
		}
		if err := r.st.Apply(seat, opt); err != nil {
			return err
		}
		r.played[seat]++
	}
	r.seen = len(r.st.Log())
	r.settle()
	return nil
}

// forcedKinds are, by game, the prompt kinds a table answers by itself
// for the player when the engine offers a single option: the last leader
// of 7 Wonders' draft, which ui/wonders keeps without asking. The runner
// answers them the same way, before the table would, so that the
// lesson's steps and its tests meet the same moves: a step explains that
// moment, it never waits for it.
var forcedKinds = map[string][]string{"wonders": {wonders.KindLeaderDraft}}

// answerForced plays the player's decision owed now when it is of a kind
// the tables answer by themselves (forcedKinds) with one option; it
// reports whether it played.
func (r *Runner) answerForced() (bool, error) {
	for _, p := range r.st.Pending() {
		if p.Seat != r.you || !slices.Contains(forcedKinds[r.lesson.Game], p.Kind) {
			continue
		}
		r.buf = r.st.Legal(r.you, r.buf[:0])
		if len(r.buf) != 1 {
			return false, nil
		}
		return true, r.st.Apply(r.you, r.buf[0])
	}
	return false, nil
}

// Sync catches up with moves the table applied to the state itself: the
// decisions it made for the player pass the step that waits for them,
// then the bots' scripted moves owed now are played. (The last leader of
// the draft, which the table keeps without asking, the runner keeps
// first: forcedKinds.) The table calls it (through HoldsBots) whenever
// its game changed.
func (r *Runner) Sync() error {
	log := r.st.Log()
	if r.seen > len(log) {
		r.seen = len(log)
	}
	for i, d := range log[r.seen:] {
		s, ok := r.Step()
		if !ok || d.Seat != r.you || s.Explains() {
			continue
		}
		want, err := ParseDescriptor(s.Wait)
		if err != nil {
			continue
		}
		if got, ok := describe(r.lesson.Game, d.Option); ok && want.Matches(got) {
			r.mark = r.seen + i
			r.step++
		}
	}
	r.seen = len(log)
	return r.playBots()
}

// HoldsBots reports whether the runner still plays the bots: while the
// script lasts, the table's own bots wait.
func (r *Runner) HoldsBots() bool { return !r.Done() && !r.st.Over() }

// settle ends the lesson into the free game, outside the tests, when the
// step reached waits for a move the game no longer offers: the player went
// another way where a step left a choice.
func (r *Runner) settle() {
	if r.Strict || r.Done() {
		return
	}
	if s, _ := r.Step(); !s.Explains() {
		if _, err := r.Wanted(); err != nil {
			r.step, r.cut = len(r.lesson.Steps), true
		}
	}
}

// Cut reports whether the lesson ended before its last step because the
// game went another way than the script (the player chose freely where a
// step left a choice): the table says so (CutKey) and the game goes on.
func (r *Runner) Cut() bool { return r.cut }

// CutKey is the sentence of a lesson cut short.
const CutKey = "learn.cut"

// Text is the refusal's sentence, given the table's translation function:
// the verb the step asks for is translated first.
func (no *Refusal) Text(t func(key string, data map[string]any) string) string {
	data := map[string]any{}
	for k, v := range no.Data {
		data[k] = v
	}
	if key, ok := data["Action"].(string); ok {
		data["Action"] = t(key, nil)
	}
	return t(no.Key, data)
}

// VerbKey is the translation key of a move's verb in the game's words
// ("wonders.action.build", "dale.move.buy").
func VerbKey(gameName, verb string) string {
	if gameName == "dale" {
		return "dale.move." + verb
	}
	return gameName + ".action." + verb
}

// easyMove is the Easy bot's choice for seat, where its script no longer
// fits: the player went another way through a step that left a choice.
func (r *Runner) easyMove(seat game.Seat) (game.Option, error) {
	b := r.easy[seat]
	if b == nil {
		var err error
		if b, err = bots.New(EasyBot, r.lesson.Game, r.lesson.Seed+uint64(seat)); err != nil {
			return 0, err
		}
		if r.easy == nil {
			r.easy = map[game.Seat]bots.Bot{}
		}
		r.easy[seat] = b
	}
	return b.Choose(context.Background(), r.st.View(seat), r.buf)
}
