package learn

import "testing"

// A move the table plays for the player by itself (the last leader of the
// draft, kept without asking) passes the step that waits for it once the
// runner syncs, and the bots' scripted moves follow; a step that only
// explains is never passed so.
func TestSyncCatchesUpWithTheTable(t *testing.T) {
	l, err := Get("wonders-leaders")
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.StartStrict(nil)
	if err != nil {
		t.Fatal(err)
	}
	last := -1
	for i, s := range l.Steps {
		if s.Say == "learn.wonders-leaders.last" {
			last = i
		}
	}
	if last < 0 {
		t.Fatal("no step for the last leader")
	}
	for r.Index() < last {
		if err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	if !r.HoldsBots() {
		t.Fatal("the runner lets the bots go while its script lasts")
	}
	opt, err := r.Wanted()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.State().Apply(r.You(), opt); err != nil {
		t.Fatal(err)
	}
	if r.Index() != last {
		t.Fatal("the step passed before the runner synced")
	}
	if err := r.Sync(); err != nil {
		t.Fatal(err)
	}
	if r.Index() != last+1 {
		t.Fatalf("after the sync, step %d; want %d", r.Index()+1, last+2)
	}
	if err := r.Sync(); err != nil || r.Index() != last+1 {
		t.Fatalf("a second sync moved to step %d (%v)", r.Index()+1, err)
	}
	if !l.Steps[r.Index()].Explains() {
		t.Fatal("the step after the last leader explains")
	}
	for !r.Done() {
		if err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	if r.HoldsBots() {
		t.Error("the runner holds the bots once the lesson is over")
	}
}
