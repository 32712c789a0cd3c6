// Package dale is the Dale of Merchants 2 engine (2016 printing, 2 to 4
// players, and the 2 vs 2 team game). It implements game.State: one seat
// decides at a time, the active player or an owl's holder reacting on
// another player's turn.
//
// Every flow is a sequence of small decisions with stable options (see
// option.go and kinds.go): the action prompt ("dale.action") offers a
// purchase per affordable market slot, each playable technique, each card
// that can start a stack, the inventory and Wise Spy; a purchase then asks
// for payment cards one at a time ("dale.pay": add, confirm, cancel), a
// stack for its cards ("dale.stack"), a technique for its targets and
// choices ("dale.card", "dale.slot", "dale.target", "dale.direction",
// "dale.number"...), an owl's holder whether to react ("dale.reaction").
// Options are listed only when they can lead to a legal end (a payment
// card is never unnecessary, a stack card always completes), and Apply
// accepts exactly what Legal lists.
//
// Card facts live in data/cards.json, embedded and checked at load; each
// deck's effects are in techniques_<deck>.go and reactions.go. The state is
// fixed-size arrays (piles of card kinds, a small stack of frames for the
// flow in progress), so Clone is one copy; the decision log and the event
// journal's full chunks are shared by clones until one of them appends.
//
// View(seat) shows what the rules show that seat: its hand, every public
// pile, the cards an effect lets it see, the events with private cards
// hidden from the others. Determinize deals the hidden cards anew,
// keeping those the seat knows to be with a player.
package dale
