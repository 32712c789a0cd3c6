package online

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/online/lan"
	"agora/online/proto"
	"agora/online/remote"
)

// Every error a player may meet has words in both languages, and a
// wrapped one is told as its kind.
func TestErrorWords(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		s := newScreen(t, test.NewTempApp(t), newPump(), lang, fyne.NewSize(1024, 612))
		seen := map[string]bool{}
		for _, k := range errorKeys {
			msg := s.env.message(fmt.Errorf("dialing: %w", k.err))
			if msg == k.key || msg == "" || seen[msg] {
				t.Errorf("%s: %v told as %q", lang, k.err, msg)
			}
			seen[msg] = true
		}
		if msg := s.env.message(errors.New("boom")); msg == "online.error.other" || !strings.Contains(msg, "boom") {
			t.Errorf("%s: another error told as %q", lang, msg)
		}
	}
	en := newScreen(t, test.NewTempApp(t), newPump(), "en", fyne.NewSize(1024, 612)).env
	for err, want := range map[error]string{
		fmt.Errorf("x: %w", &proto.Error{Code: proto.CodeNoRoom, Message: "m"}): "No such room or seat on this server: check the code and the key.",
		fmt.Errorf("dial: %w", remote.ErrPin):                                   "This table's host is not the one in the invite: ask the host for a new invite.",
	} {
		if got := en.message(err); got != want {
			t.Errorf("%v told as %q", err, got)
		}
	}
}

// A pasted invite that is not one, is cut, or has a typo says so on the
// join screen, and sits nowhere.
func TestJoinScreenInviteErrors(t *testing.T) {
	good := lan.Invite{Host: "127.0.0.1", Port: 1, Code: "ABCDEFGHIJKLMNOP", Pin: [32]byte{9}}.String()
	typo := []byte(good)
	typo[len("agora://127.0.0.1:1/A")] = 'C'
	for _, c := range []struct{ text, want string }{
		{"https://example.org", "This is not an Agora invite: it starts with agora://."},
		{good[:len(good)-12], "This invite is incomplete: copy all of it again."},
		{string(typo), "This invite has a typo: copy it again rather than typing it."},
	} {
		p := newPump()
		s := newScreen(t, test.NewTempApp(t), p, "en", fyne.NewSize(1024, 612))
		f := NewJoinForm(s.env)
		f.name = "Bea"
		f.Show()
		test.Type(f.inviteEntry, c.text)
		test.Tap(f.joinInvite)
		if !s.shows(c.want) {
			t.Errorf("%q: %q", c.text, s.texts())
		}
		if len(s.startedSeats()) > 0 {
			t.Error("sat somewhere")
		}
	}
	// No name: asked for one.
	s := newScreen(t, test.NewTempApp(t), newPump(), "fr", fyne.NewSize(1024, 612))
	f := NewJoinForm(s.env)
	f.Show()
	test.Type(f.inviteEntry, good)
	test.Tap(f.joinInvite)
	if !s.shows("Tapez un nom de 1 à 40 lettres.") {
		t.Errorf("no name: %q", s.texts())
	}
}
