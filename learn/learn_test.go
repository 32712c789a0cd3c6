package learn

import (
	"context"
	"errors"
	"testing"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/translations"
)

func gameRules(l *Lesson) game.Rules {
	g, err := games.Get(l.Game)
	if err != nil {
		panic(err)
	}
	return g.Rules
}

func lessons(t *testing.T) []*Lesson {
	t.Helper()
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) == 0 {
		t.Fatal("no lessons")
	}
	return all
}

// TestLessonsPlay plays every lesson through its script with the moves its
// steps ask for, checking the engine after each, and reaches its end: a
// lesson whose deal or script no longer fits the engine fails here.
func TestLessonsPlay(t *testing.T) {
	for _, l := range lessons(t) {
		t.Run(l.ID, func(t *testing.T) {
			r, err := l.StartStrict(nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Done() {
				s, _ := r.Step()
				if s.Explains() {
					if err := r.Next(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if !r.Owes() {
					t.Fatalf("step %d (%s) waits for %q, but the player owes no move", r.Index()+1, s.Say, s.Wait)
				}
				opt, err := r.Wanted()
				if err != nil {
					t.Fatal(err)
				}
				before := r.Index()
				no, err := r.Play(opt)
				if err != nil || no != nil {
					t.Fatalf("step %d: the wanted move %s: refused %v, %v", before+1, r.State().Describe(opt), no, err)
				}
				if h := r.Happened(); len(h) == 0 || h[0] != (game.Decision{Seat: r.You(), Option: opt}) {
					t.Fatalf("step %d: what happened starts with %v, not the player's move", before+1, h)
				}
				if err := r.State().Check(); err != nil {
					t.Fatalf("step %d: %v", before+1, err)
				}
			}
			for seat, moves := range r.bots {
				if n := r.played[seat]; n != len(moves) {
					t.Errorf("seat %d played %d of its %d scripted moves", seat, n, len(moves))
				}
			}
			if r.State().Over() {
				t.Fatal("the game ended with the lesson: nothing left to play freely")
			}
		})
	}
}

// TestLessonsEndFree plays on each lesson's game once the script is over,
// against its Easy bots, to the end: the free game of the lesson's end.
func TestLessonsEndFree(t *testing.T) {
	for _, l := range lessons(t) {
		t.Run(l.ID, func(t *testing.T) {
			r := played(t, l)
			cfg := r.FreeConfig()
			st, err := game.Replay(gameRules(l), cfg, r.State().Log())
			if err != nil {
				t.Fatal(err)
			}
			if st.Digest() != r.State().Digest() {
				t.Fatal("the lesson's log does not replay to its position")
			}
			players := map[game.Seat]bots.Bot{}
			for i, seat := range cfg.Seats {
				spec := seat.Bot
				if seat.Human() {
					spec = EasyBot
				} else if spec != EasyBot {
					t.Fatalf("seat %d plays %q, not the Easy bot", i, spec)
				}
				b, err := bots.New(spec, l.Game, uint64(i)+1)
				if err != nil {
					t.Fatal(err)
				}
				players[game.Seat(i)] = b
			}
			var buf []game.Option
			for n := 0; !st.Over(); n++ {
				if n > 5000 {
					t.Fatal("the free game does not end")
				}
				p := st.Pending()[0]
				buf = st.Legal(p.Seat, buf[:0])
				opt, err := players[p.Seat].Choose(context.Background(), st.View(p.Seat), buf)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Apply(p.Seat, opt); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// played is the lesson played through its script.
func played(t *testing.T, l *Lesson) *Runner {
	t.Helper()
	r, err := l.StartStrict(nil)
	if err != nil {
		t.Fatal(err)
	}
	for !r.Done() {
		if err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestLessonsWords checks that every sentence a lesson names exists in
// every language, and the runner's refusals too.
func TestLessonsWords(t *testing.T) {
	keys := []string{RefuseRead, RefuseAction, RefuseCard, RefuseDetail, CutKey,
		"learn.coach.next", "learn.coach.leave", "learn.coach.step"} // the coach's own words
	for _, l := range lessons(t) {
		keys = append(keys, l.Keys()...)
		for _, s := range l.Steps {
			if !s.Explains() {
				if d, _ := ParseDescriptor(s.Wait); d.Verb != AnyMove {
					keys = append(keys, VerbKey(l.Game, d.Verb))
				}
			}
		}
	}
	for _, lang := range translations.Languages() {
		for _, k := range keys {
			if !translations.HasKey(lang, k) {
				t.Errorf("%s: no sentence %q", lang, k)
			}
		}
	}
}

// TestLessonsOrder checks ids and orders are unique within a game, and
// that the 7 Wonders basics come first.
func TestLessonsOrder(t *testing.T) {
	if first := lessons(t)[0]; first.ID != "wonders-basics" {
		t.Errorf("the first lesson is %s", first.ID)
	}
	seen := map[string]bool{}
	orders := map[string]map[int]string{}
	for _, l := range lessons(t) {
		if seen[l.ID] {
			t.Errorf("lesson %s twice", l.ID)
		}
		seen[l.ID] = true
		if orders[l.Game] == nil {
			orders[l.Game] = map[int]string{}
		}
		if other, ok := orders[l.Game][l.Order]; ok {
			t.Errorf("lessons %s and %s share order %d", other, l.ID, l.Order)
		}
		orders[l.Game][l.Order] = l.ID
	}
}

// TestRunnerRefuses checks the runner refuses, with the sentence that says
// why, a move a step does not ask for, and Next on a step that waits
// plays the move it asks for.
func TestRunnerRefuses(t *testing.T) {
	for _, l := range lessons(t) {
		t.Run(l.ID, func(t *testing.T) {
			r, err := l.StartStrict(nil)
			if err != nil {
				t.Fatal(err)
			}
			refused := 0
			for !r.Done() {
				s, _ := r.Step()
				var legal []game.Option
				if r.Owes() {
					legal = r.State().Legal(r.You(), nil)
				}
				want := game.Option(0)
				if !s.Explains() {
					if want, err = r.Wanted(); err != nil {
						t.Fatal(err)
					}
				}
				for _, o := range legal {
					no := r.Check(o)
					d, _ := describe(l.Game, o)
					w, _ := ParseDescriptor(s.Wait)
					switch {
					case s.Explains() && (no == nil || no.Key != RefuseRead):
						t.Fatalf("step %d explains, yet %s is %v", r.Index()+1, r.State().Describe(o), no)
					case !s.Explains() && w.Matches(d) != (no == nil):
						t.Fatalf("step %d: %s matches %v, refused %v", r.Index()+1, r.State().Describe(o), w.Matches(d), no)
					case no != nil:
						refused++
						digest := r.State().Digest()
						if again, err := r.Play(o); err != nil || again == nil || r.State().Digest() != digest {
							t.Fatalf("step %d: a refused move was played (%v, %v)", r.Index()+1, again, err)
						}
					}
				}
				before := len(r.State().Log())
				if err := r.Next(); err != nil {
					t.Fatal(err)
				}
				if !s.Explains() {
					log := r.State().Log()
					if len(log) <= before || log[before] != (game.Decision{Seat: r.You(), Option: want}) {
						t.Fatalf("Next on step %s did not play the wanted move", s.Say)
					}
				}
			}
			if refused == 0 {
				t.Error("no move was ever refused: the lesson leaves no choice to check")
			}
		})
	}
}

// TestScriptMismatch checks that a lesson whose script no longer fits the
// game fails: a wanted card that is not in the hand, a bot's move that is
// not legal.
func TestScriptMismatch(t *testing.T) {
	l := lessons(t)[0]
	broken := *l
	broken.Steps = append([]Step(nil), l.Steps...)
	for i, s := range broken.Steps {
		if !s.Explains() {
			broken.Steps[i].Wait = "build no_such_card"
			break
		}
	}
	r, err := broken.StartStrict(nil)
	if err != nil {
		t.Fatal(err)
	}
	var failed error
	for !r.Done() && failed == nil {
		failed = r.Next()
	}
	if !errors.Is(failed, ErrScript) {
		t.Errorf("a step asking for a card no one has: %v", failed)
	}

	bots := *l
	bots.Bots = map[string][]string{}
	for k, v := range l.Bots {
		bots.Bots[k] = append([]string{"build no_such_card"}, v[1:]...)
	}
	if _, err := bots.StartStrict(nil); !errors.Is(err, ErrScript) {
		t.Errorf("a bot's move no longer legal: %v", err)
	}
	// Outside the tests, a bot whose script no longer fits plays on as an
	// Easy bot, and a step whose move is gone ends the lesson into the
	// free game.
	r, err = bots.Start(nil)
	if err != nil {
		t.Fatalf("the app's runner stops on a bot's other way: %v", err)
	}
	if r.Cut() {
		t.Log("the bots' other way cut the lesson short")
	}
	r, err = broken.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	for !r.Done() {
		if s, _ := r.Step(); !s.Explains() && s.Wait != "build no_such_card" {
			opt, err := r.Wanted()
			if err != nil {
				t.Fatal(err)
			}
			r.Play(opt)
			continue
		}
		if err := r.Next(); err != nil {
			break
		}
	}
	if !r.Cut() && !r.Done() {
		t.Error("a step whose move is gone neither ends the lesson nor says so")
	}
}

// TestLessonsFormatted checks each file is written as Format writes it,
// the form the seed search writes, so that a lesson's diff reads step by
// step.
func TestLessonsFormatted(t *testing.T) {
	for _, l := range lessons(t) {
		data, err := files.ReadFile("lessons/" + l.ID + ".json")
		if err != nil {
			t.Fatal(err)
		}
		if got := Format(l); string(got) != string(data) {
			t.Errorf("%s is not in Format's form", l.ID)
		}
		again, err := Parse(Format(l))
		if err != nil || string(Format(again)) != string(data) {
			t.Errorf("%s does not read back from Format: %v", l.ID, err)
		}
	}
}

// TestBeforeMismatch checks a prepared position whose moves no longer fit
// fails, in the app as in the tests.
func TestBeforeMismatch(t *testing.T) {
	for _, l := range lessons(t) {
		if len(l.Before) == 0 {
			continue
		}
		broken := *l
		broken.Before = append([]string{"build no_such_card"}, l.Before[1:]...)
		if _, err := broken.Start(nil); !errors.Is(err, ErrScript) {
			t.Errorf("%s: a prepared move no longer legal: %v", l.ID, err)
		}
		return
	}
	t.Fatal("no lesson starts from a prepared position")
}
