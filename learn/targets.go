package learn

import (
	"slices"
	"strings"
)

// Targets are the names a step may point at, by game: the zones and things
// a table exposes to the coach (it answers each with the rectangle it
// draws there). A name followed by ":" takes a card's data id or a god's
// after it ("hand:lumber_yard", "city:altar", "god:zeus"): that card
// wherever the zone shows it.
var Targets = map[string][]string{
	"wonders": {
		"hand", "hand:", // the player's hand, a card of it
		"board", "stage", // the player's wonder board, its next stage
		"city", "city:", // the player's built cards, one of them
		"coins", "military", // the player's coins, conflict tokens
		"left", "right", // the neighbours' cities
		"age", "log", "discard", "score", // the header's Age and turn, the log, the discard pile, the score pad
		"market", "dice", "wheat", "order", "marketday", // Commerce: the tray, its dice, its wheat, the market order, Market Day
		"gods", "god:", "prayer", // Faith: the gods' pantheon, one god, the Prayer
		"leaders", "leader:", // Leaders: the leaders in the hand, one of them
		"debt", "diplomacy", // Cities: the debt tokens, diplomacy's dove
		"partner", // the team game: the partner's city
	},
	"dale": {
		"hand", "hand:", // the player's hand, a card of it
		"market", "market:", // the market row, a slot (market:0 to market:4)
		"stall", "stack", // the player's stall, the stack being built
		"deck", "discard", // the player's deck and discard pile
		"opponents", "log", // the other merchants, the log
		"inventory", "score", // the inventory's choice, the stalls' race to 8
	},
}

// KnownTarget reports whether a step of the game may point at name; the
// empty name (the whole table) always may.
func KnownTarget(gameName, name string) bool {
	if name == "" {
		return true
	}
	zone, thing, sub := strings.Cut(name, ":")
	if sub {
		return thing != "" && slices.Contains(Targets[gameName], zone+":")
	}
	return slices.Contains(Targets[gameName], zone)
}
