package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// lockIcon is a small padlock marking a private pile (another player's
// hand or deck): only its size is shown. It is drawn with canvas shapes,
// a ring for the shackle behind a filled body with a keyhole, in the
// tones of the theme's variant (theme.go).
type lockIcon struct {
	widget.BaseWidget
	size float32
}

func newLock(size float32) *lockIcon {
	l := &lockIcon{size: size}
	l.ExtendBaseWidget(l)
	return l
}

func (l *lockIcon) CreateRenderer() fyne.WidgetRenderer {
	tn := currentPalette()
	shackle := canvas.NewCircle(color.Transparent)
	shackle.StrokeColor, shackle.StrokeWidth = tn.lock, l.size/8
	body := canvas.NewRectangle(tn.lock)
	body.CornerRadius = l.size / 10
	hole := canvas.NewCircle(tn.panel)
	return widget.NewSimpleRenderer(container.New(&lockLayout{size: l.size}, shackle, body, hole))
}

func (l *lockIcon) MinSize() fyne.Size { return fyne.NewSquareSize(l.size) }

// lockLayout draws the padlock in a size×size box.
type lockLayout struct{ size float32 }

func (l *lockLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSquareSize(l.size) }

func (l *lockLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	s := l.size
	objs[0].Move(fyne.NewPos(s*0.25, s*0.05))
	objs[0].Resize(fyne.NewSize(s*0.5, s*0.6))
	objs[1].Move(fyne.NewPos(s*0.12, s*0.42))
	objs[1].Resize(fyne.NewSize(s*0.76, s*0.55))
	objs[2].Move(fyne.NewPos(s*0.42, s*0.56))
	objs[2].Resize(fyne.NewSquareSize(s * 0.16))
}
