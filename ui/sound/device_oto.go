//go:build !ci

package sound

import (
	"errors"
	"io"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// deviceBuilt says a real device may be opened: not under the ci tag.
const deviceBuilt = true

// openTimeout bounds the wait for the device to be ready.
const openTimeout = 5 * time.Second

// device opens the sound device once for the whole process (oto allows
// one context) and hands it to every player.
var device = sync.OnceValues(func() (output, error) {
	quietDevice()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: Channels,
		Format:       oto.FormatSignedInt16LE,
	})
	if err != nil {
		return nil, err
	}
	select {
	case <-ready:
	case <-time.After(openTimeout):
		return nil, errors.New("sound: the device did not open in time")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return otoOutput{ctx}, nil
})

type otoOutput struct{ ctx *oto.Context }

// voiceBuffer is how much of a cue the device reads ahead, kept short so
// a volume change is heard at once.
var voiceBuffer = frames(40*time.Millisecond) * frameBytes

func (o otoOutput) start(r io.Reader) voice {
	p := o.ctx.NewPlayer(r)
	p.SetBufferSize(voiceBuffer)
	p.Play()
	return p
}

func (o otoOutput) suspend() error { return o.ctx.Suspend() }
func (o otoOutput) resume() error  { return o.ctx.Resume() }
