package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/online/remote"
	"agora/online/seat"
)

// childEnv makes the test binary run the server instead of the tests: the
// arguments follow, one a line.
const childEnv = "AGORA_SERVER_CHILD_ARGS"

func TestMain(m *testing.M) {
	if args := os.Getenv(childEnv); args != "" {
		ctx, stop := context.WithCancel(context.Background())
		defer stop()
		if err := run(ctx, strings.Split(args, "\n"), os.Stdout, nil); err != nil {
			os.Stdout.WriteString("error " + err.Error() + "\n")
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// child is the server in a process of its own.
type child struct {
	cmd   *exec.Cmd
	lines []string
	addr  string
}

// startChild runs the server with args and reads its output up to the
// line saying where it listens.
func startChild(t *testing.T, args ...string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+strings.Join(args, "\n"))
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
	t.Fatalf("the server did not start:\n%s", strings.Join(c.lines, "\n"))
	return nil
}

// TestKilledServerResumes kills the server with SIGKILL mid-game; started
// again on the same folder it resumes the room at its last move, and the
// player rejoins with the same token and plays to the end.
func TestKilledServerResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	certFile, keyFile, cert := selfSigned(t)
	dir := t.TempDir()
	base := []string{"--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0", "--dir", dir, "--bots", "random", "--rate", "100000"}
	first := startChild(t, append(base, "--room", "dale:1:1")...)
	var code, token string
	for _, line := range first.lines {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "room" {
			code = f[1]
		}
		if len(f) == 4 && f[2] == "token" {
			token = f[3]
		}
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	opts := remote.Options{Name: "Ada", Client: "test",
		HTTPClient: &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := remote.Dial(ctx, "wss://"+first.addr+"/play", code, token, opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(9)
	choose := func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
		return legal[rng.IntN(len(legal))], nil
	}
	moves, killed := 0, errors.New("killed")
	seat.Play(ctx, s, func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		if moves++; moves > 12 {
			return 0, killed
		}
		return choose(ctx, v, legal)
	})
	before, _ := s.Snapshot(ctx)
	if err := first.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	first.cmd.Wait()
	if _, err := s.Wait(ctx, 1<<30); !errors.Is(err, seat.ErrClosed) {
		t.Fatalf("the connection to the killed server: %v", err)
	}

	second := startChild(t, base...)
	if !strings.Contains(strings.Join(second.lines, "\n"), "1 rooms resumed") {
		t.Fatalf("started again:\n%s", strings.Join(second.lines, "\n"))
	}
	s, err = remote.Dial(ctx, "wss://"+second.addr+"/play", code, token, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	after, err := s.Snapshot(ctx)
	if err != nil || after.Decisions < before.Decisions || before.Decisions < 12 {
		t.Fatalf("back at %d decisions, left at %d: %v", after.Decisions, before.Decisions, err)
	}
	if err := seat.Play(ctx, s, choose); err != nil {
		t.Fatal(err)
	}
	cfg, log, err := s.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := games.Lookup(cfg.Game)
	if r, err := game.Replay(rules, cfg, log); err != nil || !r.Over() {
		t.Fatalf("replay: %v", err)
	}
}
