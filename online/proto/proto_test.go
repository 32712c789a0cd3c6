package proto

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"agora/game"
	"agora/translations"
)

func validMessages() []*Message {
	cfg := game.Config{Game: "wonders", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bot", Bot: "hard"}}, Expansions: []string{"commerce"}}
	full := cfg
	full.Seed = 42
	return []*Message{
		{Type: THello, ID: 1, Hello: &Hello{Protocol: Version, Client: "1.2.0", Name: "Ada"}},
		{Type: TWelcome, Welcome: &Welcome{Protocol: Version, Server: "1.2.0"}},
		{Type: TJoin, ID: 2, Join: &Join{Room: NewRoomCode(), Token: NewToken()}},
		{Type: TJoined, ID: 2, Joined: &Joined{Room: NewRoomCode(), Seat: 1, Config: cfg}},
		{Type: TUpdate, Update: &Update{Version: 3, Decisions: 2, Pending: []Prompt{{0, "wonders.card"}}, Legal: []game.Option{1, 2}, View: json.RawMessage(`{"seat":0,"view":{}}`)}},
		{Type: TUpdate, Update: &Update{Version: 4, Decisions: 5, Settled: 3, Own: []game.Option{7, 9}, Open: 1, Legal: []game.Option{}, View: json.RawMessage(`{"seat":0,"view":{}}`)}},
		{Type: TMove, ID: 3, Move: &Move{Version: 3, Option: 1 << 40}},
		{Type: TUndo, ID: 4},
		{Type: TResult, ID: 3, Result: &Result{Version: 4}},
		{Type: TOver, Over: &GameOver{Config: full, Log: []game.Decision{{Seat: 1, Option: 7}}}},
		{Type: TError, ID: 3, Error: Errorf(CodeStale, "too late")},
		{Type: TLeave, ID: 5},
		{Type: TPing, ID: 6},
		{Type: TPong, ID: 6},
		{Type: TSay, ID: 7, Say: &Say{Text: "à toi ✋"}},
		{Type: TSay, ID: 8, Say: &Say{Phrase: "well_played"}},
		{Type: TDecide, ID: 9, Decide: &Decide{Seat: 2, Choice: GiveBot}},
		{Type: TPresence, Presence: &Presence{Seats: []SeatPresence{{0, Thinking, false}, {1, Away, true}}, Owner: 0, Spectators: 2}},
		{Type: TPresence, Presence: &Presence{Seats: []SeatPresence{{0, Away, false}}, Owner: Spectator}},
		{Type: TChat, Chat: &Chat{Seat: 1, Name: "Ada", Text: "hi"}},
		{Type: TChat, Chat: &Chat{Seat: Spectator, Spectator: true, Name: "Zoé", Phrase: "hello"}},
		{Type: TAbsent, Absent: &Absent{Seat: 3, Away: 60}},
		{Type: TJoined, ID: 2, Joined: &Joined{Room: NewRoomCode(), Seat: Spectator, Spectator: true, Config: cfg}},
		{Type: TCreate, ID: 10, Create: &Create{Config: cfg, Key: "club night"}},
		{Type: TCreate, ID: 11, Create: &Create{Config: game.Config{Game: "dale", Seats: make([]game.SeatConfig, 2)}}},
		{Type: TCreated, ID: 10, Created: &Created{Room: NewRoomCode(), Owner: NewToken()}},
		{Type: TClaim, ID: 12, Claim: &Claim{Room: NewRoomCode(), Seat: 1, Name: "Bea", Colour: "green"}},
		{Type: TClaim, ID: 13, Claim: &Claim{Room: NewRoomCode(), Seat: 1, Name: "Bea", Token: NewToken()}},
		{Type: TClaimed, ID: 12, Claimed: &Claimed{Room: NewRoomCode(), Seat: 1, Token: NewToken()}},
		{Type: TStart, ID: 14, Start: &Start{Room: NewRoomCode(), Owner: NewToken()}},
		{Type: TLobby, Lobby: &Lobby{Room: NewRoomCode(), Config: cfg, Seats: []LobbySeat{{Name: "Ada", Colour: "blue", Claimed: true}, {Name: "Bot", Bot: "hard"}}}},
		{Type: TLobby, Lobby: &Lobby{Room: NewRoomCode(), Config: cfg, Seats: []LobbySeat{{}, {Name: "Bot", Bot: "hard"}}, Started: true}},
		{Type: TError, ID: 13, Error: Errorf(CodeTaken, "seat 1 is taken")},
		{Type: THint, ID: 15, Hint: &HintAsk{Version: 7}},
		{Type: THinted, ID: 15, Hinted: &Hinted{Version: 7, Best: 9, Top: []HintChoice{{9, 0.7, 0.61, 500}, {3, 0.5, 0.48, 500}}}},
	}
}

func decodeAny(data []byte) (*Message, error) {
	m, err := DecodeClient(data)
	if err != nil && strings.Contains(err.Error(), "does not go this way") {
		return DecodeServer(data)
	}
	return m, err
}

func TestRoundTrip(t *testing.T) {
	for _, m := range validMessages() {
		data, err := Encode(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		back, err := decodeAny(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		again, _ := Encode(back)
		if string(again) != string(data) {
			t.Errorf("round trip:\n%s\n%s", data, again)
		}
	}
}

func TestDirection(t *testing.T) {
	for _, m := range validMessages() {
		data, _ := Encode(m)
		_, errC := DecodeClient(data)
		_, errS := DecodeServer(data)
		if (errC == nil) != m.Type.FromClient() || (errS == nil) == m.Type.FromClient() {
			t.Errorf("%s: from client %v, from server %v", m.Type, errC, errS)
		}
	}
}

// TestRefusals: each bad message is refused with its code.
func TestRefusals(t *testing.T) {
	tok, room := NewToken(), NewRoomCode()
	big := `{"type":"ping","id":1,"x":"` + strings.Repeat("a", MaxClientMessage) + `"}`
	for _, c := range []struct {
		in   string
		code Code
	}{
		{``, CodeMalformed},
		{`null`, CodeMalformed},
		{`[]`, CodeMalformed},
		{`{"type":"ping"} {"type":"ping"}`, CodeMalformed},
		{`{"type":"ping","extra":1}`, CodeMalformed},
		{`{"type":"fly"}`, CodeMalformed},
		{`{"type":"ping","move":{"version":1,"option":2}}`, CodeMalformed},
		{`{"type":"move"}`, CodeMalformed},
		{`{"type":"move","move":{"version":-1,"option":2}}`, CodeMalformed},
		{`{"type":"move","move":{"version":1,"option":-2}}`, CodeMalformed},
		{`{"type":"move","move":{"version":1,"option":2,"seat":3}}`, CodeMalformed},
		{`{"type":"hello","hello":{"protocol":4,"client":"x","name":" "}}`, CodeMalformed},
		{`{"type":"hello","hello":{"protocol":4,"client":"x","name":"a\u0007b"}}`, CodeMalformed},
		{`{"type":"hello","hello":{"protocol":4,"client":"x","name":"` + strings.Repeat("é", MaxName) + `"}}`, CodeMalformed},
		{`{"type":"hello","hello":{"protocol":0,"client":"x","name":"a"}}`, CodeVersion},
		{`{"type":"hello","hello":{"protocol":1,"client":"x","name":"a"}}`, CodeVersion},
		{`{"type":"hello","hello":{"protocol":2,"client":"x","name":"a"}}`, CodeVersion},
		{`{"type":"hello","hello":{"protocol":3,"client":"x","name":"a"}}`, CodeVersion},
		{`{"type":"hello","hello":{"protocol":5,"client":"x","name":"a","colour":"red"}}`, CodeVersion},
		{`{"type":"hint","hint":{"version":-1}}`, CodeMalformed},
		{`{"type":"hint","hint":{"version":1,"seat":2}}`, CodeMalformed},
		{`{"type":"hint"}`, CodeMalformed},
		{`{"type":"say","say":{}}`, CodeMalformed},
		{`{"type":"say","say":{"text":"hi","phrase":"hello"}}`, CodeMalformed},
		{`{"type":"say","say":{"phrase":"insult"}}`, CodeMalformed},
		{`{"type":"say","say":{"text":"   "}}`, CodeMalformed},
		{`{"type":"say","say":{"text":"a\u001bb"}}`, CodeMalformed},
		{`{"type":"say","say":{"text":"` + strings.Repeat("a", MaxChat+1) + `"}}`, CodeMalformed},
		{`{"type":"decide","decide":{"seat":1,"choice":"kick"}}`, CodeMalformed},
		{`{"type":"decide","decide":{"seat":-1,"choice":"bot"}}`, CodeMalformed},
		{`{"type":"chat","chat":{"seat":0,"name":"a","text":"hi"}}`, CodeMalformed},
		{`{"type":"join","join":{"room":"` + room + `","token":"` + strings.ToUpper(tok) + `"}}`, CodeMalformed},
		{`{"type":"join","join":{"room":"../../etc/passwd","token":"` + tok + `"}}`, CodeMalformed},
		{`{"type":"join","join":{"room":"` + room[:15] + `1","token":"` + tok + `"}}`, CodeMalformed},
		{`{"type":"welcome","welcome":{"protocol":1,"server":"x"}}`, CodeMalformed},
		{`{"type":"create","create":{"config":{"game":"dale","seats":[{"name":""},{"name":""}],"seed":42}}}`, CodeMalformed},
		{`{"type":"create","create":{"config":{"game":"dale","seats":[],"seed":0}}}`, CodeMalformed},
		{`{"type":"create","create":{"config":{"game":"dale","seats":[{"name":""}],"seed":0},"key":"` + strings.Repeat("k", MaxKey+1) + `"}}`, CodeMalformed},
		{`{"type":"create","create":{"config":{"game":"dale","seats":[{"name":""}],"seed":0},"path":"/etc"}}`, CodeMalformed},
		{`{"type":"claim","claim":{"room":"` + room + `","seat":1,"name":" "}}`, CodeMalformed},
		{`{"type":"claim","claim":{"room":"` + room + `","seat":16,"name":"Bea"}}`, CodeMalformed},
		{`{"type":"claim","claim":{"room":"` + room + `","seat":1,"name":"Bea","colour":"Red"}}`, CodeMalformed},
		{`{"type":"claim","claim":{"room":"` + room + `","seat":1,"name":"Bea","token":"x"}}`, CodeMalformed},
		{`{"type":"start","start":{"room":"` + room + `","owner":""}}`, CodeMalformed},
		{`{"type":"lobby","lobby":{"room":"` + room + `","config":{"game":"dale","seats":[{"name":""}],"seed":0},"seats":[{}]}}`, CodeMalformed},
		{`{"type":"claimed","claimed":{"room":"` + room + `","seat":1,"token":"` + tok + `"}}`, CodeMalformed},
		{big, CodeTooLarge},
	} {
		_, err := DecodeClient([]byte(c.in))
		var pe *Error
		if !errors.As(err, &pe) || pe.Code != c.code {
			t.Errorf("%.80s: %v, want %s", c.in, err, c.code)
		}
	}
}

func TestServerRefusals(t *testing.T) {
	for _, in := range []string{
		`{"type":"joined","joined":{"room":"AAAAAAAAAAAAAAAA","seat":0,"config":{"game":"dale","seats":[{"name":"a"}],"seed":7}}}`,
		`{"type":"joined","joined":{"room":"AAAAAAAAAAAAAAAA","seat":1,"config":{"game":"dale","seats":[{"name":"a"}]}}}`,
		`{"type":"update","update":{"version":1,"decisions":0,"pending":[],"legal":[],"view":[1]}}`,
		`{"type":"update","update":{"version":1,"decisions":0,"pending":[{"seat":99,"kind":"x"}],"legal":[],"view":{}}}`,
		`{"type":"update","update":{"version":1,"decisions":2,"settled":3,"pending":[],"legal":[],"view":{}}}`,
		`{"type":"update","update":{"version":1,"decisions":2,"own":[1],"open":2,"pending":[],"legal":[],"view":{}}}`,
		`{"type":"over","over":{"config":{"game":"dale","seats":[{"name":"a"}]},"log":[{"seat":3,"option":1}],"outcome":{"Scores":null}}}`,
		`{"type":"error","error":{"code":"boom","message":""}}`,
		`{"type":"joined","joined":{"room":"AAAAAAAAAAAAAAAA","seat":-1,"config":{"game":"dale","seats":[{"name":"a"}]}}}`,
		`{"type":"joined","joined":{"room":"AAAAAAAAAAAAAAAA","seat":0,"spectator":true,"config":{"game":"dale","seats":[{"name":"a"}]}}}`,
		`{"type":"presence","presence":{"seats":[{"seat":0,"state":"asleep"}],"owner":0,"spectators":0}}`,
		`{"type":"presence","presence":{"seats":[],"owner":-2,"spectators":0}}`,
		`{"type":"chat","chat":{"seat":-1,"name":"a","text":"hi"}}`,
		`{"type":"chat","chat":{"seat":2,"spectator":true,"name":"a","text":"hi"}}`,
		`{"type":"absent","absent":{"seat":2,"away":-1}}`,
		`{"type":"say","say":{"text":"hi"}}`,
		`{"type":"lobby","lobby":{"room":"AAAAAAAAAAAAAAAA","config":{"game":"dale","seats":[{"name":""}],"seed":7},"seats":[{}]}}`,
		`{"type":"lobby","lobby":{"room":"AAAAAAAAAAAAAAAA","config":{"game":"dale","seats":[{"name":""}]},"seats":[{},{}]}}`,
		`{"type":"created","created":{"room":"AAAAAAAAAAAAAAAA","owner":"x"}}`,
		`{"type":"create","create":{"config":{"game":"dale","seats":[{"name":""}]}}}`,
		`{"type":"hinted","hinted":{"version":1,"best":3,"top":[]}}`,
		`{"type":"hinted","hinted":{"version":1,"best":3,"top":[{"option":4,"value":0.5,"win_rate":0.5,"playouts":9}]}}`,
		`{"type":"hinted","hinted":{"version":1,"best":3,"top":[{"option":3,"value":1.5,"win_rate":0.5,"playouts":9}]}}`,
		`{"type":"hinted","hinted":{"version":1,"best":3,"top":[{"option":3,"value":0.5,"win_rate":-0.1,"playouts":9}]}}`,
		`{"type":"hinted","hinted":{"version":-1,"best":3,"top":[{"option":3,"value":0.5,"win_rate":0.5,"playouts":9}]}}`,
		`{"type":"hinted","hinted":{"version":1,"best":3,"top":[{"option":3,"value":0.5,"win_rate":0.5,"playouts":-9}]}}`,
		`{"type":"hint","hint":{"version":1}}`,
	} {
		if _, err := DecodeServer([]byte(in)); err == nil {
			t.Errorf("accepted %s", in)
		}
	}
}

func TestVersionWords(t *testing.T) {
	older, newer := VersionError(Version-1), VersionError(Version+1)
	if !strings.Contains(older.Message, "update the app") || !strings.Contains(newer.Message, "server must be updated") {
		t.Errorf("version messages: %q, %q", older.Message, newer.Message)
	}
	if !errors.Is(older, &Error{Code: CodeVersion}) || errors.Is(older, &Error{Code: CodeStale}) {
		t.Error("Is does not match by code")
	}
}

func TestCodes(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		r, tk := NewRoomCode(), NewToken()
		if !IsRoomCode(r) || !IsToken(tk) || seen[r] || seen[tk] {
			t.Fatalf("code %q, token %q", r, tk)
		}
		seen[r], seen[tk] = true, true
	}
}

// FuzzDecode: no input makes the decoders panic, and whatever they accept
// encodes again and decodes to the same message.
func FuzzDecode(f *testing.F) {
	for _, m := range validMessages() {
		data, _ := json.Marshal(m)
		f.Add(data)
	}
	f.Add([]byte(`{"type":"hello","hello":{"protocol":9}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, dec := range []func([]byte) (*Message, error){DecodeClient, DecodeServer} {
			m, err := dec(data)
			if err != nil {
				var pe *Error
				if !errors.As(err, &pe) {
					t.Fatalf("untyped error %v", err)
				}
				continue
			}
			again, err := Encode(m)
			if errors.Is(err, &Error{Code: CodeTooLarge}) {
				continue // escapes may lengthen a message near the limit
			}
			if err != nil {
				t.Fatalf("accepted %q, cannot encode it: %v", data, err)
			}
			back, err := dec(again)
			if err != nil {
				t.Fatalf("re-encoded %q refused: %v", again, err)
			}
			third, _ := Encode(back)
			if string(third) != string(again) {
				t.Fatalf("unstable: %s / %s", again, third)
			}
		}
	})
}

// TestPhrases: every quick phrase has its words in every language, and
// no more phrases have words than the protocol knows.
func TestPhrases(t *testing.T) {
	for _, lang := range translations.Languages() {
		for _, p := range Phrases {
			if !translations.HasKey(lang, "chat.phrase."+p) {
				t.Errorf("%s: no words for the phrase %q", lang, p)
			}
		}
		n := 0
		for _, k := range translations.Keys(lang) {
			if strings.HasPrefix(k, "chat.phrase.") {
				n++
				if !IsPhrase(strings.TrimPrefix(k, "chat.phrase.")) {
					t.Errorf("%s: words for %q, which is no phrase", lang, k)
				}
			}
		}
		if n != len(Phrases) {
			t.Errorf("%s: %d phrases with words, %d phrases", lang, n, len(Phrases))
		}
	}
}
