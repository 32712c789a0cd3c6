package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// raceState is the race to 8 stacks as the race zone draws it: its
// title and foot, a row per player (or team), the squares' side, the
// names' width and the text sizes.
type raceState struct {
	title, foot        string
	rows               []raceRow
	goal               int
	teams              bool
	box, labelW        float32
	titlePx, rowPx, px float32 // the title's, a name's and the foot's text sizes
	tips               tipLayer
}

// raceRow is one player's (or team's) line: the name, whether it is the
// viewer's (bold), and the stacks built, in blue for the viewer's stall.
type raceRow struct {
	name        string
	bold, yours bool
	built       int
}

// raceZone is the race to 8 stacks under the log: each player's (or
// each team's) built stacks as a row of small squares, you in blue.
type raceZone struct {
	zoneBase
	state raceState
}

func newRaceZone() *raceZone {
	z := &raceZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *raceZone) Set(s raceState) {
	if !z.changed(stateKey(s.title, s.foot, s.rows, s.goal, s.teams, s.box, s.labelW, s.titlePx, s.rowPx, s.px)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *raceZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, func() fyne.CanvasObject { return drawRace(z.state) })
}

// drawRace draws the race zone's state.
func drawRace(s raceState) fyne.CanvasObject {
	title := plainText(s.title, s.titlePx, true, inkDark())
	rows := container.NewVBox()
	for _, r := range s.rows {
		fill := color.NRGBA{R: 0x5a, G: 0x8a, B: 0x2a, A: 0xff}
		if r.yours {
			fill = inkBlue()
		}
		boxes := container.NewHBox()
		for i := range s.goal {
			sq := canvas.NewRectangle(panelFill())
			sq.StrokeColor, sq.StrokeWidth, sq.CornerRadius = inkFaint(), 1, 2
			if i < r.built {
				sq.FillColor, sq.StrokeColor = fill, fill
			}
			boxes.Add(container.NewGridWrap(fyne.NewSquareSize(s.box), sq))
		}
		label := newLineAt(s.tips, r.name, s.rowPx, r.bold, inkDark())
		if s.teams {
			// A team's two names take a line of their own.
			rows.Add(container.New(&rowsLayout{}, label, boxes))
			continue
		}
		rows.Add(container.New(&hRow{gap: 4, stretch: -1}, container.NewGridWrap(fyne.NewSize(s.labelW, max(18, label.MinSize().Height)), label), boxes))
	}
	foot := plainText(s.foot, s.px, false, inkMuted())
	return framed(nil, container.New(layout.NewCustomPaddedLayout(2, 2, 0, 0), container.NewVBox(title, rows, foot)))
}
