package wonders

// OccasionMarketDay is the occasion (game.Occasioner) of Commerce's
// Market Day.
const OccasionMarketDay = "market-day"

// Occasion is OccasionMarketDay while a Market Day is under way, ""
// otherwise (game.Occasioner): a review marks where each Market Day
// begins.
func (g *State) Occasion() string {
	if g.phase == phaseMarketDay {
		return OccasionMarketDay
	}
	return ""
}
