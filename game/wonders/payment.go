package wonders

// Plan is one way to pay for the resources a build needs: coins to the left
// and to the right neighbour (coins to the bank are the card's own cost).
type Plan struct {
	Left, Right int
}

// Total is the coins the plan pays to neighbours.
func (p Plan) Total() int { return p.Left + p.Right }

// maxOwn bounds the city's own one-of-several sources a search uses (its
// used-source mask has 16 bits); with Marduk the partner's count too.
const maxOwn = 16

// maxPlans bounds a Pareto front: its plans have distinct coins to the
// left, at most 2 per unit for 7 units.
const maxPlans = 2*maxUnits + 1

// plans is a Pareto front of payment plans, cheapest total first.
type plans struct {
	n uint8
	p [maxPlans]Plan
}

func (ps *plans) list() []Plan { return ps.p[:ps.n] }

func (ps *plans) has(p Plan) bool {
	for _, q := range ps.list() {
		if q == p {
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
// coins so far are already matched by a found plan are cut.
type search struct {
	units   [maxUnits]Resource
	nunits  int
	own     [maxOwn]ResourceSet
	nown    int
	usedOwn uint16
	fixed   [2]Resources
	choice  [2][maxChoices]ResourceSet
	nchoice [2]int
	used    [2]uint16
	price   [2][NumResources]int
	budget  int
	front   plans
}

// paymentsOwn lists the Pareto-best plans for city c to obtain res with at
// most budget coins for its neighbours, against the current position
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
	if g.cfg.Teams {
		var buf [2 * maxChoices]ResourceSet
		fixed, choices = g.teamProduction(c, buf[:0])
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
			if ct.discount[side].Has(r) {
				s.price[side][r] = 1
			}
		}
	}
	s.budget = budget
	s.dfs(0, 0, 0, 0)
	s.front.sort()
	return s.front
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
	if l+r > s.budget || s.front.dominates(l, r) {
		return
	}
	if i == s.nunits {
		s.front.add(Plan{l, r})
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

// dominates reports whether some plan costs at most l and r.
func (ps *plans) dominates(l, r int) bool {
	for _, p := range ps.list() {
		if p.Left <= l && p.Right <= r {
			return true
		}
	}
	return false
}

// add puts p in the front, dropping the plans it beats; p is not dominated.
func (ps *plans) add(p Plan) {
	k := 0
	for _, q := range ps.list() {
		if !(p.Left <= q.Left && p.Right <= q.Right) {
			ps.p[k] = q
			k++
		}
	}
	ps.p[k] = p
	ps.n = uint8(k + 1)
}

// sort orders the front by total coins, then by coins to the left.
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
	return a.Left < b.Left
}
