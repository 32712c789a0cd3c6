// Package online holds the screens of a game across several computers:
// hosting a table on the local network (the game, its options, which
// seats are open to friends and which are bots), the lobby (who joined,
// kick, ready, start, the invite to copy) and joining (the tables found
// on the network, an invite pasted, or a server's address and a room
// code; a name and a colour).
//
// The screens stand alone: the app gives them an Env (its localizer, its
// games, its data folder, how to show a screen and how to run code on
// the UI goroutine) and a Play function, which the lobby calls with the
// player's seat once the game starts.
package online
