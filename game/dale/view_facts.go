package dale

import "slices"

// Facts are what a view's methods compute from the game behind it,
// written with the view for a seat playing from another computer, whose
// decoded view has no game behind it (DecodeView): the game's log as the
// seat sees it (View.Events), which the table's log and motion read. The
// host writes them from the seat's own view, hiding what the seat did
// not see; a view made in the process that holds the game has none.
type Facts struct {
	Events []Event `json:",omitempty"`
}

// withFacts is a copy of v carrying its facts, for the wire.
func withFacts(v *View) *View {
	if v.state == nil {
		return v
	}
	w := *v
	w.Facts = &Facts{Events: v.Events()}
	return &w
}

// factEvents is Events from the facts of a decoded view.
func (v *View) factEvents() []Event {
	if v.Facts == nil {
		return nil
	}
	out := slices.Clone(v.Facts.Events)
	for i := range out {
		out[i].Cards = slices.Clone(out[i].Cards)
	}
	return out
}
