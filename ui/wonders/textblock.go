package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/ui/measure"
)

// textBlock is a text wrapped to a width the table gives it, one
// canvas.Text a line, so that a zone knows the height its words need
// before it is laid out (a wrapping Label only knows once placed).
type textBlock struct {
	// Text is the whole text; its newlines start new paragraphs.
	Text  string
	size  float32
	bold  bool
	color color.Color // nil: the theme's foreground
	width float32
	lines []*canvas.Text
	box   *fyne.Container
}

func newTextBlock(size float32, bold bool) *textBlock {
	b := &textBlock{size: size, bold: bold}
	b.box = container.New(&blockRows{rows: rows{gap: 1}, block: b})
	return b
}

// blockRows lays a text block's lines; it lets the table's rescale find
// the block behind its box.
type blockRows struct {
	rows
	block *textBlock
}

// lineHeight is the height of one line at the block's size.
func (b *textBlock) lineHeight() float32 {
	return measure.Text("0", b.size, fyne.TextStyle{Bold: b.bold}).Height
}

// set changes the text, wrapped at the width last given.
func (b *textBlock) set(text string) {
	b.Text = text
	b.wrapTo(b.width)
}

// wrapTo wraps the text at width (nothing when width is 0: one line a
// paragraph) and redraws the lines.
func (b *textBlock) wrapTo(width float32) {
	b.width = width
	var out []string
	for _, para := range strings.Split(b.Text, "\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		if width <= 0 {
			out = append(out, para)
			continue
		}
		// wrap measures regular text: bold lines get a little room.
		w := width
		if b.bold {
			w *= 0.92
		}
		out = append(out, wrap(para, w, b.size, 40)...)
	}
	for len(b.lines) < len(out) {
		t := canvas.NewText("", nil)
		t.TextSize, t.TextStyle.Bold = b.size, b.bold
		b.lines = append(b.lines, t)
	}
	fg := b.color
	if fg == nil {
		fg = theme.Color(theme.ColorNameForeground)
	}
	objs := make([]fyne.CanvasObject, 0, len(out))
	for i, line := range out {
		t := b.lines[i]
		t.Text, t.Color = line, fg
		t.Refresh()
		objs = append(objs, t)
	}
	b.box.Objects = objs
	b.box.Hidden = len(objs) == 0
	b.box.Refresh()
}

// height is what the block needs at width.
func (b *textBlock) height(width float32) float32 {
	if b.width != width {
		b.wrapTo(width)
	}
	if b.box.Hidden {
		return 0
	}
	return b.box.MinSize().Height
}
