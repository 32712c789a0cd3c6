package dale

import (
	"strings"

	"fyne.io/fyne/v2"

	"agora/ui/measure"
)

// Text fitting for the card faces: a name or an effect line is broken
// into lines that fit the card's width, at the largest size that keeps it
// within its lines, so nothing is ever clipped.

// ellipsis ends a line cut short.
const ellipsis = "…"

// artTextWidth is the width of s at size px in style.
func artTextWidth(s string, px float32, style fyne.TextStyle) float32 {
	return measure.Text(s, px, style).Width
}

// artLineHeight is the height of one line at size px.
func artLineHeight(px float32, style fyne.TextStyle) float32 {
	return measure.Text("Ag", px, style).Height
}

// wrapWords breaks s into lines no wider than width at size px, at its
// plain spaces (never at a no-break space); a single word wider than
// width stays whole on its own line.
func wrapWords(s string, width, px float32, style fyne.TextStyle) []string {
	var lines []string
	line := ""
	for _, w := range strings.Split(s, " ") {
		if w == "" {
			continue
		}
		if line == "" {
			line = w
			continue
		}
		if next := line + " " + w; artTextWidth(next, px, style) <= width {
			line = next
			continue
		}
		lines = append(lines, line)
		line = w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// artLinesFit reports whether every line is within width at size px.
func artLinesFit(lines []string, width, px float32, style fyne.TextStyle) bool {
	for _, l := range lines {
		if artTextWidth(l, px, style) > width {
			return false
		}
	}
	return true
}

// fitText finds the largest size from hi down to lo, by half points, at
// which s wraps into at most maxLines lines within width. When even lo is
// too large, ok is false and the lines at lo are cut to maxLines, the last
// one ending with an ellipsis: the caller then shows the full text
// elsewhere (the card's tooltip).
func fitText(s string, width, hi, lo float32, maxLines int, style fyne.TextStyle) (lines []string, px float32, ok bool) {
	for px = hi; ; px -= 0.5 {
		px = max(px, lo)
		lines = wrapWords(s, width, px, style)
		if len(lines) <= maxLines && artLinesFit(lines, width, px, style) {
			return lines, px, true
		}
		if px == lo {
			break
		}
	}
	return cutLines(wrapWords(s, width, px, style), width, px, maxLines, style), px, false
}

// cutLines keeps the first maxLines lines, each within width, ending the
// text with an ellipsis where any of it was left out.
func cutLines(lines []string, width, px float32, maxLines int, style fyne.TextStyle) []string {
	cut := len(lines) > maxLines
	if cut {
		lines = lines[:maxLines]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		short := l
		for artTextWidth(short, px, style) > width || (cut && i == len(lines)-1 && short == l) {
			r := []rune(strings.TrimSuffix(short, ellipsis))
			if len(r) <= 1 {
				break
			}
			short = strings.TrimRight(string(r[:len(r)-1]), " ") + ellipsis
		}
		out[i] = short
	}
	return out
}

// fitLine is s cut with "…" to fit width at size px.
func fitLine(s string, width, size float32, bold bool) string {
	style := fyne.TextStyle{Bold: bold}
	if measure.Text(s, size, style).Width <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && measure.Text(string(r)+"…", size, style).Width > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
