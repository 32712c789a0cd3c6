package sound

import "time"

// Cue is one of the table's sounds.
type Cue int

// The cues.
const (
	None       Cue = iota
	YourTurn       // a person's seat owes a decision: a two-note chime
	CardPlayed     // a turn resolved: a card swished and laid down
	Coins          // coins changed hands: a few clinks
	Battle         // the conflicts of an Age: two drum beats and a clash
	GameOver       // the final scores: a short fanfare
	HandPass       // the hands pass to the neighbours: a soft tick
	numCues
)

var cueNames = [numCues]string{"none", "your_turn", "card_played", "coins", "battle", "game_over", "hand_pass"}

// String is the cue's name, e.g. "your_turn".
func (c Cue) String() string {
	if c.valid() || c == None {
		return cueNames[c]
	}
	return "?"
}

func (c Cue) valid() bool { return c > None && c < numCues }

// Cues lists every cue, None aside.
func Cues() []Cue {
	out := make([]Cue, 0, numCues-1)
	for c := None + 1; c < numCues; c++ {
		out = append(out, c)
	}
	return out
}

// MaxLength is the longest a cue may sound: 600 ms, 1.5 s for the fanfare.
func MaxLength(c Cue) time.Duration {
	if c == GameOver {
		return 1500 * time.Millisecond
	}
	return 600 * time.Millisecond
}

// lead is how long after a cue starts the next one asked may start, so
// cues asked together are heard one after the other rather than as one.
func (c Cue) lead() time.Duration {
	switch c {
	case YourTurn:
		return 260 * time.Millisecond
	case CardPlayed:
		return 170 * time.Millisecond
	case Coins:
		return 220 * time.Millisecond
	case Battle:
		return 520 * time.Millisecond
	case GameOver:
		return 1200 * time.Millisecond
	default:
		return 80 * time.Millisecond
	}
}
