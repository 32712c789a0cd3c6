package proto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"agora/game"
)

// Encode writes m as JSON, after checking it as Decode would, size
// included.
func Encode(m *Message) ([]byte, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, Errorf(CodeInternal, "%v", err)
	}
	data := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	limit := MaxServerMessage
	if m.Type.FromClient() {
		limit = MaxClientMessage
	}
	if len(data) > limit {
		return nil, Errorf(CodeTooLarge, "message of %d bytes, the limit is %d", len(data), limit)
	}
	return data, nil
}

// DecodeClient reads a message a client sent; any other type is refused.
func DecodeClient(data []byte) (*Message, error) {
	return decode(data, MaxClientMessage, true)
}

// DecodeServer reads a message the server sent; any other type is refused.
func DecodeServer(data []byte) (*Message, error) {
	return decode(data, MaxServerMessage, false)
}

// helloVersion reads the protocol of a hello leniently: a hello of
// another version may be shaped otherwise, and still gets the version's
// message rather than a malformed one.
func helloVersion(data []byte) (int, bool) {
	var peek struct {
		Type  Type `json:"type"`
		Hello *struct {
			Protocol int `json:"protocol"`
		} `json:"hello"`
	}
	if json.Unmarshal(data, &peek) != nil || peek.Type != THello || peek.Hello == nil {
		return 0, false
	}
	return peek.Hello.Protocol, true
}

func decode(data []byte, limit int, fromClient bool) (*Message, error) {
	if len(data) > limit {
		return nil, Errorf(CodeTooLarge, "message of %d bytes, the limit is %d", len(data), limit)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m Message
	if err := dec.Decode(&m); err != nil {
		if v, ok := helloVersion(data); ok && v != Version {
			return nil, VersionError(v)
		}
		return nil, Errorf(CodeMalformed, "%v", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, Errorf(CodeMalformed, "data after the message")
	}
	if fromClient != m.Type.FromClient() {
		return nil, Errorf(CodeMalformed, "message %q does not go this way", m.Type)
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

// FromClient reports whether clients send messages of this type.
func (t Type) FromClient() bool {
	switch t {
	case THello, TJoin, TLeave, TMove, TUndo, TPing, TSay, TDecide, TCreate, TClaim, TStart, THint:
		return true
	}
	return false
}

// Validate checks that m carries exactly its type's field, in range.
func (m *Message) Validate() error {
	bad := func(format string, args ...any) error { return Errorf(CodeMalformed, format, args...) }
	set := map[string]bool{
		"hello": m.Hello != nil, "welcome": m.Welcome != nil, "join": m.Join != nil, "joined": m.Joined != nil,
		"update": m.Update != nil, "move": m.Move != nil, "result": m.Result != nil, "over": m.Over != nil, "error": m.Error != nil,
		"say": m.Say != nil, "decide": m.Decide != nil, "presence": m.Presence != nil, "chat": m.Chat != nil, "absent": m.Absent != nil,
		"create": m.Create != nil, "created": m.Created != nil, "claim": m.Claim != nil, "claimed": m.Claimed != nil,
		"start": m.Start != nil, "lobby": m.Lobby != nil, "hint": m.Hint != nil, "hinted": m.Hinted != nil,
	}
	want := ""
	switch m.Type {
	case THello, TWelcome, TJoin, TJoined, TUpdate, TMove, TResult, TOver, TError,
		TSay, TDecide, TPresence, TChat, TAbsent, TCreate, TCreated, TClaim, TClaimed, TStart, TLobby, THint, THinted:
		want = string(m.Type)
	case TLeave, TUndo, TPing, TPong:
	default:
		return bad("unknown message %.32q", m.Type)
	}
	for name, on := range set {
		if on != (name == want) {
			return bad("message %q with field %q set %v", m.Type, name, on)
		}
	}
	switch m.Type {
	case THello:
		h := m.Hello
		if h.Protocol != Version {
			return VersionError(h.Protocol)
		}
		if err := text("name", h.Name, MaxName, false); err != nil {
			return err
		}
		return text("client", h.Client, MaxClient, true)
	case TWelcome:
		return text("server", m.Welcome.Server, MaxClient, true)
	case TJoin:
		if !IsRoomCode(m.Join.Room) {
			return bad("a room code is %d letters and digits", RoomLength)
		}
		if !IsToken(m.Join.Token) {
			return bad("a seat token is %d hexadecimal digits", TokenLength)
		}
	case TJoined:
		j := m.Joined
		if !IsRoomCode(j.Room) {
			return bad("a room code is %d letters and digits", RoomLength)
		}
		if err := config(j.Config); err != nil {
			return err
		}
		if j.Config.Seed != 0 {
			return bad("a seat is not told the seed before the end")
		}
		if j.Spectator != (j.Seat == Spectator) || !j.Spectator && (j.Seat < 0 || int(j.Seat) >= len(j.Config.Seats)) {
			return bad("seat %d of %d", j.Seat, len(j.Config.Seats))
		}
	case TUpdate:
		u := m.Update
		if u.Version < 0 || u.Decisions < 0 || u.Decisions > MaxLog {
			return bad("version %d, decisions %d", u.Version, u.Decisions)
		}
		if len(u.Pending) > MaxSeats || len(u.Legal) > MaxLegal {
			return bad("%d pending, %d options", len(u.Pending), len(u.Legal))
		}
		if u.Settled < 0 || u.Settled > u.Decisions || len(u.Own) > u.Decisions || u.Open < 0 || u.Open > len(u.Own) {
			return bad("settled %d, own %d, open %d of %d decisions", u.Settled, len(u.Own), u.Open, u.Decisions)
		}
		for _, p := range u.Pending {
			if !seatOK(p.Seat) {
				return bad("pending seat %d", p.Seat)
			}
			if err := text("kind", p.Kind, MaxKind, true); err != nil {
				return err
			}
		}
		// The decoder checked that the view is JSON, the encoder checks it
		// again when writing it.
		if len(u.View) == 0 || u.View[0] != '{' {
			return bad("a view is a JSON object")
		}
	case TMove:
		if m.Move.Version < 0 {
			return bad("version %d", m.Move.Version)
		}
	case TResult:
		if m.Result.Version < 0 {
			return bad("version %d", m.Result.Version)
		}
	case TOver:
		o := m.Over
		if err := config(o.Config); err != nil {
			return err
		}
		if len(o.Log) > MaxLog {
			return bad("log of %d decisions", len(o.Log))
		}
		for _, d := range o.Log {
			if d.Seat < 0 || int(d.Seat) >= len(o.Config.Seats) {
				return bad("decision by seat %d", d.Seat)
			}
		}
		if len(o.Outcome.Scores) > MaxSeats {
			return bad("%d scores", len(o.Outcome.Scores))
		}
	case TSay:
		return line(m.Say.Text, m.Say.Phrase)
	case TChat:
		c := m.Chat
		if c.Spectator != (c.Seat == Spectator) || !c.Spectator && !seatOK(c.Seat) {
			return bad("chat from seat %d", c.Seat)
		}
		if err := text("name", c.Name, MaxName, true); err != nil {
			return err
		}
		return line(c.Text, c.Phrase)
	case TDecide:
		if !seatOK(m.Decide.Seat) || !isChoice(m.Decide.Choice) {
			return bad("decide %d %.16q", m.Decide.Seat, m.Decide.Choice)
		}
	case TAbsent:
		if !seatOK(m.Absent.Seat) || m.Absent.Away < 0 {
			return bad("absent seat %d for %d s", m.Absent.Seat, m.Absent.Away)
		}
	case TPresence:
		p := m.Presence
		if len(p.Seats) > MaxSeats || p.Spectators < 0 || p.Owner != Spectator && !seatOK(p.Owner) {
			return bad("presence of %d seats, owner %d, %d spectators", len(p.Seats), p.Owner, p.Spectators)
		}
		for _, sp := range p.Seats {
			if !seatOK(sp.Seat) || !isState(sp.State) {
				return bad("seat %d %.16q", sp.Seat, sp.State)
			}
		}
	case TCreate, TCreated, TClaim, TClaimed, TStart, TLobby:
		return m.validateLobby()
	case THint:
		if m.Hint.Version < 0 {
			return bad("version %d", m.Hint.Version)
		}
	case THinted:
		return m.Hinted.validate()
	case TError:
		if !knownCode(m.Error.Code) {
			return bad("unknown error code %.32q", m.Error.Code)
		}
		if len(m.Error.Message) > 1024 {
			return bad("error message of %d bytes", len(m.Error.Message))
		}
	}
	return nil
}

func seatOK(s game.Seat) bool { return s >= 0 && s < MaxSeats }

func knownCode(c Code) bool {
	for _, k := range codes {
		if k == c {
			return true
		}
	}
	return false
}

// config checks a configuration's sizes and words (the engine checks the
// rest when a game starts from it).
func config(c game.Config) error {
	if err := text("game", c.Game, MaxWord, true); err != nil {
		return err
	}
	if len(c.Seats) == 0 || len(c.Seats) > MaxSeats || len(c.Expansions) > MaxStrings || len(c.Variants) > MaxStrings {
		return Errorf(CodeMalformed, "%d seats, %d expansions, %d variants", len(c.Seats), len(c.Expansions), len(c.Variants))
	}
	for _, s := range c.Seats {
		if err := text("name", s.Name, MaxName, true); err != nil {
			return err
		}
		if err := text("bot", s.Bot, MaxWord, true); err != nil {
			return err
		}
	}
	for _, e := range c.Expansions {
		if err := text("expansion", e, MaxWord, true); err != nil {
			return err
		}
	}
	for k, v := range c.Variants {
		if err := text("variant", k, MaxWord, true); err != nil {
			return err
		}
		if err := text("variant", v, MaxWord, true); err != nil {
			return err
		}
	}
	if c.Ruleset < 0 || c.Ruleset > 1000 {
		return Errorf(CodeMalformed, "ruleset %d", c.Ruleset)
	}
	return nil
}

// text checks a string: valid UTF-8, no control characters, at most max
// bytes, not blank unless empty is allowed.
func text(what, s string, max int, empty bool) error {
	switch {
	case len(s) > max:
		return Errorf(CodeMalformed, "%s of %d bytes, at most %d", what, len(s), max)
	case !utf8.ValidString(s):
		return Errorf(CodeMalformed, "%s is not UTF-8", what)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return Errorf(CodeMalformed, "%s holds a control character", what)
	case !empty && strings.TrimSpace(s) == "":
		return Errorf(CodeMalformed, "%s is empty", what)
	}
	return nil
}

const roomAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

// IsRoomCode reports whether s is shaped like a room code.
func IsRoomCode(s string) bool {
	if len(s) != RoomLength {
		return false
	}
	for i := range len(s) {
		if !strings.ContainsRune(roomAlphabet, rune(s[i])) {
			return false
		}
	}
	return true
}

// IsToken reports whether s is shaped like a seat token.
func IsToken(s string) bool {
	if len(s) != TokenLength {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// String is the message's type, for logs.
func (m *Message) String() string { return fmt.Sprintf("%s#%d", m.Type, m.ID) }
