package dale

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
)

//go:embed data/*.json
var dataFS embed.FS

// catalog is the card data, loaded and checked once.
var catalog = mustLoad()

type catalogData struct {
	cards      [NumCards]CardInfo
	die        []int
	junk       int // Junk cards in the box
	teamJunk   int // Junk cards the team game needs
	physical   int // cards in the box, all decks and Junk
	deckThemes [NumDecks]string
}

type jsonCard struct {
	ID     string `json:"id"`
	Value  int    `json:"value"`
	Type   string `json:"type"`
	Bonus  bool   `json:"bonus"`
	Copies int    `json:"copies"`
	Timing string `json:"timing"`
}

type jsonData struct {
	Die  []int `json:"die"`
	Junk struct {
		ID         string `json:"id"`
		Value      int    `json:"value"`
		Copies     int    `json:"copies"`
		TeamCopies int    `json:"team_copies"`
	} `json:"junk"`
	Physical int `json:"physical_cards"`
	Decks    []struct {
		ID    string     `json:"id"`
		Theme string     `json:"theme"`
		Cards []jsonCard `json:"cards"`
	} `json:"decks"`
}

func mustLoad() *catalogData {
	data, err := dataFS.ReadFile("data/cards.json")
	if err != nil {
		panic("dale: " + err.Error())
	}
	c, err := parseCatalog(data)
	if err != nil {
		panic("dale: bad embedded data: " + err.Error())
	}
	return c
}

// The deck shape every animalfolk deck has: values and copies by position.
var (
	deckValues = [cardsPerDeck]int{1, 2, 3, 4, 5, 5}
	deckCopies = [cardsPerDeck]int{4, 3, 3, 3, 1, 1}
)

// parseCatalog reads and checks the card data: six decks of six cards with
// the values and copies every deck has, ids in the order the engine's
// effects are written for, techniques alone with the + icon.
func parseCatalog(data []byte) (*catalogData, error) {
	var j jsonData
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, err
	}
	c := &catalogData{die: j.Die, junk: j.Junk.Copies, teamJunk: j.Junk.TeamCopies, physical: j.Physical}
	if !slices.Equal(j.Die, []int{1, 1, 2, 2, 3, 3}) {
		return nil, fmt.Errorf("polecat die %v", j.Die)
	}
	if j.Junk.ID != "junk" || j.Junk.Value != 1 || j.Junk.Copies != 20 || j.Junk.TeamCopies != 24 {
		return nil, fmt.Errorf("junk %+v", j.Junk)
	}
	c.cards[Junk] = CardInfo{ID: "junk", Deck: NoDeck, Value: 1, Type: JunkType, Copies: j.Junk.Copies}
	if len(j.Decks) != int(NumDecks) {
		return nil, fmt.Errorf("%d decks, want %d", len(j.Decks), NumDecks)
	}
	total := j.Junk.Copies
	for d, jd := range j.Decks {
		if jd.ID != deckIDs[d] {
			return nil, fmt.Errorf("deck %d is %q, want %q", d, jd.ID, deckIDs[d])
		}
		c.deckThemes[d] = jd.Theme
		if len(jd.Cards) != cardsPerDeck {
			return nil, fmt.Errorf("deck %s: %d cards", jd.ID, len(jd.Cards))
		}
		for k, jc := range jd.Cards {
			card := Card(1 + d*cardsPerDeck + k)
			if jc.ID != cardIDs[card] {
				return nil, fmt.Errorf("deck %s card %d is %q, want %q", jd.ID, k, jc.ID, cardIDs[card])
			}
			if jc.Value != deckValues[k] || jc.Copies != deckCopies[k] {
				return nil, fmt.Errorf("card %s: value %d, %d copies", jc.ID, jc.Value, jc.Copies)
			}
			ci := CardInfo{ID: jc.ID, Deck: Deck(d), Value: int8(jc.Value), Bonus: jc.Bonus, Copies: jc.Copies}
			switch jc.Type {
			case "technique":
				ci.Type = Technique
			case "passive":
				ci.Type = Passive
			default:
				return nil, fmt.Errorf("card %s: type %q", jc.ID, jc.Type)
			}
			t := slices.Index(timingNames, jc.Timing)
			if t <= 0 {
				return nil, fmt.Errorf("card %s: timing %q", jc.ID, jc.Timing)
			}
			ci.Timing = Timing(t)
			technical := ci.Timing <= TimingLasting
			if technical != (ci.Type == Technique) || ci.Bonus && ci.Type != Technique {
				return nil, fmt.Errorf("card %s: type %s with timing %s and bonus %v", jc.ID, jc.Type, jc.Timing, jc.Bonus)
			}
			c.cards[card] = ci
			total += ci.Copies
		}
	}
	if total != c.physical {
		return nil, fmt.Errorf("%d cards in the data, the box holds %d", total, c.physical)
	}
	return c, nil
}

// TextKeys lists every translation key the card data uses, so a test can
// check both languages have them.
func TextKeys() []string {
	var keys []string
	for c := range NumCards {
		keys = append(keys, "dale.card."+cardIDs[c], "dale.text."+cardIDs[c])
	}
	for d := range NumDecks {
		keys = append(keys, "dale.deck."+deckIDs[d])
	}
	for k := Kind(1); k < numKinds; k++ {
		keys = append(keys, "dale.prompt."+k.String())
	}
	for m := MoveType(1); m < numMoveTypes; m++ {
		keys = append(keys, "dale.move."+m.String())
	}
	for e := EventKind(1); e < numEventKinds; e++ {
		keys = append(keys, "dale.event."+e.String())
	}
	keys = append(keys, "dale.category."+CategoryStacks)
	return keys
}
