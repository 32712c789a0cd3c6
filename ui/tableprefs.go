package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"agora/ui/sound"
)

// The settings a table reads during a game: sound, motion, the grace
// left to undo a choice and whether to pay coin losses without being
// asked. Every one applies at once, mid-game included.

// Preference keys of the table settings.
const (
	prefSoundVolume  = "sound_volume"
	prefMuted        = "sound_muted"
	prefReduceMotion = "reduce_motion"
	prefUndoGrace    = "undo_grace_seconds"
	prefAlwaysPay    = "always_pay_losses"
)

// Undo grace bounds, in seconds; 0 makes every choice final at once.
const (
	defaultUndoGrace = 3.0
	minUndoGrace     = 0.0
	maxUndoGrace     = 5.0
	undoGraceStep    = 0.5
)

// volumeStep is the volume slider's step.
const volumeStep = 5

// SoundVolume is the volume of the sound cues, 0 to 100.
func (a *App) SoundVolume() int { return soundVolume(a.fyne.Preferences()) }

func soundVolume(p fyne.Preferences) int {
	v := p.IntWithFallback(prefSoundVolume, sound.DefaultVolume)
	return min(max(v, sound.MinVolume), sound.MaxVolume)
}

// Muted reports whether the sound cues are muted.
func (a *App) Muted() bool { return a.fyne.Preferences().Bool(prefMuted) }

// ReduceMotion reports whether the table should show changes in place
// instead of animating them.
func (a *App) ReduceMotion() bool { return a.fyne.Preferences().Bool(prefReduceMotion) }

// AlwaysPay reports whether the table should answer a coin loss the
// player could take as debt (7 Wonders Cities) by paying all the coins it
// can, without asking.
func (a *App) AlwaysPay() bool { return a.fyne.Preferences().Bool(prefAlwaysPay) }

// UndoGrace is how long a choice can still be undone before the turn is
// revealed; 0 means choices are final at once.
func (a *App) UndoGrace() time.Duration {
	return time.Duration(undoGraceSeconds(a.fyne.Preferences()) * float64(time.Second))
}

func undoGraceSeconds(p fyne.Preferences) float64 {
	s := p.FloatWithFallback(prefUndoGrace, defaultUndoGrace)
	return min(max(s, minUndoGrace), maxUndoGrace)
}

// SoundPlayer is the app's player of sound cues, made on first use at the
// saved volume; silent where no sound device opens (and under -tags ci),
// it still records the cues asked. Use it on the UI goroutine.
func (a *App) SoundPlayer() *sound.Player {
	if a.sound == nil {
		a.sound = sound.New(a.SoundVolume(), a.Muted())
	}
	return a.sound
}

// PlaySound plays a cue at the current volume; it returns at once.
func (a *App) PlaySound(c sound.Cue) { a.SoundPlayer().Play(c) }

// setSoundVolume stores the volume and applies it to the cues sounding.
func (a *App) setSoundVolume(v int) {
	a.fyne.Preferences().SetInt(prefSoundVolume, v)
	a.SoundPlayer().SetVolume(v)
}

// setMuted stores mute and applies it at once.
func (a *App) setMuted(m bool) {
	a.fyne.Preferences().SetBool(prefMuted, m)
	a.SoundPlayer().SetMuted(m)
}
