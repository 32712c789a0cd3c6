package ui

import "time"

// Grace holds a player's choice for a short while before it is played,
// so that it can still be taken back: against bots, who have often chosen
// already, a choice would otherwise be final, and the turn revealed, the
// moment it is made. While a choice is held the table shows it with an
// Undo and the time left; Cancel drops it, Flush plays it at once, and
// when the time runs out it is played. Every method runs on the UI
// goroutine; the timer hands its work to Do.
type Grace struct {
	// Do runs a function on the UI goroutine (fyne.Do in the app).
	Do func(func())
	// Tick, when set, is called on the UI goroutine about every second
	// while a choice is held, so the table can show the time left.
	Tick func()

	commit func()
	until  time.Time
	stop   chan struct{}
}

// Hold keeps commit for d, then calls it. A d of 0 or less calls it at
// once. A choice already held is played first.
func (g *Grace) Hold(d time.Duration, commit func()) {
	g.Flush()
	if d <= 0 {
		commit()
		return
	}
	g.commit, g.until = commit, time.Now().Add(d)
	stop := make(chan struct{})
	g.stop = stop
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		done := time.NewTimer(d)
		defer done.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				g.Do(func() {
					if g.stop == stop && g.Tick != nil {
						g.Tick()
					}
				})
			case <-done.C:
				g.Do(func() {
					if g.stop == stop {
						g.Flush()
					}
				})
				return
			}
		}
	}()
}

// Held reports whether a choice is waiting.
func (g *Grace) Held() bool { return g.commit != nil }

// Left is the time left before the held choice is played, rounded up to
// whole seconds for display; 0 when none is held.
func (g *Grace) Left() time.Duration {
	if g.commit == nil {
		return 0
	}
	return max(time.Until(g.until).Round(time.Second), time.Second)
}

// Cancel drops the held choice; it reports whether there was one.
func (g *Grace) Cancel() bool {
	if g.commit == nil {
		return false
	}
	g.release()
	return true
}

// Flush plays the held choice now, if there is one.
func (g *Grace) Flush() {
	if c := g.commit; c != nil {
		g.release()
		c()
	}
}

func (g *Grace) release() {
	close(g.stop)
	g.commit, g.stop = nil, nil
}
