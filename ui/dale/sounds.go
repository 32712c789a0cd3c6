package dale

import (
	eng "agora/game/dale"
	"agora/ui/sound"
)

// The Dale table's sound cues, played through the app's shared cues
// (ui/sound) at the volume and mute set in Settings. Each cue of the
// shared set stands for one kind of Dale event:
//
//	your turn               sound.YourTurn   a person newly owes a decision
//	card bought or played   sound.CardPlayed
//	stack built             sound.Coins      the stack's cards laid out
//	junk arriving           sound.HandPass   a soft tick
//	reshuffle               sound.HandPass   a deck or the market deck
//	end of the game         sound.GameOver
//
// What happened is read from the events the engine logged since the last
// redraw; the table decides nothing from them.

// cueWatch remembers the game as the last cues left it.
type cueWatch struct {
	heard  bool // the game was seen once
	events int  // events seen
	logLen int  // decisions seen
	owing  int  // the person's seat that owed a decision, -1 none
	over   bool
}

// cueOf is the cue of one event, None for the quiet ones.
func cueOf(e eng.Event) sound.Cue {
	switch e.Kind {
	case eng.EventBuy, eng.EventPlay, eng.EventMarket:
		return sound.CardPlayed
	case eng.EventStack:
		return sound.Coins
	case eng.EventJunk, eng.EventShuffle, eng.EventMarketShuffle:
		return sound.HandPass
	}
	return sound.None
}

// playCues plays the cues of what changed since the last call; the
// table calls it after every redraw.
func (t *Table) playCues() {
	if t.ctx.Sound == nil || t.mach == nil {
		return
	}
	owing := t.decider()
	if !t.human(owing) {
		owing = -1
	}
	for _, c := range t.mach.cues.next(t.view().Events(), t.src.Decisions(), owing, t.src.Over()) {
		t.ctx.Sound(c)
	}
}

// next lists the cues of what changed: events is the game log now,
// logLen the number of decisions, owing the person's seat that owes the
// next decision (-1 none), over whether the game ended. Each kind of cue
// sounds once per change, in the order the events came; the first call
// only chimes when a person owes a decision.
func (w *cueWatch) next(events []eng.Event, logLen, owing int, over bool) []sound.Cue {
	var cues []sound.Cue
	if w.heard && len(events) > w.events {
		seen := map[sound.Cue]bool{}
		for _, e := range events[w.events:] {
			if c := cueOf(e); c != sound.None && !seen[c] {
				seen[c] = true
				cues = append(cues, c)
			}
		}
	}
	switch {
	case over && !w.over && w.heard:
		cues = append(cues, sound.GameOver)
	case over:
	case owing >= 0 && (!w.heard || owing != w.owing && logLen != w.logLen):
		// a person newly owes a decision after someone else's move
		cues = append(cues, sound.YourTurn)
	}
	*w = cueWatch{heard: true, events: len(events), logLen: logLen, owing: owing, over: over}
	return cues
}
