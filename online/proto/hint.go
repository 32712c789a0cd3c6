package proto

import (
	"math"

	"agora/game"
)

// The Hint, protocol 4: a seat asks the host what the Hard bot would play
// from its own view (Hint), and the host, where the game and its bots
// are, searches it from that view only and answers with the move and the
// candidates it measured (Hinted).
const (
	THint   Type = "hint"
	THinted Type = "hinted"
)

// MaxHintTop bounds the candidates a Hinted carries, best first.
const MaxHintTop = 8

// HintAsk asks for a hint about the seat's position at Version (the
// snapshot the player looks at): CodeStale once the game has moved on,
// CodeNotYours when the seat owes nothing.
type HintAsk struct {
	Version int `json:"version"`
}

// Hinted is the answer: the best option, then the candidates measured,
// best first (Top[0] is Best), for the position at Version.
type Hinted struct {
	Version int          `json:"version"`
	Best    game.Option  `json:"best"`
	Top     []HintChoice `json:"top"`
}

// HintChoice is a candidate move and the search's measure of it: the
// mean playout reward and the share of playouts won, in [0, 1], over
// Playouts playouts.
type HintChoice struct {
	Option   game.Option `json:"option"`
	Value    float64     `json:"value"`
	WinRate  float64     `json:"win_rate"`
	Playouts int         `json:"playouts"`
}

func (h *Hinted) validate() error {
	if h.Version < 0 || len(h.Top) == 0 || len(h.Top) > MaxHintTop || h.Top[0].Option != h.Best {
		return Errorf(CodeMalformed, "hint at version %d, %d candidates", h.Version, len(h.Top))
	}
	for _, c := range h.Top {
		if !unit(c.Value) || !unit(c.WinRate) || c.Playouts < 0 {
			return Errorf(CodeMalformed, "hint candidate %+v", c)
		}
	}
	return nil
}

// unit reports whether x is a number in [0, 1].
func unit(x float64) bool { return !math.IsNaN(x) && x >= 0 && x <= 1 }
