package wonders

// Plan is one way to pay for the resources a build needs: coins to the left
// and to the right neighbour, and with Poseidon to the other cities (coins
// to the bank are the card's own cost).
//
// The counts are small (at most 2 coins a unit for maxUnits units to each
// side) and kept in 8 bits so that a plan is 8 bytes: the search copies
// fronts of them all the time.
type Plan struct {
	Left, Right int8
	// Others is the coins paid to cities that are not neighbours, 1 a
	// unit (Poseidon); to says which city gets how many, 4 bits a city.
	Others int8
	to     uint32
	// Bank: the plan also buys one unit from the bank for 1 coin
	// (Leaders: Bilkis).
	Bank bool
}

// Total is the coins the plan pays to other cities, neighbours included.
func (p Plan) Total() int { return int(p.Left) + int(p.Right) + int(p.Others) }

// PaidTo is the coins the plan pays city o as a city that is not a
// neighbour (Poseidon).
func (p Plan) PaidTo(o int) int { return int(p.to >> (4 * o) & 0xf) }

// maxOwn bounds the city's own one-of-several sources a search uses (its
// used-source mask has 16 bits); with Marduk the partner's count too.
const maxOwn = 16

// maxPlans bounds a Pareto front. Without Poseidon its plans have distinct
// coins to the left, at most 2 per unit for 7 units, so a front never has
// more than 2*maxUnits+1 plans. With Poseidon a front of u units may reach
// (u+1)² plans (for each count o of units bought from other cities, at
// most 2(u-o)+1 distinct coins to the left); add then keeps the cheapest
// maxPlans totals, which only ever drops dear plans.
const maxPlans = 2*maxUnits + 1

// maxPool bounds the one-of-several sources of the cities that are not
// neighbours a search pools (a 64-bit used mask).
const maxPool = 64

// plans is a Pareto front of payment plans, cheapest total first.
type plans struct {
	n uint8
	p [maxPlans]Plan
}

func (ps *plans) list() []Plan { return ps.p[:ps.n] }

func (ps *plans) has(p Plan) bool {
	for _, q := range ps.list() {
		if q.Left == p.Left && q.Right == p.Right && q.Others == p.Others {
			return true
		}
	}
	return false
}

// search finds the Pareto-best ways for a city to cover a cost with its own
// one-of-several sources and purchases, once its fixed production is
// counted. Units are tried in resource order; each takes an own choice
// source, or is bought from a side (fixed production first, which never
// does worse than spending a neighbour's choice card), and branches whose
// coins so far are already matched by a found plan are cut. The sides are
// the left and the right neighbour, and with Poseidon a third one: every
// other city's production pooled (see othersPool).
type search struct {
	units   [maxUnits]Resource
	nunits  int
	own     [maxOwn]ResourceSet
	nown    int
	usedOwn uint16
	fixed   [3]Resources
	choice  [2][maxChoices]ResourceSet
	nchoice [2]int
	used    [2]uint16
	price   [2][NumResources]int
	budget  int
	oth     *othersPool
	front   plans
}

// othersPool is what a city with Poseidon may buy from the cities that are
// not its neighbours: their fixed production (summed in search.fixed[2])
// and their one-of-several sources, the cities taken going left from the
// buyer.
type othersPool struct {
	cities  [maxCities]uint8
	ncities int
	fixed   [maxCities]Resources // each city's fixed production, in cities order
	total   Resources            // their sum, before the search takes any
	choice  [maxPool]ResourceSet
	city    [maxPool]uint8 // the city of each choice source
	nchoice int
	used    uint64
}

// paymentsOwn lists the Pareto-best plans for city c to obtain res with at
// most budget coins for other cities, against the current position
// (payments adds what Faith's gods change).
func (g *State) paymentsOwn(c int, res Resources, budget int) plans {
	var out plans
	if budget < 0 {
		return out
	}
	ct := &g.cities[c]
	var s search
	var needSet ResourceSet
	fixed, choices := ct.fixed, ct.choice[:ct.nchoice]
	if p := g.lender(c); p >= 0 {
		var buf [2 * maxChoices]ResourceSet
		pt := &g.cities[p]
		for r := range fixed {
			fixed[r] += pt.fixed[r]
		}
		choices = append(append(buf[:0], choices...), pt.choice[:pt.nchoice]...)
	}
	for r := range Resource(NumResources) {
		if res[r] > fixed[r] {
			for range res[r] - fixed[r] {
				s.units[s.nunits] = r
				s.nunits++
			}
			needSet |= 1 << r
		}
	}
	if s.nunits == 0 {
		out.n, out.p[0] = 1, Plan{}
		return out
	}
	for _, set := range choices {
		if set&needSet != 0 && s.nown < maxOwn {
			s.own[s.nown] = set
			s.nown++
		}
	}
	if s.nown >= s.nunits && s.ownCovers() {
		out.n, out.p[0] = 1, Plan{}
		return out
	}
	// Poseidon, once asked: his coin buys from the other cities, and from
	// ruleset 2 from the neighbours too.
	poseidon := g.fa.on && g.poseidonNow(c)
	cheapNeighbours := poseidon && g.Ruleset() >= rulesetPoseidonAll
	for side, nb := range [2]int{g.left(c), g.right(c)} {
		o := &g.cities[nb]
		s.fixed[side] = o.fixed
		for _, set := range o.trade[:o.ntrade] {
			if set&needSet != 0 {
				s.choice[side][s.nchoice[side]] = set
				s.nchoice[side]++
			}
		}
		for r := range Resource(NumResources) {
			s.price[side][r] = 2
			if ct.discount[side].Has(r) || cheapNeighbours {
				s.price[side][r] = 1
			}
		}
	}
	s.budget = budget
	if poseidon {
		var pool othersPool
		g.fillPool(c, needSet, &pool)
		if pool.ncities > 0 {
			s.oth, s.fixed[2] = &pool, pool.total
			s.dfsOthers(0, 0, 0, 0, 0)
			s.front.sort()
			return s.front
		}
	}
	s.dfs(0, 0, 0, 0)
	s.front.sort()
	return s.front
}

// fillPool gathers what city c may buy from the cities that are not its
// neighbours: their fixed production and their one-of-several sources that
// neighbours may buy, the cities taken going left from c.
func (g *State) fillPool(c int, needSet ResourceSet, pool *othersPool) {
	n := int(g.ncities)
	for k := 2; k <= n-2; k++ {
		oc := (c + k) % n
		o := &g.cities[oc]
		i := pool.ncities
		pool.cities[i] = uint8(oc)
		pool.fixed[i] = o.fixed
		pool.ncities++
		for r := range pool.total {
			pool.total[r] += o.fixed[r]
		}
		for _, set := range o.trade[:o.ntrade] {
			if set&needSet != 0 && pool.nchoice < maxPool {
				pool.choice[pool.nchoice] = set
				pool.city[pool.nchoice] = uint8(oc)
				pool.nchoice++
			}
		}
	}
}

// alloc says who is paid for the units taken from the pool: the choice
// sources used go to their cities, and each unit of fixed production to
// the first city going left that still has one.
func (pool *othersPool) alloc(left Resources) uint32 {
	var to uint32
	for j := range pool.nchoice {
		if pool.used&(1<<j) != 0 {
			to += 1 << (4 * pool.city[j])
		}
	}
	for r := range left {
		taken := int(pool.total[r]) - int(left[r])
		for i := 0; i < pool.ncities && taken > 0; i++ {
			k := min(taken, int(pool.fixed[i][r]))
			to += uint32(k) << (4 * pool.cities[i])
			taken -= k
		}
	}
	return to
}

// ownCovers reports whether the city's own choice sources alone cover every
// unit (a matching, tried greedily then by search).
func (s *search) ownCovers() bool {
	return s.cover(0, 0)
}

func (s *search) cover(i int, used uint16) bool {
	if i == s.nunits {
		return true
	}
	for j := range s.nown {
		if used&(1<<j) == 0 && s.own[j].Has(s.units[i]) && s.cover(i+1, used|1<<j) {
			return true
		}
	}
	return false
}

func (s *search) dfs(i, l, r, minSrc int) {
	if l+r > s.budget || s.front.dominates2(l, r) {
		return
	}
	if i == s.nunits {
		s.front.add(Plan{Left: int8(l), Right: int8(r)})
		return
	}
	x := s.units[i]
	if i > 0 && s.units[i-1] != x {
		minSrc = 0
	}
	for j := minSrc; j < s.nown; j++ {
		if s.usedOwn&(1<<j) == 0 && s.own[j].Has(x) {
			s.usedOwn |= 1 << j
			s.dfs(i+1, l, r, j+1)
			s.usedOwn &^= 1 << j
		}
	}
	for side := range 2 {
		code := s.nown + side
		if code < minSrc {
			continue
		}
		p := s.price[side][x]
		nl, nr := l, r
		if side == 0 {
			nl += p
		} else {
			nr += p
		}
		if s.fixed[side][x] > 0 {
			s.fixed[side][x]--
			s.dfs(i+1, nl, nr, code)
			s.fixed[side][x]++
			continue
		}
		for j := range s.nchoice[side] {
			if s.used[side]&(1<<j) == 0 && s.choice[side][j].Has(x) {
				s.used[side] |= 1 << j
				s.dfs(i+1, nl, nr, code)
				s.used[side] &^= 1 << j
			}
		}
	}
}

// dfsOthers is dfs with Poseidon's third side, the other cities pooled,
// and o the coins paid to them so far (kept apart so that the search
// without him stays as it was).
func (s *search) dfsOthers(i, l, r, o, minSrc int) {
	if l+r+o > s.budget || s.front.dominates(l, r, o) {
		return
	}
	if i == s.nunits {
		p := Plan{Left: int8(l), Right: int8(r), Others: int8(o)}
		if o > 0 {
			p.to = s.oth.alloc(s.fixed[2])
		}
		s.front.add(p)
		return
	}
	x := s.units[i]
	if i > 0 && s.units[i-1] != x {
		minSrc = 0
	}
	for j := minSrc; j < s.nown; j++ {
		if s.usedOwn&(1<<j) == 0 && s.own[j].Has(x) {
			s.usedOwn |= 1 << j
			s.dfsOthers(i+1, l, r, o, j+1)
			s.usedOwn &^= 1 << j
		}
	}
	for side := range 3 {
		code := s.nown + side
		if code < minSrc {
			continue
		}
		nl, nr, no := l, r, o
		switch side {
		case 0:
			nl += s.price[0][x]
		case 1:
			nr += s.price[1][x]
		default:
			no++ // 1 coin a unit, whatever the trading posts
		}
		if s.fixed[side][x] > 0 {
			s.fixed[side][x]--
			s.dfsOthers(i+1, nl, nr, no, code)
			s.fixed[side][x]++
			continue
		}
		if side == 2 {
			pool := s.oth
			for j := range pool.nchoice {
				if pool.used&(1<<j) == 0 && pool.choice[j].Has(x) {
					pool.used |= 1 << j
					s.dfsOthers(i+1, nl, nr, no, code)
					pool.used &^= 1 << j
				}
			}
			continue
		}
		for j := range s.nchoice[side] {
			if s.used[side]&(1<<j) == 0 && s.choice[side][j].Has(x) {
				s.used[side] |= 1 << j
				s.dfsOthers(i+1, nl, nr, no, code)
				s.used[side] &^= 1 << j
			}
		}
	}
}

// dominates2 is dominates for plans that pay no other city.
func (ps *plans) dominates2(l, r int) bool {
	for _, p := range ps.list() {
		if int(p.Left) <= l && int(p.Right) <= r {
			return true
		}
	}
	return false
}

// dominates reports whether some plan costs at most l, r and o.
func (ps *plans) dominates(l, r, o int) bool {
	for _, p := range ps.list() {
		if int(p.Left) <= l && int(p.Right) <= r && int(p.Others) <= o {
			return true
		}
	}
	return false
}

// add puts p in the front, dropping the plans it beats; p is not dominated.
// A full front (Poseidon only, see maxPlans) keeps the cheapest plans.
func (ps *plans) add(p Plan) {
	k := 0
	for _, q := range ps.list() {
		if !(p.Left <= q.Left && p.Right <= q.Right && p.Others <= q.Others && (!p.Bank || q.Bank)) {
			ps.p[k] = q
			k++
		}
	}
	if k == maxPlans {
		worst := 0
		for i := range k {
			if less(ps.p[worst], ps.p[i]) {
				worst = i
			}
		}
		if less(p, ps.p[worst]) {
			ps.p[worst] = p
		}
		ps.n = uint8(k)
		return
	}
	ps.p[k] = p
	ps.n = uint8(k + 1)
}

// sort orders the front by total coins, then by coins to the left, then to
// the right.
func (ps *plans) sort() {
	for i := 1; i < int(ps.n); i++ {
		for j := i; j > 0 && less(ps.p[j], ps.p[j-1]); j-- {
			ps.p[j], ps.p[j-1] = ps.p[j-1], ps.p[j]
		}
	}
}

func less(a, b Plan) bool {
	if a.Total() != b.Total() {
		return a.Total() < b.Total()
	}
	if a.Left != b.Left {
		return a.Left < b.Left
	}
	return a.Right < b.Right
}
