// Package sound plays the table's short sound cues: your turn, a card
// played, coins, a battle, the end of the game, a hand passing.
//
// Every cue is synthesised here, in Go, from sine partials, frequency
// modulation and filtered noise shaped by envelopes (cues.go); no sample
// file is shipped. A cue is 16-bit stereo PCM at 44.1 kHz, rendered once
// and kept.
//
// A Player plays cues on the sound device through oto, from a goroutine of
// its own: Play never blocks and never panics. Volume (0–100) and mute
// apply at once, to the cues already sounding too. Cues asked together are
// spaced so each stays distinct. When no device can be opened (a machine
// without a sound card, Xvfb, CI) and always under the ci build tag, the
// player is silent but still records what it was asked to play, so tests
// can check which cue a game gave.
package sound
