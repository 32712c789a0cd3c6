package game

// Option is one legal move, encoded by the engine. The encoding is stable: the
// same move in the same position always has the same value, whatever order
// Legal lists it in, so options can be logged, saved and replayed. Engines
// provide typed decoders for the data a UI needs (the card, the payment plan,
// the target...).
type Option uint64

// Contains reports whether opt is in opts.
func Contains(opts []Option, opt Option) bool {
	for _, o := range opts {
		if o == opt {
			return true
		}
	}
	return false
}
