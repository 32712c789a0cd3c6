package ui

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"agora/translations"
)

// systemGlyphs are the characters the app writes that Fyne's bundled text
// and symbol fonts lack: Fyne draws them from the system's fonts (every
// desktop system has them). Nothing needs Fyne's emoji font, which the
// desktop build leaves out (no_emoji in the Makefile's GUI_TAGS).
var systemGlyphs = []rune{'−', '≥', '↔'}

// Every character of every message is in Fyne's bundled fonts or among
// the few the system's fonts give.
func TestMessagesNeedNoEmojiFont(t *testing.T) {
	var faces []*font.Face
	for _, r := range []interface{ Content() []byte }{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultSymbolFont()} {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	has := func(r rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(r); ok {
				return true
			}
		}
		return false
	}
	seen := map[rune]string{}
	for _, file := range translations.Files() {
		msgs, err := translations.Messages(file.Name)
		if err != nil {
			t.Fatal(err)
		}
		for key, v := range msgs {
			for _, text := range messageTexts(v) {
				for _, r := range text {
					if r > 0x7e && seen[r] == "" {
						seen[r] = fmt.Sprintf("%s: %s", file.Name, key)
					}
				}
			}
		}
	}
	for r, where := range seen {
		if !has(r) && !slices.Contains(systemGlyphs, r) && r != '\u202f' && r != '\u00a0' {
			t.Errorf("%U %q (%s) is in no bundled font: it would need the emoji font or a system font", r, r, where)
		}
	}
}

// messageTexts is a message's text, or its plural forms' texts.
func messageTexts(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case map[string]any:
		var out []string
		for _, f := range x {
			out = append(out, messageTexts(f)...)
		}
		return out
	}
	return nil
}
