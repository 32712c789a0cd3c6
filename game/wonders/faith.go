package wonders

import (
	"fmt"
	"sort"

	"agora/game"
)

// The Faith expansion: god cards. Each Age opens with a Prayer: every seat
// is dealt 3 gods, picks one and passes two, picks one and passes one,
// and keeps the last, passing against the coming Age's direction. During
// the Age a seat invokes one god (more with Wonderwoman's marker or
// Ithaca) together with an Age card, paying for both (see godOptions), or
// discards a god for coins equal to the Age; its other gods are then
// discarded face down. Gods invoked in Ages I and II go back to the god
// deck after the Age's battles; Age III gods stay and score. The god
// powers are in faith_powers.go.

// KindPray: the Prayer draft, pick a god of the hand being passed.
const KindPray = "wonders.pray"

const (
	maxGods    = 32
	godHandMax = 3
	maxInvoked = 8
)

// GodMode is what a card move does with a god.
type GodMode uint8

// The modes: no god; invoke it after the card is paid and played (the
// seed's steps 3 then 5); invoke it first, then pay and play the card
// (steps 5 then 3); discard it for coins equal to the Age (all the seat's
// gods of the Age go, face down).
const (
	NoGodMode GodMode = iota
	InvokeAfter
	InvokeBefore
	GodCoins
	numGodModes
)

var godModeNames = [numGodModes]string{"", "after", "before", "coins"}

// String is the mode's name; its translation key is
// "wonders.god_mode.<name>".
func (m GodMode) String() string {
	if m < numGodModes {
		return godModeNames[m]
	}
	return "?"
}

// Invokes reports whether the mode invokes the god.
func (m GodMode) Invokes() bool { return m == InvokeAfter || m == InvokeBefore }

// godHand is a small set of gods.
type godHand struct {
	n uint8
	g [godHandMax]God
}

func (h *godHand) gods() []God { return h.g[:h.n] }

func (h *godHand) add(gd God) { h.g[h.n] = gd; h.n++ }

func (h *godHand) remove(gd God) bool {
	for i := range h.n {
		if h.g[i] == gd {
			copy(h.g[i:h.n], h.g[i+1:h.n])
			h.n--
			h.g[h.n] = 0
			return true
		}
	}
	return false
}

func (h *godHand) has(gd God) bool {
	for _, x := range h.gods() {
		if x == gd {
			return true
		}
	}
	return false
}

// placedGod is a god out of the deck: invoked in a city or discarded face
// down, in an Age, by a seat.
type placedGod struct {
	god God
	age uint8
	by  int8
}

// faith is the expansion's part of the state.
type faith struct {
	on       bool         // the game plays with Faith (cfg.Has, kept at hand)
	deck     [maxGods]God // face down: the god deck
	ndeck    uint8
	draft    [maxCities]godHand // Prayer: the hand each seat picks from
	hands    [maxCities]godHand // the gods each seat kept for the Age
	step     uint8              // Prayer: 0 picks one of 3, 1 one of 2
	picks    [maxCities]God     // Prayer: this step's picks, valid where picked
	picked   uint8              // Prayer: seats whose pick is in
	passed   [maxCities][3]God  // what each seat passed this Age: two, then one
	discard  [maxGods]placedGod // discarded face down this Age
	ndiscard uint8
	invoked  [maxCities][maxInvoked]placedGod
	ninvoked [maxCities]uint8
	used     [maxCities]uint8 // gods invoked this Age
	closed   uint8            // seats done with gods this Age
	extra    [maxCities]uint8 // bit per Age: Ithaca's extra god in that Age
	marker   [maxCities]uint8 // bit per Age: Wonderwoman's marker for that Age
	zeus     [maxCities]uint8 // Age in which Zeus plays the 7th card, 0 if none
	dupes    uint8            // cities that invoked Pan: they may hold same-named cards
	shared   uint8            // Toinito: cities whose team built in one city this Age
	second   uint8            // cities that may invoke their second god after this turn
	godPick  int8             // Chronos built Halikarnassus's stage: city+1, 0 if none
	redeal   bool             // Ouranos: deal the hands anew after this turn
	// Ouranos's last redeal: the Age and the turn whose hands were dealt
	// anew (determinize follows the hands passed from there on).
	redealAge, redealTurn uint8
	osiris                uint8                  // cities owed Osiris's pick after this turn
	bastet                uint8                  // cities owed Bastet's swap after this turn
	pickMode              uint8                  // the pick under way: Halikarnassus's (0), pickOsiris or pickBastet
	own                   [maxCities]ResourceSet // resources gods gave for the city's own builds
	anubis                uint8                  // seats keeping their hand at this turn's pass
	horus                 [maxCities]uint8       // Horus's peeks left this Age (his coin markers)
	shown                 int8                   // determinize only: the hand Horus shows, seat+1
	// Seth: the seat asked now (seat+1, 0: none), the seats asked about
	// this reveal, the seats that play their card again without their
	// cancelled god, and (Commerce) the resolution waiting for the answer.
	sethAsk   int8
	sethAsked uint8
	redo      uint8
	stash     Move
	protect   map[*Card]bool // determinize only: the card slots to leave
	// Poseidon: who each city's chosen move pays among the cities that
	// are not its neighbours (4 bits a city, see Plan), set when the move
	// is validated; and, while validate lists the options, the allocation
	// of each option listed that pays them (recordAlloc).
	alloc [maxCities]uint32
	rec   map[game.Option]uint32
}

// The god picks made after a turn, like Halikarnassus's discard build.
const (
	pickOsiris = 1 + iota
	pickBastet
)

// faithOn reports whether the game plays with Faith.
func (g *State) faithOn() bool { return g.fa.on }

// godDeck is every god the game plays with: the implemented ones, less
// those the 2-player game removes, the team-only ones in a team game.
func godDeck(players int, teams bool) []God {
	var out []God
	for i := range catalog.gods {
		gi := &catalog.gods[i]
		if gi.Implemented && (players > 2 || gi.TwoPlayers) && (teams || !gi.TeamOnly) {
			out = append(out, God(i))
		}
	}
	return out
}

// FaithMaxPlayers is the most seats a Faith game may have with the gods
// the engine deals outside team games: every seat is dealt 3.
func FaithMaxPlayers() int {
	n := MaxPlayers
	for n > 2 && len(godDeck(n, false)) < 3*n {
		n--
	}
	return n
}

func (g *State) initFaith() error {
	n := int(g.players)
	deck := godDeck(n, g.cfg.Teams)
	if len(deck) < 3*n {
		return fmt.Errorf("%w: Faith plays with at most %d players for now", game.ErrConfig, FaithMaxPlayers())
	}
	for _, gd := range deck {
		g.fa.deck[g.fa.ndeck] = gd
		g.fa.ndeck++
	}
	return nil
}

// startPrayer shuffles the god deck and deals 3 gods to each seat (none to
// the Free City).
func (g *State) startPrayer() {
	fa := &g.fa
	g.rng.Shuffle(int(fa.ndeck), func(i, j int) { fa.deck[i], fa.deck[j] = fa.deck[j], fa.deck[i] })
	for s := range int(g.players) {
		for range godHandMax {
			fa.ndeck--
			fa.draft[s].add(fa.deck[fa.ndeck])
			fa.deck[fa.ndeck] = 0
		}
		fa.passed[s] = [3]God{NoGod, NoGod, NoGod}
	}
	fa.step, fa.picked, fa.closed = 0, 0, 0
	fa.used = [maxCities]uint8{}
	fa.shared = 0
	g.phase = phasePray
}

// godReceiver is the seat that gets seat s's god hand in the Prayer:
// against the direction of the coming Age.
func (g *State) godReceiver(s int) int {
	if g.freeCity >= 0 {
		return 1 - s
	}
	n := int(g.players)
	return (s - g.direction() + 2*n) % n
}

// godGiver is the seat whose god hand seat s gets.
func (g *State) godGiver(s int) int {
	if g.freeCity >= 0 {
		return 1 - s
	}
	n := int(g.players)
	return (s + g.direction() + 2*n) % n
}

func (g *State) hasPicked(s int) bool { return g.fa.picked&(1<<s) != 0 }

// prayOptions lists the gods seat may pick.
func (g *State) prayOptions(s int, buf []game.Option) []game.Option {
	h := &g.fa.draft[s]
	for i, gd := range h.gods() {
		dup := false
		for _, x := range h.g[:i] {
			dup = dup || x == gd
		}
		if !dup {
			buf = append(buf, Move{Action: Pray, City: s, God: gd, Card: NoCard}.Option())
		}
	}
	return buf
}

// prayApply records seat's pick; once every seat has picked, the picks are
// kept and the rest passed on.
func (g *State) prayApply(m Move) {
	fa := &g.fa
	fa.picks[m.City] = m.God
	fa.picked |= 1 << m.City
	n := int(g.players)
	if int(fa.picked) != 1<<n-1 {
		return
	}
	g.settled = len(g.log)
	old := fa.draft
	for s := range n {
		h := old[s]
		h.remove(fa.picks[s])
		fa.hands[s].add(fa.picks[s])
		for i, gd := range h.gods() {
			fa.passed[s][int(fa.step)*2+i] = gd
		}
		fa.draft[g.godReceiver(s)] = h
	}
	fa.picked = 0
	if fa.step == 0 {
		fa.step = 1
		return
	}
	for s := range n {
		fa.hands[s].add(fa.draft[s].g[0])
		fa.draft[s] = godHand{}
	}
	fa.step = 0
	g.phase = phaseChoose
}

// godSlots is how many gods city c may invoke this Age: one, or two with
// Wonderwoman's marker or Ithaca's stage for this Age (they do not add up).
func (g *State) godSlots(c int) int {
	bit := uint8(1) << g.age
	if (g.fa.extra[c]|g.fa.marker[c])&bit != 0 {
		return 2
	}
	return 1
}

// mayUseGods reports whether city c may still invoke or sell a god.
func (g *State) mayUseGods(c int) bool {
	return g.faithOn() && c < int(g.players) && c != int(g.freeCity) && g.fa.closed&(1<<c) == 0 &&
		g.fa.hands[c].n > 0 && g.fa.redo&(1<<c) == 0
}

// invokedNow reports whether city c invoked gd this Age.
func (g *State) invokedNow(c int, gd God) bool {
	if !g.faithOn() {
		return false
	}
	for _, p := range g.fa.invoked[c][:g.fa.ninvoked[c]] {
		if p.god == gd && p.age == g.age {
			return true
		}
	}
	return false
}

// redShields is the shields on city c's red cards; bluePoints the points
// printed on its blue cards. Gods ask for them, wonders' do not count.
func (g *State) redShields(c int) int { return g.printed(c, Red, Shields) }
func (g *State) bluePoints(c int) int { return g.printed(c, Blue, Points) }

// printed adds up the amounts of kind's effects on city c's cards of col.
func (g *State) printed(c int, col Color, kind EffectKind) int {
	ct := &g.cities[c]
	n := 0
	for _, card := range ct.built[:ct.nbuilt] {
		ci := &catalog.cards[card]
		if ci.Color != col {
			continue
		}
		for _, e := range ci.Effects {
			if e.Kind == kind {
				n += e.N
			}
		}
	}
	return n
}

// godPlan is one way to pay a god: coins to the neighbours and the bank.
type godPlan struct {
	plan Plan
	bank int
}

// godPlans lists the Pareto-best ways for city c to pay gd's cost now
// with at most budget coins, nil if it cannot be invoked (requirements of
// shields, points or a stage, too few coins).
func (g *State) godPlans(c int, gd God, budget int) []godPlan {
	gi := gd.Info()
	cost := gi.Cost(int(g.age))
	if cost.Shields > g.redShields(c) || cost.VP > g.bluePoints(c) || budget < cost.Coins {
		return nil
	}
	if ok := godPower(gd).can; ok != nil && !ok(g, c) {
		return nil
	}
	res := cost.Res
	if cost.Stage {
		ct := &g.cities[c]
		st := ct.stageInfo()
		if int(ct.stages) >= len(st) {
			return nil
		}
		for r, n := range st[ct.stages].Cost.Res {
			res[r] += n
		}
	}
	var out []godPlan
	for _, rs := range g.classUnits(c, res, cost) {
		ps := g.payments(c, rs, budget-cost.Coins)
		for _, p := range ps.list() {
			out = addGodPlan(out, godPlan{plan: p, bank: cost.Coins})
		}
	}
	return out
}

func addGodPlan(out []godPlan, p godPlan) []godPlan {
	for _, q := range out {
		if q.plan.Left <= p.plan.Left && q.plan.Right <= p.plan.Right && q.plan.Others <= p.plan.Others {
			return out
		}
	}
	k := 0
	for _, q := range out {
		if !(p.plan.Left <= q.plan.Left && p.plan.Right <= q.plan.Right && p.plan.Others <= q.plan.Others) {
			out[k] = q
			k++
		}
	}
	return append(out[:k], p)
}

// classUnits turns a cost's raw, manufactured and either units into named
// resources, every useful way: units the city makes in surplus are taken
// first (they cost nothing and nothing else needs them), the rest spread
// over the resources the city or its neighbours make.
func (g *State) classUnits(c int, res Resources, cost GodCost) []Resources {
	ct := &g.cities[c]
	surplus := ct.fixed
	for r := range surplus {
		surplus[r] -= min(surplus[r], res[r])
	}
	type class struct {
		set ResourceSet
		n   int
	}
	classes := []class{{RawSet, cost.Raw}, {ManufacturedSet, cost.Manufactured}, {RawSet | ManufacturedSet, cost.Any}}
	for i := range classes {
		for _, r := range classes[i].set.List() {
			for classes[i].n > 0 && surplus[r] > 0 {
				surplus[r]--
				res[r]++
				classes[i].n--
			}
		}
	}
	var made ResourceSet
	sellers := []int{c, g.left(c), g.right(c)}
	if g.poseidonNow(c) {
		sellers = sellers[:1]
		for o := range int(g.ncities) {
			if o != c {
				sellers = append(sellers, o)
			}
		}
	}
	for _, x := range sellers {
		o := &g.cities[x]
		for r := range Resource(NumResources) {
			if o.fixed[r] > 0 {
				made |= 1 << r
			}
		}
		sets := o.trade[:o.ntrade]
		if x == c {
			sets = o.choice[:o.nchoice]
		}
		for _, s := range sets {
			made |= s
		}
	}
	out := []Resources{res}
	for _, cl := range classes {
		opts := (cl.set & made).List()
		for range cl.n {
			var next []Resources
			for _, rs := range out {
				for _, r := range opts {
					x := rs
					x[r]++
					if !containsRes(next, x) {
						next = append(next, x)
					}
				}
			}
			out = next
		}
	}
	return out
}

func containsRes(list []Resources, x Resources) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// moveCoins is what a card move does to the city's treasury: spend is
// every coin it pays, early the coins of a sale made before paying
// (Commerce), gain the coins it brings once played (sale included).
func (g *State) moveCoins(c int, m Move) (spend, early, gain int) {
	ct := &g.cities[c]
	spend = MarketCost(m) + m.PayLeft + m.PayRight + m.PayOthers
	var list []Effect
	switch m.Action {
	case Build, BuildShared:
		if !ct.chained(m.Card) && !g.godFree(c, m.Card) {
			spend += catalog.cards[m.Card].Cost.Coins
		}
		if g.hermesChain(c, m.Card) {
			gain++
		}
		if m.Action == Build {
			list = catalog.cards[m.Card].Effects // a shared card's coins go to the partner
		}
	case BuildFree:
		list = catalog.cards[m.Card].Effects
	case BuildStage:
		spend += ct.stageInfo()[m.Stage].Cost.Coins
		list = ct.stageInfo()[m.Stage].Effects
	case Discard:
		gain = discardGain
	}
	for i := range list {
		e := &list[i]
		switch e.Kind {
		case Coins:
			gain += e.N
		case CoinsPer:
			n := g.count(c, e.Count, e.Cities)
			if m.Action != BuildStage && e.Cities&Self != 0 && e.Count.Colors()&(1<<catalog.cards[m.Card].Color) != 0 {
				n++
			}
			gain += e.N * n
		}
	}
	if m.Action == Build || m.Action == BuildFree || m.Action == BuildShared {
		gain += g.artemisCoins(c, m.Card)
	}
	if r, ok := m.Sold(); ok {
		if g.sellable(c).Has(r) {
			early = DiePrice(r)
		}
		gain += DiePrice(r)
	}
	return spend, early, gain
}

// godBonus is more than any god brings at once when invoked.
const godBonus = 24

// godOptions appends, after the options of one card (buf[start:]), the
// same moves combined with a god: invoked after or before the card, or
// discarded for coins. The two are paid separately against the city's
// production (its own resources serve both); the coins the first brings
// may pay the second, the coins neighbours pay this turn may not. Each
// combination keeps its Pareto-best total payments.
//
// gen lists the card's options; it is called again with the coins a god
// may bring (godBonus) added for a while, so that a card the city cannot
// pay alone may come after such a god.
//
// plans is godPlanList's answer, worked out once for the whole hand (nil:
// work it out here).
func (g *State) godOptions(c int, start int, buf []game.Option, gen func([]game.Option) []game.Option, plans [][]godPlan) []game.Option {
	if !g.mayUseGods(c) {
		return buf
	}
	if plans == nil {
		plans = g.godPlanList(c)
	}
	coins := int(g.cities[c].coins)
	h := &g.fa.hands[c]
	var ext []game.Option
	var cands []candidate
	for _, ps := range plans {
		if len(ps) > 0 {
			g.cities[c].coins += godBonus
			ext = gen(nil)
			g.cities[c].coins -= godBonus
			break
		}
	}
	n := len(buf)
	// The coin option: the seat's first god stands for the face-down
	// discard.
	low := h.g[0]
	for _, gd := range h.gods() {
		low = min(low, gd)
	}
	for _, o := range buf[start:n] {
		m := MustDecode(o)
		var to uint32
		if g.fa.rec != nil && m.PayOthers > 0 {
			to = g.fa.rec[o]
		}
		m.God, m.GodMode = low, GodCoins
		buf = g.emit(buf, m, to)
	}
	// The card's moves paid with the god's extra coins, read once for
	// every god.
	type extMove struct {
		m                  Move
		to                 uint32
		spend, early, gain int
	}
	exts := make([]extMove, len(ext))
	for k, o := range ext {
		x := &exts[k]
		x.m = MustDecode(o)
		if g.fa.rec != nil && x.m.PayOthers > 0 {
			x.to = g.fa.rec[o]
		}
		x.spend, x.early, x.gain = g.moveCoins(c, x.m)
	}
	for i, gd := range h.gods() {
		gps := plans[i]
		if seenGod(h.g[:i], gd) || len(gps) == 0 {
			continue
		}
		cands = cands[:0]
		for _, e := range exts {
			m := e.m
			if m.Action == BuildStage && gd == chronosGod {
				continue // Chronos builds the next stage himself
			}
			for _, gp := range gps {
				gs := gp.bank + gp.plan.Total()
				for _, mode := range [2]GodMode{InvokeAfter, InvokeBefore} {
					var ok bool
					if mode == InvokeAfter {
						ok = coins+e.early >= e.spend && coins-e.spend+e.gain >= gs
					} else {
						before := m
						before.GodMode = mode
						ggain := g.godGain(c, gd, before)
						ok = coins >= gs && coins-gs+ggain+e.early >= e.spend
					}
					if !ok {
						continue
					}
					x := m
					x.God, x.GodMode = gd, mode
					x.PayLeft += int(gp.plan.Left)
					x.PayRight += int(gp.plan.Right)
					x.PayOthers += int(gp.plan.Others)
					if x.PayOthers > maxPayOthers {
						continue
					}
					cands = addCandidate(cands, x.Option(), e.to+gp.plan.to)
				}
			}
		}
		targets := g.godTargets(c, gd)
		for _, cd := range cands {
			for _, t := range targets {
				buf = g.emitOption(buf, cd.o|game.Option(t&0x7f)<<optTarget, cd.to)
			}
		}
	}
	return buf
}

// godTargets lists the targets city c may name with gd, one bit per city
// each: {0} for a god that names none. In a team game powers only target
// opponents.
func (g *State) godTargets(c int, gd God) []uint8 {
	f := godPower(gd).targets
	if f == nil {
		return []uint8{0}
	}
	var out []uint8
	for _, t := range f(g, c) {
		if !g.hitsPartner(c, t) {
			out = append(out, t)
		}
	}
	return out
}

// godPlanList is godPlans for each god of city c's hand, in hand order.
func (g *State) godPlanList(c int) [][]godPlan {
	h := &g.fa.hands[c]
	out := make([][]godPlan, h.n)
	for i, gd := range h.gods() {
		out[i] = g.godPlans(c, gd, int(g.cities[c].coins)+godBonus)
	}
	return out
}

func seenGod(gs []God, gd God) bool {
	for _, x := range gs {
		if x == gd {
			return true
		}
	}
	return false
}

// candidate is a move with a god, encoded without its targets, and who
// its coins to other cities go to.
type candidate struct {
	o  game.Option
	to uint32
}

// addCandidate keeps the Pareto front of payments per move shape (the
// move without its payments): o unless a candidate of its shape pays no
// more to anyone, dropping those o pays no more than.
func addCandidate(list []candidate, o game.Option, to uint32) []candidate {
	shape := o &^ payBits
	for _, y := range list {
		if y.o&^payBits == shape && paysAtMost(y.o, o) {
			return list
		}
	}
	n := 0
	for _, y := range list {
		if y.o&^payBits != shape || !paysAtMost(o, y.o) {
			list[n] = y
			n++
		}
	}
	return append(list[:n], candidate{o, to})
}

// godBank is the coins a move's god takes to the bank.
func godBank(m Move, age int) int {
	if !m.GodMode.Invokes() {
		return 0
	}
	return m.God.Info().Cost(age).Coins
}

// resolveGods reveals the gods of this turn's moves, in alphabetical order
// of their names.
func (g *State) resolveGods() (pick int8) {
	var cs []int
	for c := range int(g.ncities) {
		if g.moves[c].GodMode != NoGodMode {
			cs = append(cs, c)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		return g.moves[cs[i]].God.Info().order < g.moves[cs[j]].God.Info().order
	})
	pick = -1
	for _, c := range cs {
		if g.resolveGod(c, g.moves[c]) {
			pick = int8(c)
		}
	}
	return pick
}

// resolveGod carries out city c's god: its coins, or its invocation and
// power; then the seat's other gods of the Age go face down once it may
// invoke no more.
func (g *State) resolveGod(c int, m Move) (pick bool) {
	fa := &g.fa
	h := &fa.hands[c]
	ct := &g.cities[c]
	ev := Event{Kind: EventGod, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard, God: m.God,
		Targets: m.Targets, by: int8(c)}
	before := ct.coins
	if m.GodMode == GodCoins {
		ct.coins += int32(g.age)
		ev.Kind = EventGodCoins
		g.closeGods(c)
	} else {
		h.remove(m.God)
		fa.invoked[c][fa.ninvoked[c]] = placedGod{god: m.God, age: g.age, by: int8(c)}
		fa.ninvoked[c]++
		fa.used[c]++
		if f := godPower(m.God).apply; f != nil {
			f(g, c, m)
		}
		if int(fa.used[c]) >= g.godSlots(c) || h.n == 0 {
			g.closeGods(c)
		} else if m.Action != Invoke {
			fa.second |= 1 << c
		}
	}
	ev.Coins = int(ct.coins - before)
	g.events = append(g.events, ev)
	if fa.godPick != 0 {
		fa.godPick = 0
		return true
	}
	return false
}

// closeGods discards what is left of seat c's god hand, face down.
func (g *State) closeGods(c int) {
	fa := &g.fa
	for _, gd := range fa.hands[c].gods() {
		fa.discard[fa.ndiscard] = placedGod{god: gd, age: g.age, by: int8(c)}
		fa.ndiscard++
	}
	fa.hands[c] = godHand{}
	fa.closed |= 1 << c
}

// endAgeGods, after the battles of Ages I and II, puts every god back in
// the deck: the hands not used, the face-down discards and the gods
// invoked this Age.
func (g *State) endAgeGods() {
	fa := &g.fa
	put := func(gd God) { fa.deck[fa.ndeck] = gd; fa.ndeck++ }
	for s := range maxCities {
		for _, gd := range fa.hands[s].gods() {
			put(gd)
		}
		fa.hands[s] = godHand{}
		k := 0
		for _, p := range fa.invoked[s][:fa.ninvoked[s]] {
			if p.age == g.age && g.age < 3 {
				put(p.god)
				continue
			}
			fa.invoked[s][k] = p
			k++
		}
		for i := k; i < int(fa.ninvoked[s]); i++ {
			fa.invoked[s][i] = placedGod{}
		}
		fa.ninvoked[s] = uint8(k)
	}
	for i := range fa.ndiscard {
		put(fa.discard[i].god)
		fa.discard[i] = placedGod{}
	}
	fa.ndiscard = 0
	fa.redeal = false
	for c := range maxCities {
		g.cities[c].coins += int32(fa.horus[c]) // the markers left are the seat's
		fa.horus[c] = 0
	}
}

// standingGods counts the gods standing in city c (for the Guild of the
// Illuminati): those invoked and not yet back in the deck.
func (g *State) standingGods(c int) int { return int(g.fa.ninvoked[c]) }

// playsLast reports whether city c plays the 7th card of this Age:
// Babylon B, or Zeus invoked this Age.
func (g *State) playsLast(c int) bool {
	return g.cities[c].last || g.fa.zeus[c] == g.age && g.age > 0
}
