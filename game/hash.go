package game

// Hash accumulates a state digest (64-bit FNV-1a). Engines feed it every
// field of their state in a fixed order to implement State.Digest.
type Hash uint64

// NewHash starts a digest.
func NewHash() Hash { return 14695981039346656037 }

// Uint64 mixes in a number.
func (h *Hash) Uint64(v uint64) {
	for i := 0; i < 8; i++ {
		*h ^= Hash(v & 0xff)
		*h *= 1099511628211
		v >>= 8
	}
}

// Int mixes in a number.
func (h *Hash) Int(v int) { h.Uint64(uint64(v)) }

// Ints mixes in a slice, length first.
func (h *Hash) Ints(vs []int) {
	h.Int(len(vs))
	for _, v := range vs {
		h.Int(v)
	}
}

// Bool mixes in a flag.
func (h *Hash) Bool(b bool) {
	if b {
		h.Uint64(1)
	} else {
		h.Uint64(0)
	}
}

// Sum is the digest so far.
func (h Hash) Sum() uint64 { return uint64(h) }
