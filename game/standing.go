package game

// Stander is an engine that can say how a game in progress stands: each
// seat's points as the game stands now, were it to end here, ranked
// (7 Wonders: its score pad at this moment; Dale of Merchants: the stacks
// built so far). The Games screen draws it for the games not finished.
type Stander interface {
	// Standing is the seats' points now, in seat order, ranked; it is the
	// Outcome once the game is over.
	Standing() Outcome
}
