package main

// arena load: many rooms of bot clients against an online server on
// loopback, for a bounded time, and what it cost the server.

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"agora/game"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// Bounds of a load run.
const (
	maxLoadRooms   = 10000
	maxLoadSeconds = 3600
)

// load runs --rooms rooms at once for --seconds: each room a game whose
// human seats are random clients through online/remote (and --server-bots
// seats the server's bots), a finished game replaced by a new one. The
// server is this program in a process of its own (so its CPU and memory
// are its own), or with --in-process in this one; either way on
// 127.0.0.1, over TLS with a certificate drawn for the run and pinned.
func load(ctx context.Context, args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	var t tableFlags
	t.register(fs)
	rooms := fs.Int("rooms", 100, "rooms played at once")
	seconds := fs.Int("seconds", 60, "how long the run lasts")
	serverBots := fs.Int("server-bots", 0, "seats of each room played by the server's bots (the last ones)")
	level := fs.String("level", "easy", "level of the server's bots")
	inProcess := fs.Bool("in-process", false, "run the server in this process (its CPU and memory are then counted with the clients')")
	seed := fs.Uint64("seed", 1, "seed of the clients' choices")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	r, exps, err := t.rules()
	if err != nil {
		return 0, err
	}
	if err := checkInt("--rooms", *rooms, 1, maxLoadRooms); err != nil {
		return 0, err
	}
	if err := checkInt("--seconds", *seconds, 1, maxLoadSeconds); err != nil {
		return 0, err
	}
	if err := checkInt("--server-bots", *serverBots, 0, t.players-1); err != nil {
		return 0, err
	}
	if err := checkBots("--level", r.Game, []string{*level}); err != nil {
		return 0, err
	}
	variants, _ := t.variantMap()
	cfg := game.Config{Game: r.Game, Expansions: exps, Teams: t.teams, Variants: variants}
	for i := range t.players {
		sc := game.SeatConfig{Name: fmt.Sprintf("Player %d", i+1)}
		if i >= t.players-*serverBots {
			sc = game.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1), Bot: *level}
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stdout, "interrupted")
		return exitFailed, nil
	}
	var sv loadServer
	if *inProcess {
		sv, err = startLoadServer()
	} else {
		sv, err = spawnLoadServer(ctx, stderr)
	}
	if err != nil {
		return exitFailed, err
	}
	defer sv.stop()
	fmt.Fprintf(stdout, "load: %d rooms of %s for %d s, server at %s (%s)\n", *rooms, describeTable(cfg), *seconds, sv.addr(), map[bool]string{true: "in this process", false: fmt.Sprintf("process %d", sv.pid())}[*inProcess])
	res := runLoad(ctx, sv, cfg, *rooms, time.Duration(*seconds)*time.Second, *seed)
	res.print(stdout, *rooms)
	if res.errors.Load() > 0 {
		return exitFailed, nil
	}
	return exitOK, nil
}

func describeTable(cfg game.Config) string {
	s := fmt.Sprintf("%s %dp", cfg.Game, len(cfg.Seats))
	if len(cfg.Expansions) > 0 {
		s += " " + strings.Join(cfg.Expansions, ",")
	}
	return s
}

// loadServer is the server under load and how to reach it.
type loadServer interface {
	addr() string
	client() *http.Client
	create(ctx context.Context, cfg game.Config) (server.RoomInfo, error)
	close(ctx context.Context, code string)
	usage() (cpu time.Duration, rss int64, ok bool) // the server process's, so far
	pid() int
	stop()
}

// loadCert draws a certificate for 127.0.0.1 for one run.
func loadCert() (tls.Certificate, *x509.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	cert, _ := x509.ParseCertificate(der)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, cert, nil
}

func pinned(cert *x509.Certificate) *http.Client {
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}, MaxIdleConnsPerHost: 64}}
}

// serveLoad serves srv on 127.0.0.1 over TLS: /play for the clients,
// /rooms and /close for the load run's rooms. It returns the address.
func serveLoad(srv *server.Server, pair tls.Certificate) (*http.Server, string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	mux := http.NewServeMux()
	mux.Handle("/play", srv)
	mux.HandleFunc("POST /rooms", func(w http.ResponseWriter, r *http.Request) {
		var cfg game.Config
		if err := json.NewDecoder(io.LimitReader(r.Body, 64<<10)).Decode(&cfg); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		info, err := srv.CreateRoom(cfg)
		if err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		json.NewEncoder(w).Encode(info)
	})
	mux.HandleFunc("POST /close", func(w http.ResponseWriter, r *http.Request) {
		srv.CloseRoom(r.URL.Query().Get("code"))
	})
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: nil,
		TLSConfig: &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}}
	go hs.ServeTLS(ln, "", "")
	return hs, ln.Addr().String(), nil
}

func loadServerOptions() server.Options {
	// The clients are bots: no rate to hold them to, and rooms never wait
	// for an absent player.
	// A client starved of CPU by thousands of others may take more than
	// the usual 10 s to join.
	return server.Options{Version: "load", Rate: 1e6, Burst: 1 << 20, MaxRooms: maxLoadRooms * 2, AwayDelay: time.Hour,
		HelloTimeout: 30 * time.Second}
}

// inProcess is the server in this process.
type inProcess struct {
	srv  *server.Server
	hs   *http.Server
	at   string
	http *http.Client
}

func startLoadServer() (*inProcess, error) {
	pair, cert, err := loadCert()
	if err != nil {
		return nil, err
	}
	srv := server.New(loadServerOptions())
	hs, at, err := serveLoad(srv, pair)
	if err != nil {
		srv.Close()
		return nil, err
	}
	return &inProcess{srv: srv, hs: hs, at: at, http: pinned(cert)}, nil
}

func (p *inProcess) addr() string         { return p.at }
func (p *inProcess) client() *http.Client { return p.http }
func (p *inProcess) pid() int             { return os.Getpid() }
func (p *inProcess) create(_ context.Context, cfg game.Config) (server.RoomInfo, error) {
	return p.srv.CreateRoom(cfg)
}
func (p *inProcess) close(_ context.Context, code string) { p.srv.CloseRoom(code) }
func (p *inProcess) usage() (time.Duration, int64, bool)  { return procUsage(os.Getpid()) }
func (p *inProcess) stop() {
	p.srv.Close()
	p.hs.Close()
}

// spawned is the server in a process of its own: this program's hidden
// load-server command.
type spawned struct {
	cmd  *exec.Cmd
	at   string
	http *http.Client
}

func spawnLoadServer(ctx context.Context, stderr io.Writer) (*spawned, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self, "load-server")
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(out)
	if !sc.Scan() {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, errors.New("the load server did not start")
	}
	f := strings.Fields(sc.Text())
	if len(f) != 3 || f[0] != "listening" {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("the load server said %q", sc.Text())
	}
	der, err := base64.StdEncoding.DecodeString(f[2])
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	go io.Copy(io.Discard, out)
	return &spawned{cmd: cmd, at: f[1], http: pinned(cert)}, nil
}

func (p *spawned) addr() string         { return p.at }
func (p *spawned) client() *http.Client { return p.http }
func (p *spawned) pid() int             { return p.cmd.Process.Pid }
func (p *spawned) usage() (time.Duration, int64, bool) {
	return procUsage(p.cmd.Process.Pid)
}

func (p *spawned) create(ctx context.Context, cfg game.Config) (server.RoomInfo, error) {
	body, _ := json.Marshal(cfg)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://"+p.at+"/rooms", strings.NewReader(string(body)))
	resp, err := p.http.Do(req)
	if err != nil {
		return server.RoomInfo{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		return server.RoomInfo{}, fmt.Errorf("create a room: %s: %s", resp.Status, msg)
	}
	var info server.RoomInfo
	return info, json.NewDecoder(resp.Body).Decode(&info)
}

func (p *spawned) close(ctx context.Context, code string) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://"+p.at+"/close?code="+code, nil)
	if resp, err := p.http.Do(req); err == nil {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
}

func (p *spawned) stop() {
	p.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		<-done
	}
}

// loadServe is the hidden load-server command: a server on 127.0.0.1
// until it is told to stop, its address and certificate on the first
// line of its output.
func loadServe(ctx context.Context, stdout io.Writer) (int, error) {
	// The collector as agora-server has it, not as the arena tunes it for
	// its searches (gc.go): the memory measured is the server's.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(100)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(math.MaxInt64)
	}
	pair, cert, err := loadCert()
	if err != nil {
		return exitFailed, err
	}
	srv := server.New(loadServerOptions())
	hs, at, err := serveLoad(srv, pair)
	if err != nil {
		return exitFailed, err
	}
	fmt.Fprintf(stdout, "listening %s %s\n", at, base64.StdEncoding.EncodeToString(cert.Raw))
	<-ctx.Done()
	srv.Close()
	hs.Close()
	return exitOK, nil
}

// procUsage is a process's CPU time and resident memory so far, from
// Linux's /proc; ok is false elsewhere.
func procUsage(pid int) (time.Duration, int64, bool) {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, 0, false
	}
	// The fields after the command's name, which is in parentheses.
	rest := string(stat[strings.LastIndexByte(string(stat), ')')+2:])
	f := strings.Fields(rest)
	if len(f) < 22 {
		return 0, 0, false
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	rssPages, _ := strconv.ParseInt(f[21], 10, 64)
	const ticks = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticks, rssPages * int64(os.Getpagesize()), true
}

// loadResult gathers a run's figures.
type loadResult struct {
	moves, games, errors atomic.Int64
	mu                   sync.Mutex
	rtt                  histogram
	firstErrors          []string
	elapsed              time.Duration
	cpu, clientCPU       time.Duration // the server's, and this process's (the clients', and the server's in process)
	baseRSS, peakRSS     int64         // before the rooms, and the most while they play
	measured             bool
}

func (r *loadResult) fail(err error) {
	r.errors.Add(1)
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.firstErrors) < 5 {
		r.firstErrors = append(r.firstErrors, err.Error())
	}
}

// runLoad keeps rooms rooms playing for d, then stops them and reports.
func runLoad(ctx context.Context, sv loadServer, cfg game.Config, rooms int, d time.Duration, seed uint64) *loadResult {
	res := &loadResult{}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	cpu0, rss0, _ := sv.usage()
	own0, _, _ := procUsage(os.Getpid())
	res.baseRSS = rss0
	start := time.Now()
	var wg sync.WaitGroup
	// The rooms start over the first tenth of the run (at most 10 s), not
	// all in one instant.
	ramp := min(d/10, 10*time.Second)
	for i := range rooms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case <-time.After(ramp * time.Duration(i) / time.Duration(rooms)):
			case <-ctx.Done():
				return
			}
			for g := 0; ctx.Err() == nil; g++ {
				playLoadRoom(ctx, sv, cfg, seed+uint64(i)<<20+uint64(g)<<8, res)
			}
		}()
	}
	// The server's memory, sampled while the rooms play.
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				if _, rss, ok := sv.usage(); ok {
					res.mu.Lock()
					res.peakRSS = max(res.peakRSS, rss)
					res.mu.Unlock()
				}
			case <-ctx.Done():
				return
			}
		}
	}()
	<-ctx.Done()
	res.elapsed = time.Since(start)
	cpu1, _, ok := sv.usage()
	own1, _, _ := procUsage(os.Getpid())
	res.cpu, res.clientCPU, res.measured = cpu1-cpu0, own1-own0, ok
	wg.Wait()
	<-sampled
	return res
}

// playLoadRoom plays one game of cfg in a new room until it ends or ctx
// does, each human seat a random client; a client's error counts, the
// run's end does not.
func playLoadRoom(ctx context.Context, sv loadServer, cfg game.Config, seed uint64, res *loadResult) {
	info, err := sv.create(ctx, cfg)
	if err != nil {
		if ctx.Err() == nil {
			res.fail(err)
		}
		return
	}
	defer sv.close(context.Background(), info.Code)
	var seats []*remote.Seat
	defer func() {
		for _, s := range seats {
			s.Close()
		}
	}()
	url := "wss://" + sv.addr() + "/play"
	for st, tok := range info.Tokens {
		if tok == "" {
			continue
		}
		s, err := remote.Dial(ctx, url, info.Code, tok, remote.Options{Name: fmt.Sprintf("load %d", st), Client: "arena load", HTTPClient: sv.client(), NoViews: true})
		if err != nil {
			if ctx.Err() == nil {
				res.fail(fmt.Errorf("dial: %w", err))
			}
			return
		}
		seats = append(seats, s)
	}
	var wg sync.WaitGroup
	for i, s := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := game.NewRand(seed + uint64(i))
			timed := &timedLoadSeat{remoteSeat: s, res: res}
			err := seat.Play(ctx, timed, func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
				return legal[rng.IntN(len(legal))], nil
			})
			if err != nil && ctx.Err() == nil {
				res.fail(fmt.Errorf("room %s, %v: %w", info.Code, s.Seat(), err))
			}
		}()
	}
	wg.Wait()
	if ctx.Err() == nil {
		res.games.Add(1)
	}
}

// timedLoadSeat counts and times each accepted move: from the move sent
// to the update after it.
type timedLoadSeat struct {
	*remoteSeat
	res *loadResult
}

// remoteSeat names remote.Seat for embedding beside its Seat method.
type remoteSeat = remote.Seat

func (t *timedLoadSeat) Apply(ctx context.Context, version int, opt game.Option) error {
	start := time.Now()
	err := t.remoteSeat.Apply(ctx, version, opt)
	if err == nil {
		t.res.moves.Add(1)
		t.res.mu.Lock()
		t.res.rtt.add(time.Since(start))
		t.res.mu.Unlock()
	}
	return err
}

func (r *loadResult) print(w io.Writer, rooms int) {
	secs := r.elapsed.Seconds()
	fmt.Fprintf(w, "%d moves in %.1f s: %.0f moves/s; %d games finished; %d errors\n", r.moves.Load(), secs, float64(r.moves.Load())/secs, r.games.Load(), r.errors.Load())
	fmt.Fprintf(w, "move round trip: p50 %v, p99 %v, max %v\n", r.rtt.quantile(0.5), r.rtt.quantile(0.99), r.rtt.max.Round(time.Microsecond))
	if r.measured {
		fmt.Fprintf(w, "server: CPU %.1f s (%.0f%% of one core, %.2f ms a second per room); RSS %.1f MiB before the rooms, %.1f MiB at most with them (%.0f KiB per room)\n",
			r.cpu.Seconds(), 100*r.cpu.Seconds()/secs, 1000*r.cpu.Seconds()/secs/float64(rooms),
			float64(r.baseRSS)/(1<<20), float64(r.peakRSS)/(1<<20), float64(max(r.peakRSS-r.baseRSS, 0))/1024/float64(rooms))
		fmt.Fprintf(w, "this process (the clients): CPU %.1f s (%.0f%% of one core)\n", r.clientCPU.Seconds(), 100*r.clientCPU.Seconds()/secs)
	} else {
		fmt.Fprintf(w, "server: CPU and memory not measured on %s\n", runtime.GOOS)
	}
	for _, e := range r.firstErrors {
		fmt.Fprintln(w, "error:", e)
	}
}

// histogram counts durations in buckets 2% wide, from 1 µs: bounded
// memory for any number of moves, quantiles within 2%.
type histogram struct {
	counts []int64
	n      int64
	max    time.Duration
}

const histBase = 1.02

func (h *histogram) add(d time.Duration) {
	us := max(float64(d)/float64(time.Microsecond), 1)
	i := int(math.Log(us) / math.Log(histBase))
	for len(h.counts) <= i {
		h.counts = append(h.counts, 0)
	}
	h.counts[i]++
	h.n++
	h.max = max(h.max, d)
}

// quantile is the upper bound of the bucket holding quantile q.
func (h *histogram) quantile(q float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	want := int64(math.Ceil(q * float64(h.n)))
	var seen int64
	for i, c := range h.counts {
		if seen += c; seen >= want {
			us := math.Pow(histBase, float64(i+1))
			return min(time.Duration(us*float64(time.Microsecond)), h.max).Round(time.Microsecond)
		}
	}
	return h.max
}
