package wonders

// The Commerce expansion: a market of seven resource dice and wheat. Each
// turn every seat picks its card in secret as usual; then, from the First
// Merchant clockwise, each seat resolves its card alone against the
// position the earlier seats left, with one market action: buy dice and at
// most one wheat for this very action, or sell one resource it produces.
// See resolve.go for the turn and marketday.go for the auction that
// replaces each Age's 6th turn.

// ExpansionCommerce is the expansion's name in game.Config.
const ExpansionCommerce = "commerce"

// VariantMarketDay switches Market Day on ("on", the default) or off.
const VariantMarketDay = "market-day"

// WheatPrice is what a wheat costs: one unit of any resource.
const WheatPrice = 3

// DiePrice is the price of the market slot of r's die: 2 coins for a raw
// material, 3 for a manufactured good, whatever the die shows. It is also
// what selling r brings, whatever the quantity.
func DiePrice(r Resource) int {
	if r.Raw() {
		return 2
	}
	return 3
}

// DieUnits is how many units a die face gives: face 1 stands for zero.
func DieUnits(face int) int {
	if face < 2 {
		return 0
	}
	return face
}

// market is the Commerce tray and turn order.
type market struct {
	faces  [NumResources]uint8 // 1 to 6
	bought ResourceSet         // dice taken this turn
	first  int8                // the First Merchant's seat
	used   uint8               // cities that made their market action this turn
}

// startAge puts every die back on face 1.
func (mk *market) startAge() {
	for r := range mk.faces {
		mk.faces[r] = 1
	}
	mk.bought, mk.used = 0, 0
}

// endTurn raises the dice nobody bought (6 stays 6), puts the bought ones
// back on face 1 and passes the First Merchant token to the left.
func (mk *market) endTurn(players int) {
	for r := range mk.faces {
		switch {
		case mk.bought.Has(Resource(r)):
			mk.faces[r] = 1
		case mk.faces[r] < 6:
			mk.faces[r]++
		}
	}
	mk.bought, mk.used = 0, 0
	mk.first = int8((int(mk.first) + 1) % players)
}

// commerce reports whether the game plays with the market.
func (g *State) commerce() bool { return g.cfg.Has(ExpansionCommerce) }

// marketOpen reports whether city c may still make its market action this
// turn. The 2-player Free City never uses the market.
func (g *State) marketOpen(c int) bool {
	return g.commerce() && c != int(g.freeCity) && g.mk.used&(1<<c) == 0
}

// sellable is what city c may sell: the resources its brown and grey
// cards produce.
func (g *State) sellable(c int) ResourceSet {
	ct := &g.cities[c]
	var set ResourceSet
	for _, card := range ct.built[:ct.nbuilt] {
		set |= producedBy(card)
	}
	return set
}

// producedBy is what a brown or grey card produces, nothing for others.
func producedBy(card Card) ResourceSet {
	ci := &catalog.cards[card]
	if ci.Color != Brown && ci.Color != Grey {
		return 0
	}
	var set ResourceSet
	for _, e := range ci.Effects {
		switch e.Kind {
		case Produce:
			for r, n := range e.Res {
				if n > 0 {
					set |= 1 << r
				}
			}
		case Choice:
			set |= e.Set
		}
	}
	return set
}

// MarketCost is the coins a move pays the bank for dice and wheat.
func MarketCost(m Move) int {
	n := 0
	for _, r := range m.Dice.List() {
		n += DiePrice(r)
	}
	if m.Wheat {
		n += WheatPrice
	}
	return n
}

// deal is one way to pay for resources with the market: coins to the
// neighbours, dice and wheat bought from the bank.
type deal struct {
	plan  Plan
	dice  ResourceSet
	wheat bool
	bank  int
}

func (d deal) total() int { return d.plan.Total() + d.bank + b2i(d.plan.Bank) }

// maxDeals bounds the deals listed for one cost.
const maxDeals = 48

// deals lists the Pareto-best ways for city c to obtain res with at most
// budget coins for neighbours and market, counting coins to the left, to
// the right and to the bank apart. Plans without the market come first.
// Without the market they are exactly the payments.
func (g *State) deals(c int, res Resources, budget int, withMarket bool, out []deal) []deal {
	ps := g.payments(c, res, budget)
	for _, p := range ps.list() {
		out = append(out, deal{plan: p})
	}
	if !withMarket || budget <= 0 {
		return out
	}
	base := len(out)
	ct := &g.cities[c]
	var useful []Resource
	for r := range Resource(NumResources) {
		if res[r] > ct.fixed[r] && !g.mk.bought.Has(r) && DieUnits(int(g.mk.faces[r])) > 0 {
			useful = append(useful, r)
		}
	}
	for mask := range 1 << len(useful) {
		var dice ResourceSet
		rest, bank := res, 0
		for i, r := range useful {
			if mask&(1<<i) != 0 {
				dice |= 1 << r
				bank += DiePrice(r)
				rest[r] = uint8(max(0, int(rest[r])-DieUnits(int(g.mk.faces[r]))))
			}
		}
		if bank > budget {
			continue
		}
		if mask != 0 {
			out = g.addDeals(c, rest, budget, deal{dice: dice, bank: bank}, out)
		}
		if bank+WheatPrice > budget {
			continue
		}
		for r := range Resource(NumResources) {
			if rest[r] > ct.fixed[r] {
				w := rest
				w[r]--
				out = g.addDeals(c, w, budget, deal{dice: dice, wheat: true, bank: bank + WheatPrice}, out)
			}
		}
	}
	return paretoDeals(out, base)
}

// addDeals appends the plans paying res after the market part of d.
func (g *State) addDeals(c int, res Resources, budget int, d deal, out []deal) []deal {
	ps := g.payments(c, res, budget-d.bank)
	for _, p := range ps.list() {
		d.plan = p
		out = append(out, d)
	}
	return out
}

// paretoDeals drops the market deals (from index base) that another deal
// beats on one count without losing on the others, and repeats; it keeps
// the cheapest maxDeals. Deals of equal cost that buy different dice stay:
// they leave the market differently.
func paretoDeals(ds []deal, base int) []deal {
	keep := ds[:base]
	for i := base; i < len(ds); i++ {
		d, drop := ds[i], false
		for j, o := range ds {
			if o.plan.Left <= d.plan.Left && o.plan.Right <= d.plan.Right && o.plan.Others <= d.plan.Others && o.bank <= d.bank &&
				(!o.plan.Bank || d.plan.Bank) &&
				(!samePlan(o.plan, d.plan) || o.bank != d.bank || j < i && o == d) {
				drop = true
				break
			}
		}
		if !drop && len(keep) < maxDeals {
			keep = append(keep, d)
		}
	}
	return keep
}

// samePlan reports whether two plans pay the same coins to each side.
func samePlan(a, b Plan) bool {
	return a.Left == b.Left && a.Right == b.Right && a.Others == b.Others && a.Bank == b.Bank
}

// marketView is the tray as players see it.
func (g *State) marketView() *MarketView {
	if !g.commerce() {
		return nil
	}
	mv := &MarketView{First: int(g.mk.first), Resolving: -1}
	for r := range Resource(NumResources) {
		mv.Faces[r] = int(g.mk.faces[r])
		mv.Bought[r] = g.mk.bought.Has(r)
	}
	if g.phase == phaseResolve {
		mv.Resolving = int(g.resolving)
	}
	mv.Order = g.merchantOrder(nil)
	return mv
}

// MarketView is the Commerce market: the dice faces (1 means zero units),
// the dice bought this turn, the First Merchant and the seat resolving its
// card now (-1 outside the resolution), and this turn's market order.
type MarketView struct {
	Faces     [NumResources]int
	Bought    [NumResources]bool
	First     int
	Resolving int
	Order     []int
}

// merchantOrder appends the seats from the First Merchant clockwise.
func (g *State) merchantOrder(out []int) []int {
	n := int(g.players)
	for i := range n {
		out = append(out, (int(g.mk.first)+i)%n)
	}
	return out
}

// marketPrompt tells whether seat's prompt kind is one of Commerce's.
func marketPrompt(kind string) bool {
	switch kind {
	case KindResolve, KindPropose, KindBid, KindSellKeep, KindMarketPlay:
		return true
	}
	return false
}
