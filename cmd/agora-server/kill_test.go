package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
)

// buildServer builds this command into a temporary folder.
func buildServer(t *testing.T) string {
	t.Helper()
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go tool to build the server with")
		}
	}
	bin := filepath.Join(t.TempDir(), "agora-server")
	cmd := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// child is the server in a process of its own.
type child struct {
	cmd   *exec.Cmd
	lines []string
	addr  string
}

// startChild runs the built server with args and reads its output up to
// the line saying where it listens.
func startChild(t *testing.T, bin string, args ...string) *child {
	t.Helper()
	cmd := exec.Command(bin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	c := &child{cmd: cmd}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		c.lines = append(c.lines, line)
		if addr, ok := strings.CutPrefix(line, "listening on "); ok {
			c.addr = strings.TrimSuffix(addr, " (TLS)")
			go func() {
				for sc.Scan() {
				}
			}()
			return c
		}
	}
	cmd.Wait()
	t.Fatalf("the server did not start:\n%s", strings.Join(c.lines, "\n"))
	return nil
}

// printedRoom is a room as the server prints it at launch.
type printedRoom struct {
	code   string
	tokens map[game.Seat]string
}

func printedRooms(lines []string) []printedRoom {
	var rooms []printedRoom
	for _, line := range lines {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "room":
			rooms = append(rooms, printedRoom{code: f[1], tokens: map[game.Seat]string{}})
		case len(f) == 4 && f[0] == "seat" && f[2] == "token" && len(rooms) > 0:
			n, _ := strconv.Atoi(f[1])
			rooms[len(rooms)-1].tokens[game.Seat(n)] = f[3]
		}
	}
	return rooms
}

// TestKilledServerResumes builds agora-server, runs it on 127.0.0.1 with
// a test certificate and three rooms (two of players only, one with a
// bot), plays some moves in each, kills it with SIGKILL mid-game, and
// starts it again on the same --dir: every room is back at its last move
// (the same decisions, views and options for every seat), the players
// rejoin with their tokens and play to the end, and each log replays.
func TestKilledServerResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts server processes")
	}
	t.Parallel() // waiting on the build and the disk, with the other servers' tests
	bin := buildServer(t)
	certFile, keyFile, cert := selfSigned(t)
	dir := t.TempDir()
	base := []string{"--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0", "--dir", dir, "--bots", "random", "--rate", "100000"}
	first := startChild(t, bin, append(base, "--room", "dale:2", "--room", "wonders:3:0:commerce", "--room", "dale:1:1")...)
	rooms := printedRooms(first.lines)
	if len(rooms) != 3 {
		t.Fatalf("rooms printed:\n%s", strings.Join(first.lines, "\n"))
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	opts := remote.Options{Name: "Ada", Client: "test",
		HTTPClient: &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dialAll := func(addr string) map[string]map[game.Seat]*remote.Seat {
		all := map[string]map[game.Seat]*remote.Seat{}
		for _, r := range rooms {
			all[r.code] = map[game.Seat]*remote.Seat{}
			for st, tok := range r.tokens {
				s, err := remote.Dial(ctx, "wss://"+addr+"/play", r.code, tok, opts)
				if err != nil {
					t.Fatal(err)
				}
				all[r.code][st] = s
			}
		}
		return all
	}
	// playAll plays every seat, each room until a seat has made limit
	// decisions (0: to the end); then it waits for the room's last
	// updates. Random players, but for Dale's even seats, which play as
	// the easy bot (easyChooser): Dale at 2 is a random player against
	// the easy one, and so is Dale at 1 against the server's random bot.
	playAll := func(all map[string]map[game.Seat]*remote.Seat, limit int) {
		var wg sync.WaitGroup
		enough := errors.New("enough")
		errs := make(chan error, 16)
		for code, seats := range all {
			roomCtx, stop := context.WithCancel(ctx)
			defer stop()
			for st, s := range seats {
				choose := randomChooser(uint64(st) + 7)
				if s.Game() == "dale" && st%2 == 0 {
					choose = easyChooser(t, "dale", uint64(st)+7)
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					moves := 0
					err := seat.Play(roomCtx, s, func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
						if moves++; limit > 0 && moves > limit {
							stop()
							return 0, enough
						}
						return choose(ctx, v, legal)
					})
					if err != nil && !errors.Is(err, enough) && !(limit > 0 && errors.Is(err, context.Canceled)) {
						errs <- fmt.Errorf("room %s, %v: %w", code, st, err)
					}
				}()
			}
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		// Every seat at once: 300 ms without news, not 300 ms a seat.
		var quiet sync.WaitGroup
		for _, seats := range all {
			for _, s := range seats {
				quiet.Go(func() {
					for {
						snap, _ := s.Snapshot(ctx)
						if snap.Over {
							return
						}
						wait, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
						_, err := s.Wait(wait, snap.Version)
						cancel()
						if err != nil {
							return
						}
					}
				})
			}
		}
		quiet.Wait()
	}
	before := dialAll(first.addr)
	playAll(before, 6)
	// Each room as its players last saw it: a random player stops only
	// when it owes a decision, so the bot's room waits for the player.
	type seen struct {
		decisions int
		view      []byte
		legal     []game.Option
	}
	look := func(all map[string]map[game.Seat]*remote.Seat) map[string]map[game.Seat]seen {
		out := map[string]map[game.Seat]seen{}
		for code, seats := range all {
			out[code] = map[game.Seat]seen{}
			for st, s := range seats {
				snap, err := s.Snapshot(ctx)
				if err != nil {
					t.Fatal(err)
				}
				view, err := proto.EncodeView(s.Game(), snap.View)
				if err != nil {
					t.Fatal(err)
				}
				out[code][st] = seen{snap.Decisions, view, snap.Legal}
			}
		}
		return out
	}
	was := look(before)
	if err := first.cmd.Process.Signal(os.Kill); err != nil {
		t.Fatal(err)
	}
	first.cmd.Wait()
	for _, seats := range before {
		for _, s := range seats {
			if _, err := s.Wait(ctx, 1<<30); !errors.Is(err, seat.ErrClosed) {
				t.Fatalf("a connection to the killed server: %v", err)
			}
		}
	}

	second := startChild(t, bin, base...)
	if !slices.Contains(second.lines, fmt.Sprintf("3 rooms resumed from %s", dir)) {
		t.Fatalf("started again:\n%s", strings.Join(second.lines, "\n"))
	}
	after := dialAll(second.addr)
	now := look(after)
	for code, seats := range was {
		for st, w := range seats {
			n := now[code][st]
			if w.decisions == 0 || n.decisions != w.decisions || !bytes.Equal(n.view, w.view) || !slices.Equal(n.legal, w.legal) {
				t.Fatalf("room %s, %v: back at %d decisions, left at %d; same view %v, same options %v",
					code, st, n.decisions, w.decisions, bytes.Equal(n.view, w.view), slices.Equal(n.legal, w.legal))
			}
		}
	}
	playAll(after, 0)
	for code, seats := range after {
		for _, s := range seats {
			cfg, log, err := s.Log(ctx)
			if err != nil {
				t.Fatal(err)
			}
			rules, _ := games.Lookup(cfg.Game)
			if r, err := game.Replay(rules, cfg, log); err != nil || !r.Over() {
				t.Fatalf("room %s: replay: %v", code, err)
			}
			s.Close()
		}
	}
}
