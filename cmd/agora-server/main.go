// Command agora-server holds Agora games for players on other computers:
// rooms joined by a code, each human seat by its token, bots in the
// others, over WebSocket on TLS only.
//
//	agora-server --cert cert.pem --key key.pem --addr :8443 \
//	    --room wonders:3:4:commerce,faith --room dale:2
//
//	agora-server --acme-domain play.example.org --dir /var/lib/agora --addr :443
//
// Each --room GAME:HUMANS[:BOTS[:EXPANSIONS]] starts a game at launch and
// prints its code, its human seats' tokens, to hand to the players, and
// its spectators' token; the bots play at --bots level, and stand in for
// a player who is away when the room's owner gives them the seat
// (--away). With --dir the rooms are saved after every move and resumed
// when the server starts again. Players' hints are searched here, from
// their seat's view, at most --hints at once. Clients connect to
// wss://HOST:PORT/play.
// The certificate is a file (--cert, --key) or obtained and renewed with
// ACME (--acme-domain, its cache in --dir); the server refuses to start
// without one: it never serves plain text. The room lobby and rooms
// created by clients come next (docs/online.md).
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"

	"agora/game"
	"agora/online/proto"
	"agora/online/server"
	"agora/version"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, nil); err != nil {
		fmt.Fprintln(os.Stderr, "agora-server:", err)
		os.Exit(2)
	}
}

// roomFlags collects the --room flags.
type roomFlags []string

func (r *roomFlags) String() string     { return strings.Join(*r, " ") }
func (r *roomFlags) Set(v string) error { *r = append(*r, v); return nil }

// errPlainText: the server serves TLS only.
var errPlainText = errors.New("--cert and --key, or --acme-domain, are required: agora-server does not serve plain text")

// run serves until ctx ends; listening, when set, is told the address
// once the server listens.
func run(ctx context.Context, args []string, out io.Writer, listening func(net.Addr)) error {
	fs := flag.NewFlagSet("agora-server", flag.ContinueOnError)
	fs.SetOutput(out)
	addr := fs.String("addr", ":8443", "address to listen on")
	certFile := fs.String("cert", "", "TLS certificate (PEM), required")
	keyFile := fs.String("key", "", "TLS private key (PEM), required")
	level := fs.String("bots", "hard", "level of the bots in the rooms' bot seats (Easy, Medium, Hard, Expert, Random)")
	dir := fs.String("dir", "", "folder keeping the rooms: saved after every move, resumed at start")
	rate := fs.Float64("rate", 20, "messages a second a connection may send (twice as many at once)")
	away := fs.Duration("away", time.Minute, "how long a player is away before the room's owner is asked to wait, give the seat to a bot or end the game")
	acmeDomains := fs.String("acme-domain", "", "obtain the certificate with ACME for these domains (comma-separated), instead of --cert and --key; needs --dir, which keeps its cache")
	acmeEmail := fs.String("acme-email", "", "contact address given to the ACME certificate authority")
	acmeDirectory := fs.String("acme-directory", "", "ACME directory URL (default: Let's Encrypt's)")
	acmeHTTP := fs.String("acme-http", "", "also answer ACME http-01 challenges on this address (e.g. :80); on --addr, TLS-ALPN-01 needs nothing more")
	createOpen := fs.Bool("create-open", false, "let any client create rooms (a lobby where players claim seats, started by its creator)")
	createKey := fs.String("create-key", "", "let the clients that give this key create rooms (8 to 64 characters)")
	createRate := fs.Float64("create-rate", 1, "rooms clients may create a second on the whole server (ten times as many at once)")
	maxRooms := fs.Int("max-rooms", 10000, "rooms (and lobbies) held at once")
	hints := fs.Int("hints", runtime.NumCPU(), "players' hints searched at once (about a second of a core each; the others wait their turn)")
	var rooms roomFlags
	fs.Var(&rooms, "room", "a room to open: GAME:HUMANS[:BOTS[:EXPANSION,...]] (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	var tlsConfig *tls.Config
	var acmeManager *autocert.Manager
	switch {
	case *acmeDomains != "" && (*certFile != "" || *keyFile != ""):
		return errors.New("--acme-domain or --cert and --key, not both")
	case *acmeDomains != "":
		if *dir == "" {
			return errors.New("--acme-domain needs --dir, to keep the certificates")
		}
		var err error
		acmeManager, err = acmeCertificates(*acmeDomains, *acmeEmail, *acmeDirectory, filepath.Join(*dir, "acme"))
		if err != nil {
			return err
		}
		tlsConfig = acmeManager.TLSConfig()
	case *certFile == "" || *keyFile == "":
		return errPlainText
	default:
		pair, err := tls.LoadX509KeyPair(*certFile, *keyFile)
		if err != nil {
			return err
		}
		tlsConfig = &tls.Config{Certificates: []tls.Certificate{pair}}
	}
	tlsConfig.MinVersion = tls.VersionTLS12
	if *rate <= 0 {
		return fmt.Errorf("--rate %v: must be positive", *rate)
	}
	if *away <= 0 {
		return fmt.Errorf("--away %v: must be positive", *away)
	}
	if *createKey != "" && (len(*createKey) < 8 || len(*createKey) > proto.MaxKey) {
		return fmt.Errorf("--create-key: 8 to %d characters", proto.MaxKey)
	}
	if *createRate <= 0 || *maxRooms <= 0 || *hints <= 0 {
		return errors.New("--create-rate, --max-rooms and --hints must be positive")
	}
	srv := server.New(server.Options{Version: version.Version, Rate: *rate, Burst: int(2 * *rate), Dir: *dir,
		AwayDelay: *away, StandIn: *level, Logf: func(f string, a ...any) { fmt.Fprintf(out, f+"\n", a...) },
		CreateOpen: *createOpen, CreateKey: *createKey, CreateRate: *createRate, CreateBurst: max(1, int(10**createRate)),
		MaxRooms: *maxRooms, Hints: *hints})
	defer srv.Close()
	if *dir != "" {
		n, err := srv.Resume()
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%d rooms resumed from %s\n", n, *dir)
	}
	for _, spec := range rooms {
		cfg, err := parseRoom(spec, *level)
		if err != nil {
			return err
		}
		info, err := srv.CreateRoom(cfg)
		if err != nil {
			return fmt.Errorf("room %s: %w", spec, err)
		}
		fmt.Fprintf(out, "room %s %s\n", info.Code, spec)
		for i, tok := range info.Tokens {
			if tok != "" {
				fmt.Fprintf(out, "  seat %d token %s\n", i, tok)
			}
		}
		fmt.Fprintf(out, "  spectators token %s\n", info.Spectator)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/play", srv)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: log.New(out, "", log.LstdFlags),
		TLSConfig: tlsConfig}
	done := make(chan error, 2)
	go func() { done <- hs.ServeTLS(ln, "", "") }()
	if acmeManager != nil && *acmeHTTP != "" {
		// http-01 challenges only: every other plain request is sent to
		// HTTPS by the manager's handler.
		challenges := &http.Server{Addr: *acmeHTTP, Handler: acmeManager.HTTPHandler(nil), ReadHeaderTimeout: 10 * time.Second}
		go func() { done <- challenges.ListenAndServe() }()
		defer challenges.Close()
	}
	fmt.Fprintf(out, "listening on %s (TLS)\n", ln.Addr())
	if listening != nil {
		listening(ln.Addr())
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close() // ends the WebSocket connections, which Shutdown does not
	return hs.Shutdown(shut)
}

// parseRoom reads GAME:HUMANS[:BOTS[:EXPANSION,...]].
func parseRoom(spec, level string) (game.Config, error) {
	parts := strings.Split(spec, ":")
	if len(parts) < 2 || len(parts) > 4 {
		return game.Config{}, fmt.Errorf("room %q: want GAME:HUMANS[:BOTS[:EXPANSION,...]]", spec)
	}
	humans, err := strconv.Atoi(parts[1])
	if err != nil || humans < 1 || humans > 16 {
		return game.Config{}, fmt.Errorf("room %q: humans %q", spec, parts[1])
	}
	botSeats := 0
	if len(parts) > 2 {
		if botSeats, err = strconv.Atoi(parts[2]); err != nil || botSeats < 0 || botSeats > 16 {
			return game.Config{}, fmt.Errorf("room %q: bots %q", spec, parts[2])
		}
	}
	cfg := game.Config{Game: parts[0]}
	if len(parts) > 3 && parts[3] != "" {
		cfg.Expansions = strings.Split(parts[3], ",")
	}
	for i := range humans + botSeats {
		sc := game.SeatConfig{Name: fmt.Sprintf("Player %d", i+1)}
		if i >= humans {
			sc = game.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1-humans), Bot: level}
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg, nil
}

// acmeCertificates is the manager that obtains and renews the
// certificates of domains from an ACME authority (Let's Encrypt unless
// directory names another), keeping them in cache.
func acmeCertificates(domains, email, directory, cache string) (*autocert.Manager, error) {
	var names []string
	for _, d := range strings.Split(domains, ",") {
		d = strings.TrimSpace(d)
		if d == "" || strings.ContainsAny(d, "/:") {
			return nil, fmt.Errorf("--acme-domain: %q is not a domain name", d)
		}
		names = append(names, d)
	}
	if err := os.MkdirAll(cache, 0o700); err != nil {
		return nil, err
	}
	m := &autocert.Manager{Prompt: autocert.AcceptTOS, HostPolicy: autocert.HostWhitelist(names...),
		Cache: autocert.DirCache(cache), Email: email}
	if directory != "" {
		m.Client = &acme.Client{DirectoryURL: directory}
	}
	return m, nil
}
