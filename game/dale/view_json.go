package dale

import "agora/game"

// EncodeView writes v as JSON for a seat playing from another computer:
// its exported fields, what the seat may see (game.EncodeViewJSON).
func EncodeView(v *View) ([]byte, error) {
	if v == nil {
		return game.EncodeViewJSON[View]("dale", 0, nil)
	}
	return game.EncodeViewJSON("dale", v.seat, withFacts(v))
}

// DecodeView reads a view written by EncodeView. The view it returns
// carries what the seat saw, but no state: Determinize and the methods
// that preview a move need the game itself, and are asked of the process
// that holds it.
func DecodeView(data []byte) (*View, error) {
	v, seat, err := game.DecodeViewJSON[View]("dale", data)
	if err != nil {
		return nil, err
	}
	v.seat = seat
	return v, nil
}
