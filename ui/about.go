package ui

import (
	"net/url"

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
// release build stamped in (agora/version), what the app is, the licence,
// whose games these are, and whose pictures (game-icons.net's, CC BY 3.0,
// with a link to the licence's text).
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
	credits := paragraph(a.loc.T("about.credits"))
	credits.TextStyle = fyne.TextStyle{Italic: true}
	ccText := widget.NewHyperlink(a.loc.T("about.credits_license"), picturesLicenseURL)
	ccText.Alignment = fyne.TextAlignCenter

	content := withWidth(440,
		container.NewCenter(icon),
		name,
		ver,
		paragraph(a.loc.T("about.description")),
		gap(theme.Padding()),
		license,
		marks,
		credits,
		ccText,
	)
	dialog.NewCustom(a.loc.T("about.title"), a.loc.T("dialog.close"), content, a.win).Show()
}

// picturesLicenseURL is the text of the pictures' licence, Creative
// Commons Attribution 3.0 Unported (see assets/pictures/LICENSE.md).
var picturesLicenseURL = &url.URL{Scheme: "https", Host: "creativecommons.org", Path: "/licenses/by/3.0/"}

// versionText is "Version 0.1.0", or says this is a development build.
func (a *App) versionText() string {
	if !version.IsRelease() {
		return a.loc.T("about.version_dev")
	}
	return a.loc.T("about.version", map[string]any{"Version": version.Version})
}
