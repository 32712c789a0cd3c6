package server_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// BenchmarkRemoteGames plays whole games through the server over
// loopback, every seat a random client, and reports decisions a second
// and the mean time from a move sent to its update received.
func BenchmarkRemoteGames(b *testing.B) {
	for _, cfg := range []game.Config{table(dale.Rules.Game, 2, false, nil), table(wonders.Rules.Game, 7, false, nil)} {
		b.Run(name(cfg), func(b *testing.B) {
			srv, url := loopbackB(b)
			decisions, moves := 0, 0
			var waited time.Duration
			start := time.Now()
			for i := 0; b.Loop(); i++ {
				info, err := srv.CreateRoom(cfg)
				if err != nil {
					b.Fatal(err)
				}
				ctx := context.Background()
				var wg sync.WaitGroup
				var mu sync.Mutex
				for st, tok := range info.Tokens {
					s, err := remote.Dial(ctx, url, info.Code, tok, remote.Options{Name: "p", Client: "bench"})
					if err != nil {
						b.Fatal(err)
					}
					wg.Add(1)
					go func() {
						defer wg.Done()
						defer s.Close()
						timed := &timedSeat{Remote: s}
						if err := seat.Play(ctx, timed, randomChooser(uint64(i*10+st))); err != nil {
							b.Error(err)
						}
						mu.Lock()
						moves += timed.n
						waited += timed.d
						mu.Unlock()
					}()
				}
				wg.Wait()
				h, _ := srv.Host(info.Code)
				decisions += len(h.State().Log())
				srv.CloseRoom(info.Code)
			}
			b.ReportMetric(float64(decisions)/time.Since(start).Seconds(), "decisions/s")
			if moves > 0 {
				b.ReportMetric(float64(waited.Microseconds())/float64(moves), "µs/move")
			}
		})
	}
}

// Remote names remote.Seat for embedding beside its Seat method.
type Remote = remote.Seat

// timedSeat times each Apply: from the move sent to the update after it.
type timedSeat struct {
	*Remote
	n int
	d time.Duration
}

func (t *timedSeat) Apply(ctx context.Context, version int, opt game.Option) error {
	start := time.Now()
	err := t.Remote.Apply(ctx, version, opt)
	t.n++
	t.d += time.Since(start)
	return err
}

func loopbackB(b *testing.B) (*server.Server, string) {
	srv := server.New(server.Options{Rate: 1e6, Burst: 1e6})
	return srv, newLoopback(b, srv)
}
