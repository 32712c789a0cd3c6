package game

// Occasioner is an engine whose game holds occasions apart from its
// rounds (7 Wonders with Commerce: its Market Days): a review marks on
// its graph where each begins, as it marks the rounds (Rounder).
type Occasioner interface {
	// Occasion names the occasion under way ("market-day"), "" outside
	// any.
	Occasion() string
}
