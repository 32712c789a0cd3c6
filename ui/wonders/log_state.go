package wonders

import (
	"strings"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// showLog fills the log from the view of the seat at the screen.
func (t *Table) showLog() { t.log.set(t.logState()) }

// logState is the log for the view of the seat at the screen: the
// leaders' draft, then the events section by section with the seat's
// Prayers in their place, and everyone's points now.
func (t *Table) logState() logState {
	w, v := t.words, t.view
	s := logState{title: w.T("wonders.ui.log"), points: w.T("wonders.ui.points_now")}
	for _, e := range t.draftLog() {
		line := logLine{entry: e}
		if !e.Heading { // the draft's lines, wrapped again to the log's size
			line.text = strings.Join(e.Lines, " ")
		}
		s.entries = append(s.entries, line)
	}
	own, _ := t.src.Own(game.Seat(t.seat))
	prayers := wonders.Prayers(ownDecisions(game.Seat(t.seat), own), game.Seat(t.seat))
	last := logSection{}
	for _, e := range sortedEvents(v.Events) {
		sec := sectionOf(e)
		// The recruitment (Leaders: turn 0) comes before the Age's Prayer.
		for len(prayers) > 0 && (prayers[0].Age < sec.age || prayers[0].Age == sec.age && (sec.turn > 0 || v.Leaders == nil)) {
			s.entries = append(s.entries, t.prayerLines(prayers[0])...)
			last = logSection{age: prayers[0].Age}
			prayers = prayers[1:]
		}
		if sec != last {
			last = sec
			head := sec.heading(w)
			if sec.turn == 0 && !sec.end && v.Leaders != nil {
				head = w.T("wonders.ui.log_recruit", map[string]any{"Age": romanAge(sec.age)})
			}
			s.entries = append(s.entries, logLine{entry: ui.LogEntry{Lines: []string{head}, Heading: true}})
		}
		s.entries = append(s.entries, logLine{entry: ui.LogEntry{Mine: e.City == t.seat}, text: w.logEvent(v, e)})
	}
	for _, p := range prayers {
		s.entries = append(s.entries, t.prayerLines(p)...)
	}
	for i := range v.NumCities {
		s.scores = append(s.scores, logScore{total: w.loc.Int(v.Scores[i].Total()), city: w.city(v, i), mine: i == t.seat})
	}
	return s
}

// prayerLines list the gods the seat at the screen picked in an Age's
// Prayer, under that Prayer's heading.
func (t *Table) prayerLines(p wonders.Prayer) []logLine {
	w := t.words
	out := []logLine{{entry: ui.LogEntry{Lines: []string{w.T("wonders.ui.log_prayer", map[string]any{"Age": romanAge(p.Age)})}, Heading: true}}}
	if len(p.Picks) == 0 {
		return out
	}
	names := make([]string, len(p.Picks))
	for i, gd := range p.Picks {
		names[i] = w.god(gd)
	}
	text := w.T("wonders.ui.log_prayed", map[string]any{"Name": w.names[t.seat], "Gods": strings.Join(names, ", ")})
	return append(out, logLine{entry: ui.LogEntry{Mine: true}, text: text})
}
