package sound

import (
	"io"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// Volume bounds and the volume a new installation starts at.
const (
	MinVolume     = 0
	MaxVolume     = 100
	DefaultVolume = 70
)

// maxDelay is the longest a cue may wait behind the ones asked before it;
// past that the device skips it (it still counts as heard), so sound never
// lags behind the game. The fanfare is never skipped.
const maxDelay = 1200 * time.Millisecond

// heardKept is how many of the last cues a player remembers.
const heardKept = 64

// Player plays cues. Its methods may be called from any goroutine; none
// blocks on the sound device.
type Player struct {
	mu     sync.Mutex
	volume int
	muted  bool
	gain   gain // what every sounding cue is multiplied by now
	heard  []Cue
	next   time.Time // when the next cue may start
	now    func() time.Time
	// silent is set when there is no device to play on: always for
	// NewSilent, and once opening the device failed.
	silent bool
	closed bool
	open   func() (output, error) // opens the device on the first cue
	idle   time.Duration          // idleAfter, shorter in tests
	jobs   chan job               // to the goroutine that feeds the device
}

// job is a cue for the device and how long it waits before it starts.
type job struct {
	cue   Cue
	delay time.Duration
}

// New is a player on the sound device, at a volume from 0 to 100. The
// device is opened on the first cue, off the caller's goroutine; if it
// cannot be (and always under the ci build tag) the player is silent.
func New(volume int, muted bool) *Player {
	p := NewSilent(volume, muted)
	if deviceBuilt {
		p.silent, p.open = false, device
	}
	return p
}

// NewSilent is a player that plays nothing but records the cues it is
// asked to play, exactly as a player on a device would.
func NewSilent(volume int, muted bool) *Player {
	p := &Player{silent: true, now: time.Now, idle: idleAfter}
	p.volume = clampVolume(volume)
	p.muted = muted
	p.setGain()
	return p
}

// Play starts a cue and returns at once. On the device, cues asked close
// together are spaced so each is heard, and one that would wait too long
// is skipped. Nothing plays, and nothing is recorded, when muted, at
// volume 0, or for None.
func (p *Player) Play(c Cue) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || p.muted || p.volume == 0 || !c.valid() {
		return
	}
	p.heard = append(p.heard, c)
	if len(p.heard) > heardKept {
		p.heard = append(p.heard[:0], p.heard[len(p.heard)-heardKept:]...)
	}
	if p.silent {
		return
	}
	now := p.now()
	start := now
	if p.next.After(now) {
		start = p.next
	}
	delay := start.Sub(now)
	if delay > maxDelay && c != GameOver {
		return
	}
	p.next = start.Add(c.lead())
	if p.jobs == nil {
		p.jobs = make(chan job, 8)
		go p.feed(p.jobs)
	}
	select {
	case p.jobs <- job{c, delay}:
	default: // the device is behind: this cue is skipped
	}
}

// idleAfter is how long the device runs with nothing to play before it
// is suspended, so an idle table costs no audio work.
const idleAfter = 2 * time.Second

// feed opens the device and plays every cue sent on jobs, until the
// player is closed; it suspends the device while nothing plays. Without a
// device, or if the device fails, the player turns silent.
func (p *Player) feed(jobs chan job) {
	defer func() {
		if recover() != nil { // a failing device never takes the app down
			p.goSilent()
		}
	}()
	out, err := p.open()
	if err != nil {
		p.goSilent()
		return
	}
	for _, c := range Cues() {
		PCM(c) // render every cue now, off the UI goroutine
	}
	var sounding []voice
	defer func() {
		for _, v := range sounding {
			_ = v.Close()
		}
	}()
	suspended := false
	idle := time.NewTimer(p.idle)
	defer idle.Stop()
	for {
		select {
		case j, ok := <-jobs:
			if !ok {
				return
			}
			sounding = stillSounding(sounding)
			if suspended && out.resume() == nil {
				suspended = false
			}
			sounding = append(sounding, out.start(newCueReader(PCM(j.cue), j.delay, &p.gain)))
			idle.Reset(p.idle)
		case <-idle.C:
			sounding = stillSounding(sounding)
			if len(sounding) > 0 {
				idle.Reset(p.idle)
			} else if !suspended && out.suspend() == nil {
				suspended = true
			}
		}
	}
}

// stillSounding closes the voices that finished and keeps the others.
func stillSounding(voices []voice) []voice {
	kept := voices[:0]
	for _, v := range voices {
		if v.IsPlaying() {
			kept = append(kept, v)
		} else {
			_ = v.Close()
		}
	}
	return kept
}

// goSilent records that there is no device to play on.
func (p *Player) goSilent() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.silent = true
}

// SetVolume sets the volume, 0 to 100; cues sounding follow at once.
func (p *Player) SetVolume(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = clampVolume(v)
	p.setGain()
}

// SetMuted mutes or unmutes; muting silences the cues sounding at once.
func (p *Player) SetMuted(m bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = m
	p.setGain()
}

// Volume is the volume, 0 to 100.
func (p *Player) Volume() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// Muted reports whether the player is muted.
func (p *Player) Muted() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}

// Silent reports whether the player has no device to play on (cues are
// recorded only). A player on a device is silent from the moment opening
// the device failed.
func (p *Player) Silent() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.silent
}

// Heard lists the last cues asked while sound was on (up to 64), oldest
// first, whether a device played them or not: a silent player records
// them all, and so does a player whose device skipped one that came too
// late.
func (p *Player) Heard() []Cue {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Cue(nil), p.heard...)
}

// Forget clears the list of cues heard.
func (p *Player) Forget() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.heard = nil
}

// Close stops every cue; the player plays nothing afterwards.
func (p *Player) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	p.closed = true
	p.gain.set(0)
	if p.jobs != nil {
		close(p.jobs)
	}
}

// setGain applies volume and mute to the gain; p.mu is held.
func (p *Player) setGain() {
	if p.muted || p.closed {
		p.gain.set(0)
		return
	}
	p.gain.set(Gain(p.volume))
}

// Gain is the factor a volume from 0 to 100 multiplies samples by: the
// square of the fraction, which the ear hears as even steps.
func Gain(volume int) float64 {
	f := float64(clampVolume(volume)) / MaxVolume
	return f * f
}

func clampVolume(v int) int { return min(max(v, MinVolume), MaxVolume) }

// output is an opened sound device: it mixes every reader it is given,
// and may be suspended while there is nothing to play.
type output interface {
	start(r io.Reader) voice
	suspend() error
	resume() error
}

// voice is one cue on the device.
type voice interface {
	IsPlaying() bool
	Close() error
}

// gain is a factor read by the device's goroutine while the UI sets it.
type gain struct{ bits atomic.Uint64 }

func (g *gain) set(f float64) { g.bits.Store(math.Float64bits(f)) }
func (g *gain) get() float64  { return math.Float64frombits(g.bits.Load()) }

// cueReader streams a cue to the device: silence for its delay, then its
// samples multiplied by the player's gain as it is now, so a volume change
// reaches a cue already sounding.
type cueReader struct {
	pcm  []byte
	pos  int // bytes into pcm; negative while the delay lasts
	gain *gain
}

func newCueReader(pcm []byte, delay time.Duration, g *gain) *cueReader {
	return &cueReader{pcm: pcm, pos: -frames(delay) * frameBytes, gain: g}
}

// Read fills buf with whole samples; io.EOF after the last.
func (r *cueReader) Read(buf []byte) (int, error) {
	if r.pos >= len(r.pcm) {
		return 0, io.EOF
	}
	n := 0
	buf = buf[:len(buf)&^1]
	for n < len(buf) && r.pos < 0 {
		k := min(len(buf)-n, -r.pos)
		clear(buf[n : n+k])
		n += k
		r.pos += k
	}
	g := r.gain.get()
	for n+1 < len(buf) && r.pos < len(r.pcm) {
		s := float64(int16(uint16(r.pcm[r.pos]) | uint16(r.pcm[r.pos+1])<<8))
		v := uint16(int16(math.Round(s * g)))
		buf[n], buf[n+1] = byte(v), byte(v>>8)
		n += 2
		r.pos += 2
	}
	return n, nil
}
