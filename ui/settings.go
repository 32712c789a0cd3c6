package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
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

	form := withWidth(520,
		heading(a.loc.T("settings.title")),
		subheading(a.loc.T("settings.language")),
		langs,
		subheading(a.loc.T("settings.pace")),
		container.NewBorder(nil, nil, nil, paceValue, pace),
		paceHelp,
		container.NewCenter(back),
	)
	return container.NewCenter(form)
}

// paceText writes a bot pace in the current language: "1.5 s per move".
func (a *App) paceText(seconds float64) string {
	return a.loc.T("settings.pace_value", map[string]any{"Seconds": a.loc.Decimal(seconds, 2)})
}
