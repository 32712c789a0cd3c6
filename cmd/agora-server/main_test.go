package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/online/remote"
	"agora/online/seat"
)

// selfSigned writes a certificate for 127.0.0.1 and its key.
func selfSigned(t *testing.T) (certFile, keyFile string, cert *x509.Certificate) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "agora test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ = x509.ParseCertificate(der)
	kder, _ := x509.MarshalECPrivateKey(key)
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600)
	return certFile, keyFile, cert
}

// randomChooser picks uniformly, seeded.
func randomChooser(seed uint64) seat.Chooser {
	rng := game.NewRand(seed)
	return func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
		return legal[rng.IntN(len(legal))], nil
	}
}

// easyChooser plays as the easy bot (the heuristic with some noise),
// seeded. Random players seldom build a stack of Dale: two of them take
// some 1,600 decisions to end a game; with one easy player at the table
// it ends in a few hundred. The tests here play Dale to the end for the
// server's sake, not the game's: an easy player at every table.
func easyChooser(t testing.TB, gameName string, seed uint64) seat.Chooser {
	t.Helper()
	b, err := bots.New("easy", gameName, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b.Choose
}

// syncBuffer is a buffer written by the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestRefusesPlainText(t *testing.T) {
	for _, args := range [][]string{{}, {"--cert", "c.pem"}, {"--key", "k.pem"}} {
		if err := run(context.Background(), args, &bytes.Buffer{}, nil); !errors.Is(err, errPlainText) {
			t.Errorf("%v: %v", args, err)
		}
	}
}

func TestParseRoom(t *testing.T) {
	cfg, err := parseRoom("wonders:2:3:commerce,faith", "easy")
	if err != nil || len(cfg.Seats) != 5 || !cfg.Seats[1].Human() || cfg.Seats[2].Bot != "easy" || len(cfg.Expansions) != 2 {
		t.Fatalf("%+v, %v", cfg, err)
	}
	for _, bad := range []string{"wonders", "wonders:x", "wonders:0", "wonders:2:-1", "a:1:2:3:4"} {
		if _, err := parseRoom(bad, "easy"); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestServesTLS starts the server on 127.0.0.1 with a self-signed
// certificate, plays a whole game of Dale against its random bot through
// TLS (the player as the easy bot, easyChooser), and finds plain
// WebSocket refused.
func TestServesTLS(t *testing.T) {
	t.Parallel()
	certFile, keyFile, cert := selfSigned(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out := &syncBuffer{}
	dir := t.TempDir()
	addrs := make(chan net.Addr, 1)
	errs := make(chan error, 1)
	go func() {
		errs <- run(ctx, []string{"--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0", "--bots", "random", "--rate", "100000", "--dir", dir, "--room", "dale:1:1"}, out, func(a net.Addr) { addrs <- a })
	}()
	var addr net.Addr
	select {
	case addr = <-addrs:
	case err := <-errs:
		t.Fatal(err)
	}
	var code, token string
	for _, line := range strings.Split(out.String(), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "room" {
			code = f[1]
		}
		if len(f) == 4 && f[2] == "token" {
			token = f[3]
		}
	}
	if code == "" || token == "" {
		t.Fatalf("no room printed:\n%s", out)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	url := "wss://" + addr.String() + "/play"

	if _, _, err := websocket.Dial(ctx, "ws://"+addr.String()+"/play", nil); err == nil {
		t.Error("plain WebSocket accepted")
	}
	if _, err := remote.Dial(ctx, url, code, token, remote.Options{Name: "Ada", Client: "test"}); err == nil {
		t.Error("an unpinned certificate accepted")
	}
	s, err := remote.Dial(ctx, url, code, token, remote.Options{Name: "Ada", Client: "test", HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	if err := seat.Play(ctx, s, easyChooser(t, "dale", 1)); err != nil {
		t.Fatal(err)
	}
	cfg, log, err := s.Log(ctx)
	if err != nil || cfg.Seed == 0 || len(log) == 0 {
		t.Fatalf("log: seed %d, %d decisions, %v", cfg.Seed, len(log), err)
	}
	s.Close()
	cancel()
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
	saved, err := game.LoadSave(filepath.Join(dir, code+".agora"), games.Lookup)
	if err != nil || !saved.Over() || len(saved.Log()) != len(log) {
		t.Fatalf("the room's save: %v", err)
	}
}
