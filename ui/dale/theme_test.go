package dale

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// variant is Fyne's default theme forced to one variant, as the app's
// theme setting does.
type variant struct{ v fyne.ThemeVariant }

func (x variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, x.v)
}
func (variant) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (variant) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (variant) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		ch := func(v uint32) float64 {
			x := float64(v) / 0xffff
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(r) + 0.7152*ch(g) + 0.0722*ch(b)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestTextReadsOnTheTableInBothVariants: in the light and the dark
// variant, the theme's text reads on the table's surfaces (the labels
// such as "Your discard: 0" take the theme's colour), the padlock shows
// on a panel, and the table redrawn in a variant takes its surfaces.
func TestTextReadsOnTheTableInBothVariants(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		tb, _ := newTestTable(t, vsBot, 2)
		fyne.CurrentApp().Settings().SetTheme(variant{v})
		tb.redraw()
		fg := theme.Color(theme.ColorNameForeground)
		tn := currentPalette()
		if (v == theme.VariantDark) != (tn == darkPalette) {
			t.Errorf("variant %d draws with the other variant's surfaces", v)
		}
		for name, bg := range map[string]color.Color{"surface": tn.surface, "panel": tn.panel} {
			if c := contrast(fg, bg); c < 4.5 {
				t.Errorf("variant %d: text on the %s has a contrast of %.1f, want 4.5 or more (WCAG AA)", v, name, c)
			}
		}
		if c := contrast(tn.lock, tn.panel); c < 3 {
			t.Errorf("variant %d: the padlock's contrast is %.1f", v, c)
		}
		if tb.mach.surface.rect.FillColor != tn.surface {
			t.Errorf("variant %d: the table's surface is %v, want %v", v, tb.mach.surface.rect.FillColor, tn.surface)
		}
	}
}
