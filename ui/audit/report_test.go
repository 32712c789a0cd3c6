package audit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// In make test each state is laid out once per size, the languages by
// turns so that every size still meets both over two states; make long
// lays out both; -short keeps one size per state, a different one from
// state to state.
func TestSizesAndLanguages(t *testing.T) {
	seen := map[int]map[string]bool{} // by size
	for state := range 2 {
		for _, size := range Sizes(state, 4, false) {
			langs := Languages(state, size, false)
			if len(langs) != 1 {
				t.Fatalf("state %d size %d: %v, want one language", state, size, langs)
			}
			if seen[size] == nil {
				seen[size] = map[string]bool{}
			}
			seen[size][langs[0]] = true
		}
	}
	for size := range 4 {
		if l := seen[size]; !l["en"] || !l["fr"] {
			t.Errorf("size %d seen in %v over two states, want both languages", size, l)
		}
	}
	if got := Languages(0, 0, true); len(got) != 2 {
		t.Errorf("make long: %v, want en and fr", got)
	}
	if got := Sizes(1, 4, false); len(got) != 4 {
		t.Errorf("all sizes: %v", got)
	}
	a, b := Sizes(0, 4, true), Sizes(1, 4, true)
	if len(a) != 1 || len(b) != 1 || a[0] == b[0] {
		t.Errorf("-short: %v then %v, want one size each, not the same", a, b)
	}
}

// The report counts problems per size and language, keeps examples and
// the smallest text.
func TestReport(t *testing.T) {
	r := &Report{}
	size := fyne.NewSize(1920, 1080)
	r.Add("start", size, "fr", []Problem{{Clipped, "table/prompt", "cut"}, {Clipped, "table/hand", "cut"}})
	r.Add("end", size, "fr", nil)
	r.Measured("start", size, "fr", Measures{SmallestText: 11, SmallestAt: "table/log", Fill: map[string]float32{"hand": 0.75}})
	out := r.String()
	for _, want := range []string{"| window | clipped | overlap | truncated | small | unfilled | smallest | excepted | where |\n|---|",
		"| 1920×1080 fr | 2 | 0 | 0 | 0 | 0 | 11.0 | 0.0 | start · table/log |",
		"| start | 1920×1080 fr | 2 | 0 | 0 | 0 | 0 |", "| end | 1920×1080 fr | 0 |", "| start | 1920×1080 fr | hand 75% |",
		"### clipped · examples\n\n- start, 1920×1080 fr · table/prompt · cut\n- start, 1920×1080 fr · table/hand · cut\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
