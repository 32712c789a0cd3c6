package game

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is the seeded generator a state owns. It is a plain value: copying a
// state copies its generator, so clones draw the same numbers.
type Rand struct {
	pcg rand.PCG
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) Rand {
	return Rand{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a number in [0, n). It panics if n <= 0.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("game: IntN with n <= 0")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements with swap (Fisher-Yates).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Mix feeds the generator's position into a digest, so two states that
// will draw different numbers never share a digest.
func (r *Rand) Mix(h *Hash) {
	b, _ := r.pcg.MarshalBinary()
	for _, c := range b {
		h.Uint64(uint64(c))
	}
}
