package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
)

func TestCreateFlags(t *testing.T) {
	certFile, keyFile, _ := selfSigned(t)
	for _, args := range [][]string{{"--create-key", "short"}, {"--create-key", strings.Repeat("k", 65)}, {"--create-rate", "0"}, {"--max-rooms", "-1"}} {
		args = append(args, "--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0")
		if err := run(context.Background(), args, &bytes.Buffer{}, nil); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

// TestClientCreatesRoom: over TLS, a client with the server's creation
// key creates a room of Dale at 2, two players claim its seats, the owner
// starts it and both play it to the end (one as the easy bot, one at
// random); without the key, refused.
func TestClientCreatesRoom(t *testing.T) {
	t.Parallel()
	certFile, keyFile, cert := selfSigned(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	addrs := make(chan net.Addr, 1)
	errs := make(chan error, 1)
	go func() {
		errs <- run(ctx, []string{"--cert", certFile, "--key", keyFile, "--addr", "127.0.0.1:0", "--rate", "100000",
			"--create-key", "club-night-2026"}, &syncBuffer{}, func(a net.Addr) { addrs <- a })
	}()
	var addr net.Addr
	select {
	case addr = <-addrs:
	case err := <-errs:
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	opts := remote.Options{Name: "Ada", Client: "test",
		HTTPClient: &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}}
	url := "wss://" + addr.String() + "/play"
	lb, err := remote.OpenLobby(ctx, url, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer lb.Close()
	cfg := game.Config{Game: "dale", Seats: make([]game.SeatConfig, 2)}
	if _, err := lb.Create(ctx, cfg, "club-night"); !errors.Is(err, proto.Errorf(proto.CodeForbidden, "")) {
		t.Errorf("a wrong key: %v", err)
	}
	created, err := lb.Create(ctx, cfg, "club-night-2026")
	if err != nil {
		t.Fatal(err)
	}
	var tokens []string
	for i, name := range []string{"Ada", "Bea"} {
		c, err := lb.Claim(ctx, proto.Claim{Room: created.Room, Seat: game.Seat(i), Name: name, Colour: "blue"})
		if err != nil {
			t.Fatal(err)
		}
		tokens = append(tokens, c.Token)
	}
	if err := lb.Start(ctx, created.Room, created.Owner); err != nil {
		t.Fatal(err)
	}
	if _, err := lb.Wait(ctx, created.Room, func(l proto.Lobby) bool { return l.Started }); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 2)
	var seats []*remote.Seat
	for i, tok := range tokens {
		s, err := remote.Dial(ctx, url, created.Room, tok, opts)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		seats = append(seats, s)
		choose := randomChooser(uint64(i + 1))
		if i == 0 {
			choose = easyChooser(t, "dale", uint64(i+1))
		}
		go func() { done <- seat.Play(ctx, s, choose) }()
	}
	for range seats {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	gcfg, log, err := seats[0].Log(ctx)
	if err != nil || gcfg.Seed == 0 || gcfg.Seats[1].Name != "Bea" || len(log) == 0 {
		t.Fatalf("the game: %+v, %d decisions, %v", gcfg, len(log), err)
	}
	cancel()
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
}
