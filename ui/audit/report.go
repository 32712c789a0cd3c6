package audit

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
)

// Report gathers a table's audit over its states, window sizes and
// languages: the problems counted per rule, size and language, with
// examples, the smallest texts per size and the zones' use. A table's
// audit test writes it where AUDIT_REPORT says.
type Report struct {
	rows     []string
	totals   map[string]map[Rule]int
	examples map[Rule][]string
	smallest map[string]float32
	at       map[string]string
	excepted map[string]float32
	fills    []string
}

// reportKey is a size and language as the report's rows name them.
func reportKey(size fyne.Size, lang string) string {
	return fmt.Sprintf("%.0f×%.0f %s", size.Width, size.Height, lang)
}

// Measured adds the measures of state at size in lang: its smallest
// texts and, from 1920 px wide, its zones' use.
func (r *Report) Measured(state string, size fyne.Size, lang string, m Measures) {
	key := reportKey(size, lang)
	if r.smallest == nil {
		r.smallest, r.excepted, r.at = map[string]float32{}, map[string]float32{}, map[string]string{}
	}
	if s, ok := r.excepted[key]; m.SmallestExcepted > 0 && (!ok || m.SmallestExcepted < s) {
		r.excepted[key] = m.SmallestExcepted
	}
	if s, ok := r.smallest[key]; m.SmallestText > 0 && (!ok || m.SmallestText < s) {
		r.smallest[key], r.at[key] = m.SmallestText, state+" · "+m.SmallestAt
	}
	if size.Width < 1920 {
		return
	}
	var names []string
	for n := range m.Fill {
		names = append(names, n)
	}
	slices.Sort(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s %.0f%%", n, 100*m.Fill[n]))
	}
	r.fills = append(r.fills, row(state, key, strings.Join(parts, ", ")))
}

// Add counts the problems of state at size in lang and keeps up to 40
// distinct examples per rule.
func (r *Report) Add(state string, size fyne.Size, lang string, ps []Problem) {
	key := reportKey(size, lang)
	if r.totals == nil {
		r.totals, r.examples = map[string]map[Rule]int{}, map[Rule][]string{}
	}
	if r.totals[key] == nil {
		r.totals[key] = map[Rule]int{}
	}
	c := Count(ps)
	for rule, n := range c {
		r.totals[key][rule] += n
	}
	var counts []string
	for _, rule := range Rules {
		counts = append(counts, fmt.Sprint(c[rule]))
	}
	r.rows = append(r.rows, row(append([]string{state, key}, counts...)...))
	for _, p := range ps {
		what := p.Path + " · " + p.What
		line := state + ", " + key + " · " + what
		if len(r.examples[p.Rule]) < 40 && !slices.ContainsFunc(r.examples[p.Rule], func(s string) bool { return strings.HasSuffix(s, what) }) {
			r.examples[p.Rule] = append(r.examples[p.Rule], line)
		}
	}
}

// String is the report in Markdown: the totals per window (size and
// language), a row per state and window, the zones' use, the examples
// per rule. Its headings are single words.
func (r *Report) String() string {
	var b strings.Builder
	var head []string
	for _, rule := range Rules {
		head = append(head, string(rule))
	}
	table := func(cols ...string) {
		b.WriteString(row(cols...) + "\n" + strings.Repeat("|---", len(cols)) + "|\n")
	}
	table(append(append([]string{"window"}, head...), "smallest", "excepted", "where")...)
	var keys []string
	for k := range r.totals {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		cols := []string{k}
		for _, rule := range Rules {
			cols = append(cols, fmt.Sprint(r.totals[k][rule]))
		}
		cols = append(cols, fmt.Sprintf("%.1f", r.smallest[k]), fmt.Sprintf("%.1f", r.excepted[k]), r.at[k])
		b.WriteString(row(cols...) + "\n")
	}
	b.WriteString("\n")
	table(append([]string{"state", "window"}, head...)...)
	b.WriteString(strings.Join(r.rows, "\n") + "\n\n")
	table("state", "window", "use")
	b.WriteString(strings.Join(r.fills, "\n") + "\n")
	for _, rule := range Rules {
		b.WriteString("\n### " + string(rule) + " · " + "examples" + "\n\n")
		for _, e := range r.examples[rule] {
			b.WriteString("- " + e + "\n")
		}
	}
	return b.String()
}

// row is a Markdown table row of cols.
func row(cols ...string) string { return "| " + strings.Join(cols, " | ") + " |" }

// Languages are the languages the audit lays a table out in at the
// size-th window size of its state-th state: both with all (make long);
// else one, French and English in turn along the sizes and from one
// state to the next, so that every size is still seen in both languages
// over the states.
func Languages(state, size int, all bool) []string {
	if all {
		return []string{"en", "fr"}
	}
	return []string{[]string{"fr", "en"}[(state+size)%2]}
}

// Sizes are the indexes of the window sizes (of n) the audit lays the
// state-th state out at: all of them, or with short (go test -short) one,
// the next size from one state to the next.
func Sizes(state, n int, short bool) []int {
	if short {
		return []int{state % n}
	}
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// Sample is one layout of a state in make test's sampling: the index of
// the window size, and the languages laid out at it.
type Sample struct {
	Size  int
	Langs []string
}

// Sampled is where the state-th state of a size matrix (of n sizes) is
// laid out: every size in both languages with all (make long); one size
// with short (go test -short: Sizes, Languages); else the least size,
// where a table is tightest, and one other, the next from one state to
// the next, so that every size is still seen over the states: one
// language at each, French and English by turns, so that each state is
// seen in both and the language changes between its two layouts.
func Sampled(state, n int, all, short bool) []Sample {
	var out []Sample
	if short || all || n < 3 {
		for _, i := range Sizes(state, n, short) {
			out = append(out, Sample{Size: i, Langs: Languages(state, i, all)})
		}
		return out
	}
	for pos, i := range []int{0, 1 + state%(n-1)} {
		out = append(out, Sample{Size: i, Langs: Languages(state, pos, false)})
	}
	return out
}
