package lan

import (
	"errors"
	"strings"
	"testing"
)

func testInvite() Invite {
	inv := Invite{Host: "192.168.1.20", Port: 7777, Code: "ABCDEFGHIJKLMNOP"}
	for i := range inv.Pin {
		inv.Pin[i] = byte(i*37 + 11)
	}
	return inv
}

func TestInviteRoundTrip(t *testing.T) {
	for _, host := range []string{"192.168.1.20", "::1", "fe80::1%eth0", "table.local", "127.0.0.1"} {
		inv := testInvite()
		inv.Host = host
		s := inv.String()
		if !strings.HasPrefix(s, "agora://") {
			t.Errorf("%s: no scheme", s)
		}
		for _, pasted := range []string{s, "  " + s + "\n", `"` + s + `"`, "<" + s + ">", strings.TrimPrefix(s, "agora://"),
			strings.ToLower(s), strings.Replace(s, "agora://", "AGORA://", 1), s[:20] + "\n" + s[20:]} {
			got, err := ParseInvite(pasted)
			if err != nil {
				t.Errorf("%q: %v", pasted, err)
				continue
			}
			if strings.EqualFold(got.Host, inv.Host) && got.Port == inv.Port && got.Code == inv.Code && got.Pin == inv.Pin {
				continue
			}
			t.Errorf("%q read as %+v", pasted, got)
		}
	}
}

func TestInviteRefusals(t *testing.T) {
	s := testInvite().String()
	for _, c := range []struct {
		name, text string
		want       error
	}{
		{"empty", "", ErrNotInvite},
		{"a web link", "https://example.org/x", ErrNotInvite},
		{"no checksum", s[:strings.Index(s, "&c=")], ErrInviteShort},
		{"no pin", strings.Replace(s, "pin=", "pun=", 1), ErrInviteShort},
		{"no port", strings.Replace(s, ":7777", "", 1), ErrInviteShort},
		{"no code", strings.Replace(s, "ABCDEFGHIJKLMNOP", "", 1), ErrInviteShort},
		{"pin cut", cutPin(s), ErrInviteShort},
		{"another code", strings.Replace(s, "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOQ", 1), ErrInviteTypo},
		{"another port", strings.Replace(s, ":7777", ":7778", 1), ErrInviteTypo},
		{"another host", strings.Replace(s, "192.168.1.20", "192.168.1.21", 1), ErrInviteTypo},
		{"port out of range", strings.Replace(s, ":7777", ":77777", 1), ErrInviteTypo},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseInvite(c.text)
			if !errors.Is(err, c.want) {
				t.Errorf("%q: %v, want %v", c.text, err, c.want)
			}
		})
	}
}

// cutPin is s with the last 4 letters of its pin missing.
func cutPin(s string) string {
	i := strings.Index(s, "&c=")
	return s[:i-4] + s[i:]
}

// TestInviteEveryTypo changes each letter of an invite in turn: each
// change is refused, or (a change of case) reads the same invite.
func TestInviteEveryTypo(t *testing.T) {
	inv := testInvite()
	s := inv.String()
	tried, refused := 0, 0
	for i := range len(s) {
		for _, r := range "A7z2.:/?&=Q" {
			if byte(r) == s[i] {
				continue
			}
			typo := s[:i] + string(r) + s[i+1:]
			tried++
			got, err := ParseInvite(typo)
			if err != nil {
				refused++
				if !errors.Is(err, ErrInviteTypo) && !errors.Is(err, ErrInviteShort) && !errors.Is(err, ErrNotInvite) {
					t.Errorf("%q: %v, an error of no kind", typo, err)
				}
				continue
			}
			if got != inv && !(strings.EqualFold(got.Host, inv.Host) && got.Port == inv.Port && got.Code == inv.Code && got.Pin == inv.Pin) {
				t.Errorf("typo %q read as another invite %+v", typo, got)
			}
		}
	}
	t.Logf("%d typos tried, %d refused, the others a change of case or of nothing", tried, refused)
}

// FuzzParseInvite: any text is read without a panic, and an invite read
// is written back as one that reads the same.
//
//	go test -run '^$' -fuzz FuzzParseInvite -fuzztime 10s ./online/lan/
func FuzzParseInvite(f *testing.F) {
	f.Add(testInvite().String())
	f.Add("agora://[::1]:1/ABCDEFGHIJKLMNOP?pin=&c=")
	f.Add("AGORA://x:0/?pin=A&c=B")
	f.Fuzz(func(t *testing.T, s string) {
		inv, err := ParseInvite(s)
		if err != nil {
			return
		}
		again, err := ParseInvite(inv.String())
		if err != nil || !strings.EqualFold(again.Host, inv.Host) || again.Port != inv.Port || again.Code != inv.Code || again.Pin != inv.Pin {
			t.Fatalf("%q read as %+v, written %q, read back %+v (%v)", s, inv, inv.String(), again, err)
		}
	})
}
