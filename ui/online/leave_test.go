package online

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
	"agora/online/proto"
	"agora/ui/audit"
	"agora/ui/kit/kittest"
)

// leaveQuestion is the question over the host's table as shown, its
// texts and buttons; nil when none.
func leaveQuestion(hf *TableFrame) ([]string, map[string]*widget.Button) {
	if hf.leaving == nil || !hf.leaving.Visible() {
		return nil, nil
	}
	objects := test.LaidOutObjects(hf.leaving)
	buttons := map[string]*widget.Button{}
	for _, o := range objects {
		if b, ok := o.(*widget.Button); ok {
			buttons[b.Text] = b
		}
	}
	return kittest.Texts(objects), buttons
}

// TestHostLeavesItsTable, in both languages: the host leaving its table
// while a friend plays is asked first. Keep hosting: the table stays and
// the friend plays on. End the game for everyone: the table closes, the
// friend is told the game ended, saved, and the game is kept to be
// hosted again. A joiner leaves without a question. The question passes
// the layout audit at the smallest window (AGORA_ONLINE_SHOTS=DIR writes
// it).
func TestHostLeavesItsTable(t *testing.T) {
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	for _, c := range []struct{ lang, title, keep, end string }{
		{"en", "Your friends are playing at your table", "Keep hosting", "End the game for everyone"},
		{"fr", "Vos amis jouent à votre table", "Continuer d’héberger", "Terminer la partie pour tous"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a := test.NewTempApp(t)
			p := newPump()
			h, _, js, hf, host := hostedPair(t, a, p, c.lang, time.Hour)
			hf.Hosting(h)
			left := 0
			leave := func() { left++ }
			hf.ConfirmLeave(leave)
			texts, buttons := leaveQuestion(hf)
			if left != 0 || !slices.Contains(texts, c.title) || buttons[c.keep] == nil || buttons[c.end] == nil {
				t.Fatalf("leaving asks nothing (left %d): %q", left, texts)
			}
			for _, pr := range audit.Canvas(host.win.Canvas(), &audit.Options{MinText: 12}) {
				t.Error(pr)
			}
			if shots != "" {
				writePNG(t, filepath.Join(shots, fmt.Sprintf("online-leave-1024-%s.png", c.lang)), host.win)
			}
			// Keep hosting: nothing changes for anyone.
			test.Tap(buttons[c.keep])
			if texts, _ := leaveQuestion(hf); left != 0 || texts != nil {
				t.Fatalf("kept hosting: left %d, question %q", left, texts)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := js.Ping(ctx); err != nil {
				t.Fatalf("the joiner after the host kept hosting: %v", err)
			}
			// End the game for everyone.
			hf.ConfirmLeave(leave)
			_, buttons = leaveQuestion(hf)
			test.Tap(buttons[c.end])
			if texts, _ := leaveQuestion(hf); left != 1 || texts != nil {
				t.Fatalf("ended: left %d, question %q", left, texts)
			}
			if _, err := js.WaitTable(ctx, 1<<30); !errorCode(err, proto.CodeEnded) {
				t.Fatalf("the joiner when the host ended: %v", err)
			}
			kept, err := lan.HostedTables(host.env.DataDir)
			if err != nil || len(kept) != 1 || !kept[0].Started {
				t.Fatalf("the game kept: %+v, %v", kept, err)
			}
			// The game ended, leaving asks nothing; nor does a joiner's.
			hf.ConfirmLeave(leave)
			if left != 2 {
				t.Fatal("the host asked again once the game ended")
			}
			hf.Hosting(nil).ConfirmLeave(leave)
			if left != 3 {
				t.Fatal("a table that hosts nothing asks before it closes")
			}
		})
	}
}
