package proto

import (
	"encoding/json"

	"agora/game"
)

// Version is the protocol this build speaks. 2 added presence, chat,
// spectators and the owner's choice about an absent player (presence.go);
// 3 the settled decisions and the seat's own in an update, which a table
// shows (its drafted leaders, its prayers, an Undo); 4 the Hint, searched
// by the host from the seat's view (hint.go).
const Version = 4

// Type names a message.
type Type string

// The messages. Client to server: Hello, Join, Leave, Move, Undo, Ping,
// Say, Decide, Create, Claim, Start, Hint. Server to client: Welcome,
// Joined, Update, Result, Over, Error, Pong, Presence, Chat, Absent,
// Created, Claimed, Lobby (lobby.go), Hinted (hint.go).
const (
	THello   Type = "hello"
	TWelcome Type = "welcome"
	TJoin    Type = "join"
	TJoined  Type = "joined"
	TLeave   Type = "leave"
	TUpdate  Type = "update"
	TMove    Type = "move"
	TUndo    Type = "undo"
	TResult  Type = "result"
	TOver    Type = "over"
	TError   Type = "error"
	TPing    Type = "ping"
	TPong    Type = "pong"

	TSay      Type = "say"
	TDecide   Type = "decide"
	TPresence Type = "presence"
	TChat     Type = "chat"
	TAbsent   Type = "absent"
)

// Message is one message. Exactly the field its Type names is set (none
// for Leave, Undo, Ping and Pong).
type Message struct {
	Type Type `json:"type"`
	// ID numbers a client's request; the server's Result or Error about it
	// carries the same ID.
	ID uint32 `json:"id,omitempty"`

	Hello   *Hello    `json:"hello,omitempty"`
	Welcome *Welcome  `json:"welcome,omitempty"`
	Join    *Join     `json:"join,omitempty"`
	Joined  *Joined   `json:"joined,omitempty"`
	Update  *Update   `json:"update,omitempty"`
	Move    *Move     `json:"move,omitempty"`
	Result  *Result   `json:"result,omitempty"`
	Over    *GameOver `json:"over,omitempty"`
	Error   *Error    `json:"error,omitempty"`

	Say      *Say      `json:"say,omitempty"`
	Decide   *Decide   `json:"decide,omitempty"`
	Presence *Presence `json:"presence,omitempty"`
	Chat     *Chat     `json:"chat,omitempty"`
	Absent   *Absent   `json:"absent,omitempty"`

	Create  *Create  `json:"create,omitempty"`
	Created *Created `json:"created,omitempty"`
	Claim   *Claim   `json:"claim,omitempty"`
	Claimed *Claimed `json:"claimed,omitempty"`
	Start   *Start   `json:"start,omitempty"`
	Lobby   *Lobby   `json:"lobby,omitempty"`

	Hint   *HintAsk `json:"hint,omitempty"`
	Hinted *Hinted  `json:"hinted,omitempty"`
}

// Hello opens a connection.
type Hello struct {
	Protocol int    `json:"protocol"`
	Client   string `json:"client"` // the app's version, for the server's log
	Name     string `json:"name"`   // the player's name
}

// Welcome answers a Hello the server speaks.
type Welcome struct {
	Protocol int    `json:"protocol"`
	Server   string `json:"server"`
}

// Join takes a seat of a room: the room's code and the seat's token.
type Join struct {
	Room  string `json:"room"`
	Token string `json:"token"`
}

// Joined says which seat the connection now plays, and the game as a
// seat may know it before the end: its configuration without the seed.
// A spectator plays no seat: Seat is Spectator.
type Joined struct {
	Room      string      `json:"room"`
	Seat      game.Seat   `json:"seat"`
	Config    game.Config `json:"config"`
	Spectator bool        `json:"spectator,omitempty"`
}

// Spectator is the seat of a spectator: no seat of the game. The engines'
// view of a seat outside the table is the public one.
const Spectator game.Seat = -1

// Update is the seat's knowledge of the game at one version.
type Update struct {
	Version   int             `json:"version"`
	Decisions int             `json:"decisions"`
	Pending   []Prompt        `json:"pending"`
	Legal     []game.Option   `json:"legal"`
	View      json.RawMessage `json:"view"`
	Over      bool            `json:"over,omitempty"`
	// Settled: how many leading decisions are final; Own: the seat's own
	// decisions, in order, Open of the last of them not settled yet.
	Settled int           `json:"settled,omitempty"`
	Own     []game.Option `json:"own,omitempty"`
	Open    int           `json:"open,omitempty"`
}

// Prompt is a seat owing a decision of a kind.
type Prompt struct {
	Seat game.Seat `json:"seat"`
	Kind string    `json:"kind"`
}

// Move is an option for the connection's seat, chosen from Version.
type Move struct {
	Version int         `json:"version"`
	Option  game.Option `json:"option"`
}

// Result accepts a Move or an Undo (a refusal is an Error with its ID).
type Result struct {
	Version int `json:"version"` // the game's version after it
}

// GameOver is the whole game, once it is over: the configuration with
// its seed, every decision, and the scores.
type GameOver struct {
	Config  game.Config     `json:"config"`
	Log     []game.Decision `json:"log"`
	Outcome game.Outcome    `json:"outcome"`
}
