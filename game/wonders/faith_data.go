package wonders

import (
	"fmt"
	"sort"
	"strconv"
)

// ExpansionFaith is the Faith expansion's name in game.Config.
const ExpansionFaith = "faith"

// VariantSyracuse ("on"/"off", default off) adds Syracuse to the random
// wonder draw of a game without Faith (Faith games always draw from it).
const VariantSyracuse = "syracuse"

// God identifies a god card. NoGod stands for none or a hidden one.
type God uint8

// NoGod is the zero of none.
const NoGod God = 255

// Pantheon is a god's family: it says how the god is invoked.
type Pantheon uint8

// The pantheons. Greek gods and Wonderwoman are invoked with an Age card
// and paid like one; Egyptian gods cost only coins.
const (
	Greek Pantheon = iota
	Egyptian
	Goodisian  // Wonderwoman's own pantheon, invoked like the Greek gods
	Babylonian // team game only, invoked like the Greek gods
	numPantheons
)

var pantheonNames = [numPantheons]string{"greek", "egyptian", "wonderwoman", "babylonian"}

// String is the pantheon's data name; its translation key is
// "wonders.pantheon.<name>".
func (p Pantheon) String() string {
	if p < numPantheons {
		return pantheonNames[p]
	}
	return "?"
}

// GodCost is what invoking a god takes in one Age. Coins go to the bank;
// Res are named resources, Raw, Manufactured and Any units of any raw
// material, manufactured good or either (they may be identical), all
// produced or bought from neighbours like a card's; Shields and VP are
// only required: the city must own that many shields on its red cards or
// points printed on its blue cards (they cannot be bought and are not
// spent). Stage is the resources of the city's next wonder stage;
// Sacrifice gives up the turn's Age card: it is discarded without its 3
// coins (faith_draws.go).
type GodCost struct {
	Coins        int
	Res          Resources
	Raw          int
	Manufactured int
	Any          int
	Shields      int
	VP           int
	Stage        bool
	Sacrifice    bool
}

// Units is the number of resource units the cost asks for.
func (gc GodCost) Units() int { return gc.Res.Units() + gc.Raw + gc.Manufactured + gc.Any }

// GodInfo is the fixed data of a god card.
type GodInfo struct {
	ID       string
	Name     string // the seed's (French) name, for the alphabetical order
	Pantheon Pantheon
	// TwoPlayers is false for the gods the 2-player game removes.
	TwoPlayers bool
	// TeamOnly marks the gods dealt only in a team game; With names the
	// expansion a god is dealt only with, Without the one it is left out
	// with (Cities' blue Hestia replaces the red one).
	TeamOnly      bool
	With, Without string
	// MinPlayers is the fewest seats the god is dealt at (0: any);
	// Ruleset the first ruleset that deals it (0: every one), so that a
	// game saved before it joined the deck deals as it did.
	MinPlayers, Ruleset int
	// Costs is the invocation cost in Ages I, II and III.
	Costs [3]GodCost
	// Implemented reports whether the engine knows the god's power; only
	// those are dealt.
	Implemented bool
	order       int // rank in alphabetical order of Name
}

// NameKey is the god name's translation key.
func (gi *GodInfo) NameKey() string { return "wonders.god." + gi.ID }

// PowerKey is the translation key of the god's power in age (1 to 3).
func (gi *GodInfo) PowerKey(age int) string {
	return "wonders.god_power." + gi.ID + "." + strconv.Itoa(age)
}

// Cost is the god's invocation cost in age (1 to 3).
func (gi *GodInfo) Cost(age int) GodCost { return gi.Costs[age-1] }

// Info is the god's fixed data; it panics on NoGod.
func (gd God) Info() *GodInfo { return &catalog.gods[gd] }

// String is the god's data id.
func (gd God) String() string {
	if int(gd) < len(catalog.gods) {
		return catalog.gods[gd].ID
	}
	return "none"
}

// Gods lists every god card of the data, implemented or not; a God is an
// index in it.
func Gods() []GodInfo { return catalog.gods }

// GodByID finds a god by its data id.
func GodByID(id string) (God, bool) {
	for i := range catalog.gods {
		if catalog.gods[i].ID == id {
			return God(i), true
		}
	}
	return NoGod, false
}

type jsonGod struct {
	ID         string           `json:"id"`
	Name       string           `json:"name"`
	Pantheon   string           `json:"pantheon"`
	TwoPlayers *bool            `json:"two_players"`
	Teams      bool             `json:"teams"`
	With       string           `json:"with"`
	Without    string           `json:"without"`
	MinPlayers int              `json:"min_players"`
	Ruleset    int              `json:"ruleset"`
	Costs      []map[string]int `json:"costs"`
}

func loadGods() ([]GodInfo, error) {
	var jg []jsonGod
	if err := readJSON("data/gods.json", &jg); err != nil {
		return nil, err
	}
	if len(jg) > maxGods {
		return nil, fmt.Errorf("%d gods, at most %d", len(jg), maxGods)
	}
	var out []GodInfo
	seen := map[string]bool{}
	for _, j := range jg {
		if seen[j.ID] {
			return nil, fmt.Errorf("god %q twice", j.ID)
		}
		seen[j.ID] = true
		gi := GodInfo{ID: j.ID, Name: j.Name, TwoPlayers: j.TwoPlayers == nil || *j.TwoPlayers, TeamOnly: j.Teams,
			With: j.With, Without: j.Without, MinPlayers: j.MinPlayers, Ruleset: j.Ruleset}
		p, ok := indexOf(pantheonNames[:], j.Pantheon)
		if !ok {
			return nil, fmt.Errorf("god %s: pantheon %q", j.ID, j.Pantheon)
		}
		gi.Pantheon = Pantheon(p)
		if len(j.Costs) != 3 {
			return nil, fmt.Errorf("god %s: %d costs, want 3", j.ID, len(j.Costs))
		}
		for a, m := range j.Costs {
			var gc GodCost
			for k, v := range m {
				if v <= 0 || v > 12 {
					return nil, fmt.Errorf("god %s: cost %s=%d", j.ID, k, v)
				}
				switch k {
				case "coins":
					gc.Coins = v
				case "raw":
					gc.Raw = v
				case "mfg":
					gc.Manufactured = v
				case "any":
					gc.Any = v
				case "shields":
					gc.Shields = v
				case "vp":
					gc.VP = v
				case "stage":
					gc.Stage = true
				case "sacrifice":
					gc.Sacrifice = true
				default:
					r, ok := indexOf(resourceNames[:], k)
					if !ok {
						return nil, fmt.Errorf("god %s: cost in %q", j.ID, k)
					}
					gc.Res[r] = uint8(v)
				}
			}
			if gc.Units() > maxUnits {
				return nil, fmt.Errorf("god %s: %d units", j.ID, gc.Units())
			}
			if gi.Pantheon == Egyptian && (gc.Units() > 0 || gc.Shields > 0 || gc.VP > 0 || gc.Stage || gc.Sacrifice) {
				return nil, fmt.Errorf("god %s: Egyptian gods cost only coins", j.ID)
			}
			gi.Costs[a] = gc
		}
		out = append(out, gi)
	}
	idx := make([]int, len(out))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return out[idx[a]].Name < out[idx[b]].Name })
	for rank, i := range idx {
		out[i].order = rank
	}
	return out, nil
}

// faithTextKeys lists the translation keys of the Faith data.
func faithTextKeys() []string {
	var keys []string
	for i := range catalog.gods {
		gi := &catalog.gods[i]
		keys = append(keys, gi.NameKey())
		for age := 1; age <= 3; age++ {
			keys = append(keys, gi.PowerKey(age))
		}
	}
	for _, p := range pantheonNames {
		keys = append(keys, "wonders.pantheon."+p)
	}
	for _, m := range godModeNames[1:] {
		keys = append(keys, "wonders.god_mode."+m)
	}
	return append(keys, "wonders.counted.shields", "wonders.counted.card_shields", "wonders.counted.gods",
		"wonders.faith.rules", "wonders.faith.out")
}
