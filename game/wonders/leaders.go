package wonders

import (
	"fmt"

	"agora/game"
)

// Leaders: every city starts with 6 coins; before Age I each seat drafts
// 4 leaders (keeps one of the hand it holds and passes the rest to its
// right, four times); at the start of each Age, before the Age's cards
// are dealt, a recruitment turn: every seat chooses one leader of its
// hand at once and recruits it (paying its coins), builds its next wonder
// stage with it, or discards it for 3 coins. A recruited leader stands
// by the city for the rest of the game: its points count on the score
// pad's leader line, its powers act from its recruitment on
// (leaders_powers.go). The leaders no one was dealt stay unseen.

// ExpansionLeaders is the Leaders expansion's name in game.Config.
const ExpansionLeaders = "leaders"

// Leaders decision kinds (game.Prompt.Kind).
const (
	// KindLeaderDraft: keep one leader of the hand held; the rest goes to
	// the seat on the right.
	KindLeaderDraft = "wonders.leader-draft"
	// KindRecruit: the recruitment turn: recruit a leader, build the next
	// wonder stage with it, or discard it for 3 coins.
	KindRecruit = "wonders.recruit"
)

// The Leaders phases.
const (
	phaseLeaderDraft phase = phaseOver + 1 + iota
	phaseRecruit
)

const (
	leadersDealt      = 4 // leaders dealt to each seat before the draft
	leadersStartCoins = 6
)

// leaders is the expansion's part of the state.
type leaders struct {
	hands  [maxCities]hand        // each seat's leader hand, hidden from the others
	draft  [maxCities]hand        // the draft: the hand each seat keeps from
	kept   uint8                  // the draft: leaders each seat has kept so far
	picks  [maxCities]Card        // the draft: this round's picks, valid where picked
	picked uint8                  // the draft: seats whose pick is in
	unused deck                   // the leaders no one was dealt, unseen
	rec    [maxCities]hand        // the leaders each city recruited, in order
	gone   deck                   // leaders discarded for coins, face down
	moves  [maxCities]game.Option // the recruitment: each seat's choice, valid where chosen (options: the state is cloned at every bot step)
	chosen uint8
	// What leaders owe after a turn or the recruitment (leaders_picks.go):
	// a build from the discard pile (Solomon; Halikarnassus's stage built
	// at the recruitment), the Courtesans' Guild's copy; the city on it
	// and what it decides; whether the recruitment waits for them.
	owedDiscard, owedCopy, owedRecruit uint8
	pickCity                           int8
	recruiting                         bool
	// copied is the leader each city's Courtesans' Guild copies (NoCard).
	copied [maxCities]Card
}

var leadersLayer = new(layer)

func init() {
	*leadersLayer = layer{
		name:     ExpansionLeaders,
		order:    20,
		kinds:    []string{KindLeaderDraft, KindRecruit, KindCourtesan, KindRecruitNow},
		setup:    leadersSetup,
		deal:     func(g *State) { g.dealLeaders() },
		startAge: func(g *State) bool { g.startRecruitment(); return true },
		lateDeal: true,
		pending:  leadersPending,
		options:  leadersOptions,
		apply:    leadersApply,
		view:     func(g *State, v *View, seat game.Seat) { g.leadersView(v, seat) },
		check:    func(g *State) error { return g.checkLeaders() },
		digest:   leadersDigest,
		score:    func(g *State, c int, b *Breakdown) { b[CatLeaders] = g.leaderPoints(c) },
		cards: func(g *State, add func(...Card)) {
			ld := &g.ld
			for s := range maxCities {
				add(ld.hands[s].cards()...)
				add(ld.draft[s].cards()...)
				add(ld.rec[s].cards()...)
			}
			add(ld.unused.cards()...)
			add(ld.gone.cards()...)
		},
		determinize: func(g *State, v int, rng *game.Rand) { g.determinizeLeaders(v, rng) },
		cardLess:    leaderCardLess,
		stageLess:   leaderStageLess,
		free:        leaderFree,
		built:       leaderBuilt,
		preview:     leaderPreview,
		paid:        leaderPaid,
		bankUnit:    func(g *State, c int) bool { return g.recruited(c, bilkis) },
		rebuilt:     leadersRebuilt,
		afterTurn: func(g *State) bool {
			return g.phase == phaseLeaderCopy || g.phase == phaseRecruitNow
		},
		acting: func(g *State, seat game.Seat, kind string) int {
			if kind == KindCourtesan || kind == KindRecruitNow {
				return int(g.ld.pickCity)
			}
			return int(seat)
		},
		picks:  leaderPicks,
		won:    leaderWon,
		defeat: leaderDefeat,
	}
	addLayer(leadersLayer)
}

// leadersSetup refuses the 2-player game (ruling: Leaders is played from
// 3 players, as its box says).
func leadersSetup(g *State) error {
	if g.players < 3 {
		return fmt.Errorf("%w: Leaders is played from 3 players", game.ErrConfig)
	}
	return nil
}

// dealLeaders, once the decks are built: 6 coins each, the leaders
// shuffled, 4 to each seat's draft hand, the rest unseen; the draft
// comes before Age I's recruitment.
func (g *State) dealLeaders() {
	ld := &g.ld
	var all []Card
	for i := range catalog.cards {
		if ci := &catalog.cards[i]; ci.Color == White && g.cfg.Has(ci.Expansion) {
			all = append(all, Card(i))
		}
	}
	g.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	ld.pickCity = -1
	for s := range maxCities {
		ld.copied[s] = NoCard
	}
	for s := range int(g.players) {
		g.cities[s].coins = leadersStartCoins
		for range leadersDealt {
			ld.draft[s].add(all[len(all)-1])
			all = all[:len(all)-1]
		}
	}
	for _, c := range all {
		ld.unused.c[ld.unused.n] = c
		ld.unused.n++
	}
}

// startRecruitment opens the Age's recruitment turn, after the draft
// before Age I.
func (g *State) startRecruitment() {
	ld := &g.ld
	ld.chosen = 0
	if g.age == 1 && ld.kept < leadersDealt {
		g.phase = phaseLeaderDraft
		return
	}
	g.phase = phaseRecruit
}

func leadersPending(g *State) bool {
	ld := &g.ld
	switch g.phase {
	case phaseLeaderDraft:
		for s := range int(g.players) {
			if ld.picked&(1<<s) == 0 {
				g.addPending(game.Seat(s), KindLeaderDraft)
			}
		}
		return true
	case phaseRecruit:
		for s := range int(g.players) {
			if ld.chosen&(1<<s) == 0 {
				g.addPending(game.Seat(s), KindRecruit)
			}
		}
		return true
	case phaseLeaderCopy:
		g.addPending(g.controller(int(ld.pickCity)), KindCourtesan)
		return true
	case phaseRecruitNow:
		g.addPending(g.controller(int(ld.pickCity)), KindRecruitNow)
		return true
	}
	return false
}

// leadersOptions lists a draft pick or a recruitment choice.
func leadersOptions(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
	ld := &g.ld
	switch kind {
	case KindCourtesan:
		return g.copyOptions(c, only, buf)
	case KindRecruitNow:
		return g.recruitNowOptions(c, only, buf)
	}
	if kind == KindLeaderDraft {
		h := ld.draft[c].cards()
		for i, l := range h {
			if (only == NoCard || l == only) && !seenBefore(h, i) {
				buf = append(buf, Move{Action: Pick, Card: l, City: c}.Option())
			}
		}
		return buf
	}
	st := g.nextStage(c)
	h := ld.hands[c].cards()
	for i, l := range h {
		if (only != NoCard && l != only) || seenBefore(h, i) {
			continue
		}
		if g.leaderCost(c, l) <= int(g.cities[c].coins) {
			buf = append(buf, Move{Action: Build, Card: l, City: c}.Option())
		}
		buf = st.options(g, c, l, buf)
		buf = append(buf, Move{Action: Discard, Card: l, City: c}.Option())
	}
	return buf
}

// leadersApply records a pick or a choice; the draft round or the
// recruitment turn resolves once every seat's is in.
func leadersApply(g *State, kind string, m Move) {
	ld := &g.ld
	n := int(g.players)
	switch kind {
	case KindCourtesan:
		g.settled = len(g.log)
		g.copyApply(m)
		return
	case KindRecruitNow:
		g.settled = len(g.log)
		g.recruitNowApply(m)
		return
	}
	if kind == KindLeaderDraft {
		ld.picks[m.City] = m.Card
		ld.picked |= 1 << m.City
		if int(ld.picked) == 1<<n-1 {
			g.settled = len(g.log)
			g.draftRound()
		}
		return
	}
	ld.moves[m.City] = m.Option()
	ld.chosen |= 1 << m.City
	if int(ld.chosen) == 1<<n-1 {
		g.settled = len(g.log)
		g.recruit()
	}
}

// draftRound keeps every seat's pick and passes the rest of its hand to
// the seat on its right (ruling: the direction the publisher gives).
func (g *State) draftRound() {
	ld := &g.ld
	n := int(g.players)
	old := ld.draft
	for s := range n {
		h := old[s]
		h.remove(ld.picks[s])
		ld.hands[s].add(ld.picks[s])
		ld.draft[g.right(s)] = h
	}
	ld.picked = 0
	ld.kept++
	if ld.kept == leadersDealt {
		ld.draft = [maxCities]hand{}
		g.phase = phaseRecruit
	}
}

// recruit resolves the recruitment turn against the position before it,
// as a turn of the Age: every payment first, then the leaders placed and
// the stages built, then their effects.
func (g *State) recruit() {
	ld := &g.ld
	n := int(g.players)
	for c := range n {
		g.recruitPay(c, MustDecode(ld.moves[c]))
	}
	for c := range n {
		g.recruitPlace(c, MustDecode(ld.moves[c]))
	}
	for c := range n {
		if g.recruitEffects(c, MustDecode(ld.moves[c])) {
			ld.owedDiscard |= 1 << c // Halikarnassus: a build from the discard pile, now
		}
	}
	ld.chosen = 0
	ld.moves = [maxCities]game.Option{}
	ld.recruiting = true
	g.afterPick() // what the recruitment owes, then the Age goes on (leaderPicks)
}

// recruitPay takes city c's leader from its hand and what its choice
// costs.
func (g *State) recruitPay(c int, m Move) {
	g.ld.hands[c].remove(m.Card)
	switch m.Action {
	case Build:
		g.cities[c].coins -= int32(g.leaderCost(c, m.Card))
	case BuildStage:
		g.pay(c, m)
	}
}

// recruitPlace puts city c's leader where its choice sends it, and logs
// the choice.
func (g *State) recruitPlace(c int, m Move) {
	ld := &g.ld
	switch m.Action {
	case Build:
		ld.rec[c].add(m.Card)
	case BuildStage:
		g.place(c, m)
	case Discard:
		ld.gone.c[ld.gone.n] = m.Card
		ld.gone.n++
	}
	ev := Event{Kind: EventRecruit, Age: int(g.age), Turn: 0, City: c, Card: m.Card, by: int8(c)}
	switch m.Action {
	case BuildStage:
		ev.Kind, ev.Stage, ev.PayLeft, ev.PayRight = EventStage, m.Stage, m.PayLeft, m.PayRight
	case Discard:
		ev.Kind, ev.Coins = EventDiscard, discardGain
	}
	g.events = append(g.events, ev)
}

// recruitEffects carries out city c's choice's effects; it reports
// whether Halikarnassus's build from the discard pile is owed.
func (g *State) recruitEffects(c int, m Move) (pick bool) {
	ct := &g.cities[c]
	switch m.Action {
	case Build:
		g.leaderArrives(c, m.Card)
	case BuildStage:
		for i := range ct.stageInfo()[m.Stage].Effects {
			if g.applyEffect(c, &ct.stageInfo()[m.Stage].Effects[i]) {
				pick = true
			}
		}
	case Discard:
		ct.coins += discardGain
	}
	return pick
}

// leaderPreview resolves a draft pick or a recruitment choice of city c
// on its own, for Preview: a leader picked in the draft is valued as if
// recruited now.
func leaderPreview(g *State, m Move) bool {
	switch g.phase {
	case phaseLeaderDraft:
		if m.Action != Pick {
			return false
		}
		g.ld.draft[m.City].remove(m.Card)
		g.ld.hands[m.City].add(m.Card)
		m.Action = Build
		if g.leaderCost(m.City, m.Card) > int(g.cities[m.City].coins) {
			return true // kept for later: nothing now
		}
	case phaseRecruit:
	default:
		return false
	}
	g.recruitPay(m.City, m)
	g.recruitPlace(m.City, m)
	g.recruitEffects(m.City, m)
	return true
}

// leaderCost is what city c pays to recruit leader l: its coins, none
// with Maecenas recruited before it or on Rome A; Rome B takes 2 coins
// off its own leaders and 1 off its neighbours'.
func (g *State) leaderCost(c int, l Card) int {
	side, rome := g.rome(c)
	if g.recruited(c, maecenas) || rome && side == SideA {
		return 0
	}
	cost := catalog.cards[l].Cost.Coins
	if rome {
		cost -= 2
	}
	for _, nb := range [2]int{g.left(c), g.right(c)} {
		if side, rome := g.rome(nb); nb != c && rome && side == SideB {
			cost--
		}
	}
	return max(cost, 0)
}

// romeWonder is Rome's index (-1 when the data lacks it).
var romeWonder = func() int {
	for i := range catalog.wonders {
		if catalog.wonders[i].ID == "rome" {
			return i
		}
	}
	return -1
}()

// rome is the side of city c's board, ok when it is Rome.
func (g *State) rome(c int) (side Side, ok bool) {
	ct := &g.cities[c]
	return ct.side, int(ct.wonder) == romeWonder
}

// recruited reports whether city c recruited leader l.
func (g *State) recruited(c int, l Card) bool {
	if l == NoCard || !g.ld.hasAny(c) && g.ld.copied[c] == NoCard {
		return false
	}
	for _, x := range g.ld.rec[c].cards() {
		if x == l {
			return true
		}
	}
	return g.ld.copied[c] == l
}

func (ld *leaders) hasAny(c int) bool { return ld.rec[c].n > 0 }

// leaderPoints is the leader line of city c's score: what its recruited
// leaders' points and sets bring.
func (g *State) leaderPoints(c int) int {
	n := 0
	for _, l := range g.ld.rec[c].cards() {
		n += g.leaderScore(c, l)
	}
	if l := g.ld.copied[c]; l != NoCard {
		n += g.leaderScore(c, l)
	}
	return n
}

// leaderScore is what leader l scores for city c.
func (g *State) leaderScore(c int, l Card) int {
	n := 0
	ci := &catalog.cards[l]
	for i := range ci.Effects {
		n += g.points(c, &ci.Effects[i])
	}
	return n + leaderSets(g, c, l)
}

// checkLeaders verifies the draft and the recruitment against the phase.
func (g *State) checkLeaders() error {
	ld := &g.ld
	if g.phase != phaseLeaderDraft && (ld.picked != 0 || ld.draft != [maxCities]hand{}) {
		return fmt.Errorf("leader draft left over outside the draft")
	}
	if g.phase != phaseRecruit && ld.chosen != 0 {
		return fmt.Errorf("recruitment choices %b outside the recruitment", ld.chosen)
	}
	if (g.phase == phaseLeaderCopy || g.phase == phaseRecruitNow) != (ld.pickCity >= 0) {
		return fmt.Errorf("phase %d with the Courtesans' Guild's city %d", g.phase, ld.pickCity)
	}
	if g.phase == phaseChoose && g.hands[0].n == 0 && !g.Over() {
		return fmt.Errorf("the card choice without the Age's hands")
	}
	for s := int(g.players); s < maxCities; s++ {
		if ld.hands[s].n != 0 || ld.rec[s].n != 0 {
			return fmt.Errorf("city %d without a seat holds leaders", s)
		}
	}
	return nil
}

func leadersDigest(g *State, h *game.Hash) {
	ld := &g.ld
	h.Int(int(ld.kept) | int(ld.picked)<<8 | int(ld.chosen)<<16 | int(ld.unused.n)<<24 | int(ld.gone.n)<<32 |
		b2i(ld.recruiting)<<40 | int(ld.owedDiscard)<<41 | int(ld.owedCopy)<<49 | int(ld.pickCity+1)<<57)
	h.Int(int(ld.owedRecruit))
	for s := range maxCities {
		for _, hh := range []*hand{&ld.hands[s], &ld.draft[s], &ld.rec[s]} {
			h.Int(int(hh.n))
			for _, c := range hh.c {
				h.Int(int(c))
			}
		}
		h.Int(int(ld.picks[s]) | int(ld.copied[s])<<16)
		h.Uint64(uint64(ld.moves[s]))
		h.Int(int(g.cities[s].wins))
	}
	for _, c := range ld.unused.c[:ld.unused.n] {
		h.Int(int(c))
	}
	for _, c := range ld.gone.c[:ld.gone.n] {
		h.Int(int(c))
	}
}
