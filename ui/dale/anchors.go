package dale

import (
	"strconv"

	"fyne.io/fyne/v2"
)

// anchor registers obj as the place on the screen called name, for the
// motion (motion.go lists the names). The table's drawing calls it while
// it builds the zones; a redraw forgets the anchors of the last one
// first. An object registered twice under one name: the later wins.
func (t *Table) anchor(name string, obj fyne.CanvasObject) {
	if t.mach == nil || obj == nil {
		return
	}
	t.mach.anchors[name] = obj
}

// anchorAll registers the objects of a zone's anchors under their
// names.
func (t *Table) anchorAll(anchors map[string]fyne.CanvasObject) {
	for name, obj := range anchors {
		t.anchor(name, obj)
	}
}

// anchored is the object registered under name, nil when none is.
func (t *Table) anchored(name string) fyne.CanvasObject {
	if t.mach == nil {
		return nil
	}
	return t.mach.anchors[name]
}

// The anchor names (see motion.go).
const (
	anchorHand          = "hand"
	anchorJunk          = "junk"
	anchorMarketDeck    = "market.deck"
	anchorMarketDiscard = "market.discard"
)

// anchorMarket names market slot i (0 is the slot without surcharge).
func anchorMarket(i int) string { return "market." + strconv.Itoa(i) }

// anchorSeat names seat s's panel among the opponents.
func anchorSeat(s int) string { return "seat." + strconv.Itoa(s) }

// anchorDeck names seat s's deck.
func anchorDeck(s int) string { return "deck." + strconv.Itoa(s) }

// anchorDiscard names seat s's discard pile.
func anchorDiscard(s int) string { return "discard." + strconv.Itoa(s) }

// anchorSchedule names seat s's schedule.
func anchorSchedule(s int) string { return "schedule." + strconv.Itoa(s) }

// anchorStall names stall i (View.Stalls), or its stack k when k >= 0.
func anchorStall(i, k int) string {
	if k < 0 {
		return "stall." + strconv.Itoa(i)
	}
	return "stall." + strconv.Itoa(i) + "." + strconv.Itoa(k)
}
