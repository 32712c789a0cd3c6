package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestACMEFlags: ACME needs a folder for its cache, and is not given with
// a certificate file; a domain is a name.
func TestACMEFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--acme-domain", "play.example.org"}, "needs --dir"},
		{[]string{"--acme-domain", "play.example.org", "--dir", dir, "--cert", "c.pem", "--key", "k.pem"}, "not both"},
		{[]string{"--acme-domain", "play.example.org,../x/y", "--dir", dir}, "not a domain name"},
		{[]string{"--acme-domain", "play.example.org,", "--dir", dir}, "not a domain name"},
	} {
		err := run(context.Background(), c.args, &bytes.Buffer{}, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// TestACMEServes starts the server with --acme-domain on 127.0.0.1: it
// listens, keeps its cache in --dir/acme (readable by its user only), and
// refuses a handshake for a name it was not given without asking any
// authority (no network here).
func TestACMEServes(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	addrs := make(chan net.Addr, 1)
	errs := make(chan error, 1)
	go func() {
		errs <- run(ctx, []string{"--acme-domain", "play.example.org", "--dir", dir, "--addr", "127.0.0.1:0"}, &syncBuffer{}, func(a net.Addr) { addrs <- a })
	}()
	var addr net.Addr
	select {
	case addr = <-addrs:
	case err := <-errs:
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(dir, "acme"))
	if err != nil || !info.IsDir() || info.Mode().Perm() != 0o700 {
		t.Fatalf("the ACME cache: %v, %v", info, err)
	}
	for _, name := range []string{"other.example.org", ""} {
		d := &tls.Dialer{Config: &tls.Config{ServerName: name, InsecureSkipVerify: true}}
		c, err := d.DialContext(ctx, "tcp", addr.String())
		if err == nil {
			c.Close()
			t.Errorf("a handshake for %q accepted", name)
		}
	}
	cancel()
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
}
