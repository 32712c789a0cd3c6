package wonders

import (
	"testing"

	"agora/ui/audit"
)

// auditedSizes are the indexes of the window sizes (of n) the state-th
// state of a size matrix is laid out at: every size with all (make long,
// gametest.Long); one under -short (audit.Sizes); else the least, where
// the table is tightest, and one other, the next from one state to the
// next, so that every size is still seen over the states.
func auditedSizes(state, n int, all bool) []int {
	if testing.Short() || all || n < 3 {
		return audit.Sizes(state, n, testing.Short())
	}
	return []int{0, 1 + state%(n-1)}
}

// auditedLanguages are the languages the state-th state is laid out in
// at its pos-th size, the i-th of all: both with all (make long); else
// one, French and English by turns (audit.Languages), under make test
// from one of the state's two sizes to the other, so that each state is
// seen in both and the language changes between its two layouts, as it
// does from any size to the next under make long.
func auditedLanguages(state, pos, i int, all bool) []string {
	if testing.Short() || all {
		return audit.Languages(state, i, all)
	}
	return audit.Languages(state, pos, false)
}

// Without make long, every size is laid out over the states, the least
// at each; with it, every size at each.
func TestAuditedSizesReachEverySize(t *testing.T) {
	if testing.Short() {
		t.Skip("one size a state under -short")
	}
	const n = 5
	seen := map[int]bool{}
	for state := range n {
		got := auditedSizes(state, n, false)
		if len(got) != 2 || got[0] != 0 || got[1] == 0 {
			t.Errorf("state %d: sizes %v, want the least and one other", state, got)
		}
		for _, i := range got {
			seen[i] = true
		}
		if a, b := auditedLanguages(state, 0, got[0], false), auditedLanguages(state, 1, got[1], false); len(a) != 1 || len(b) != 1 || a[0] == b[0] {
			t.Errorf("state %d: languages %v then %v, want one each, not the same", state, a, b)
		}
		if all := auditedSizes(state, n, true); len(all) != n {
			t.Errorf("state %d: %d sizes under make long, want %d", state, len(all), n)
		}
	}
	if len(seen) != n {
		t.Errorf("sizes %v seen over %d states, want all %d", seen, n, n)
	}
}
