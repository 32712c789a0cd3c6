package wonders

import "agora/game/wonders"

// godTiming is the tip's line for a god choice.
func (w words) godTiming(c godChoice) string {
	data := map[string]any{"God": w.god(c.god)}
	switch {
	case c.mode == wonders.NoGodMode:
		return w.T("wonders.ui.faith.timing_none")
	case c.mode == wonders.GodCoins:
		return w.T("wonders.ui.faith.timing_coins")
	case sacrificeGod(c.god):
		return w.T("wonders.ui.faith.timing_sacrifice", data)
	}
	return w.T("wonders.ui.faith.timing_"+c.mode.String(), data)
}
