package dale

// The schedule: techniques in play in front of their owner. A technique is
// there while it resolves; delayed ones (the Sloths) stay until the start
// of their owner's next turn, lasting ones (Scary Gunfight, Nasty Threat,
// Lost Shipments) weigh on the opponents until then.

// schedule puts a technique in front of seat s.
func (g *State) schedule(s int, c Card, state uint8) {
	p := &g.p[s]
	p.sched[p.nsched] = scheduled{card: c, state: state}
	p.nsched++
}

// setSchedule changes the state of the first entry of card c in state from.
func (g *State) setSchedule(s int, c Card, from, to uint8) {
	p := &g.p[s]
	for i := range p.nsched {
		if p.sched[i].card == c && p.sched[i].state == from {
			p.sched[i].state = to
			return
		}
	}
	panic("dale: technique not in the schedule")
}

// unschedule takes the first entry of card c in state out of s's schedule.
func (g *State) unschedule(s int, c Card, state uint8) {
	p := &g.p[s]
	for i := range p.nsched {
		if p.sched[i].card == c && p.sched[i].state == state {
			copy(p.sched[i:p.nsched], p.sched[i+1:p.nsched])
			p.nsched--
			p.sched[p.nsched] = scheduled{}
			return
		}
	}
	panic("dale: technique not in the schedule")
}

// penalty counts the lasting techniques of kind c that s's opponents have
// in their schedules.
func (g *State) penalty(s int, c Card) int {
	n := 0
	for o := range int(g.players) {
		if !g.opponents(s, o) {
			continue
		}
		for _, e := range g.p[o].sched[:g.p[o].nsched] {
			if e.card == c && e.state == schedLasting {
				n++
			}
		}
	}
	return n
}

// startTurn begins seat s's turn.
func (g *State) startTurn(s int) {
	if !g.countDry() {
		return
	}
	g.active, g.actions = int8(s), 1
	g.turn++
	g.event(Event{Kind: EventTurn, Seat: s})
	g.push(frame{proc: procStart, owner: int8(s), seat: int8(s)})
}

// startStep resolves the start of the active player's turn: lasting
// techniques expire first, then each delayed technique resolves, in the
// order the player chooses when several wait.
func (g *State) startStep(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	if f.step == 0 {
		for i := 0; i < int(p.nsched); {
			e := p.sched[i]
			if e.state != schedLasting {
				i++
				continue
			}
			g.unschedule(s, e.card, schedLasting)
			p.discard.push(e.card)
			g.event(Event{Kind: EventExpire, Seat: s, Card: e.card})
			g.triggerOthers(s, AncientKnowledge)
		}
		f.step = 1
	}
	if f.step == 2 {
		// a delayed technique was chosen
		f.step = 1
		g.resolveDelayed(s, f.pick.Card)
		return
	}
	var kinds [4]uint64
	n, last := 0, NoCard
	for _, e := range p.sched[:p.nsched] {
		if e.state == schedDelayed && kinds[e.card>>6]&(1<<(e.card&63)) == 0 {
			kinds[e.card>>6] |= 1 << (e.card & 63)
			n++
			last = e.card
		}
	}
	switch {
	case n == 0:
		g.pop()
	case n == 1:
		g.resolveDelayed(s, last)
	default:
		f.src, f.step = SourceSchedule, 2
		f.wait(KindSchedule, s)
	}
}

// resolveDelayed starts the delayed part of technique c.
func (g *State) resolveDelayed(s int, c Card) {
	g.setSchedule(s, c, schedDelayed, schedResolving)
	g.event(Event{Kind: EventResolve, Seat: s, Card: c})
	g.push(frame{proc: procTech, card: c, owner: int8(s), seat: int8(s), delayed: true})
}
