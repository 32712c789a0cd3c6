package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The app's theme is a setting: follow the system's light or dark
// variant, or force one. Every screen and both tables draw in it.

// prefTheme is the preference key of the theme setting.
const prefTheme = "theme"

// ThemeChoice is the theme setting's value, as stored.
type ThemeChoice string

// The theme setting's values.
const (
	ThemeSystem ThemeChoice = "system"
	ThemeLight  ThemeChoice = "light"
	ThemeDark   ThemeChoice = "dark"
)

// themeChoices are the values in the order the setting lists them, with
// the key of each one's name.
var themeChoices = []struct {
	choice ThemeChoice
	key    string
}{{ThemeSystem, "settings.theme_system"}, {ThemeLight, "settings.theme_light"}, {ThemeDark, "settings.theme_dark"}}

// ThemeSetting is the stored theme choice; System when none or an unknown
// one is stored.
func (a *App) ThemeSetting() ThemeChoice { return themeSetting(a.fyne.Preferences()) }

func themeSetting(p fyne.Preferences) ThemeChoice {
	c := ThemeChoice(p.StringWithFallback(prefTheme, string(ThemeSystem)))
	for _, x := range themeChoices {
		if x.choice == c {
			return c
		}
	}
	return ThemeSystem
}

// applyTheme draws the app in the stored theme. At start (first) a
// System choice leaves the app's theme as it is, the default one.
func (a *App) applyTheme(first bool) {
	if c := a.ThemeSetting(); c != ThemeSystem || !first {
		a.fyne.Settings().SetTheme(themeFor(c))
	}
}

// setTheme stores the choice and redraws everything in it, the table
// included (its own colours follow the variant).
func (a *App) setTheme(c ThemeChoice) {
	if c == a.ThemeSetting() {
		return
	}
	a.fyne.Preferences().SetString(prefTheme, string(c))
	a.applyTheme(false)
	a.redrawTable()
	a.render()
}

// redrawTable draws the table on in the new theme. A table keeps colours
// it took from the theme when it built its pieces, so one that can say
// its position (TableState) is built anew on it, as a resumed game
// would be; another is redrawn (Retranslate), which must then take every
// colour afresh.
func (a *App) redrawTable() {
	if a.table == nil {
		return
	}
	ts, ok := a.table.(TableState)
	if !ok {
		a.table.Retranslate()
		return
	}
	a.table.Close() // a choice held for the undo grace is played first
	s := ts.State()
	factory, ok := a.tables[s.Game()]
	rules, _ := a.lookup(s.Game())
	if !ok {
		a.table = nil
		return
	}
	a.table = factory(a.tableContext(s, rules))
	t := a.table
	if a.back.name == "table" {
		a.back = screen{name: "table", build: t.Content}
	}
	if a.cur.name == "table" {
		a.cur = screen{name: "table", build: t.Content}
	}
}

// themeFor is the Fyne theme of a choice: the default theme, its variant
// forced unless the system's is followed.
func themeFor(c ThemeChoice) fyne.Theme {
	switch c {
	case ThemeLight:
		return variantTheme{variant: theme.VariantLight}
	case ThemeDark:
		return variantTheme{variant: theme.VariantDark}
	}
	return theme.DefaultTheme()
}

// variantTheme is Fyne's default theme in one variant whatever the
// system's.
type variantTheme struct{ variant fyne.ThemeVariant }

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.variant)
}

func (variantTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (variantTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (variantTheme) Size(n fyne.ThemeSizeName) float32 { return theme.DefaultTheme().Size(n) }

// DarkTheme reports whether the current theme draws light text on a dark
// background, for a table that picks its own surfaces to go with it.
func DarkTheme() bool {
	r, g, b, _ := theme.Color(theme.ColorNameBackground).RGBA()
	return 299*r+587*g+114*b < 500*0xffff
}
