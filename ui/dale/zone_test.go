package dale

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The zones made widgets hold no table: their state is plain values
// (texts, numbers, cards, sizes) and the functions the table gives them,
// never a *Table to read from.
func TestZonesHoldNoTable(t *testing.T) {
	table := reflect.TypeFor[*Table]()
	var holds func(reflect.Type, map[reflect.Type]bool) bool
	holds = func(ty reflect.Type, seen map[reflect.Type]bool) bool {
		if ty == table {
			return true
		}
		if seen[ty] {
			return false
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
			return holds(ty.Elem(), seen)
		case reflect.Struct:
			for i := range ty.NumField() {
				if holds(ty.Field(i).Type, seen) {
					return true
				}
			}
		}
		return false
	}
	for _, z := range []any{&raceZone{}, &scheduleZone{}, &opponentsZone{}, &logZone{}, &stallZone{}, &marketZone{}, &handZone{},
		&promptZone{}, &barZone{}} {
		if ty := reflect.TypeOf(z); holds(ty, map[reflect.Type]bool{}) {
			t.Errorf("%v holds a *Table", ty)
		}
	}
}

// A redraw that changes nothing a zone shows leaves it as it was drawn;
// a change of what it says (another language) draws it anew.
func TestZonesDrawOnlyWhatChanged(t *testing.T) {
	tb := auditStates[2].reach(t) // action, 4 players
	defer tb.Close()
	tb.ctx.Window.Resize(fyne.NewSize(1280, 800-menuBar))
	z := tb.zones
	drawn := func() []fyne.CanvasObject {
		var out []fyne.CanvasObject
		for _, w := range []fyne.Widget{z.raceZ, z.scheduleZ, z.opponentsZ, z.stallZ, z.marketZ, z.handZ, z.promptZ, z.barZ} {
			out = append(out, test.WidgetRenderer(w).Objects()[0])
		}
		return out
	}
	before := drawn()
	tb.redraw()
	for i, o := range drawn() {
		if o != before[i] {
			t.Errorf("zone %d drawn anew by a redraw that changes nothing", i)
		}
	}
	// In French every zone says something else.
	if err := tb.ctx.Localizer.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	for i, o := range drawn() {
		if o == before[i] {
			t.Errorf("zone %d not drawn anew in another language", i)
		}
	}
}
