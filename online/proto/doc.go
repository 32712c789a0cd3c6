// Package proto is the protocol between a table and the process holding
// its game (online/server): JSON messages, one per WebSocket text frame.
//
// Every message is a Message whose Type names the one field it carries.
// Decode refuses a message over its direction's size limit, one with an
// unknown field, a field that does not belong to its type, or a value
// out of range; the error it returns is a *Error with a typed code, which
// the server sends back before going on (or closing, for a version it
// does not speak).
//
// Versions: Version is this build's protocol. A client says its version
// in Hello; a server that does not speak it answers CodeVersion with both
// versions in words a player can read, and closes. The shapes of Hello and
// Error never change, so any two versions can at least say that much; new
// fields come with a new version.
//
// Views travel as the engine writes them (EncodeView, DecodeView: each
// engine's view_json.go); a game reaches this package through the table
// in views.go.
package proto
