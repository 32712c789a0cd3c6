package wonders

import "agora/game"

// Prayer is one seat's picks in the Prayer that opened an Age, in the
// order picked. It leaves out the god the seat was handed last, which it
// did not pick.
type Prayer struct {
	Age   int
	Picks []God
}

// Prayers reads seat's Prayer picks from a decision log, one Prayer per
// Age whose Prayer the seat took part in. Only the seat's own picks are
// read, so it shows nothing another seat could not see. The Prayers of a
// log are its runs of Pray decisions: one run opens each Age.
func Prayers(log []game.Decision, seat game.Seat) []Prayer {
	var out []Prayer
	inRun := false
	for _, d := range log {
		m, ok := DecodeOption(d.Option)
		if !ok || m.Action != Pray {
			inRun = false
			continue
		}
		if !inRun {
			out = append(out, Prayer{Age: len(out) + 1})
			inRun = true
		}
		if d.Seat == seat {
			p := &out[len(out)-1]
			p.Picks = append(p.Picks, m.God)
		}
	}
	return out
}
