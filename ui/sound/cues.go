package sound

import "sync"

// PCM is the cue's sound at full volume (its own, gentle level): 16-bit
// little-endian stereo at SampleRate; nil for None. It is rendered on
// first use and shared: do not modify it.
func PCM(c Cue) []byte {
	if !c.valid() {
		return nil
	}
	return rendered[c]()
}

var rendered = func() (out [numCues]func() []byte) {
	for c := range numCues {
		if recipes[c] != nil {
			out[c] = sync.OnceValue(recipes[c])
		}
	}
	return out
}()

var recipes = [numCues]func() []byte{
	YourTurn:   yourTurn,
	CardPlayed: cardPlayed,
	Coins:      coins,
	Battle:     battle,
	GameOver:   gameOver,
	HandPass:   handPass,
}

// Musical pitches, in Hz.
const (
	noteC4 = 261.63
	noteC5 = 523.25
	noteE5 = 659.26
	noteG5 = 783.99
	noteC6 = 1046.50
	noteD6 = 1174.66
)

// yourTurn is a soft two-note chime rising a fifth, from left to right.
func yourTurn() []byte {
	m := newMix(ms(590))
	for i, n := range []struct {
		at   float64
		freq float64
		pan  float64
	}{{0, noteG5, -0.2}, {110, noteD6, 0.2}} {
		tone := bell(n.freq, 2.0, 1.2, 0.16, ms(480))
		glass := struck(n.freq, ms(480), 0.004,
			partial{1, 0.6, 0.22}, partial{2.76, 0.12, 0.07}, partial{5.4, 0.05, 0.03})
		for j := range tone {
			tone[j] += glass[j]
		}
		m.add(ms(n.at), scaled(tone, 1-0.15*float64(i)), n.pan)
	}
	return m.render(0.38)
}

// cardPlayed is a card swishing through the air and laid down: a swell of
// noise whose band rises, then a soft slap with a little body.
func cardPlayed() []byte {
	m := newMix(ms(260))
	swish := filter(filter(noise(ms(130), 1), bandPass, glide(900, 3800, 0.12), 0.9), lowPass, hz(6000), 1.2)
	shape(swish, swell(0.125))
	m.add(0, scaled(swish, 0.5), -0.1)
	slap := shape(filter(noise(ms(120), 2), lowPass, glide(2600, 900, 0.04), 1.0), decay(0.018))
	fadeIn(slap, 0.001)
	m.add(ms(105), slap, 0.05)
	body := drum(170, 95, 0.02, 0.035, ms(130))
	m.add(ms(105), scaled(body, 0.35), 0)
	return m.render(0.42)
}

// coins is three small coins clinking, each a little apart in pitch and
// place: inharmonic partials that die fast, with a tick at the strike.
func coins() []byte {
	m := newMix(ms(480))
	for i, c := range []struct {
		at, freq, pan, amp float64
	}{{0, 2637, -0.25, 1}, {85, 3136, 0.25, 0.8}, {190, 2794, 0, 0.6}} {
		clink := struck(c.freq, ms(280), 0.0015,
			partial{1, 1, 0.09}, partial{1.51, 0.6, 0.07}, partial{2.33, 0.45, 0.05},
			partial{3.17, 0.3, 0.035}, partial{4.6, 0.2, 0.02})
		tick := shape(filter(noise(ms(12), uint64(10+i)), highPass, hz(5000), 1.0), decay(0.002))
		fadeOut(tick, 0.004)
		for j := range tick {
			clink[j] += 0.5 * tick[j]
		}
		m.add(ms(c.at), scaled(clink, c.amp), c.pan)
	}
	return m.render(0.3)
}

// battle is two drum beats, the second stronger, and a clash of metal.
// The drums sound from their skin's overtone and the stick's noise too,
// so small speakers without bass still give them.
func battle() []byte {
	m := newMix(ms(595))
	for i, at := range []float64{0, 165} {
		beat := drum(190, 85, 0.04, 0.12, ms(300))
		skin := drum(290, 140, 0.03, 0.06, ms(300))
		hit := shape(filter(noise(ms(60), uint64(20+i)), lowPass, hz(1500), 1.0), decay(0.012))
		fadeOut(hit, 0.01)
		for j := range beat {
			beat[j] += 0.35 * skin[j]
		}
		for j := range hit {
			beat[j] += 0.6 * hit[j]
		}
		m.add(ms(at), scaled(beat, 0.8+0.2*float64(i)), -0.1+0.2*float64(i))
	}
	crash := filter(filter(noise(ms(265), 30), highPass, glide(2500, 4000, 0.1), 0.7), lowPass, hz(8000), 1.0)
	shape(crash, decay(0.07))
	fadeIn(crash, 0.002)
	fadeOut(crash, 0.04)
	ring := struck(540, ms(265), 0.002,
		partial{1, 0.3, 0.12}, partial{1.48, 0.25, 0.1}, partial{2.09, 0.2, 0.08},
		partial{2.9, 0.15, 0.06}, partial{3.74, 0.12, 0.05})
	for j := range crash {
		crash[j] = 0.35*crash[j] + 0.5*ring[j]
	}
	m.add(ms(330), crash, 0.1)
	return m.render(0.45)
}

// gameOver is a short fanfare: three rising notes, then the octave held
// over a major chord.
func gameOver() []byte {
	m := newMix(ms(1400))
	for i, n := range []float64{noteC5, noteE5, noteG5} {
		m.add(ms(150*float64(i)), scaled(brass(n, ms(140)), 0.8), -0.15+0.15*float64(i))
	}
	m.add(ms(450), brass(noteC6, ms(920)), 0)
	for _, n := range []struct{ freq, pan float64 }{{noteE5, -0.3}, {noteG5, 0.3}, {noteC4, 0}} {
		m.add(ms(450), scaled(brass(n.freq, ms(920)), 0.45), n.pan)
	}
	return m.render(0.4)
}

// handPass is a soft tick, a card flicked on: a short burst of noise and a
// woody knock.
func handPass() []byte {
	m := newMix(ms(75))
	flick := shape(filter(noise(ms(60), 40), bandPass, hz(2500), 0.8), decay(0.012))
	fadeIn(flick, 0.001)
	knock := struck(1400, ms(60), 0.001, partial{1, 0.6, 0.015}, partial{2.3, 0.2, 0.008})
	for j := range flick {
		flick[j] += knock[j]
	}
	m.add(0, flick, 0)
	return m.render(0.25)
}
