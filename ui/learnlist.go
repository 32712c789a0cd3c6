package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/learn"
)

// ScreenLearn names, for --screen, the start screen with the lessons'
// list open.
const ScreenLearn = "learn"

// The lessons' list: its width, and the most height it takes before it
// scrolls.
const (
	learnWidth     = 600
	learnMaxHeight = 440
)

// showLessons opens the lessons' list: by game, each lesson's title, what
// it teaches, whether it was finished, and a button that starts it.
func (a *App) showLessons() {
	t := a.loc.T
	all, err := learn.All()
	if err != nil {
		a.showError("learn.error", err)
		return
	}
	progress, _ := learn.LoadProgress(a.dataDir) // an unreadable file is no lesson finished
	var d dialog.Dialog
	rows := []fyne.CanvasObject{paragraph(t("learn.list.intro")),
		subheading(t("learn.list.progress", map[string]any{"Done": a.loc.Int(progress.Count(all)), "Of": a.loc.Int(len(all))}))}
	game := ""
	for _, l := range all {
		if l.Game != game {
			game = l.Game
			rows = append(rows, widget.NewSeparator(), subheading(a.gameName(game)))
		}
		rows = append(rows, a.lessonRow(l, progress.Done(l.ID), func() {
			d.Hide()
			a.startLesson(l)
		}))
	}
	content := withWidth(learnWidth, rows...)
	scroll := container.NewVScroll(content)
	scroll.SetMinSize(fyne.NewSize(learnWidth, min(content.MinSize().Height, learnMaxHeight)))
	d = dialog.NewCustom(t("learn.list.title"), t("dialog.close"), scroll, a.win)
	d.Show()
}

// lessonRow is one lesson of the list: a tick when it was finished, its
// title and summary, and Start (Again once finished).
func (a *App) lessonRow(l *learn.Lesson, done bool, start func()) fyne.CanvasObject {
	t := a.loc.T
	icon := widget.NewIcon(theme.MediaPlayIcon())
	word := t("learn.list.start")
	if done {
		icon.SetResource(theme.ConfirmIcon())
		word = t("learn.list.again")
	}
	// The title and the summary as two paragraphs of one text: closer
	// than two labels.
	text := widget.NewRichText(
		&widget.TextSegment{Text: t(l.Title), Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true},
			ColorName: theme.ColorNameForeground, SizeName: theme.SizeNameText}},
		&widget.TextSegment{Text: t(l.Summary), Style: widget.RichTextStyleParagraph})
	text.Wrapping = fyne.TextWrapWord
	button := widget.NewButton(word, start)
	if !done {
		button.Importance = widget.HighImportance
	}
	return container.NewBorder(nil, nil, container.NewCenter(icon), container.NewPadded(container.NewCenter(button)), text)
}

// ScreenLesson begins the --screen name of a lesson at a step:
// "lesson:wonders-basics:4".
const ScreenLesson = "lesson:"

// showLessonScreen opens a lesson at a step by its --screen name
// (ScreenLesson); false for a name that is none.
func (a *App) showLessonScreen(name string) bool {
	rest, ok := strings.CutPrefix(name, ScreenLesson)
	if !ok {
		return false
	}
	// The step is counted from 1; Next is pressed up to it.
	id, at, _ := strings.Cut(rest, ":")
	l, err := learn.Get(id)
	if err != nil {
		return false
	}
	a.startLesson(l)
	s, ok := a.table.(*lessonSession)
	if !ok {
		return true
	}
	n := 1
	if at != "" {
		n = atoiOr(at, 1)
	}
	for s.runner.Index() < n-1 && !s.runner.Done() {
		s.next()
	}
	return true
}

// atoiOr reads a positive number, or is def.
func atoiOr(s string, def int) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return def
		}
		n = n*10 + int(r-'0')
	}
	if n <= 0 {
		return def
	}
	return n
}
