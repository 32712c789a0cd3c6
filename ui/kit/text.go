package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Heading is a screen's title: large, bold, centred, wrapped.
func Heading(text string) *widget.RichText {
	h := widget.NewRichText(&widget.TextSegment{
		Style: widget.RichTextStyle{
			Alignment: fyne.TextAlignCenter,
			SizeName:  theme.SizeNameHeadingText,
			TextStyle: fyne.TextStyle{Bold: true},
		},
		Text: text,
	})
	h.Wrapping = fyne.TextWrapWord
	return h
}

// Subheading titles a group on a screen.
func Subheading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// Paragraph is wrapped body text.
func Paragraph(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}
