package learn

import (
	"testing"

	"agora/game/wonders"
)

// The last leader of the draft, which the table keeps for the player
// without asking, the runner keeps the same way: the step that speaks of
// it explains, and the player owes no draft decision there. A move the
// table plays for the player by itself passes the step that waits for it
// once the runner syncs, and the bots' scripted moves follow; a step that
// only explains is never passed so.
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
	if last < 0 || !l.Steps[last].Explains() {
		t.Fatal("no step explains the last leader")
	}
	for r.Index() < last {
		if err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range r.State().Pending() {
		if p.Seat == r.You() && p.Kind == wonders.KindLeaderDraft {
			t.Fatal("the player still owes the draft's last leader")
		}
	}
	if v := r.State().View(r.You()).(*wonders.View); v.Leaders == nil || len(v.Leaders.Hand) != 4 {
		t.Fatalf("the player holds %v leaders after the draft, not four", v.Leaders)
	}
	if err := r.Sync(); err != nil || r.Index() != last {
		t.Fatalf("a sync passed the step that explains (step %d, %v)", r.Index()+1, err)
	}
	for l.Steps[r.Index()].Explains() {
		if err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	if !r.HoldsBots() {
		t.Fatal("the runner lets the bots go while its script lasts")
	}
	at := r.Index()
	opt, err := r.Wanted()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.State().Apply(r.You(), opt); err != nil {
		t.Fatal(err)
	}
	if r.Index() != at {
		t.Fatal("the step passed before the runner synced")
	}
	if err := r.Sync(); err != nil {
		t.Fatal(err)
	}
	if r.Index() != at+1 {
		t.Fatalf("after the sync, step %d; want %d", r.Index()+1, at+2)
	}
	if err := r.Sync(); err != nil || r.Index() != at+1 {
		t.Fatalf("a second sync moved to step %d (%v)", r.Index()+1, err)
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
