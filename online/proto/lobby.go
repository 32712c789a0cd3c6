package proto

import "agora/game"

// Rooms created by clients (additive to protocol 2: a client that never
// sends Create, Claim or Start never receives Created, Claimed or Lobby).
//
//   - Create asks the server for a room of a game configuration (its seed
//     must be 0: the server draws it); the server's creation permission is
//     open to all or given by a key (Create.Key). Created answers with the
//     room's code and the owner's key, which starts it.
//   - Claim takes a seat of a room in its lobby (before the start) with a
//     name and a colour; Claimed answers with the seat's token. A claim
//     carrying that token again renames the seat or changes its colour.
//   - Every connection that created or claimed is sent the Lobby at each
//     change, the last one Started; it then joins with its token (Join).
//   - Start, by the owner's key, starts the game once every seat is
//     claimed or a bot's.
const (
	TCreate  Type = "create"
	TCreated Type = "created"
	TClaim   Type = "claim"
	TClaimed Type = "claimed"
	TStart   Type = "start"
	TLobby   Type = "lobby"
)

// MaxKey bounds a creation key's bytes.
const MaxKey = 64

// Create asks for a room.
type Create struct {
	Config game.Config `json:"config"`
	Key    string      `json:"key,omitempty"`
}

// Created is the room made for a Create: its code, and the owner's key.
type Created struct {
	Room  string `json:"room"`
	Owner string `json:"owner"`
}

// Claim takes seat Seat of a room's lobby (Token: the seat's token, to
// rename a seat already claimed).
type Claim struct {
	Room   string    `json:"room"`
	Seat   game.Seat `json:"seat"`
	Name   string    `json:"name"`
	Colour string    `json:"colour,omitempty"`
	Token  string    `json:"token,omitempty"`
}

// Claimed is the seat's token, to join with once the game starts.
type Claimed struct {
	Room  string    `json:"room"`
	Seat  game.Seat `json:"seat"`
	Token string    `json:"token"`
}

// Start starts a room's game, by its owner's key.
type Start struct {
	Room  string `json:"room"`
	Owner string `json:"owner"`
}

// Lobby is a room before its start: its game (without a seed) and seats.
type Lobby struct {
	Room    string      `json:"room"`
	Config  game.Config `json:"config"`
	Seats   []LobbySeat `json:"seats"`
	Started bool        `json:"started,omitempty"`
}

// LobbySeat is a seat of a lobby: a bot's, claimed (its name and colour)
// or open.
type LobbySeat struct {
	Name    string `json:"name,omitempty"`
	Colour  string `json:"colour,omitempty"`
	Bot     string `json:"bot,omitempty"`
	Claimed bool   `json:"claimed,omitempty"`
}

// validateLobby checks the lobby's messages.
func (m *Message) validateLobby() error {
	bad := func(format string, args ...any) error { return Errorf(CodeMalformed, format, args...) }
	switch m.Type {
	case TCreate:
		if err := config(m.Create.Config); err != nil {
			return err
		}
		if m.Create.Config.Seed != 0 {
			return bad("the server draws the seed")
		}
		return text("key", m.Create.Key, MaxKey, true)
	case TCreated:
		if !IsRoomCode(m.Created.Room) || !IsToken(m.Created.Owner) {
			return bad("created %.20q", m.Created.Room)
		}
	case TClaim:
		c := m.Claim
		if !IsRoomCode(c.Room) || !seatOK(c.Seat) || c.Token != "" && !IsToken(c.Token) {
			return bad("claim of seat %d", c.Seat)
		}
		if err := text("name", c.Name, MaxName, false); err != nil {
			return err
		}
		return colour(c.Colour)
	case TClaimed:
		if !IsRoomCode(m.Claimed.Room) || !seatOK(m.Claimed.Seat) || !IsToken(m.Claimed.Token) {
			return bad("claimed seat %d", m.Claimed.Seat)
		}
	case TStart:
		if !IsRoomCode(m.Start.Room) || !IsToken(m.Start.Owner) {
			return bad("start %.20q", m.Start.Room)
		}
	case TLobby:
		l := m.Lobby
		if !IsRoomCode(l.Room) || len(l.Seats) != len(l.Config.Seats) {
			return bad("lobby of %d seats", len(l.Seats))
		}
		if err := config(l.Config); err != nil {
			return err
		}
		if l.Config.Seed != 0 {
			return bad("a lobby is not told the seed")
		}
		for _, s := range l.Seats {
			if err := text("name", s.Name, MaxName, true); err != nil {
				return err
			}
			if err := text("bot", s.Bot, MaxWord, true); err != nil {
				return err
			}
			if err := colour(s.Colour); err != nil {
				return err
			}
		}
	}
	return nil
}

// colour checks a seat's colour: at most 16 lower-case letters.
func colour(c string) error {
	if len(c) > 16 {
		return Errorf(CodeMalformed, "colour of %d bytes", len(c))
	}
	for _, r := range c {
		if r < 'a' || r > 'z' {
			return Errorf(CodeMalformed, "a colour is lower-case letters")
		}
	}
	return nil
}
