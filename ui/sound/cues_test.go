package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
	"time"
)

// samples decodes 16-bit little-endian PCM.
func samples(pcm []byte) []int16 {
	out := make([]int16, len(pcm)/2)
	for i := range out {
		out[i] = int16(binary.LittleEndian.Uint16(pcm[2*i:]))
	}
	return out
}

func peakOf(s []int16) int {
	p := 0
	for _, v := range s {
		p = max(p, abs(int(v)))
	}
	return p
}

// channelPeak is the peak of one channel of interleaved samples.
func channelPeak(s []int16, ch int) int {
	p := 0
	for i := ch; i < len(s); i += Channels {
		p = max(p, abs(int(s[i])))
	}
	return p
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func TestEveryCueIsShortCleanAndGentle(t *testing.T) {
	// The first quarter millisecond and the last 5 ms stay near silence
	// (a click is a jump at either end), and the last 20 ms are already
	// quiet, the sound having died away rather than being cut.
	start := frames(250*time.Microsecond) * Channels
	end := frames(5*time.Millisecond) * Channels
	tail := frames(20*time.Millisecond) * Channels
	for _, c := range Cues() {
		t.Run(c.String(), func(t *testing.T) {
			pcm := PCM(c)
			if len(pcm) == 0 || len(pcm)%frameBytes != 0 {
				t.Fatalf("%d bytes of PCM, want a positive multiple of %d", len(pcm), frameBytes)
			}
			length := time.Duration(len(pcm)/frameBytes) * time.Second / SampleRate
			if length > MaxLength(c) {
				t.Errorf("lasts %v, longer than %v", length, MaxLength(c))
			}
			if length < 50*time.Millisecond {
				t.Errorf("lasts %v, too short to hear", length)
			}
			s := samples(pcm)
			peak := peakOf(s)
			if peak >= math.MaxInt16 {
				t.Errorf("clips: peak %d", peak)
			}
			// Gentle: at most half of full scale, yet clearly audible.
			if peak > math.MaxInt16/2 || peak < math.MaxInt16/8 {
				t.Errorf("peak %d outside [%d, %d]", peak, math.MaxInt16/8, math.MaxInt16/2)
			}
			if p := peakOf(s[:start]); p > peak/20 {
				t.Errorf("starts with a click: %d in the first samples, peak %d", p, peak)
			}
			if p := peakOf(s[len(s)-end:]); p > peak/20 {
				t.Errorf("ends with a click: %d in the last samples, peak %d", p, peak)
			}
			if p := peakOf(s[len(s)-tail:]); p > peak/10 {
				t.Errorf("cut off before it died away: %d in the last 20 ms, peak %d", p, peak)
			}
			if first, last := peakOf(s[:2]), peakOf(s[len(s)-2:]); first > 16 || last > 16 {
				t.Errorf("first frame %d, last frame %d: want silence", first, last)
			}
			for ch := range Channels {
				if channelPeak(s, ch) < peak/4 {
					t.Errorf("channel %d is nearly silent", ch)
				}
			}
		})
	}
}

func TestCuesAreDistinctAndRenderedOnce(t *testing.T) {
	seen := map[string]Cue{}
	for _, c := range Cues() {
		pcm := PCM(c)
		if &PCM(c)[0] != &pcm[0] {
			t.Errorf("%v is rendered again on each call", c)
		}
		if other, ok := seen[string(pcm)]; ok {
			t.Errorf("%v sounds exactly like %v", c, other)
		}
		seen[string(pcm)] = c
	}
	if PCM(None) != nil || PCM(numCues) != nil {
		t.Error("None or an unknown cue has a sound")
	}
}

func TestCueNames(t *testing.T) {
	tests := []struct {
		cue  Cue
		want string
	}{
		{None, "none"}, {YourTurn, "your_turn"}, {CardPlayed, "card_played"}, {Coins, "coins"},
		{Battle, "battle"}, {GameOver, "game_over"}, {HandPass, "hand_pass"}, {numCues, "?"}, {-1, "?"},
	}
	for _, tt := range tests {
		if got := tt.cue.String(); got != tt.want {
			t.Errorf("Cue(%d) is %q, want %q", int(tt.cue), got, tt.want)
		}
	}
	if len(Cues()) != int(numCues)-1 {
		t.Errorf("Cues() lists %d cues", len(Cues()))
	}
}

func TestRenderingIsDeterministic(t *testing.T) {
	// Rendering a recipe again gives the same bytes: the noise is seeded.
	for _, c := range Cues() {
		if !bytes.Equal(recipes[c](), PCM(c)) {
			t.Errorf("%v renders differently each time", c)
		}
	}
}
