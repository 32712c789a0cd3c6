package wonders

import (
	"agora/game"
	"agora/game/wonders"
	"agora/ui/sound"
)

// cueWatch remembers the game as the last sound cues left it, so each
// change plays what it brought: a card laid down when a turn resolves,
// coins when the seat at the screen paid or was paid, a battle at the end
// of an Age, the fanfare at the end, the hands passing, and the chime when
// a person newly owes a decision.
type cueWatch struct {
	heard   bool // the game was seen once
	seat    int  // the seat at the screen then
	settled int
	logLen  int
	events  int
	coins   int
	age     int
	turn    int
	over    bool
	owing   uint64 // the person seats that owed a decision, one bit each
}

// playCues plays the cues of what changed since the last call; advance
// calls it after every change of the game.
func (t *Table) playCues() {
	if t.ctx.Sound == nil {
		return
	}
	for _, c := range t.cues.next(t.src, t.seat, t.humanSeats()) {
		t.ctx.Sound(c)
	}
}

// humanSeats is one bit per person's seat.
func (t *Table) humanSeats() uint64 {
	var out uint64
	for i := range t.src.Config().Seats {
		if t.src.Here(game.Seat(i)) {
			out |= 1 << i
		}
	}
	return out
}

// next lists the cues of what changed in g since the last call, seen from
// seat, in the order they are best heard; humans has a bit per person's
// seat. The first call only chimes if a person owes a decision.
func (w *cueWatch) next(g source, seat int, humans uint64) []sound.Cue {
	v := g.View(game.Seat(seat))
	var owing uint64
	for _, p := range g.Pending() {
		owing |= uint64(1) << p.Seat & humans
	}
	settled, logLen := g.Settled(), g.Decisions()
	coins := 0
	if seat < len(v.Cities) {
		coins = v.Cities[seat].Coins
	}
	var cues []sound.Cue
	resolved := false
	if w.heard {
		fresh := v.Events[min(w.events, len(v.Events)):]
		if len(v.Events) < w.events {
			fresh = nil // an undo took events back: nothing new happened
		}
		resolved = settled > w.settled
		if resolved && anyEvent(fresh, isCardEvent) {
			cues = append(cues, sound.CardPlayed)
		}
		if coins != w.coins && seat == w.seat || anyEvent(fresh, func(e wonders.Event) bool { return movesCoins(e, seat) }) {
			cues = append(cues, sound.Coins)
		}
		if anyEvent(fresh, func(e wonders.Event) bool { return e.Kind == wonders.EventBattle }) {
			cues = append(cues, sound.Battle)
		}
		if v.Over && !w.over {
			cues = append(cues, sound.GameOver)
		}
	}
	// A person newly owes a decision: one who did not, after someone
	// else's move (not after an undo), or anyone owing when a turn resolved.
	newly := owing&^w.owing != 0 && logLen > w.logLen || owing != 0 && resolved || !w.heard && owing != 0
	switch {
	case v.Over:
	case newly:
		cues = append(cues, sound.YourTurn)
	case w.heard && v.Age == w.age && v.Turn != w.turn:
		cues = append(cues, sound.HandPass)
	}
	*w = cueWatch{heard: true, seat: seat, settled: settled, logLen: logLen, events: len(v.Events), coins: coins,
		age: v.Age, turn: v.Turn, over: v.Over, owing: owing}
	return cues
}

func anyEvent(events []wonders.Event, match func(wonders.Event) bool) bool {
	for _, e := range events {
		if match(e) {
			return true
		}
	}
	return false
}

// isCardEvent reports whether e lays a card down: built, tucked under a
// stage or discarded.
func isCardEvent(e wonders.Event) bool {
	switch e.Kind {
	case wonders.EventBuild, wonders.EventStage, wonders.EventDiscard, wonders.EventBuildFree,
		wonders.EventBuildDiscarded, wonders.EventBuildShared, wonders.EventDrawnBuild, wonders.EventDrawnRecruit:
		return true
	}
	return false
}

// movesCoins reports whether e makes seat pay or receive coins: its own
// purchases, sales and coin gains, and the coins another city pays it on
// Market Day or through Poseidon. (What a neighbour pays for its
// resources shows in its coin count.)
func movesCoins(e wonders.Event, seat int) bool {
	if e.City == seat && (e.PayLeft != 0 || e.PayRight != 0 || e.Coins != 0) {
		return true
	}
	return e.Against == seat && e.Coins != 0 && (e.Kind == wonders.EventSold || e.Kind == wonders.EventTrade)
}
