package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/online/remote"
	"agora/online/seat"
)

// TestHintOverTLS: the dedicated server answers a player's Hint (protocol
// 4) over TLS, searched from the seat's view: one of its options, with
// the search's measure. --hints must be positive.
func TestHintOverTLS(t *testing.T) {
	certFile, keyFile, cert := selfSigned(t)
	if err := run(context.Background(), []string{"--cert", certFile, "--key", keyFile, "--hints", "0"}, &syncBuffer{}, nil); err == nil || !strings.Contains(err.Error(), "--hints") {
		t.Errorf("--hints 0: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out := &syncBuffer{}
	addrs := make(chan net.Addr, 1)
	errs := make(chan error, 1)
	go func() {
		errs <- run(ctx, []string{"--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0", "--bots", "random", "--hints", "1", "--room", "wonders:1:2:commerce"}, out, func(a net.Addr) { addrs <- a })
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
	s, err := remote.Dial(ctx, "wss://"+addr.String()+"/play", code, token, remote.Options{Name: "Ada", Client: "test", HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for {
		snap, err := s.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		h, err := s.Hint(ctx, snap.Version)
		if err != nil {
			// The bots' picks may move the game on while it is asked.
			if !errors.Is(err, seat.ErrStale) && !errors.Is(err, game.ErrNotPending) {
				t.Fatalf("hint: %v", err)
			}
			if _, werr := s.Wait(ctx, snap.Version); werr != nil {
				t.Fatalf("hint: %v; wait: %v", err, werr)
			}
			continue
		}
		if !slices.Contains(snap.Legal, h.Best) || len(h.Top) == 0 || h.Top[0].Option != h.Best || h.Top[0].Playouts == 0 {
			t.Fatalf("hint %+v for options %v", h, snap.Legal)
		}
		break
	}
	s.Close()
	cancel()
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
}
