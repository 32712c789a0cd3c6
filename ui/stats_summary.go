package ui

import (
	"cmp"
	"slices"
	"strconv"

	"agora/bots"
)

// A summary reads the statistics from the humans' side: a game is won
// when a human seat ranks first (a team's win counts for its members);
// the sides and categories count every human seat.

// statsLine is a group of games and how many were won.
type statsLine struct {
	Key          string // what the group is (a player count, a mode, a level, a side)
	Played, Won  int
	Points, Seat int // total points and human seats, for the average
}

// WinRate is the share of the group's games won.
func (l statsLine) WinRate() float64 {
	if l.Played == 0 {
		return 0
	}
	return float64(l.Won) / float64(l.Played)
}

// Average is the mean score of the group's human seats.
func (l statsLine) Average() float64 {
	if l.Seat == 0 {
		return 0
	}
	return float64(l.Points) / float64(l.Seat)
}

// gameSummary is one game's statistics.
type gameSummary struct {
	Game       string
	All        statsLine
	ByPlayers  []statsLine // "3", "4"… players
	ByMode     []statsLine // modeOf, "" for the base game
	ByLevel    []statsLine // the strongest bot of the game, "" without bots
	BySide     []statsLine // a human seat's side, most played first
	Categories []statsLine // Points summed per category over Seat human seats
	Streak     int         // games won in a row up to the last one
	BestStreak int
	Favourite  string // the side played most
	BestSide   string // the side with the best win rate, over 2 games or more
}

// summarize groups the games per game, in the order of games (the app's
// catalogue), those of other games after them.
func summarize(f statsFile, games []string) []gameSummary {
	byGame := map[string]*gameSummary{}
	var order []string
	for _, g := range f.Games {
		s, ok := byGame[g.Game]
		if !ok {
			s = &gameSummary{Game: g.Game, All: statsLine{Key: g.Game}}
			byGame[g.Game] = s
			order = append(order, g.Game)
		}
		s.add(g)
	}
	slices.SortStableFunc(order, func(a, b string) int {
		ia, ib := slices.Index(games, a), slices.Index(games, b)
		if ia < 0 {
			ia = len(games)
		}
		if ib < 0 {
			ib = len(games)
		}
		return cmp.Compare(ia, ib)
	})
	var out []gameSummary
	for _, g := range order {
		s := byGame[g]
		s.finish()
		out = append(out, *s)
	}
	return out
}

// add counts one game.
func (s *gameSummary) add(g gameRecord) {
	won, points, humans := false, 0, 0
	strongest := ""
	for _, sr := range g.Seats {
		if sr.Bot != "" {
			if strongest == "" || levelRank(sr.Bot) > levelRank(strongest) {
				strongest = sr.Bot
			}
			continue
		}
		humans++
		points += sr.Total
		won = won || sr.Rank == 1
	}
	if humans == 0 {
		return
	}
	count := func(lines *[]statsLine, key string, won bool, points, seats int) {
		i := slices.IndexFunc(*lines, func(l statsLine) bool { return l.Key == key })
		if i < 0 {
			*lines = append(*lines, statsLine{Key: key})
			i = len(*lines) - 1
		}
		l := &(*lines)[i]
		l.Played++
		if won {
			l.Won++
		}
		l.Points += points
		l.Seat += seats
	}
	s.All.Played++
	if won {
		s.All.Won++
		s.Streak++
		s.BestStreak = max(s.BestStreak, s.Streak)
	} else {
		s.Streak = 0
	}
	s.All.Points += points
	s.All.Seat += humans
	count(&s.ByPlayers, strconv.Itoa(len(g.Seats)), won, points, humans)
	count(&s.ByMode, g.Mode, won, points, humans)
	if name, _, ok := cutSpec(strongest); ok {
		strongest = name
	}
	strongest = canonicalLevel(strongest)
	count(&s.ByLevel, strongest, won, points, humans)
	// A category counts in the games where it was in play: some seat,
	// bots included, scored in it. A game without Faith scores no god,
	// and must not pull the gods' average to zero, nor show a row for
	// them in a history of base games.
	inPlay := map[string]bool{}
	for _, sr := range g.Seats {
		for _, p := range sr.Categories {
			if p.Points != 0 {
				inPlay[p.Category] = true
			}
		}
	}
	for _, sr := range g.Seats {
		if sr.Bot != "" {
			continue
		}
		if sr.Side != "" {
			count(&s.BySide, sr.Side, sr.Rank == 1, sr.Total, 1)
		}
		for _, p := range sr.Categories {
			if inPlay[p.Category] {
				count(&s.Categories, p.Category, false, p.Points, 1)
			}
		}
	}
}

// canonicalLevel is the bot a level name stands for ("" stays "").
func canonicalLevel(name string) string {
	if name == "" {
		return ""
	}
	return bots.Canonical(name)
}

// cutSpec is a bot spec's level name ("mc" of "mc:2000").
func cutSpec(spec string) (string, string, bool) {
	for i := range len(spec) {
		if spec[i] == ':' {
			return spec[:i], spec[i+1:], true
		}
	}
	return spec, "", false
}

// finish orders the groups and picks the favourite and best sides.
func (s *gameSummary) finish() {
	byKey := func(a, b statsLine) int {
		na, ea := strconv.Atoi(a.Key)
		nb, eb := strconv.Atoi(b.Key)
		if ea == nil && eb == nil {
			return cmp.Compare(na, nb)
		}
		return cmp.Compare(a.Key, b.Key)
	}
	slices.SortFunc(s.ByPlayers, byKey)
	slices.SortFunc(s.ByMode, byKey)
	slices.SortFunc(s.ByLevel, func(a, b statsLine) int { return cmp.Compare(levelRank(a.Key), levelRank(b.Key)) })
	slices.SortStableFunc(s.BySide, func(a, b statsLine) int {
		return cmp.Or(cmp.Compare(b.Played, a.Played), cmp.Compare(a.Key, b.Key))
	})
	if len(s.BySide) > 0 {
		s.Favourite = s.BySide[0].Key
	}
	// The best side: the best win rate over two games or more, then the
	// best average score (BySide is sorted by key among equals).
	var best *statsLine
	for i, l := range s.BySide {
		if l.Played >= 2 && (best == nil || l.WinRate() > best.WinRate() ||
			l.WinRate() == best.WinRate() && l.Average() > best.Average()) {
			best = &s.BySide[i]
		}
	}
	if best != nil {
		s.BestSide = best.Key
	}
	// Categories keep the score pad's order, as the games gave them.
}
