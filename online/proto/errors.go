package proto

import "fmt"

// Code is the kind of a refusal.
type Code string

// The codes.
const (
	CodeMalformed Code = "malformed"     // not a message of this protocol
	CodeTooLarge  Code = "too_large"     // over the size limit
	CodeVersion   Code = "version"       // a protocol the other side does not speak
	CodeSequence  Code = "sequence"      // a message out of place (a move before joining...)
	CodeNoRoom    Code = "no_room"       // no such room, or no such seat token
	CodeIllegal   Code = "illegal"       // the option is not legal
	CodeStale     Code = "stale"         // chosen from an older position, not legal now
	CodeNotYours  Code = "not_your_turn" // the seat owes no decision
	CodeOver      Code = "over"          // the game has ended
	CodeSettled   Code = "settled"       // nothing to undo
	CodeRate      Code = "rate"          // too many messages
	CodeInternal  Code = "internal"      // the server failed
	CodeNotOwner  Code = "not_owner"     // only the room's owner decides about an absent seat
	CodeEnded     Code = "ended"         // the owner ended the game: it is saved, to be resumed

	// Rooms created by clients (lobby.go).
	CodeForbidden Code = "forbidden" // this server does not let this client create rooms
	CodeFull      Code = "full"      // the server holds as many rooms as it may
	CodeConfig    Code = "config"    // the game's engine refuses the configuration
	CodeTaken     Code = "taken"     // the seat is a bot's or another player's, or the name another's
	CodeNotReady  Code = "not_ready" // a seat is neither claimed nor a bot's
)

var codes = []Code{CodeMalformed, CodeTooLarge, CodeVersion, CodeSequence, CodeNoRoom, CodeIllegal,
	CodeStale, CodeNotYours, CodeOver, CodeSettled, CodeRate, CodeInternal, CodeNotOwner, CodeEnded,
	CodeForbidden, CodeFull, CodeConfig, CodeTaken, CodeNotReady}

// Error is a refusal: its code, and words for a person.
type Error struct {
	Code    Code   `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Is matches two errors of the same code.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Errorf builds an Error.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// VersionError is a server's refusal of a client speaking protocol
// theirs, in words that tell the player which side to update.
func VersionError(theirs int) *Error {
	if theirs < Version {
		return Errorf(CodeVersion, "this app speaks protocol %d, the server protocol %d: update the app to play here", theirs, Version)
	}
	return Errorf(CodeVersion, "this app speaks protocol %d, the server only protocol %d: the server must be updated, or play with an older app", theirs, Version)
}
