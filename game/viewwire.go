package game

import (
	"encoding/json"
	"fmt"
)

// viewWire is an engine's view on the wire: whose it is, and the view's
// exported fields, which are exactly what the seat may see (the state
// behind a view, kept for the bots' search and previews, is not part of
// it).
type viewWire[V any] struct {
	Seat Seat `json:"seat"`
	View *V   `json:"view"`
}

// EncodeViewJSON writes seat's view v of the game named name as JSON, for
// a seat playing from another computer. The engines wrap it (EncodeView).
func EncodeViewJSON[V any](name string, seat Seat, v *V) ([]byte, error) {
	if v == nil {
		return nil, fmt.Errorf("%s: no view to encode", name)
	}
	return json.Marshal(viewWire[V]{Seat: seat, View: v})
}

// DecodeViewJSON reads a view written by EncodeViewJSON and the seat it
// belongs to.
func DecodeViewJSON[V any](name string, data []byte) (*V, Seat, error) {
	var w viewWire[V]
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, 0, fmt.Errorf("%s view: %w", name, err)
	}
	if w.View == nil {
		return nil, 0, fmt.Errorf("%s view: empty", name)
	}
	return w.View, w.Seat, nil
}
