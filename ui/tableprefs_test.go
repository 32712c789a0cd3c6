package ui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/ui/sound"
)

// settingsControls are the settings screen's controls, in screen order.
type settingsControls struct {
	pace, volume, grace *widget.Slider
	mute, reduce, pay   *widget.Check
}

func openSettings(t *testing.T, a *App) settingsControls {
	t.Helper()
	a.showSettings()
	sliders, checks := find[*widget.Slider](a), find[*widget.Check](a)
	if len(sliders) != 3 || len(checks) != 3 {
		t.Fatalf("%d sliders and %d check boxes, want 3 and 3", len(sliders), len(checks))
	}
	return settingsControls{pace: sliders[0], volume: sliders[1], grace: sliders[2], mute: checks[0], reduce: checks[1], pay: checks[2]}
}

func TestTableSettingsDefaults(t *testing.T) {
	a := newTestApp(t, "en")
	if a.SoundVolume() != sound.DefaultVolume || a.Muted() || a.ReduceMotion() || a.UndoGrace() != 3*time.Second || a.AlwaysPay() {
		t.Errorf("defaults: volume %d, muted %v, reduce motion %v, undo grace %v",
			a.SoundVolume(), a.Muted(), a.ReduceMotion(), a.UndoGrace())
	}
	c := openSettings(t, a)
	if c.volume.Value != sound.DefaultVolume || c.grace.Value != 3 || c.mute.Checked || c.reduce.Checked || c.pay.Checked {
		t.Errorf("controls show volume %v, grace %v, mute %v, reduce %v", c.volume.Value, c.grace.Value, c.mute.Checked, c.reduce.Checked)
	}
}

func TestTableSettingsInBothLanguages(t *testing.T) {
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{"Sound", "Mute", "70%", "Time to undo", "3 s", "Motion", "Reduce motion", "Coin losses", "Always pay coin losses when I can"}},
		{"fr", []string{"Son", "Couper le son", "70\u202f%", "Délai pour annuler", "3\u202fs", "Animations", "Réduire les animations", "Pertes de pièces", "Toujours payer les pertes de pièces quand je le peux"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a := newTestApp(t, tt.lang)
			openSettings(t, a)
			for _, s := range tt.want {
				if !a.shows(s) {
					t.Errorf("settings lack %q: %q", s, a.texts())
				}
			}
		})
	}
}

func TestTableSettingsApplyAtOnce(t *testing.T) {
	a := newTestApp(t, "en")
	c := openSettings(t, a)
	player := a.SoundPlayer()

	c.volume.SetValue(40)
	if a.SoundVolume() != 40 || player.Volume() != 40 || !a.shows("40%") {
		t.Errorf("after moving the slider: setting %d, player %d, texts %q", a.SoundVolume(), player.Volume(), a.texts())
	}
	if got := player.Heard(); !slices.Equal(got, []sound.Cue{sound.YourTurn}) {
		t.Errorf("after moving the slider heard %v, want the chime at the new volume", got)
	}
	player.Forget()
	test.Tap(c.mute)
	if !a.Muted() || !player.Muted() {
		t.Fatal("mute did not reach the setting and the player")
	}
	a.PlaySound(sound.Coins)
	if got := player.Heard(); len(got) != 0 {
		t.Errorf("muted, yet heard %v", got)
	}
	test.Tap(c.mute) // unmuting plays a cue at the new volume
	if got := player.Heard(); !slices.Equal(got, []sound.Cue{sound.YourTurn}) {
		t.Errorf("after unmuting heard %v, want the your-turn chime", got)
	}

	test.Tap(c.reduce)
	if !a.ReduceMotion() {
		t.Error("reduce motion not set")
	}
	test.Tap(c.pay)
	if !a.AlwaysPay() {
		t.Error("always pay not set")
	}
	for _, tt := range []struct {
		seconds float64
		want    time.Duration
		text    string
	}{{0, 0, "Off"}, {4.5, 4500 * time.Millisecond, "4.5 s"}, {5, 5 * time.Second, "5 s"}} {
		c.grace.SetValue(tt.seconds)
		if a.UndoGrace() != tt.want || !a.shows(tt.text) {
			t.Errorf("undo grace slider at %v: setting %v, want %v; texts %q", tt.seconds, a.UndoGrace(), tt.want, a.texts())
		}
	}
}

func TestTableSettingsPersist(t *testing.T) {
	fa := test.NewTempApp(t)
	dir := t.TempDir()
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: dir})
	c := openSettings(t, a)
	c.volume.SetValue(25)
	test.Tap(c.mute)
	test.Tap(c.reduce)
	test.Tap(c.pay)
	c.grace.SetValue(1.5)

	b := newTestAppOn(t, fa, Options{Games: testGames, DataDir: dir})
	if b.SoundVolume() != 25 || !b.Muted() || !b.ReduceMotion() || b.UndoGrace() != 1500*time.Millisecond || !b.AlwaysPay() {
		t.Errorf("after restart: volume %d, muted %v, reduce motion %v, undo grace %v",
			b.SoundVolume(), b.Muted(), b.ReduceMotion(), b.UndoGrace())
	}
	if p := b.SoundPlayer(); p.Volume() != 25 || !p.Muted() {
		t.Errorf("player after restart: volume %d, muted %v", p.Volume(), p.Muted())
	}
}

func TestTableSettingsOutOfRangeAreClamped(t *testing.T) {
	fa := test.NewTempApp(t)
	fa.Preferences().SetInt(prefSoundVolume, 180)
	fa.Preferences().SetFloat(prefUndoGrace, -2)
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: t.TempDir()})
	if a.SoundVolume() != 100 || a.UndoGrace() != 0 {
		t.Errorf("volume %d, undo grace %v: want 100 and 0", a.SoundVolume(), a.UndoGrace())
	}
	fa.Preferences().SetFloat(prefUndoGrace, 60)
	if a.UndoGrace() != 5*time.Second {
		t.Errorf("undo grace %v, want 5s", a.UndoGrace())
	}
}

func TestTableContextReadsTheSettingsLive(t *testing.T) {
	a := newTestApp(t, "en")
	ctx := a.tableContext(nil, game.Rules{})
	if ctx.Sound == nil || ctx.ReduceMotion == nil || ctx.UndoGrace == nil {
		t.Fatal("the table context lacks sound, reduce motion or undo grace")
	}
	c := openSettings(t, a)
	test.Tap(c.reduce)
	c.grace.SetValue(2)
	if !ctx.ReduceMotion() || ctx.UndoGrace() != 2*time.Second {
		t.Errorf("context reads reduce motion %v, undo grace %v after the change", ctx.ReduceMotion(), ctx.UndoGrace())
	}
	ctx.Sound(sound.Battle)
	if got := a.SoundPlayer().Heard(); !slices.Equal(got, []sound.Cue{sound.Battle}) {
		t.Errorf("the table's cue reached the player as %v", got)
	}
}
