package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"agora/ui/sound"
)

// languageChoice is a language the settings offer, with the key of its
// name (each language is named in its own tongue in both catalogs).
type languageChoice struct{ code, key string }

func languageChoices() []languageChoice {
	return []languageChoice{{"en", "language.en"}, {"fr", "language.fr"}}
}

// showSettings opens the settings; Back returns to the screen it was
// opened from.
func (a *App) showSettings() {
	if a.cur.name != ScreenSettings {
		a.back = a.cur
	}
	a.show(screen{name: ScreenSettings, build: a.buildSettings})
}

// leaveSettings returns to the screen Settings was opened from, or to the
// start screen.
func (a *App) leaveSettings() {
	if a.back.build == nil || (a.back.name == "table" && a.table == nil) {
		a.showMenu()
		return
	}
	a.show(a.back)
}

func (a *App) buildSettings() fyne.CanvasObject {
	// Language: one radio button per language, named in that language.
	var names []string
	current := ""
	for _, l := range languageChoices() {
		names = append(names, a.loc.T(l.key))
		if l.code == a.loc.Lang() {
			current = a.loc.T(l.key)
		}
	}
	langs := widget.NewRadioGroup(names, nil)
	langs.Horizontal = true
	langs.Required = true
	langs.SetSelected(current)
	langs.OnChanged = func(name string) {
		for _, l := range languageChoices() {
			if a.loc.T(l.key) == name {
				a.setLanguage(l.code)
				return
			}
		}
	}

	// Bot pace: a slider in seconds per move, its value written out.
	p := a.fyne.Preferences()
	paceValue := widget.NewLabel(a.paceText(botPaceSeconds(p)))
	pace := widget.NewSlider(minBotPace, maxBotPace)
	pace.Step = botPaceStep
	pace.SetValue(botPaceSeconds(p))
	pace.OnChanged = func(v float64) {
		paceValue.SetText(a.paceText(v))
		p.SetFloat(prefBotPace, v)
	}
	paceHelp := paragraph(a.loc.T("settings.pace_help"))
	paceHelp.TextStyle = fyne.TextStyle{Italic: true}

	back := widget.NewButton(a.loc.T("nav.back"), a.leaveSettings)
	back.Importance = widget.HighImportance

	objects := []fyne.CanvasObject{
		heading(a.loc.T("settings.title")),
		subheading(a.loc.T("settings.language")),
		langs,
	}
	objects = append(objects, a.themeSettings()...)
	objects = append(objects,
		subheading(a.loc.T("settings.pace")),
		a.sliderRow(pace, paceValue),
		paceHelp,
	)
	objects = append(objects, a.soundSettings()...)
	objects = append(objects, a.undoSettings()...)
	objects = append(objects, a.motionSettings()...)
	objects = append(objects, a.payingSettings()...)
	objects = append(objects, a.statsSettings()...)
	objects = append(objects, container.NewCenter(back))
	return container.NewVScroll(container.NewCenter(withWidth(520, objects...)))
}

// themeSettings is the theme's list, System, Light or Dark, applied at
// once to every screen and the table.
func (a *App) themeSettings() []fyne.CanvasObject {
	var names []string
	current := ""
	for _, c := range themeChoices {
		names = append(names, a.loc.T(c.key))
		if c.choice == a.ThemeSetting() {
			current = a.loc.T(c.key)
		}
	}
	pick := widget.NewSelect(names, nil)
	pick.SetSelected(current)
	pick.OnChanged = func(name string) {
		for _, c := range themeChoices {
			if a.loc.T(c.key) == name {
				a.setTheme(c.choice)
				return
			}
		}
	}
	return []fyne.CanvasObject{
		subheading(a.loc.T("settings.theme")),
		pick,
		helpText(a.loc.T("settings.theme_help")),
	}
}

// soundSettings are the volume slider with its value, and the mute box; a
// change applies at once, and releasing the slider plays a cue at the new
// volume.
func (a *App) soundSettings() []fyne.CanvasObject {
	value := widget.NewLabel(a.volumeText(a.SoundVolume()))
	volume := widget.NewSlider(sound.MinVolume, sound.MaxVolume)
	volume.Step = volumeStep
	volume.SetValue(float64(a.SoundVolume()))
	volume.OnChanged = func(v float64) {
		value.SetText(a.volumeText(int(v)))
		a.setSoundVolume(int(v))
	}
	volume.OnChangeEnded = func(float64) { a.PlaySound(sound.YourTurn) }
	mute := widget.NewCheck(a.loc.T("settings.mute"), func(m bool) {
		a.setMuted(m)
		if !m {
			a.PlaySound(sound.YourTurn)
		}
	})
	mute.Checked = a.Muted()
	return []fyne.CanvasObject{
		subheading(a.loc.T("settings.sound")),
		a.sliderRow(volume, value),
		mute,
		helpText(a.loc.T("settings.sound_help")),
	}
}

// undoSettings is the slider of the time left to undo a choice, 0 to
// 5 s.
func (a *App) undoSettings() []fyne.CanvasObject {
	p := a.fyne.Preferences()
	value := widget.NewLabel(a.undoGraceText(undoGraceSeconds(p)))
	grace := widget.NewSlider(minUndoGrace, maxUndoGrace)
	grace.Step = undoGraceStep
	grace.SetValue(undoGraceSeconds(p))
	grace.OnChanged = func(v float64) {
		value.SetText(a.undoGraceText(v))
		p.SetFloat(prefUndoGrace, v)
	}
	return []fyne.CanvasObject{
		subheading(a.loc.T("settings.undo_grace")),
		a.sliderRow(grace, value),
		helpText(a.loc.T("settings.undo_grace_help")),
	}
}

// motionSettings is the reduce-motion box.
func (a *App) motionSettings() []fyne.CanvasObject {
	p := a.fyne.Preferences()
	reduce := widget.NewCheck(a.loc.T("settings.reduce_motion"), func(on bool) { p.SetBool(prefReduceMotion, on) })
	reduce.Checked = a.ReduceMotion()
	return []fyne.CanvasObject{
		subheading(a.loc.T("settings.motion")),
		reduce,
		helpText(a.loc.T("settings.reduce_motion_help")),
	}
}

// payingSettings is the box that has the table pay coin losses (7
// Wonders Cities) without asking, rather than offer debt tokens instead.
func (a *App) payingSettings() []fyne.CanvasObject {
	p := a.fyne.Preferences()
	pay := widget.NewCheck(a.loc.T("settings.always_pay"), func(on bool) { p.SetBool(prefAlwaysPay, on) })
	pay.Checked = a.AlwaysPay()
	return []fyne.CanvasObject{
		subheading(a.loc.T("settings.coin_losses")),
		pay,
		helpText(a.loc.T("settings.always_pay_help")),
	}
}

// sliderRow puts a slider's value on its right, in a column as wide as
// the longest value any slider may show, so the sliders line up and do not
// jump as their values change.
func (a *App) sliderRow(slider *widget.Slider, value *widget.Label) fyne.CanvasObject {
	width := float32(0)
	for _, s := range []string{a.paceText(maxBotPace - botPaceStep), a.volumeText(sound.MaxVolume),
		a.undoGraceText(maxUndoGrace - undoGraceStep), a.undoGraceText(0)} {
		width = max(width, widget.NewLabel(s).MinSize().Width)
	}
	value.Alignment = fyne.TextAlignTrailing
	column := container.New(layout.NewGridWrapLayout(fyne.NewSize(width, value.MinSize().Height)), value)
	return container.NewBorder(nil, nil, nil, column, slider)
}

// helpText is an italic paragraph explaining a setting.
func helpText(text string) *widget.Label {
	l := paragraph(text)
	l.TextStyle = fyne.TextStyle{Italic: true}
	return l
}

// volumeText writes a volume in the current language: "70%".
func (a *App) volumeText(v int) string {
	return a.loc.T("settings.volume_value", map[string]any{"Percent": a.loc.Int(v)})
}

// undoGraceText writes the undo grace: "3 s", or Off for 0.
func (a *App) undoGraceText(seconds float64) string {
	if seconds <= 0 {
		return a.loc.T("settings.undo_grace_off")
	}
	return a.loc.T("settings.undo_grace_value", map[string]any{"Seconds": a.loc.Decimal(seconds, 1)})
}

// paceText writes a bot pace in the current language: "1.5 s per move".
func (a *App) paceText(seconds float64) string {
	return a.loc.T("settings.pace_value", map[string]any{"Seconds": a.loc.Decimal(seconds, 2)})
}

// statsSettings are the statistics' reset, which asks first
// (statsscreen.go).
func (a *App) statsSettings() []fyne.CanvasObject {
	reset := widget.NewButton(a.loc.T("stats.reset"), a.confirmResetStats)
	if f, err := loadStats(a.statsPath()); err != nil || len(f.Games) == 0 {
		reset.Disable() // nothing to forget, or a file left as it is
	}
	return []fyne.CanvasObject{subheading(a.loc.T("stats.title")), container.NewHBox(reset)}
}
