// Package server holds games for tables on other computers: many rooms,
// each one game (its engine, and its bots thinking here with bots.Think
// under bots.ThinkLimit), joined by a room code of 80 random bits, each
// human seat bound to a seat token of 128.
//
// A connection speaks online/proto over WebSocket: hello, then join with
// a room code and a token, then moves for that seat only (a move names no
// seat: the connection's is the one it joined). Every message is bounded
// (the connection's read limit is proto.MaxClientMessage) and validated;
// a refused one gets a typed error and changes nothing. Each connection
// has a token bucket of messages; past it messages are refused, and a
// connection that keeps on is closed. Nothing in a message is ever used
// as a path, a command or a URL: a room code and a token are looked up in
// maps, and a move is an option the engine judges.
//
// The server serves plain WebSocket over whatever listener it is given;
// cmd/agora-server puts it behind TLS, and only tests use plain text.
package server
