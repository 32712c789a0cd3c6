package sound

import (
	"errors"
	"io"
	"slices"
	"sync"
	"testing"
	"time"
)

// clock is a fake time the test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time        { return c.t }
func (c *clock) pass(d time.Duration)  { c.t = c.t.Add(d) }
func silentAt(c *clock, v int) *Player { p := NewSilent(v, false); p.now = c.now; return p }
func played(p *Player) []Cue           { return p.Heard() }
func readAll(t *testing.T, r io.Reader) []byte {
	t.Helper()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMuteAndVolumeZeroPlayNothing(t *testing.T) {
	tests := []struct {
		name   string
		volume int
		muted  bool
		want   []Cue
	}{
		{"playing", 70, false, []Cue{YourTurn}},
		{"muted", 70, true, nil},
		{"volume 0", 0, false, nil},
		{"muted at full volume", 100, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewSilent(tt.volume, tt.muted)
			p.Play(YourTurn)
			if got := played(p); !slices.Equal(got, tt.want) {
				t.Errorf("heard %v, want %v", got, tt.want)
			}
		})
	}
}

func TestMuteAppliesAtOnce(t *testing.T) {
	c := &clock{t: time.Unix(0, 0)}
	p := silentAt(c, 70)
	p.SetMuted(true)
	p.Play(Coins)
	p.SetMuted(false)
	c.pass(time.Second)
	p.Play(Battle)
	p.SetVolume(0)
	p.Play(CardPlayed)
	p.SetVolume(40)
	p.Play(None)
	p.Play(numCues)
	p.Play(GameOver)
	if got, want := played(p), []Cue{Battle, GameOver}; !slices.Equal(got, want) {
		t.Errorf("heard %v, want %v", got, want)
	}
	if p.Volume() != 40 || p.Muted() {
		t.Errorf("volume %d muted %v, want 40 and not muted", p.Volume(), p.Muted())
	}
	p.Close()
	p.Play(YourTurn)
	if n := len(played(p)); n != 2 {
		t.Errorf("a closed player played: %d cues heard", n)
	}
}

func TestCuesAskedTogetherAreSpacedOrSkipped(t *testing.T) {
	out := &fakeOutput{}
	p := onDevice(out, nil)
	defer p.Close()
	// Asked at the same instant, each waits for the lead of those before
	// it; past maxDelay the device skips a cue (the coins at 1340 ms), the
	// fanfare never. Every cue is heard all the same.
	burst := []Cue{CardPlayed, Coins, Battle, YourTurn, CardPlayed, Coins, GameOver}
	for _, cue := range burst {
		p.Play(cue)
	}
	want := []struct {
		cue   Cue
		delay int // milliseconds
	}{{CardPlayed, 0}, {Coins, 170}, {Battle, 390}, {YourTurn, 910}, {CardPlayed, 1170}, {GameOver, 1340}}
	waitFor(t, "the cues on the device", func() bool { return out.count() == len(want) })
	out.mu.Lock()
	defer out.mu.Unlock()
	for i, r := range out.readers {
		r := r.(*cueReader)
		if &r.pcm[0] != &PCM(want[i].cue)[0] || -r.pos != frames(ms(float64(want[i].delay)))*frameBytes {
			t.Errorf("device cue %d: %d bytes of silence before another cue, want %v after %d ms", i, -r.pos, want[i].cue, want[i].delay)
		}
	}
	if got := played(p); !slices.Equal(got, burst) {
		t.Errorf("heard %v, want every cue asked", got)
	}
}

func TestSpacingEndsWhenTheQueuePlayedOut(t *testing.T) {
	out := &fakeOutput{}
	p := onDevice(out, nil)
	defer p.Close()
	c := &clock{t: time.Unix(0, 0)}
	p.now = c.now
	p.Play(Battle)
	c.pass(5 * time.Second)
	p.Play(HandPass)
	waitFor(t, "two cues on the device", func() bool { return out.count() == 2 })
	out.mu.Lock()
	defer out.mu.Unlock()
	if pos := out.readers[1].(*cueReader).pos; pos != 0 {
		t.Errorf("a cue after a pause waits %d bytes", -pos)
	}
}

func TestHeardKeepsTheLastCues(t *testing.T) {
	c := &clock{t: time.Unix(0, 0)}
	p := silentAt(c, 70)
	for i := range heardKept + 10 {
		cue := Cues()[i%len(Cues())]
		p.Play(cue)
		c.pass(2 * time.Second)
	}
	got := played(p)
	if len(got) != heardKept {
		t.Fatalf("%d cues remembered, want %d", len(got), heardKept)
	}
	if last := Cues()[(heardKept+9)%len(Cues())]; got[len(got)-1] != last {
		t.Errorf("last cue %v, want %v", got[len(got)-1], last)
	}
}

func TestGain(t *testing.T) {
	tests := []struct {
		volume int
		want   float64
	}{{-5, 0}, {0, 0}, {50, 0.25}, {100, 1}, {250, 1}}
	for _, tt := range tests {
		if got := Gain(tt.volume); got != tt.want {
			t.Errorf("Gain(%d) = %v, want %v", tt.volume, got, tt.want)
		}
	}
	for v := range MaxVolume {
		if Gain(v) >= Gain(v+1) {
			t.Fatalf("Gain(%d) = %v is not below Gain(%d) = %v", v, Gain(v), v+1, Gain(v+1))
		}
	}
}

func TestVolumeScalesTheSamples(t *testing.T) {
	pcm := PCM(Coins)
	full := samples(pcm)
	for _, volume := range []int{100, 70, 30, 0} {
		var g gain
		g.set(Gain(volume))
		got := samples(readAll(t, newCueReader(pcm, 0, &g)))
		if len(got) != len(full) {
			t.Fatalf("volume %d: %d samples, want %d", volume, len(got), len(full))
		}
		want := float64(peakOf(full)) * Gain(volume)
		if p := float64(peakOf(got)); p < want-1 || p > want+1 {
			t.Errorf("volume %d: peak %v, want %v", volume, p, want)
		}
	}
}

func TestVolumeReachesACueAlreadySounding(t *testing.T) {
	pcm := PCM(GameOver)
	var g gain
	g.set(1)
	r := newCueReader(pcm, 0, &g)
	buf := make([]byte, len(pcm)/2)
	if _, err := io.ReadFull(r, buf); err != nil {
		t.Fatal(err)
	}
	g.set(0) // muted halfway through
	rest := readAll(t, r)
	if peakOf(samples(buf)) == 0 {
		t.Error("the first half is silent")
	}
	if p := peakOf(samples(rest)); p != 0 {
		t.Errorf("the second half still sounds after muting: peak %d", p)
	}
}

func TestDelayIsSilenceBeforeTheCue(t *testing.T) {
	var g gain
	g.set(1)
	delay := 100 * time.Millisecond
	got := readAll(t, newCueReader(PCM(HandPass), delay, &g))
	lead := frames(delay) * frameBytes
	if len(got) != lead+len(PCM(HandPass)) {
		t.Fatalf("%d bytes, want %d", len(got), lead+len(PCM(HandPass)))
	}
	if p := peakOf(samples(got[:lead])); p != 0 {
		t.Errorf("the delay is not silent: peak %d", p)
	}
	if string(got[lead:]) != string(PCM(HandPass)) {
		t.Error("the cue after the delay is not the cue")
	}
}

func TestReaderTakesOddBuffers(t *testing.T) {
	var g gain
	g.set(1)
	r := newCueReader(PCM(HandPass), time.Millisecond, &g)
	var out []byte
	buf := make([]byte, 7)
	for {
		n, err := r.Read(buf)
		if n%2 != 0 {
			t.Fatalf("read %d bytes: half a sample", n)
		}
		out = append(out, buf[:n]...)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(out) != frames(time.Millisecond)*frameBytes+len(PCM(HandPass)) {
		t.Errorf("%d bytes read in all", len(out))
	}
}

// fakeOutput is a device that records the cues it is given and may be
// slow to take them.
type fakeOutput struct {
	mu                 sync.Mutex
	readers            []io.Reader
	hold               chan struct{} // when set, start waits for it
	suspends, resumes  int
	suspended, panicky bool
}

func (o *fakeOutput) suspend() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.suspends++
	o.suspended = true
	return nil
}

func (o *fakeOutput) resume() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.resumes++
	o.suspended = false
	return nil
}

type fakeVoice struct{}

func (fakeVoice) IsPlaying() bool { return false }
func (fakeVoice) Close() error    { return nil }

func (o *fakeOutput) start(r io.Reader) voice {
	if o.hold != nil {
		<-o.hold
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.panicky {
		panic("the sound driver fell over")
	}
	if o.suspended {
		panic("a cue started on a suspended device")
	}
	o.readers = append(o.readers, r)
	return fakeVoice{}
}

func (o *fakeOutput) count() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.readers)
}

func onDevice(out output, err error) *Player {
	p := NewSilent(100, false)
	p.silent = false
	p.open = func() (output, error) { return out, err }
	c := &clock{t: time.Unix(0, 0)}
	p.now = c.now // cues asked in a row are asked at one instant
	return p
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !ok(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestPlayerFeedsTheDevice(t *testing.T) {
	out := &fakeOutput{}
	p := onDevice(out, nil)
	defer p.Close()
	p.Play(CardPlayed)
	p.Play(Coins)
	waitFor(t, "two cues on the device", func() bool { return out.count() == 2 })
	out.mu.Lock()
	second := readAll(t, out.readers[1])
	out.mu.Unlock()
	// The second cue waits for the first one's lead, in silence.
	lead := frames(CardPlayed.lead()) * frameBytes
	if peakOf(samples(second[:lead-frameBytes])) != 0 || string(second[len(second)-len(PCM(Coins)):]) != string(PCM(Coins)) {
		t.Error("the second cue is not the coins after a silent lead")
	}
	if p.Silent() {
		t.Error("a player with a device says it is silent")
	}
}

func TestPlayNeverBlocksOnASlowDevice(t *testing.T) {
	out := &fakeOutput{hold: make(chan struct{})}
	p := onDevice(out, nil)
	done := make(chan struct{})
	go func() {
		for range 100 {
			p.Play(HandPass)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Play blocked behind a device that does not take cues")
	}
	close(out.hold)
	p.Close()
}

func TestNoDeviceMeansSilentButRecorded(t *testing.T) {
	p := onDevice(nil, errors.New("no sound card"))
	defer p.Close()
	p.Play(YourTurn)
	waitFor(t, "the player to find no device", p.Silent)
	p.Play(Battle)
	if got := played(p); !slices.Equal(got, []Cue{YourTurn, Battle}) {
		t.Errorf("heard %v, want your_turn and battle", got)
	}
}

func TestNewUnderCIIsSilent(t *testing.T) {
	p := New(DefaultVolume, false)
	defer p.Close()
	if deviceBuilt {
		t.Skip("built without the ci tag: New opens the real device")
	}
	p.Play(GameOver)
	if !p.Silent() || !slices.Equal(played(p), []Cue{GameOver}) {
		t.Errorf("silent %v, heard %v", p.Silent(), played(p))
	}
}

func TestIdleDeviceIsSuspendedAndResumed(t *testing.T) {
	out := &fakeOutput{}
	p := onDevice(out, nil)
	p.idle = 10 * time.Millisecond
	defer p.Close()
	p.Play(HandPass)
	waitFor(t, "the idle device to be suspended", func() bool {
		out.mu.Lock()
		defer out.mu.Unlock()
		return out.suspends == 1
	})
	p.now = func() time.Time { return time.Unix(100, 0) } // long after the first cue
	p.Play(Coins)
	waitFor(t, "the second cue", func() bool { return out.count() == 2 })
	out.mu.Lock()
	defer out.mu.Unlock()
	if out.resumes != 1 {
		t.Errorf("resumed %d times for the second cue, want 1", out.resumes)
	}
	if p.Silent() {
		t.Error("suspending made the player silent")
	}
}

func TestAFailingDeviceTurnsThePlayerSilent(t *testing.T) {
	out := &fakeOutput{panicky: true}
	p := onDevice(out, nil)
	defer p.Close()
	p.Play(Battle)
	waitFor(t, "the player to turn silent", p.Silent)
	p.Play(GameOver)
	if got := played(p); !slices.Equal(got, []Cue{Battle, GameOver}) {
		t.Errorf("heard %v", got)
	}
}
