package server_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"agora/game"
	"agora/game/dale"
	gamereg "agora/game/games"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// asked is a hint a seat received: the position it was asked about (the
// decisions made then) and the host's answer.
type asked struct {
	seat      game.Seat
	decisions int
	legal     []game.Option
	hint      seat.Hint
}

// playHinting plays every human seat of a room of cfg over the network
// with a client choosing with choose(seat) that asks the host for a hint
// at one of its decisions in every, at most max a seat, and returns the
// hints, the messages each seat received and the seats.
func playHinting(t *testing.T, srv *server.Server, url string, cfg game.Config, every, most int,
	choose func(game.Seat) seat.Chooser) (server.RoomInfo, []asked, map[game.Seat]*recorder, map[game.Seat]*remote.Seat) {
	t.Helper()
	info, err := srv.CreateRoom(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	seats, recv := map[game.Seat]*remote.Seat{}, map[game.Seat]*recorder{}
	for i, tok := range info.Tokens {
		if tok == "" {
			continue
		}
		rec := &recorder{}
		s, err := remote.Dial(ctx, url, info.Code, tok, remote.Options{Name: cfg.Seats[i].Name, Client: "test", Received: rec.add})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		seats[s.Seat()], recv[s.Seat()] = s, rec
	}
	var mu sync.Mutex
	var hints []asked
	var wg sync.WaitGroup
	errs := make(chan error, len(seats))
	for st, s := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pick := choose(st)
			n, mine := 0, 0
			for {
				snap, err := s.Snapshot(ctx)
				if err != nil {
					errs <- err
					return
				}
				if snap.Over {
					return
				}
				if len(snap.Legal) > 1 {
					if n++; n%every == 1 && mine < most {
						h, err := s.Hint(ctx, snap.Version)
						switch {
						case errors.Is(err, seat.ErrStale):
							// another seat's pick moved the game on
						case err != nil:
							errs <- fmt.Errorf("%v: hint: %w", st, err)
							return
						default:
							mine++
							mu.Lock()
							hints = append(hints, asked{seat: st, decisions: snap.Decisions, legal: snap.Legal, hint: h})
							mu.Unlock()
						}
					}
				}
				if len(snap.Legal) > 0 {
					o, err := pick(ctx, snap.View, snap.Legal)
					if err != nil {
						errs <- fmt.Errorf("%v: %w", st, err)
						return
					}
					err = s.Apply(ctx, snap.Version, o)
					if err == nil {
						continue
					}
					if !errors.Is(err, seat.ErrStale) && !errors.Is(err, game.ErrNotPending) {
						errs <- fmt.Errorf("%v: %w", st, err)
						return
					}
				}
				if _, err := s.Wait(ctx, snap.Version); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	return info, hints, recv, seats
}

// TestHintOverLoopback: in a 7 Wonders game and a Dale game played over
// loopback, seats ask the host for hints. Each answer is one of the
// seat's options at that point, best first, with its measure; and it
// depends on nothing the seat may not see: the hint searched, with the
// host's seed, from the view of a game whose hidden part is drawn again
// from the seat's view is the same. What each seat received besides is
// checked as the secrecy test checks it. Under make long every seat
// plays at random; otherwise, as in TestWholeGames, the even seats of the
// Dale table play as the easy bot, which ends the game in hundreds of
// decisions, not thousands.
func TestHintOverLoopback(t *testing.T) {
	long := gametest.Long()
	for _, c := range []struct {
		cfg         game.Config
		every, most int
		// redraw: the engine deals the hidden cards of a determinization
		// from their kinds alone (Dale), so the hint searched with the
		// host's seed from a game drawn again is the very same. 7 Wonders
		// gathers them where they lie before shuffling: the exact answer
		// under one seed follows their places, and only the seed's
		// secrecy keeps them from the seat (docs/online.md, Hints).
		redraw bool
	}{
		{table(wonders.Rules.Game, 3, false, []string{wonders.ExpansionCommerce}), 6, 2, false},
		{table(dale.Rules.Game, 2, false, nil), 12, 2, true},
	} {
		t.Run(name(c.cfg), func(t *testing.T) {
			srv, url := loopback(t, server.Options{Rate: 1000, Burst: 1000})
			info, hints, recv, _ := playHinting(t, srv, url, c.cfg, c.every, c.most, func(st game.Seat) seat.Chooser {
				if !long && c.cfg.Game == dale.Rules.Game && st%2 == 0 {
					return easyChooser(t, c.cfg.Game, uint64(st)+11)
				}
				return randomChooser(uint64(st) + 11)
			})
			h, _ := srv.Host(info.Code)
			final := h.State()
			cfg, log := final.Config(), final.Log()
			rules, _ := gamereg.Lookup(cfg.Game)
			if len(hints) < 2 {
				t.Fatalf("%d hints answered", len(hints))
			}
			// The hints asked at each point of the game.
			at := map[int][]asked{}
			for _, a := range hints {
				at[a.decisions] = append(at[a.decisions], a)
				if a.hint.Best != a.hint.Top[0].Option || !slices.Contains(a.legal, a.hint.Best) || a.hint.Top[0].Playouts == 0 {
					t.Fatalf("%v: hint %+v for options %v", a.seat, a.hint, a.legal)
				}
			}
			s, err := rules.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRand(cfg.Seed)
			ctx := context.Background()
			redrawn := 0
			for n := 0; n <= len(log); n++ {
				for _, a := range at[n] {
					v := s.View(a.seat)
					if !slices.Equal(s.Legal(a.seat, nil), a.legal) {
						t.Fatalf("%v at %d: the hint's options are not the seat's", a.seat, n)
					}
					// The answer is the search from the seat's view with
					// the host's secret seed, nothing else.
					seed := h.HintSeed(a.seat, n)
					if hint, err := seat.SearchHint(ctx, cfg.Game, v, a.legal, seed); err != nil || !sameHint(hint, a.hint) {
						t.Fatalf("%v at %d: the hint %+v is not the search from the seat's view, %+v (%v)", a.seat, n, a.hint, hint, err)
					}
					if seed == cfg.Seed|1 || seed == cfg.Seed^uint64(n)<<8 {
						t.Fatalf("%v at %d: the hint's seed is the game's", a.seat, n)
					}
					if !c.redraw {
						continue
					}
					other := v.Determinize(&rng)
					if other.Digest() == s.Digest() || !slices.Equal(other.Legal(a.seat, nil), a.legal) {
						continue // nothing hidden, or a decision under way drawn again
					}
					again, err := seat.SearchHint(ctx, cfg.Game, other.View(a.seat), a.legal, seed)
					if err != nil {
						t.Fatal(err)
					}
					if !sameHint(again, a.hint) {
						t.Fatalf("%v at %d: the hint depends on hidden cards: %+v, from a game drawn again %+v", a.seat, n, a.hint, again)
					}
					redrawn++
				}
				if n < len(log) {
					if err := s.Apply(log[n].Seat, log[n].Option); err != nil {
						t.Fatal(err)
					}
				}
			}
			if c.redraw && redrawn == 0 {
				t.Fatal("no hint checked against a game drawn again")
			}
			// The rest of what each seat received: as without hints.
			for st, rec := range recv {
				var rest [][]byte
				hinted := 0
				for _, data := range rec.all() {
					m, err := proto.DecodeServer(data)
					if err != nil {
						t.Fatal(err)
					}
					if m.Type == proto.THinted || m.Type == proto.TError && m.Error.Code == proto.CodeStale {
						hinted++ // an answer, or a hint asked as the game moved on
						continue
					}
					rest = append(rest, data)
				}
				checkSecrecy(t, rules, cfg, log, st, rest)
				t.Logf("%v: %d messages, %d hints", st, len(rest), hinted)
			}
			t.Logf("%d hints, %d checked against a game drawn again", len(hints), redrawn)
		})
	}
}

// sameHint reports whether two hints name the same move with the same
// measures (a hint over the wire keeps its best candidates).
func sameHint(a, b seat.Hint) bool {
	n := min(len(a.Top), len(b.Top), proto.MaxHintTop)
	return a.Best == b.Best && n > 0 && slices.Equal(a.Top[:n], b.Top[:n])
}

// TestHintRefusals: a hint is refused, with its code, while another is
// searched for the same seat, to a spectator, to a seat that owes
// nothing, about a position to come or the game has left; the seat's
// table (seat.Mirror) gets its answer with the view it asked about.
func TestHintRefusals(t *testing.T) {
	srv, url := loopback(t, server.Options{Rate: 1000, Burst: 1000})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// Two at once for one seat, sent back to back on one connection: the
	// first is searched, the second refused meanwhile.
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	write := func(m *proto.Message) {
		data, err := proto.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := ws.Write(ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
	}
	write(&proto.Message{Type: proto.THello, ID: 1, Hello: &proto.Hello{Protocol: proto.Version, Client: "test", Name: "Ada"}})
	write(&proto.Message{Type: proto.TJoin, ID: 2, Join: &proto.Join{Room: info.Code, Token: info.Tokens[0]}})
	write(&proto.Message{Type: proto.THint, ID: 3, Hint: &proto.HintAsk{Version: 0}})
	write(&proto.Message{Type: proto.THint, ID: 4, Hint: &proto.HintAsk{Version: 0}})
	answers := map[uint32]*proto.Message{}
	for len(answers) < 2 {
		_, data, err := ws.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		m, err := proto.DecodeServer(data)
		if err != nil {
			t.Fatal(err)
		}
		if m.ID >= 3 {
			answers[m.ID] = m
		}
	}
	if answers[3].Type != proto.THinted || answers[4].Type != proto.TError || answers[4].Error.Code != proto.CodeRate {
		t.Errorf("two hints at once: %v, %v", answers[3], answers[4])
	}
	ws.Close(websocket.StatusNormalClosure, "")
	dial := func(tok string) *remote.Seat {
		s, err := remote.Dial(ctx, url, info.Code, tok, remote.Options{Name: "Ada", Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b, watcher := dial(info.Tokens[0]), dial(info.Tokens[1]), dial(info.Spectator)
	snap, err := a.Snapshot(ctx)
	if err != nil || len(snap.Legal) < 2 {
		t.Fatalf("seat 0 at the start: %v options, %v", snap.Legal, err)
	}
	code := func(err error) proto.Code {
		var pe *proto.Error
		if errors.As(err, &pe) {
			return pe.Code
		}
		return ""
	}
	if _, err := watcher.Hint(ctx, snap.Version); code(err) != proto.CodeNotYours {
		t.Errorf("a spectator's hint: %v", err)
	}
	if _, err := b.Hint(ctx, snap.Version); !errors.Is(err, game.ErrNotPending) || code(err) != proto.CodeNotYours {
		t.Errorf("a hint for a seat owing nothing: %v", err)
	}
	if _, err := a.Hint(ctx, snap.Version+1); !errors.Is(err, seat.ErrStale) {
		t.Errorf("a hint about a position to come: %v", err)
	}
	// Through the table's mirror: the answer and the view it is about.
	m := seat.NewMirror(a, dale.Rules)
	if err := m.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	ans, err := m.Hint(0)(ctx)
	if err != nil || ans.View == nil || ans.View.Seat() != 0 || !slices.Contains(snap.Legal, ans.Best) {
		t.Fatalf("the mirror's hint: %+v, %v", ans, err)
	}
	if _, err := m.Hint(1)(ctx); !errors.Is(err, seat.ErrNoHint) {
		t.Errorf("a mirror's hint for another seat: %v", err)
	}
	// The game moved on: the move is played, the old position refused.
	if err := a.Apply(ctx, snap.Version, ans.Best); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Hint(ctx, snap.Version); !errors.Is(err, seat.ErrStale) && !errors.Is(err, game.ErrNotPending) {
		t.Errorf("a hint about a position left: %v", err)
	}
}
