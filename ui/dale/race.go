package dale

import eng "agora/game/dale"

// raceState is the race zone's state for v.
func (t *Table) raceState(v *eng.View) raceState {
	s := raceState{title: t.ctx.Localizer.N("daletable.race", v.StacksToWin, map[string]any{"N": v.StacksToWin}),
		foot: t.ctx.Localizer.N("daletable.race_goal", v.StacksToWin, map[string]any{"N": v.StacksToWin}),
		goal: v.StacksToWin, teams: v.Teams, box: raceBox(t.dims, v.StacksToWin, v.Teams),
		titlePx: t.textAt(13), rowPx: t.textAt(12), px: t.textAt(11), tips: t}
	s.labelW = t.dims.logW - 28 - float32(v.StacksToWin)*(s.box+4)
	seen := map[int]bool{}
	for k := range v.Players {
		p := (t.viewer + k) % v.Players
		stall := v.Seats[p].Stall
		if seen[stall] {
			continue
		}
		seen[stall] = true
		name := t.name(p)
		if p == t.viewer && t.human(p) {
			name = t.T("daletable.you")
		}
		if v.Teams {
			name = t.T("dale.ui.and", map[string]any{"A": name, "B": t.name((p + 2) % v.Players)})
		}
		s.rows = append(s.rows, raceRow{name: name, bold: p == t.viewer, yours: stall == v.Seats[t.viewer].Stall,
			built: len(v.Stalls[stall].Stacks)})
	}
	return s
}

// raceBox is a tracker square's side for the log column's width, with a
// name before the squares or (teams) above them.
func raceBox(d dims, goal int, teams bool) float32 {
	label := float32(70)
	if teams {
		label = 0
	}
	return snap(clamp((d.logW-28-label-float32(goal)*4)/float32(goal), 8, 16))
}
