package game

// Encoding and ruleset versions. An engine's options are numbers in its own
// layout, its encoding; a save's log and digest hold them. When an engine
// changes its layout it raises Rules.Encoding and gives Rules.Upgrade, which
// translates an older log; a save records its encoding, so the saves of
// every earlier build still open. Rulings are versioned apart: Config.Ruleset
// names the rules a game is played under, and an engine that changes a
// ruling keeps the older one for the games that began under it.

// Encoded is a State that names the encoding of its options. A State that
// does not is in encoding 1.
type Encoded interface {
	Encoding() int
}

// DigesterAt is a State whose Digest covers option numbers: DigestAt is
// the digest it would have had in an older encoding of its engine, what a
// save written then recorded; ok is false for an encoding it cannot
// reproduce.
type DigesterAt interface {
	DigestAt(encoding int) (digest uint64, ok bool)
}

// CurrentEncoding is the engine's option encoding (1 when it names none).
func (r Rules) CurrentEncoding() int { return max(r.Encoding, 1) }

// CurrentRuleset is the engine's newest ruleset (1 when it names none).
func (r Rules) CurrentRuleset() int { return max(r.Ruleset, 1) }

// EncodingOf is the encoding of a state's options.
func EncodingOf(s State) int {
	if e, ok := s.(Encoded); ok {
		return e.Encoding()
	}
	return 1
}

// RulesetOr is the ruleset the configuration names, or newest when it names
// none (a configuration that has not been through Rules.Start).
func (c Config) RulesetOr(newest int) int {
	if c.Ruleset > 0 {
		return c.Ruleset
	}
	return newest
}
