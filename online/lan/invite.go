package lan

import (
	"encoding/base32"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"net"
	"net/url"
	"strconv"
	"strings"

	"agora/online/proto"
)

// Scheme is the invites' URL scheme.
const Scheme = "agora"

// Invite is what a joiner needs to find a table and trust its host.
type Invite struct {
	// Host is the host's address (an IP or a name) and Port its port.
	Host string
	Port int
	// Code is the table's code (proto.IsRoomCode).
	Code string
	// Pin is the SHA-256 digest of the host's certificate.
	Pin [32]byte
	// Watch, in an invite to watch, is the table's key for spectators
	// (proto.IsToken): who holds it watches the game, and plays no seat.
	// "" in a player's invite.
	Watch string
}

// Watching reports whether the invite is one to watch the game.
func (inv Invite) Watching() bool { return inv.Watch != "" }

// Errors of ParseInvite, each wrapped with the details.
var (
	// ErrNotInvite: the text is no Agora invite at all.
	ErrNotInvite = errors.New("not an Agora invite")
	// ErrInviteShort: a part of the invite is missing (cut when copied).
	ErrInviteShort = errors.New("the invite is incomplete")
	// ErrInviteTypo: the invite's checksum does not match its content: a
	// letter was changed; copy it again.
	ErrInviteTypo = errors.New("the invite has a typo")
)

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// Addr is the host's address and port, for dialing.
func (inv Invite) Addr() string { return net.JoinHostPort(inv.Host, strconv.Itoa(inv.Port)) }

// URL is the WebSocket address of the host's games.
func (inv Invite) URL(path string) string { return "wss://" + inv.Addr() + path }

// sum is the invite's checksum: CRC-32 of its canonical content.
func (inv Invite) sum() string {
	canon := fmt.Sprintf("agora-invite-1|%s|%d|%s|%s", strings.ToLower(inv.Host), inv.Port, inv.Code, hex.EncodeToString(inv.Pin[:]))
	if inv.Watch != "" {
		canon += "|watch|" + inv.Watch
	}
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], crc32.ChecksumIEEE([]byte(canon)))
	return b32.EncodeToString(b[:])
}

// String is the invite as one link: agora://HOST:PORT/CODE?pin=...&c=...,
// with &watch=KEY before the checksum in an invite to watch.
func (inv Invite) String() string {
	host := net.JoinHostPort(strings.ReplaceAll(inv.Host, "%", "%25"), strconv.Itoa(inv.Port)) // an IPv6 zone, escaped
	watch := ""
	if inv.Watch != "" {
		watch = "&watch=" + inv.Watch
	}
	return Scheme + "://" + host + "/" + inv.Code + "?pin=" + b32.EncodeToString(inv.Pin[:]) + watch + "&c=" + inv.sum()
}

// ParseInvite reads an invite as pasted: the agora:// link, with or
// without its scheme, with spaces, quotes or angle brackets around it,
// in any case.
func ParseInvite(s string) (Invite, error) {
	s = strings.Trim(strings.TrimSpace(s), "\"'<>`")
	s = strings.Join(strings.Fields(s), "") // a link broken over lines
	if i := strings.Index(s, "://"); i >= 0 {
		if !strings.EqualFold(s[:i], Scheme) {
			return Invite{}, fmt.Errorf("%w: it starts with %s://", ErrNotInvite, s[:i])
		}
		s = s[i+3:]
	}
	if s == "" {
		return Invite{}, ErrNotInvite
	}
	u, err := url.Parse("x://" + s)
	if err != nil || u.Host == "" {
		return Invite{}, fmt.Errorf("%w: %q", ErrNotInvite, s)
	}
	q := u.Query()
	code := strings.ToUpper(strings.Trim(u.Path, "/"))
	pinText, sumText := strings.ToUpper(q.Get("pin")), strings.ToUpper(q.Get("c"))
	watch, watching := strings.ToLower(q.Get("watch")), q.Has("watch")
	if code == "" || pinText == "" || sumText == "" || u.Port() == "" {
		return Invite{}, fmt.Errorf("%w: it needs an address with a port, a code, a pin and a checksum", ErrInviteShort)
	}
	if watching && watch == "" {
		return Invite{}, fmt.Errorf("%w: the key to watch is missing", ErrInviteShort)
	}
	inv := Invite{Host: u.Hostname(), Code: code, Watch: watch}
	typo := func(what string) (Invite, error) {
		return Invite{}, fmt.Errorf("%w (%s): copy it again", ErrInviteTypo, what)
	}
	if inv.Port, err = strconv.Atoi(u.Port()); err != nil || inv.Port < 1 || inv.Port > 65535 {
		return typo("port")
	}
	pin, err := b32.DecodeString(pinText)
	if err != nil || len(pin) != len(inv.Pin) {
		if err == nil && len(pin) < len(inv.Pin) {
			return Invite{}, fmt.Errorf("%w: the pin is cut short", ErrInviteShort)
		}
		return typo("pin")
	}
	copy(inv.Pin[:], pin)
	if inv.sum() != sumText {
		return typo("checksum")
	}
	if !proto.IsRoomCode(inv.Code) {
		return typo("code")
	}
	if watching && !proto.IsToken(inv.Watch) {
		return typo("key to watch")
	}
	return inv, nil
}
