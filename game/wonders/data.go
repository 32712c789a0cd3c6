package wonders

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
)

//go:embed data/*.json
var dataFS embed.FS

// catalog is the card and wonder data, loaded and checked once.
var catalog = mustLoad()

type catalogData struct {
	cards      []CardInfo
	wonders    []WonderInfo
	structures int
	guilds     []Card            // the base game's guilds
	expGuilds  map[string][]Card // each expansion's guilds, by its name
	gods       []GodInfo
}

type jsonEffect struct {
	Kind     string          `json:"kind"`
	N        int             `json:"n"`
	Res      json.RawMessage `json:"res"`
	Tradable *bool           `json:"tradable"`
	Symbol   string          `json:"symbol"`
	Count    []string        `json:"count"`
	Cities   []string        `json:"cities"`
	Sides    []string        `json:"sides"`
}

type jsonCard struct {
	ID        string         `json:"id"`
	Structure string         `json:"structure"`
	Age       int            `json:"age"`
	Color     string         `json:"color"`
	Players   []int          `json:"players"`
	Cost      map[string]int `json:"cost"`
	ChainFrom []string       `json:"chain_from"`
	Effects   []jsonEffect   `json:"effects"`
	Expansion string         `json:"expansion"`
}

type jsonStage struct {
	Cost    map[string]int `json:"cost"`
	Effects []jsonEffect   `json:"effects"`
}

type jsonWonder struct {
	ID        string `json:"id"`
	Resource  string `json:"resource"`
	Expansion string `json:"expansion"`
	Optional  bool   `json:"optional"`
	Sides     []struct {
		Side   string      `json:"side"`
		Stages []jsonStage `json:"stages"`
	} `json:"sides"`
}

func mustLoad() *catalogData {
	c, err := load()
	if err != nil {
		panic("wonders: bad embedded data: " + err.Error())
	}
	return c
}

func load() (*catalogData, error) {
	var jc []jsonCard
	var jw []jsonWonder
	if err := readJSON("data/cards.json", &jc); err != nil {
		return nil, err
	}
	var jl []jsonCard // the Leaders cards come after the base's and Faith's: their numbers never change
	if err := readJSON("data/leaders.json", &jl); err != nil {
		return nil, err
	}
	jc = append(jc, jl...)
	var jb []jsonCard // and the Cities cards after them
	if err := readJSON("data/cities.json", &jb); err != nil {
		return nil, err
	}
	jc = append(jc, jb...)
	var jf []jsonCard // and Faith's leader, Héraclès, after them
	if err := readJSON("data/faith_leaders.json", &jf); err != nil {
		return nil, err
	}
	jc = append(jc, jf...)
	if err := readJSON("data/wonders.json", &jw); err != nil {
		return nil, err
	}
	c := &catalogData{}
	structures := map[string]int{}
	ids := map[string]Card{}
	for i, j := range jc {
		if _, dup := ids[j.ID]; dup {
			return nil, fmt.Errorf("card %q twice", j.ID)
		}
		ids[j.ID] = Card(i)
	}
	if len(jc) >= int(NoCard) {
		return nil, fmt.Errorf("%d cards, at most %d", len(jc), NoCard)
	}
	for i, j := range jc {
		ci := CardInfo{ID: j.ID, Structure: j.Structure, Age: j.Age, Players: j.Players, Expansion: j.Expansion}
		if ci.Expansion != "" && !knownExpansion(ci.Expansion) {
			return nil, fmt.Errorf("card %s: expansion %q", j.ID, ci.Expansion)
		}
		col, ok := indexOf(colorNames[:], j.Color)
		switch j.Color {
		case "white":
			col, ok = int(White), true
		case "black":
			col, ok = int(Black), true
		}
		if !ok {
			return nil, fmt.Errorf("card %s: colour %q", j.ID, j.Color)
		}
		ci.Color = Color(col)
		ci.Guild = ci.Color == Purple
		leader := ci.Color == White
		if leader != (ci.Age == 0) || !leader && (ci.Age < 1 || ci.Age > 3) || ci.Guild && ci.Age != 3 {
			return nil, fmt.Errorf("card %s: age %d", j.ID, ci.Age)
		}
		black := ci.Color == Black
		if black != (ci.Expansion == ExpansionCities && !leader && !ci.Guild) {
			return nil, fmt.Errorf("card %s: black cards, and only they, are Cities' cards of the Ages", j.ID)
		}
		if leader && (ci.Expansion != ExpansionLeaders && ci.Expansion != ExpansionCities && ci.Expansion != ExpansionFaith ||
			len(j.Cost) != 1 || j.Cost["coins"] == 0) {
			return nil, fmt.Errorf("card %s: a leader comes with Leaders and costs coins only", j.ID)
		}
		if (ci.Guild || leader || black) != (len(ci.Players) == 0) {
			return nil, fmt.Errorf("card %s: guilds, leaders and black cards, and only they, have no player counts", j.ID)
		}
		var err error
		if ci.Cost, err = parseCost(j.Cost); err != nil {
			return nil, fmt.Errorf("card %s: %w", j.ID, err)
		}
		for _, from := range j.ChainFrom {
			f, ok := ids[from]
			if !ok {
				return nil, fmt.Errorf("card %s: chain from unknown %q", j.ID, from)
			}
			if jc[f].Age >= ci.Age {
				return nil, fmt.Errorf("card %s: chain from %s of a later age", j.ID, from)
			}
			ci.ChainFrom = append(ci.ChainFrom, f)
		}
		for _, e := range j.Effects {
			eff, err := parseEffect(e)
			if err != nil {
				return nil, fmt.Errorf("card %s: %w", j.ID, err)
			}
			if eff.Kind >= FreeBuild && eff.Kind <= RecruitLeader || eff.Kind == Pillage && !ci.Guild {
				return nil, fmt.Errorf("card %s: wonder-only effect %s", j.ID, eff.Kind)
			}
			ci.Effects = append(ci.Effects, eff)
		}
		s, ok := structures[ci.Structure]
		if !ok {
			s = len(structures)
			structures[ci.Structure] = s
		}
		ci.structure = s
		switch {
		case ci.Guild && ci.Expansion == "":
			c.guilds = append(c.guilds, Card(i))
		case ci.Guild:
			if c.expGuilds == nil {
				c.expGuilds = map[string][]Card{}
			}
			c.expGuilds[ci.Expansion] = append(c.expGuilds[ci.Expansion], Card(i))
		case ci.Expansion != "" && !leader && !black:
			return nil, fmt.Errorf("card %s: only guilds, leaders and black cards come with an expansion", j.ID)
		}
		c.cards = append(c.cards, ci)
	}
	for i := range c.cards {
		for _, f := range c.cards[i].ChainFrom {
			c.cards[f].ChainTo = append(c.cards[f].ChainTo, Card(i))
		}
	}
	c.structures = len(structures)
	if c.structures > 64*len(city{}.owned) || len(c.cards) > 64*len(city{}.kinds) {
		return nil, fmt.Errorf("%d structure names and %d cards, at most %d", c.structures, len(c.cards), 64*len(city{}.owned))
	}
	for _, w := range jw {
		wi := WonderInfo{ID: w.ID, Expansion: w.Expansion, Optional: w.Optional}
		if wi.Expansion != "" && !knownExpansion(wi.Expansion) {
			return nil, fmt.Errorf("wonder %s: expansion %q", w.ID, wi.Expansion)
		}
		r, ok := indexOf(resourceNames[:], w.Resource)
		if w.Resource == "" && wi.Expansion == ExpansionLeaders {
			r, ok = int(NoResource), true // Rome: a board power instead
		}
		if !ok {
			return nil, fmt.Errorf("wonder %s: resource %q", w.ID, w.Resource)
		}
		wi.Resource = Resource(r)
		if len(w.Sides) != 2 || w.Sides[0].Side != "A" || w.Sides[1].Side != "B" {
			return nil, fmt.Errorf("wonder %s: sides must be A then B", w.ID)
		}
		for si, side := range w.Sides {
			if len(side.Stages) < 1 || len(side.Stages) > maxStages {
				return nil, fmt.Errorf("wonder %s %s: %d stages", w.ID, side.Side, len(side.Stages))
			}
			for _, st := range side.Stages {
				cost, err := parseCost(st.Cost)
				if err != nil {
					return nil, fmt.Errorf("wonder %s: %w", w.ID, err)
				}
				info := StageInfo{Cost: cost}
				for _, e := range st.Effects {
					eff, err := parseEffect(e)
					if err != nil {
						return nil, fmt.Errorf("wonder %s: %w", w.ID, err)
					}
					info.Effects = append(info.Effects, eff)
				}
				wi.Sides[si] = append(wi.Sides[si], info)
			}
		}
		c.wonders = append(c.wonders, wi)
	}
	base := 0
	for _, w := range c.wonders {
		if w.Expansion == "" && !w.Optional {
			base++
		}
	}
	if base != MaxPlayers || len(c.wonders) > 16 {
		return nil, fmt.Errorf("%d base wonders, want %d", base, MaxPlayers)
	}
	var err error
	if c.gods, err = loadGods(); err != nil {
		return nil, err
	}
	return c, checkCounts(c)
}

// checkCounts verifies the deck sizes the rules require: 7 cards a player
// in every Age once the guilds are drawn, and 10 guilds.
func checkCounts(c *catalogData) error {
	if len(c.guilds) != numGuilds {
		return fmt.Errorf("%d guilds, want %d", len(c.guilds), numGuilds)
	}
	totals := [4]int{}
	for i := range c.cards {
		if !c.cards[i].Guild && c.cards[i].Color != Black {
			totals[c.cards[i].Age] += c.cards[i].printed(MaxPlayers)
		}
	}
	if totals[1] != 49 || totals[2] != 49 || totals[3] != 40 {
		return fmt.Errorf("age totals %v, want 49/49/40 (+10 guilds)", totals[1:])
	}
	for n := 3; n <= MaxPlayers; n++ {
		for age := 1; age <= 3; age++ {
			count := 0
			for i := range c.cards {
				if c.cards[i].Age == age && !c.cards[i].Guild && c.cards[i].Color != Black {
					count += c.cards[i].printed(n)
				}
			}
			if age == 3 {
				count += n + 2
			}
			if count != handSize*n {
				return fmt.Errorf("age %d at %d players: %d cards, want %d", age, n, count, handSize*n)
			}
		}
	}
	return nil
}

// knownExpansion reports whether the data may name expansion x.
func knownExpansion(x string) bool {
	return x == ExpansionFaith || x == ExpansionLeaders || x == ExpansionCities
}

// maxCoinCost is the dearest coin cost in the data (Petra B's 14 coins).
const maxCoinCost = 14

func readJSON(name string, v any) error {
	b, err := dataFS.ReadFile(name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

func indexOf(names []string, s string) (int, bool) {
	i := slices.Index(names, s)
	return i, i >= 0
}

func parseCost(m map[string]int) (Cost, error) {
	var c Cost
	for k, v := range m {
		if v <= 0 || v > 7 && (k != "coins" || v > maxCoinCost) {
			return c, fmt.Errorf("cost %s=%d", k, v)
		}
		if k == "coins" {
			c.Coins = v
			continue
		}
		r, ok := indexOf(resourceNames[:], k)
		if !ok {
			return c, fmt.Errorf("cost in %q", k)
		}
		c.Res[r] = uint8(v)
	}
	if c.Res.Units() > maxUnits {
		return c, fmt.Errorf("cost of %d units", c.Res.Units())
	}
	return c, nil
}

func parseSet(names []string) (ResourceSet, error) {
	var s ResourceSet
	for _, n := range names {
		r, ok := indexOf(resourceNames[:], n)
		if !ok {
			return 0, fmt.Errorf("resource %q", n)
		}
		s |= 1 << r
	}
	return s, nil
}

func parseCities(names []string) (Cities, error) {
	var c Cities
	for _, n := range names {
		switch n {
		case "self":
			c |= Self
		case "left":
			c |= Left
		case "right":
			c |= Right
		default:
			return 0, fmt.Errorf("city %q", n)
		}
	}
	return c, nil
}

func parseEffect(j jsonEffect) (Effect, error) {
	k, ok := indexOf(effectNames[:], j.Kind)
	if !ok {
		return Effect{}, fmt.Errorf("effect kind %q", j.Kind)
	}
	e := Effect{Kind: EffectKind(k), N: j.N}
	var err error
	switch e.Kind {
	case Produce:
		var m map[string]int
		if err = json.Unmarshal(j.Res, &m); err != nil {
			return e, err
		}
		e.Res, err = func() (Resources, error) { c, err := parseCost(m); return c.Res, err }()
		e.Tradable = true
	case Choice, Discount:
		var names []string
		if err = json.Unmarshal(j.Res, &names); err != nil {
			return e, err
		}
		if e.Set, err = parseSet(names); err != nil {
			return e, err
		}
		if e.Kind == Choice {
			e.Tradable = j.Tradable != nil && *j.Tradable
		} else {
			e.Cities, err = parseCities(j.Sides)
		}
	case Science:
		s, ok := indexOf(symbolNames[:], j.Symbol)
		if !ok {
			return e, fmt.Errorf("symbol %q", j.Symbol)
		}
		e.Symbol = Symbol(s)
	case Dock:
		e.Cities, err = parseCities(j.Sides)
	case CoinsPer, PointsPer, CoinLoss:
		for _, what := range j.Count {
			switch what {
			case "stages":
				e.Count |= CountStages
			case "defeats":
				e.Count |= CountDefeats
			case "shields":
				e.Count |= CountShields
			case "card_shields":
				e.Count |= CountCardShields
			case "gods":
				e.Count |= CountGods
			case "victories":
				e.Count |= CountVictories
			case "coin_triples":
				e.Count |= CountCoinTriples
			case "leaders":
				e.Count |= CountLeaders
			case "black":
				e.Count |= CountBlack
			default:
				col, ok := indexOf(colorNames[:], what)
				if !ok {
					return e, fmt.Errorf("counted %q", what)
				}
				e.Count |= 1 << col
			}
		}
		e.Cities, err = parseCities(j.Cities)
	}
	return e, err
}

// TextKeys lists every translation key the card and wonder data use, so a
// caller owning the message bundles can check they all exist.
func TextKeys() []string {
	var keys []string
	for i := range catalog.cards {
		keys = append(keys, catalog.cards[i].NameKey())
	}
	for i := range catalog.wonders {
		keys = append(keys, catalog.wonders[i].NameKey(), catalog.wonders[i].CityKey())
	}
	for _, r := range resourceNames {
		keys = append(keys, "wonders.resource."+r)
	}
	for _, c := range colorNames {
		keys = append(keys, "wonders.color."+c)
	}
	for _, s := range symbolNames {
		keys = append(keys, "wonders.science."+s)
	}
	for _, e := range effectNames {
		keys = append(keys, "wonders.effect."+e)
	}
	for _, c := range Categories {
		keys = append(keys, "wonders.category."+c)
	}
	for _, k := range promptKinds {
		keys = append(keys, "wonders.prompt."+k[len("wonders."):])
	}
	for a := Build; a < numActions; a++ {
		keys = append(keys, "wonders.action."+a.String())
	}
	for s := StatusFree; s < numStatuses; s++ {
		keys = append(keys, "wonders.status."+s.String())
	}
	for k := EventBuild; k < numEventKinds; k++ {
		keys = append(keys, "wonders.event."+k.String())
	}
	return append(keys, faithTextKeys()...)
}
