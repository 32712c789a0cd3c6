package tables

import (
	"slices"

	"agora/game"
	"agora/game/wonders"
	uiwonders "agora/ui/wonders"
)

// The 7 Wonders table. Its demo ("wonders:7:commerce:faith") stops in Age
// II; further words name expansions, or "marketday" stops instead at your
// first Market Day decision and "invoke" (with faith) at your first Age II
// card that can invoke a god once a god stands in some city, the other
// seats then invoking a god whenever they can in Age II, so that the
// panels show some. With "leaders" the game stops at Age II's
// recruitment (":start" at the leader draft), or with "cards" too at
// your first Age II card, the leaders of Age I recruited. With "cities"
// every seat builds a black card whenever it can. "pegasus", "medusa",
// "nout" and "dues" stop at those Faith prompts (wonders_myths.go).
func init() {
	Register(Table{
		Game:     wonders.Rules.Game,
		New:      uiwonders.New,
		Describe: uiwonders.DescribeOption,
		Demo:     wondersDemo,
		Seats:    true, // the table reads its game through a seat (ui/wonders/source.go)
	})
}

func wondersDemo(_ int, words []string) Demo {
	d := Demo{Stop: secondAge}
	for _, w := range words {
		switch w {
		case "marketday":
			d.Stop = marketDay
		case "invoke":
			d.Stop = godInvocation
		case "cards":
			d.Stop = secondAgeCards
		case "pegasus", "medusa", "nout", "dues":
			d.Stop, d.Seeds = mythsStop(mythsKinds[w]), 40
		default:
			d.Expansions = append(d.Expansions, w)
		}
	}
	leaders, cities := slices.Contains(words, wonders.ExpansionLeaders), slices.Contains(words, wonders.ExpansionCities)
	switch {
	case len(words) > 0 && mythsKinds[words[len(words)-1]] != "":
		god := words[len(words)-1]
		if god == "dues" {
			god = ""
		}
		d.Steer = mythsSteer(god)
	case len(words) > 0 && words[len(words)-1] == "invoke":
		d.Steer = demoInvocation
	case leaders && cities:
		d.Steer = func(s game.State, seat game.Seat, opt game.Option) game.Option {
			return demoBlacks(s, seat, demoRecruit(s, seat, opt))
		}
	case leaders:
		d.Steer = demoRecruit
	case cities:
		d.Steer = demoBlacks
	}
	return d
}

// demoBlacks stages the Cities demos: a seat builds (with Commerce,
// picks) a black card whenever it can, so that the cities show some, and their coin losses, debt and
// diplomacy tokens.
func demoBlacks(s game.State, seat game.Seat, opt game.Option) game.Option {
	black := func(m wonders.Move) bool {
		return (m.Action == wonders.Build || m.Action == wonders.Pick) && m.Card != wonders.NoCard && m.Card.Info().Color == wonders.Black
	}
	if black(wonders.MustDecode(opt)) {
		return opt
	}
	for _, p := range s.Pending() {
		if p.Seat != seat || p.Kind != wonders.KindCard {
			continue
		}
		for _, o := range s.Legal(seat, nil) {
			if black(wonders.MustDecode(o)) {
				return o
			}
		}
	}
	return opt
}

// secondAge reports whether a 7 Wonders game has reached Age II: every
// hand holds 7 cards again and the cities have an Age of buildings, a
// good moment for a picture of the table.
func secondAge(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.Age >= 2
}

// demoRecruit stages the Leaders demos: a seat recruits a leader at the
// recruitment rather than discarding one, so that the cities show some.
func demoRecruit(s game.State, seat game.Seat, opt game.Option) game.Option {
	if wonders.MustDecode(opt).Action != wonders.Discard {
		return opt
	}
	for _, p := range s.Pending() {
		if p.Seat != seat || p.Kind != wonders.KindRecruit {
			continue
		}
		for _, o := range s.Legal(seat, nil) {
			if wonders.MustDecode(o).Action == wonders.Build {
				return o
			}
		}
	}
	return opt
}

// secondAgeCards reports whether seat 0 holds its Age II hand and owes
// a decision on it: past Age II's recruitment and Prayer.
func secondAgeCards(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.Age >= 2 && len(v.Hand) > 0 && v.Prompt != ""
}

// marketDay reports whether a Commerce game waits for seat 0 on Market Day.
func marketDay(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.MarketDay != nil && v.Prompt != ""
}

// godInvocation reports whether a Faith game waits for seat 0's Age II
// card while it may invoke a god with it, a god already standing in some
// city.
func godInvocation(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	if !ok || v.Age < 2 || v.Prompt != wonders.KindCard || v.Faith == nil {
		return false
	}
	standing := false
	for _, c := range v.Cities {
		standing = standing || len(c.Gods) > 0
	}
	for _, o := range v.Options {
		if wonders.MustDecode(o).GodMode.Invokes() && standing {
			return true
		}
	}
	return false
}

// demoInvocation stages the "invoke" demo from Age II on: the other seats
// invoke a god whenever they can, you keep yours (no god with your cards,
// no Seth) for the picture; otherwise it is the bot's choice opt.
func demoInvocation(s game.State, seat game.Seat, opt game.Option) game.Option {
	v, ok := s.View(seat).(*wonders.View)
	if !ok || v.Age < 2 {
		return opt
	}
	for _, o := range s.Legal(seat, nil) {
		m := wonders.MustDecode(o)
		if seat != 0 && v.Prompt == wonders.KindCard && m.GodMode.Invokes() {
			return o
		}
		if seat == 0 && m.GodMode == wonders.NoGodMode && m.Action != wonders.Cancel {
			if b := wonders.MustDecode(opt); b.GodMode != wonders.NoGodMode || b.Action == wonders.Cancel {
				return o
			}
		}
	}
	return opt
}
