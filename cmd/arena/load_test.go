package main

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestLoad runs a short load in this process: rooms of random clients on
// loopback, moves counted and timed, no error; and refuses bad sizes.
func TestLoad(t *testing.T) {
	code, out, stderr := runArena("load", "--game", "dale", "--players", "2", "--rooms", "3", "--seconds", "2", "--in-process")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	for _, want := range []string{"load: 3 rooms of dale 2p for 2 s", " 0 errors", "move round trip: p50 ", "server: "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.HasPrefix(strings.Split(out, "\n")[1], "0 moves") {
		t.Errorf("no move made:\n%s", out)
	}
	for _, bad := range [][]string{
		{"load", "--game", "dale", "--players", "2", "--rooms", "0"},
		{"load", "--game", "dale", "--players", "2", "--seconds", "100000"},
		{"load", "--game", "dale", "--players", "2", "--server-bots", "2"},
		{"load", "--game", "dale", "--players", "2", "--level", "genius"},
	} {
		if code, _, _ := runCaught(t, context.Background(), bad); code != exitBadArgs {
			t.Errorf("%v: exit %d", bad, code)
		}
	}
}

func TestHistogram(t *testing.T) {
	var h histogram
	for i := 1; i <= 1000; i++ {
		h.add(ms(i))
	}
	for _, c := range []struct {
		q    float64
		want int
	}{{0.5, 500}, {0.99, 990}, {1, 1000}} {
		got := h.quantile(c.q)
		if lo, hi := ms(c.want), ms(c.want)*103/100; got < lo || got > hi {
			t.Errorf("quantile %v: %v, want %v within 3%%", c.q, got, lo)
		}
	}
}

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }
