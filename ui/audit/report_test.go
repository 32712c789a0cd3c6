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

// TestSampledReachesEverySize: make test lays each state out at the
// least size and one other, in one language each, the two not the same,
// and every size over the states; make long at every size in both.
func TestSampledReachesEverySize(t *testing.T) {
	for _, n := range []int{4, 5} {
		seen := map[int]bool{}
		for state := range n {
			got := Sampled(state, n, false, false)
			if len(got) != 2 || got[0].Size != 0 || got[1].Size == 0 {
				t.Fatalf("n %d, state %d: %v, want the least size and one other", n, state, got)
			}
			if a, b := got[0].Langs, got[1].Langs; len(a) != 1 || len(b) != 1 || a[0] == b[0] {
				t.Errorf("n %d, state %d: languages %v then %v, want one each, not the same", n, state, a, b)
			}
			for _, s := range got {
				seen[s.Size] = true
			}
			all := Sampled(state, n, true, false)
			if len(all) != n || len(all[0].Langs) != 2 {
				t.Errorf("n %d, state %d: make long samples %v, want %d sizes in both languages", n, state, all, n)
			}
			if short := Sampled(state, n, false, true); len(short) != 1 {
				t.Errorf("n %d, state %d: -short samples %v, want one size", n, state, short)
			}
		}
		if len(seen) != n {
			t.Errorf("n %d: sizes %v seen over the states, want all", n, seen)
		}
	}
}
