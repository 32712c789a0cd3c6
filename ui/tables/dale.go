package tables

import (
	"agora/game"
	"agora/game/dale"
	uidale "agora/ui/dale"
)

// The Dale of Merchants table. Its demo ("dale:4") stops in the game's
// middle (daleMidGame); "teams" makes it the 2 vs 2 game and "pay" stops
// it in a purchase's payment; other words name expansions.
func init() {
	Register(Table{
		Game:     dale.Rules.Game,
		New:      uidale.New,
		Describe: uidale.DescribeOption,
		Demo:     daleDemo,
		Seats:    true, // the table reads its game through a seat (ui/dale/source.go)
	})
}

func daleDemo(players int, words []string) Demo {
	d := Demo{Stop: daleMidGame(players, "")}
	for _, w := range words {
		switch w {
		case "teams":
			d.Teams = true
		case "pay":
			d.Stop = daleMidGame(players, "dale.pay")
		default:
			d.Expansions = append(d.Expansions, w)
		}
	}
	return d
}

// daleMidGame stops a Dale game in its middle, where every stall has
// stacks and the piles have cards: at your action once each seat has had
// six turns, or with kind (a prompt kind such as "dale.pay", the
// payment of a purchase) at your first decision of that kind from then.
func daleMidGame(players int, kind string) func(game.State) bool {
	if kind == "" {
		kind = "dale.action"
	}
	return func(s game.State) bool {
		v, ok := s.View(0).(*dale.View)
		if !ok || v.Turn < 6*players {
			return false
		}
		p := s.Pending()
		return len(p) > 0 && p[0].Seat == 0 && p[0].Kind == kind
	}
}
