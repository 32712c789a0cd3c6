package ui

import (
	"testing"
	"time"
)

// graceOn is a Grace whose UI goroutine is the channel's reader.
func graceOn() (*Grace, chan func()) {
	q := make(chan func(), 16)
	return &Grace{Do: func(f func()) { q <- f }}, q
}

func TestGraceZeroPlaysAtOnce(t *testing.T) {
	g, _ := graceOn()
	played := 0
	g.Hold(0, func() { played++ })
	if played != 1 || g.Held() {
		t.Errorf("a grace of 0 held the choice (played %d)", played)
	}
}

func TestGracePlaysWhenTimeRunsOut(t *testing.T) {
	g, q := graceOn()
	played := 0
	g.Hold(50*time.Millisecond, func() { played++ })
	if !g.Held() || played != 0 || g.Left() != time.Second {
		t.Fatalf("the choice was not held (played %d, left %v)", played, g.Left())
	}
	select {
	case f := <-q:
		f()
	case <-time.After(5 * time.Second):
		t.Fatal("the grace never ran out")
	}
	if played != 1 || g.Held() {
		t.Errorf("after the grace: played %d, held %v", played, g.Held())
	}
}

func TestGraceCancelAndFlush(t *testing.T) {
	g, q := graceOn()
	played := 0
	g.Hold(30*time.Millisecond, func() { played++ })
	if !g.Cancel() || g.Held() || g.Cancel() {
		t.Fatal("Cancel did not drop exactly one held choice")
	}
	time.Sleep(80 * time.Millisecond)
	for len(q) > 0 {
		(<-q)()
	}
	if played != 0 {
		t.Errorf("a cancelled choice was played %d times", played)
	}
	g.Hold(time.Hour, func() { played++ })
	g.Flush()
	g.Flush()
	if played != 1 || g.Held() {
		t.Errorf("Flush played %d times", played)
	}
	// A second choice plays the first one held.
	g.Hold(time.Hour, func() { played += 10 })
	g.Hold(time.Hour, func() { played += 100 })
	if played != 11 || !g.Held() {
		t.Errorf("holding over a held choice: played %d", played)
	}
	g.Cancel()
}
