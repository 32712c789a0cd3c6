package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/assets"
)

// Start screen geometry.
var (
	menuButtonSize = fyne.NewSize(380, 56)
	menuIconSize   = fyne.NewSize(128, 128)
)

// showMenu leaves any table and shows the start screen.
func (a *App) showMenu() {
	a.closeTable()
	a.form = nil
	a.show(screen{name: ScreenMenu, build: a.buildMenu})
}

// buildMenu is the start screen: the app's name over one big button per
// thing to do.
func (a *App) buildMenu() fyne.CanvasObject {
	icon := canvas.NewImageFromResource(assets.IconSVG)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(menuIconSize)

	title := canvas.NewText(a.loc.T("app.name"), theme.Color(theme.ColorNameForeground))
	title.TextSize = 3 * theme.TextSize()
	title.TextStyle = fyne.TextStyle{Bold: true}
	title.Alignment = fyne.TextAlignCenter
	tagline := widget.NewLabelWithStyle(a.loc.T("app.tagline"), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})

	newGame := widget.NewButtonWithIcon(a.loc.T("menu.new_game"), theme.ContentAddIcon(), a.showNewGame)
	newGame.Importance = widget.HighImportance
	resume := widget.NewButtonWithIcon(a.loc.T("menu.resume"), theme.MediaPlayIcon(), a.resume)
	if !a.hasAutosave() {
		resume.Disable()
	}
	load := widget.NewButtonWithIcon(a.loc.T("menu.games"), theme.FolderOpenIcon(), a.showGames)
	settings := widget.NewButtonWithIcon(a.loc.T("menu.settings"), theme.SettingsIcon(), a.showSettings)
	quit := widget.NewButtonWithIcon(a.loc.T("menu.quit"), theme.LogoutIcon(), a.askQuit)
	about := widget.NewButtonWithIcon(a.loc.T("menu.about"), theme.InfoIcon(), a.showAbout)
	about.Importance = widget.LowImportance
	// The statistics sit beside About: the big buttons fill a 1024×640
	// window already.
	stats := widget.NewButtonWithIcon(a.loc.T("menu.stats"), theme.GridIcon(), a.showStats)
	stats.Importance = widget.LowImportance
	// Playing from several computers: a table to host, a table to join.
	var online []fyne.CanvasObject
	if a.online.Host != nil {
		online = append(online,
			widget.NewButtonWithIcon(a.loc.T("online.menu.host"), theme.ComputerIcon(), a.showHostGame),
			widget.NewButtonWithIcon(a.loc.T("online.menu.join"), theme.LoginIcon(), a.showJoinGame))
	}

	// Learn to play opens the lessons (learnlist.go).
	lessons := widget.NewButtonWithIcon(a.loc.T("learn.menu"), theme.QuestionIcon(), a.showLessons)
	lessons.Importance = widget.LowImportance

	buttons := container.New(layout.NewGridWrapLayout(menuButtonSize), newGame, resume, load, settings, quit)
	column := container.NewVBox(
		container.NewCenter(icon),
		title,
		tagline,
		gap(theme.Padding()*4),
		container.NewThemeOverride(buttons, bigText),
		gap(theme.Padding()*2),
		container.NewCenter(container.NewHBox(append(online, lessons, stats, about)...)),
	)
	return container.NewCenter(column)
}

// mainMenu is the window's menu bar; it is rebuilt with each screen so
// its labels follow the language and Resume follows the autosave.
func (a *App) mainMenu() *fyne.MainMenu {
	resume := fyne.NewMenuItem(a.loc.T("menu.resume"), a.resume)
	resume.Disabled = !a.hasAutosave()
	quit := fyne.NewMenuItem(a.loc.T("menu.quit"), a.askQuit)
	quit.IsQuit = true
	gameMenu := fyne.NewMenu(a.loc.T("menu.bar.game"),
		fyne.NewMenuItem(a.loc.T("menu.new_game"), a.showNewGame),
		resume,
		fyne.NewMenuItem(a.loc.T("menu.games"), a.showGames),
		fyne.NewMenuItem(a.loc.T("menu.stats"), a.showStats),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(a.loc.T("menu.main_menu"), a.showMenu),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	var langs []*fyne.MenuItem
	for _, l := range languageChoices() {
		item := fyne.NewMenuItem(a.loc.T(l.key), func() { a.setLanguage(l.code) })
		item.Checked = l.code == a.loc.Lang()
		langs = append(langs, item)
	}
	settingsMenu := fyne.NewMenu(a.loc.T("menu.bar.settings"),
		append([]*fyne.MenuItem{
			fyne.NewMenuItem(a.loc.T("menu.settings"), a.showSettings),
			fyne.NewMenuItemSeparator(),
		}, langs...)...,
	)
	return fyne.NewMainMenu(gameMenu, settingsMenu, a.helpMenu())
}
