package sound

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"time"
)

// The format of every cue: 16-bit signed little-endian samples, two
// channels interleaved, at SampleRate frames a second.
const (
	SampleRate = 44100
	Channels   = 2
	frameBytes = Channels * 2
)

// frames is how many frames last d.
func frames(d time.Duration) int { return int(d.Seconds()*SampleRate + 0.5) }

// ms is a duration in milliseconds.
func ms(n float64) time.Duration { return time.Duration(n * float64(time.Millisecond)) }

// mix is a stereo sound being built, in floating point.
type mix struct{ l, r []float64 }

func newMix(d time.Duration) *mix {
	n := frames(d)
	return &mix{l: make([]float64, n), r: make([]float64, n)}
}

// add mixes a mono signal in, starting at at, placed by pan from -1 (left)
// to 1 (right) with equal power; what runs past the end is cut.
func (m *mix) add(at time.Duration, sig []float64, pan float64) {
	start := frames(at)
	a := (min(max(pan, -1), 1) + 1) * math.Pi / 4
	gl, gr := math.Cos(a), math.Sin(a)
	for i, s := range sig {
		j := start + i
		if j >= len(m.l) {
			break
		}
		m.l[j] += s * gl
		m.r[j] += s * gr
	}
}

// render turns the mix into PCM: a short fade at each end so it starts and
// stops without a click, then its loudest sample set at level, a fraction
// of full scale, so no cue ever clips.
func (m *mix) render(level float64) []byte {
	for _, ch := range [][]float64{m.l, m.r} {
		fadeIn(ch, 0.002)
		fadeOut(ch, 0.006)
	}
	peak := 0.0
	for i := range m.l {
		peak = max(peak, math.Abs(m.l[i]), math.Abs(m.r[i]))
	}
	g := 0.0
	if peak > 0 {
		g = level / peak * math.MaxInt16
	}
	out := make([]byte, len(m.l)*frameBytes)
	for i := range m.l {
		binary.LittleEndian.PutUint16(out[i*frameBytes:], uint16(int16(math.Round(m.l[i]*g))))
		binary.LittleEndian.PutUint16(out[i*frameBytes+2:], uint16(int16(math.Round(m.r[i]*g))))
	}
	return out
}

// fadeIn raises the first seconds of sig from silence on a half cosine.
func fadeIn(sig []float64, seconds float64) {
	n := min(int(seconds*SampleRate), len(sig))
	for i := range n {
		sig[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
	}
}

// fadeOut lowers the last seconds of sig to silence on a half cosine; the
// last sample is zero.
func fadeOut(sig []float64, seconds float64) {
	n := min(int(seconds*SampleRate), len(sig))
	for k := range n {
		sig[len(sig)-n+k] *= 0.5 + 0.5*math.Cos(math.Pi*float64(k+1)/float64(n))
	}
}

// shape multiplies sig by an envelope of time in seconds.
func shape(sig []float64, env func(t float64) float64) []float64 {
	for i := range sig {
		sig[i] *= env(float64(i) / SampleRate)
	}
	return sig
}

// decay is an exponential decay of time constant tau seconds.
func decay(tau float64) func(float64) float64 {
	return func(t float64) float64 { return math.Exp(-t / tau) }
}

// swell rises from silence and falls back to it over period seconds.
func swell(period float64) func(float64) float64 {
	return func(t float64) float64 {
		if t >= period {
			return 0
		}
		s := math.Sin(math.Pi * t / period)
		return s * s
	}
}

// partial is one sine of a struck sound: its frequency as a ratio of the
// fundamental, its amplitude and its decay's time constant in seconds.
type partial struct{ ratio, amp, tau float64 }

// struck is a struck tone (a bell, a glass, a coin): partials each
// decaying at its own rate after an attack of attack seconds.
func struck(freq float64, d time.Duration, attack float64, parts ...partial) []float64 {
	out := make([]float64, frames(d))
	for _, p := range parts {
		f := freq * p.ratio
		if f >= SampleRate/2 {
			continue
		}
		w := 2 * math.Pi * f / SampleRate
		for i := range out {
			out[i] += p.amp * math.Sin(w*float64(i)) * math.Exp(-float64(i)/SampleRate/p.tau)
		}
	}
	fadeIn(out, attack)
	fadeOut(out, 0.01)
	return out
}

// bell is a frequency-modulated tone whose modulation dies away faster
// than the tone, bright at the strike and pure after.
func bell(freq, ratio, index, tau float64, d time.Duration) []float64 {
	out := make([]float64, frames(d))
	for i := range out {
		t := float64(i) / SampleRate
		mod := index * math.Exp(-t/(tau/3)) * math.Sin(2*math.Pi*freq*ratio*t)
		out[i] = math.Sin(2*math.Pi*freq*t+mod) * math.Exp(-t/tau)
	}
	fadeIn(out, 0.003)
	fadeOut(out, 0.02)
	return out
}

// drum is a membrane: a sine whose pitch falls from hi to lo Hz with time
// constant glide, decaying with time constant tau.
func drum(hi, lo, glide, tau float64, d time.Duration) []float64 {
	out := make([]float64, frames(d))
	phase := 0.0
	for i := range out {
		t := float64(i) / SampleRate
		phase += 2 * math.Pi * (lo + (hi-lo)*math.Exp(-t/glide)) / SampleRate
		out[i] = math.Sin(phase) * math.Exp(-t/tau)
	}
	fadeIn(out, 0.001)
	fadeOut(out, 0.01)
	return out
}

// brass is a held horn-like note: six harmonics, the upper ones opening
// after the lower, a vibrato that sets in after the attack, a soft release.
func brass(freq float64, d time.Duration) []float64 {
	out := make([]float64, frames(d))
	phase := 0.0
	for i := range out {
		t := float64(i) / SampleRate
		depth := 0.004 * min(1, max(0, (t-0.12)/0.1))
		phase += 2 * math.Pi * freq * (1 + depth*math.Sin(2*math.Pi*5.5*t)) / SampleRate
		s := 0.0
		for h := 1.0; h <= 6 && freq*h < SampleRate/2-1000; h++ {
			open := 1 - math.Exp(-t/(0.012*h))
			s += open * math.Sin(h*phase) / math.Pow(h, 1.4)
		}
		out[i] = s * (0.8 + 0.2*math.Exp(-t/0.15))
	}
	fadeIn(out, 0.025)
	fadeOut(out, min(0.12, d.Seconds()/3))
	return out
}

// noise is white noise from a fixed seed, so a cue renders the same every
// time.
func noise(d time.Duration, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	out := make([]float64, frames(d))
	for i := range out {
		out[i] = 2*r.Float64() - 1
	}
	return out
}

// filterKind is which output of the state-variable filter to take.
type filterKind int

const (
	lowPass filterKind = iota
	bandPass
	highPass
)

// filter runs sig through a state-variable filter whose cutoff, in Hz, may
// move with time in seconds; damp from about 0.2 (ringing) to 1.4 (flat).
func filter(sig []float64, kind filterKind, cutoff func(t float64) float64, damp float64) []float64 {
	var low, band float64
	out := make([]float64, len(sig))
	for i, x := range sig {
		fc := min(cutoff(float64(i)/SampleRate), SampleRate/6)
		f := 2 * math.Sin(math.Pi*fc/SampleRate)
		low += f * band
		high := x - low - damp*band
		band += f * high
		switch kind {
		case lowPass:
			out[i] = low
		case bandPass:
			out[i] = band
		default:
			out[i] = high
		}
	}
	return out
}

// hz is a cutoff that does not move.
func hz(f float64) func(float64) float64 { return func(float64) float64 { return f } }

// glide is a cutoff moving from f0 to f1 Hz over period seconds, on a
// logarithmic scale, then staying at f1.
func glide(f0, f1, period float64) func(float64) float64 {
	return func(t float64) float64 { return f0 * math.Pow(f1/f0, min(t/period, 1)) }
}

// scaled multiplies sig by g.
func scaled(sig []float64, g float64) []float64 {
	for i := range sig {
		sig[i] *= g
	}
	return sig
}
