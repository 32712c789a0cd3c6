package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Help everywhere: the menu bar's Help menu holds the rules of every game
// and expansion of the catalog (helpmenu_rules.go), the keyboard's
// shortcuts and About; F1 opens the rules of the game on the table, and
// the help's contents on every other screen.

// ScreenHelp names, for --screen, the start screen with the help's
// contents open.
const ScreenHelp = "help"

// helpMenu is the menu bar's Help menu.
func (a *App) helpMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	items = append(items, fyne.NewMenuItem(a.loc.T("helpmenu.contents"), a.showHelp),
		fyne.NewMenuItem(a.loc.T("learn.menu_item"), a.showLessons)) // learnlist.go
	items = append(items, fyne.NewMenuItemSeparator())
	for _, tp := range a.rulesTopics() {
		items = append(items, fyne.NewMenuItem(a.topicTitle(tp), func() { a.showTopic(tp) }))
	}
	items = append(items, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(a.loc.T("helpmenu.keys"), a.showShortcuts),
		fyne.NewMenuItem(a.loc.T("menu.about"), a.showAbout))
	return fyne.NewMenu(a.loc.T("menu.bar.help"), items...)
}

// helpKey is what F1 does: the rules of the game on the table (its own
// page when it has one), else the help's contents.
func (a *App) helpKey() {
	if t := a.onTable(); t != nil {
		if h, ok := t.(TableHelp); ok {
			h.Help()
			return
		}
		if tp, ok := a.topicOf(a.tableGame); ok {
			a.showTopic(tp)
			return
		}
	}
	a.showHelp()
}

// showHelp opens the help's contents: a button per rules page, the
// shortcuts and About.
func (a *App) showHelp() {
	var d dialog.Dialog
	open := func(f func()) func() {
		return func() {
			d.Hide()
			f()
		}
	}
	var rules []fyne.CanvasObject
	for _, tp := range a.rulesTopics() {
		b := widget.NewButtonWithIcon(a.topicShortTitle(tp), theme.HelpIcon(), open(func() { a.showTopic(tp) }))
		b.Alignment = widget.ButtonAlignLeading
		rules = append(rules, b)
	}
	lessons := widget.NewButtonWithIcon(a.loc.T("learn.menu"), theme.QuestionIcon(), open(a.showLessons))
	lessons.Importance = widget.HighImportance
	keys := widget.NewButtonWithIcon(a.loc.T("helpmenu.keys"), theme.ComputerIcon(), open(a.showShortcuts))
	keys.Alignment = widget.ButtonAlignLeading
	about := widget.NewButtonWithIcon(a.loc.T("menu.about"), theme.InfoIcon(), open(a.showAbout))
	about.Alignment = widget.ButtonAlignLeading
	intro := paragraph(a.loc.T("helpmenu.intro"))
	scale := screenScale(a.win.Canvas().Size())
	content := withWidth(helpWidth*scale,
		intro,
		lessons,
		subheading(a.loc.T("helpmenu.rules")),
		container.NewGridWithColumns(2, rules...),
		subheading(a.loc.T("helpmenu.more")),
		container.NewGridWithColumns(2, keys, about),
	)
	// The contents fit a 1024×640 window; a smaller one scrolls them.
	shown := inScale(content, scale) // larger in a large window
	scroll := container.NewVScroll(shown)
	scroll.SetMinSize(fyne.NewSize(helpWidth*scale, min(shown.MinSize().Height, helpMaxHeight*scale)))
	d = dialog.NewCustom(a.loc.T("helpmenu.title"), a.loc.T("dialog.close"), scroll, a.win)
	d.Show()
}

// The help contents' width, and the most height they take before they
// scroll.
const (
	helpWidth     = 560
	helpMaxHeight = 420
)

// showShortcuts opens the page of keyboard shortcuts.
func (a *App) showShortcuts() {
	var sections []RulesSection
	for _, s := range shortcutSections {
		sections = append(sections, RulesSection{Heading: a.loc.T("helpmenu.keys." + s + "_title"), Text: a.loc.T("helpmenu.keys." + s)})
	}
	ShowRules(a.win, a.loc.T("helpmenu.keys"), a.loc.T("dialog.close"), sections)
}

// shortcutSections are the shortcuts page's sections: the keys of the
// whole app (installKeys), of the 7 Wonders table (ui/wonders/keys.go),
// of the Games screen (gameskeys.go), of the review and the replay
// (replaykeys.go).
var shortcutSections = []string{"app", "games", "wonders", "review", "replay"}
