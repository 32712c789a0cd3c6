package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/assets"
	"agora/version"
)

var aboutIconSize = fyne.NewSize(96, 96)

// showAbout opens the About dialog: the icon, the name, the version the
// release build stamped in (agora/version), what the app is, the licence
// and whose games these are.
func (a *App) showAbout() {
	icon := canvas.NewImageFromResource(assets.IconSVG)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(aboutIconSize)

	name := widget.NewLabelWithStyle(a.loc.T("app.name"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	ver := widget.NewLabelWithStyle(a.versionText(), fyne.TextAlignCenter, fyne.TextStyle{})
	license := paragraph(a.loc.T("about.license"))
	license.TextStyle = fyne.TextStyle{Italic: true}
	marks := paragraph(a.loc.T("about.trademarks"))
	marks.TextStyle = fyne.TextStyle{Italic: true}

	content := withWidth(440,
		container.NewCenter(icon),
		name,
		ver,
		paragraph(a.loc.T("about.description")),
		gap(theme.Padding()),
		license,
		marks,
	)
	dialog.NewCustom(a.loc.T("about.title"), a.loc.T("dialog.close"), content, a.win).Show()
}

// versionText is "Version 0.1.0", or says this is a development build.
func (a *App) versionText() string {
	if !version.IsRelease() {
		return a.loc.T("about.version_dev")
	}
	return a.loc.T("about.version", map[string]any{"Version": version.Version})
}
