package lan

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func TestTokensKeptAndPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	tok := OpenTokens(dir)
	if _, ok, err := tok.Get("ABCDEFGHIJKLMNOP"); ok || err != nil {
		t.Fatalf("empty memory: %v %v", ok, err)
	}
	e := SeatMemory{Invite: testInvite().String(), Ticket: "t1", Name: "Ada"}
	if err := tok.Put("ABCDEFGHIJKLMNOP", e); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, TokensFile)
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("%v, want 0600", st.Mode().Perm())
	}
	// Another process (the app reopened) reads the same seat.
	got, ok, err := OpenTokens(dir).Get("ABCDEFGHIJKLMNOP")
	if err != nil || !ok || !got.same(e) || got.Saved.IsZero() {
		t.Fatalf("%+v %v %v", got, ok, err)
	}

	// The same entry again does not rewrite the file.
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	os.Chtimes(path, old, old)
	if err := tok.Put("ABCDEFGHIJKLMNOP", e); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); !st.ModTime().Equal(old) {
		t.Error("an unchanged entry rewrote the file")
	}
	// A change does.
	e.Room, e.Token = "QRSTUVWXYZ234567", "0123456789abcdef0123456789abcdef"
	if err := tok.Put("ABCDEFGHIJKLMNOP", e); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := tok.Get("ABCDEFGHIJKLMNOP"); got.Token != e.Token {
		t.Errorf("token %q", got.Token)
	}
	if err := tok.Forget("ABCDEFGHIJKLMNOP"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := tok.Get("ABCDEFGHIJKLMNOP"); ok {
		t.Error("forgotten entry still there")
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".tmp-*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func TestTokensBounded(t *testing.T) {
	tok := OpenTokens(t.TempDir())
	for i := range maxTokens + 5 {
		if err := tok.Put("T"+strconv.Itoa(i), SeatMemory{Ticket: strconv.Itoa(i)}); err != nil {
			t.Fatal(err)
		}
	}
	codes, err := tok.Codes()
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != maxTokens {
		t.Errorf("%d tables kept, want %d", len(codes), maxTokens)
	}
	if _, ok, _ := tok.Get("T" + strconv.Itoa(maxTokens+4)); !ok {
		t.Error("the latest table was dropped")
	}
}

func TestTokensGarbledFileKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, TokensFile)
	os.WriteFile(path, []byte("{not json"), 0o600)
	tok := OpenTokens(dir)
	if _, _, err := tok.Get("X"); err == nil {
		t.Error("a garbled file read")
	}
	if err := tok.Put("X", SeatMemory{Ticket: "t"}); err == nil {
		t.Error("a garbled file overwritten")
	}
	if b, _ := os.ReadFile(path); string(b) != "{not json" {
		t.Errorf("file now %q", b)
	}
}
