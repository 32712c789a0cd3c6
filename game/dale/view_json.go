package dale

import (
	"encoding/json"
	"fmt"

	"agora/game"
)

// viewWire is a View on the wire: whose it is, and its exported fields,
// which are exactly what the seat may see (the state behind the view, kept
// for the bots' search and previews, is not part of it).
type viewWire struct {
	Seat game.Seat `json:"seat"`
	View *View     `json:"view"`
}

// EncodeView writes v as JSON for a seat playing from another computer.
func EncodeView(v *View) ([]byte, error) {
	if v == nil {
		return nil, fmt.Errorf("dale: no view to encode")
	}
	return json.Marshal(viewWire{Seat: v.seat, View: v})
}

// DecodeView reads a view written by EncodeView. The view it returns
// carries what the seat saw, but no state: Determinize and the methods
// that preview a move need the game itself, and are asked of the process
// that holds it.
func DecodeView(data []byte) (*View, error) {
	var w viewWire
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("dale view: %w", err)
	}
	if w.View == nil {
		return nil, fmt.Errorf("dale view: empty")
	}
	w.View.seat = w.Seat
	return w.View, nil
}
