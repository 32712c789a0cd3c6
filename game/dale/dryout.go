package dale

// The market running dry (an Agora ruling, docs/rulings.md). The rules
// leave the market incomplete once its deck and its discard are both
// empty, and give no other end than a finished stall: players who cannot
// complete their next stack would take inventory for ever. So once the
// market can no longer be restocked, the game ends after DryRounds whole
// rounds in which nobody builds a stack. Every turn that begins with the
// market's deck and discard empty counts; a stack built, or a card back in
// the market's deck or discard, starts the count again. When the count
// runs out, the player or team with the most stacks wins; equal leaders
// share the win.

// DryRounds is how many rounds without a stack end a game whose market
// can no longer be restocked.
const DryRounds = 10

// dryLimit is the number of dry turns a game may last: DryRounds rounds.
func (g *State) dryLimit() int { return DryRounds * int(g.players) }

// marketDry reports whether the market can no longer be restocked.
func (g *State) marketDry() bool { return g.mdeck.n == 0 && g.mdisc.n == 0 }

// countDry counts the turn about to begin; it reports false, having ended
// the game, when the dry turns are used up.
func (g *State) countDry() bool {
	if !g.marketDry() {
		g.dry = 0
		return true
	}
	if int(g.dry) >= g.dryLimit() {
		g.endDry()
		return false
	}
	g.dry++
	return true
}

// endDry ends the game on the market running dry: a single leader in
// stacks wins, equal leaders share the win (winner -1).
func (g *State) endDry() {
	best, leader, shared := -1, -1, false
	for s := range int(g.players) {
		switch n := int(g.stallOf(s).nstacks); {
		case n > best:
			best, leader, shared = n, s, false
		case n == best && g.stallOf(s) != g.stallOf(leader):
			shared = true
		}
	}
	if shared {
		leader = -1
	}
	g.over, g.winner, g.dryOut = true, int8(leader), true
	g.event(Event{Kind: EventDryOut, Seat: leader, Target: -1, Value: best})
}

// dryTurnsLeft is the number of turns left, the current one included,
// before the market running dry ends the game; 0 while it can be
// restocked or no dry turn has begun yet.
func (g *State) dryTurnsLeft() int {
	if g.dry == 0 || g.over {
		return 0
	}
	return g.dryLimit() - int(g.dry) + 1
}
