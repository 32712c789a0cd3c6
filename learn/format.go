package learn

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
)

// Format writes a lesson the way its file holds it: the settings first,
// each bot's moves on one line, each step on its own line, so that a diff
// of a lesson reads step by step.
func Format(l *Lesson) []byte {
	var b bytes.Buffer
	js := func(v any) string {
		data, _ := json.Marshal(v)
		return string(data)
	}
	field := func(k string, v any) { b.WriteString("  " + js(k) + ": " + js(v) + ",\n") }
	b.WriteString("{\n")
	field("id", l.ID)
	field("game", l.Game)
	field("order", l.Order)
	field("title", l.Title)
	field("summary", l.Summary)
	field("players", l.Players)
	field("you", l.You)
	if len(l.Expansions) > 0 {
		field("expansions", l.Expansions)
	}
	if len(l.Variants) > 0 {
		field("variants", l.Variants)
	}
	if l.Teams {
		field("teams", true)
	}
	field("seed", l.Seed)
	if l.StartAt != "" {
		field("start_at", l.StartAt)
	}
	if len(l.Before) > 0 {
		field("before", l.Before)
	}
	b.WriteString("  \"bots\": {")
	seats := make([]int, 0, len(l.Bots))
	for k := range l.Bots {
		n, _ := strconv.Atoi(k)
		seats = append(seats, n)
	}
	slices.Sort(seats)
	for i, n := range seats {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n    " + js(strconv.Itoa(n)) + ": " + js(l.Bots[strconv.Itoa(n)]))
	}
	b.WriteString("\n  },\n  \"steps\": [")
	for i, s := range l.Steps {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n    " + js(s))
	}
	b.WriteString("\n  ]\n}\n")
	return b.Bytes()
}
