package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// Your last god of the Age says in its hover that the others then go
// face down; once it is invoked and the god hand is gone, the hint line
// says why, on the next turn.
func TestGodsSetAsideAreExplained(t *testing.T) {
	cfg := auditConfig(4, wonders.ExpansionFaith)
	for _, tc := range []struct {
		name string
		at   func(v *wonders.View) bool
		says func(tb *Table) string
		want string
	}{
		{"before", func(v *wonders.View) bool {
			f := v.Faith
			return v.Prompt == wonders.KindCard && f != nil && !f.Closed && f.Slots-f.Used == 1 && len(f.Gods) > 1
		}, func(tb *Table) string {
			return tb.hand.gods[0].tipText()
		}, "other gods go face down"},
		{"after", func(v *wonders.View) bool {
			if v.Prompt != wonders.KindCard || v.Faith == nil || !v.Faith.Closed {
				return false
			}
			for _, e := range v.Events {
				if e.City == 0 && e.Kind == wonders.EventGod && e.Age == v.Age && e.Turn == v.Turn-1 {
					return true
				}
			}
			return false
		}, func(tb *Table) string {
			return tb.nextStep()
		}, "god hand is set aside face down"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			s := firstPosition(t, cfg, 200, func(g game.State, p game.Prompt) bool {
				return p.Seat == 0 && tc.at(g.(*wonders.State).SeatView(0))
			}, nil)
			h := newHarnessFor(t, s, 0, true)
			if got := tc.says(h.table); !strings.Contains(got, tc.want) {
				t.Errorf("says %q, want %q", got, tc.want)
			}
		})
	}
}
