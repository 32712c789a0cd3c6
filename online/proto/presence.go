package proto

import "agora/game"

// Presence is who is at the table, sent to every connection of a room
// whenever it changes: each seat's state, whether a bot plays it now,
// the seat acting as the room's owner and how many watch.
type Presence struct {
	Seats []SeatPresence `json:"seats"`
	// Owner is the seat that decides about an absent player: the first
	// human seat connected, Spectator when none is.
	Owner      game.Seat `json:"owner"`
	Spectators int       `json:"spectators"`
}

// SeatPresence is one seat at the table.
type SeatPresence struct {
	Seat  game.Seat `json:"seat"`
	State State     `json:"state"`
	// Bot: a bot plays the seat, one of the game's or one standing in for
	// an absent player (who takes the seat back by joining again).
	Bot bool `json:"bot,omitempty"`
}

// State is a seat's presence.
type State string

// The states.
const (
	Connected State = "connected" // at the table, owing nothing
	Thinking  State = "thinking"  // at the table, owing a decision
	Away      State = "away"      // its connection lost, or never made
)

// Say is a client's line of the table's chat: a text, or a quick phrase
// by its key, which every app shows in its own language.
type Say struct {
	Text   string `json:"text,omitempty"`
	Phrase string `json:"phrase,omitempty"`
}

// Chat is a line of the table's chat as every connection of the room
// receives it: who said it (a seat, or a spectator and their name) and
// what.
type Chat struct {
	Seat      game.Seat `json:"seat"`
	Spectator bool      `json:"spectator,omitempty"`
	Name      string    `json:"name"`
	Text      string    `json:"text,omitempty"`
	Phrase    string    `json:"phrase,omitempty"`
}

// Phrases are the quick phrases' keys; an app shows each in its words
// (translations/chat.*.json, "chat.phrase.KEY").
var Phrases = []string{"hello", "good_luck", "well_played", "thanks", "sorry", "wait", "back", "good_game", "bye"}

// IsPhrase reports whether key is a quick phrase.
func IsPhrase(key string) bool {
	for _, p := range Phrases {
		if p == key {
			return true
		}
	}
	return false
}

// Absent tells the room's owner that a seat's player has been away for
// Away seconds, and asks what to do (Decide).
type Absent struct {
	Seat game.Seat `json:"seat"`
	Away int       `json:"away"`
}

// Decide is the owner's answer about an absent seat.
type Decide struct {
	Seat   game.Seat `json:"seat"`
	Choice Choice    `json:"choice"`
}

// Choice is what the owner does about an absent player.
type Choice string

// The choices.
const (
	Wait    Choice = "wait" // keep the seat for the player; asked again after the delay
	GiveBot Choice = "bot"  // a bot plays the seat until its player joins again
	End     Choice = "end"  // end the game here: it stays saved, to be resumed
)

func isState(s State) bool { return s == Connected || s == Thinking || s == Away }

func isChoice(c Choice) bool { return c == Wait || c == GiveBot || c == End }

// line checks a said line: exactly one of a text and a known phrase.
func line(words, phrase string) error {
	switch {
	case (words == "") == (phrase == ""):
		return Errorf(CodeMalformed, "a chat line is a text or a phrase")
	case phrase != "" && !IsPhrase(phrase):
		return Errorf(CodeMalformed, "no quick phrase %.32q", phrase)
	}
	if words != "" {
		return text("chat", words, MaxChat, false)
	}
	return nil
}
