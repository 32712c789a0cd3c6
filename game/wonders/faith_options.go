package wonders

import "agora/game"

// What a seat may do with its gods on its turn: which gods it may invoke,
// the ways to pay them, and the options a card move makes with each.

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

// redShields is the shields on city c's red cards (with Cities its black
// cards', with Leaders its leaders'); bluePoints the points printed on its
// blue cards (and black). Gods ask for them, wonders' do not count.
func (g *State) redShields(c int) int {
	return g.printed(c, Red, Shields) + g.printed(c, Black, Shields) + g.leaderPrinted(c, Shields)
}
func (g *State) bluePoints(c int) int {
	return g.printed(c, Blue, Points) + g.printed(c, Black, Points)
}

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
	if g.godResourcesFree(c) { // Héraclès
		res, cost.Raw, cost.Manufactured, cost.Any = Resources{}, 0, 0, 0
	}
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
			if !p.Bank { // Bilkis's unit serves cards and stages, not gods
				out = addGodPlan(out, godPlan{plan: p, bank: cost.Coins})
			}
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
	spend = MarketCost(m) + m.PayLeft + m.PayRight + m.PayOthers + b2i(m.Bank)
	var list []Effect
	switch m.Action {
	case Build, BuildShared:
		if !ct.chained(m.Card) && !g.freeBuild(c, m.Card) {
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
// work it out here); card is the card gen plays.
func (g *State) godOptions(c int, card Card, start int, buf []game.Option, gen func([]game.Option) []game.Option, plans [][]godPlan) []game.Option {
	if !g.mayUseGods(c) {
		return buf
	}
	if plans == nil {
		plans = g.godPlanList(c)
	}
	coins := int(g.cities[c].coins)
	h := &g.fa.hands[c]
	var cands []candidate
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
	// every god, and again with each god that serves a card played after
	// it (ruling 8).
	var exts []extMove
	for _, ps := range plans {
		if len(ps) > 0 {
			exts = g.extMoves(c, NoGod, gen)
			break
		}
	}
	for i, gd := range h.gods() {
		gps := plans[i]
		if seenGod(h.g[:i], gd) || len(gps) == 0 {
			continue
		}
		cands = cands[:0]
		if g.servesFirst(gd) && godPower(gd).touches(g, c, card) {
			cands = g.godCandidates(c, gd, gps, exts, coins, cands, InvokeAfter)
			cands = g.godCandidates(c, gd, gps, g.extMoves(c, gd, gen), coins, cands, InvokeBefore)
		} else {
			cands = g.godCandidates(c, gd, gps, exts, coins, cands, InvokeAfter, InvokeBefore)
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

// extMove is one of a card's moves listed with a god's extra coins, and
// what it does to the treasury.
type extMove struct {
	m                  Move
	to                 uint32
	spend, early, gain int
}

// extMoves lists the card's moves (gen) city c could pay with a god's
// extra coins (godBonus), with first serving it if not NoGod.
func (g *State) extMoves(c int, first God, gen func([]game.Option) []game.Option) []extMove {
	sv := g.serve(c, first)
	defer g.unserve(sv)
	if rec := g.fa.rec; rec != nil && first != NoGod {
		g.fa.rec = map[game.Option]uint32{} // who each plan pays, with the god serving
		defer func() { g.fa.rec = rec }()
	}
	g.cities[c].coins += godBonus
	ext := gen(nil)
	g.cities[c].coins -= godBonus
	exts := make([]extMove, len(ext))
	for k, o := range ext {
		x := &exts[k]
		x.m = MustDecode(o)
		if g.fa.rec != nil && x.m.PayOthers > 0 {
			x.to = g.fa.rec[o]
		}
		x.spend, x.early, x.gain = g.moveCoins(c, x.m)
	}
	return exts
}

// godCandidates adds to cands the moves of exts combined with god gd in
// each of modes, paid by each of its plans gps, when city c's coins are
// enough in that order.
func (g *State) godCandidates(c int, gd God, gps []godPlan, exts []extMove, coins int, cands []candidate, modes ...GodMode) []candidate {
	sacrifice := gd.Info().Cost(int(g.age)).Sacrifice
	if sacrifice {
		modes = []GodMode{InvokeAfter} // the card goes first, the god changes nothing of it
	}
	for _, e := range exts {
		m := e.m
		if m.Action == BuildStage && gd == chronosGod {
			continue // Chronos builds the next stage himself
		}
		if sacrifice {
			if m.Action != Discard {
				continue // the card given up is discarded
			}
			e.gain -= discardGain // without its coins
		}
		before := m
		before.GodMode = InvokeBefore
		ggain := g.godGain(c, gd, before) // what the god brings before the card
		for _, gp := range gps {
			gs := gp.bank + gp.plan.Total()
			for _, mode := range modes {
				var ok bool
				if mode == InvokeAfter {
					ok = coins+e.early >= e.spend && coins-e.spend+e.gain >= gs
				} else {
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
	return cands
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
	var shelter uint8 // the blue Hestia keeps Hadès and Amon-Rê away
	if gd == hadesGod || gd == amunRaGod {
		shelter = g.shelteredSet()
	}
	for _, t := range f(g, c) {
		if !g.hitsPartner(c, t) && t&shelter == 0 {
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

// hitsPartner reports whether a god's targets (one bit per city) include
// city c's partner.
func (g *State) hitsPartner(c int, targets uint8) bool {
	p := g.partner(c)
	return p >= 0 && targets&(1<<p) != 0
}
