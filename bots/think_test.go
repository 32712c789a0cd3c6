package bots

import (
	"context"
	"errors"
	"testing"
	"time"

	"agora/game"
)

// slowBot stands for a search caught mid-playout on a machine too busy for
// the table: it may offer a fallback, then answers only when released,
// whatever its context says.
type slowBot struct {
	offers  int // index of the option it offers; -1 none
	release <-chan struct{}
}

func (b slowBot) Name() string { return "slow" }

func (b slowBot) Choose(ctx context.Context, _ game.View, legal []game.Option) (game.Option, error) {
	if b.offers >= 0 {
		offer(ctx, legal[b.offers])
	}
	<-b.release
	return legal[2], nil
}

// Think answers by its limit even when the bot does not: with the search's
// fallback when it offered one, or else with the bot's own answer once it
// comes; cancelling still stops it.
func TestThinkAnswersByTheLimit(t *testing.T) {
	s := searchStates(t)[0]
	seat, legal := mover(t, s)
	v := s.View(seat)
	const limit = 20 * time.Millisecond
	for _, tc := range []struct {
		name    string
		offers  int
		late    time.Duration // the bot answers this long after it starts; 0 never
		cancel  bool
		want    int
		wantErr error
	}{
		{name: "offered, stuck", offers: 1, want: 1},
		{name: "offered, answers late", offers: 1, late: 10 * limit, want: 1},
		{name: "nothing offered, answers late", offers: -1, late: 5 * limit, want: 2},
		{name: "offered, cancelled", offers: 1, cancel: true, wantErr: context.Canceled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			release := make(chan struct{})
			defer close(release)
			b := slowBot{offers: tc.offers, release: release}
			if tc.late > 0 {
				late := make(chan struct{})
				time.AfterFunc(tc.late, func() { close(late) })
				b.release = late
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel {
				cancel()
			}
			type answer struct {
				opt game.Option
				err error
			}
			got := make(chan answer, 1)
			go func() {
				opt, err := Think(ctx, b, v, legal, limit)
				got <- answer{opt, err}
			}()
			select {
			case a := <-got:
				switch {
				case tc.wantErr != nil && !errors.Is(a.err, tc.wantErr):
					t.Errorf("got %v, %v; want %v", a.opt, a.err, tc.wantErr)
				case tc.wantErr == nil && (a.err != nil || a.opt != legal[tc.want]):
					t.Errorf("got %v, %v; want option %d, %v", a.opt, a.err, tc.want, legal[tc.want])
				}
			case <-time.After(10 * time.Second):
				t.Fatal("Think waited for a bot that does not answer")
			}
		})
	}
}

// offeredSearch is a search that notes, when it starts measuring, the
// fallback offered to Think, then runs out of time.
type offeredSearch struct {
	cands []game.Option
	seen  *game.Option
}

func (e offeredSearch) narrow(game.View, []game.Option) []game.Option { return e.cands }

func (e offeredSearch) measure(ctx context.Context, _ game.View, _ []game.Option) ([]HintChoice, error) {
	*e.seen, _ = ctx.Value(provisionalKey{}).(*provisional).get()
	return nil, context.DeadlineExceeded
}

// A search offers the prior's first candidate before it starts measuring,
// so that Think has it should the measuring overrun.
func TestSearchOffersThePriorsChoice(t *testing.T) {
	var seen game.Option
	e := offeredSearch{cands: []game.Option{7, 3, 5}, seen: &seen}
	ctx := context.WithValue(context.Background(), provisionalKey{}, &provisional{})
	opt, err := chooseBest(ctx, e, nil, []game.Option{3, 5, 7})
	if err != nil || opt != 7 {
		t.Errorf("chooseBest: %v, %v; want the prior's 7", opt, err)
	}
	if seen != 7 {
		t.Errorf("offered %v before measuring; want the prior's 7", seen)
	}
}
