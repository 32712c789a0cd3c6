// Package seat is a player's seat in a game, wherever the game is.
//
// A table talks to a Seat: its view, its legal options, the seats that owe
// a decision, a move, a wait for the next change, the full log once the
// game is over. A Host holds a game.State in this process and hands out
// local seats over it; package online/remote implements the same interface
// over the network, against a Host held by online/server. The engine stays
// the only judge of a move: a seat sends an option, the host asks the
// engine.
//
// Play drives a seat with any chooser (a bot, a test's random player), the
// same way whether the seat is local or remote.
package seat
