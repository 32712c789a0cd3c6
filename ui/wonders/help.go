package wonders

import (
	"strings"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
	"agora/ui"
)

// Help where the player is: the base game's rules page (the header menu
// and F1 open it) and the words of the hover tips on the market, the
// dice, the wonder stages, the tokens and the gods. The tips are plain
// strings, so the widgets that show them only call these helpers; every
// fact they state comes from the engine's view and data.

// baseRulesSection is one section of the rules page: its catalog keys
// (heading, text) and its icon.
type baseRulesSection struct {
	key  string
	icon fyne.Resource
}

// baseRules are the rules page's sections in order; each key names the
// messages wonders.help.<key>_title and wonders.help.<key>.
var baseRules = []baseRulesSection{
	{"goal", pointsIcon},
	{"turn", rightIcon},
	{"costs", resourceIcons[wonders.Wood]},
	{"trade", coinIcon},
	{"chains", chainIcon},
	{"wonder", stageIcon},
	{"military", shieldIcon},
	{"science", scienceIcons[0]},
	{"end", victoryIcon},
	{"freecity", lockIcon},
	{"table", checkIcon},
}

// baseRulesSections are the rules page in the current language.
func (t *Table) baseRulesSections() []ui.RulesSection {
	w := t.words
	out := make([]ui.RulesSection, 0, len(baseRules))
	for _, s := range baseRules {
		out = append(out, ui.RulesSection{Heading: w.T("wonders.help." + s.key + "_title"), Text: w.T("wonders.help." + s.key), Icon: s.icon})
	}
	return out
}

// showBaseRules opens the rules page of the base game over the table.
func (t *Table) showBaseRules() {
	if t.ctx.Window == nil {
		return
	}
	if t.tips != nil {
		t.tips.hide(nil)
	}
	if t.detail != nil {
		t.detail.hide() // a card's detail would stand beside the page
	}
	ui.ShowRules(t.ctx.Window, t.words.T("wonders.help.title"), t.words.T("wonders.ui.close"), t.baseRulesSections())
}

// Help opens the rules page; F1 calls it (ui.TableHelp).
func (t *Table) Help() { t.showBaseRules() }

// lines joins the non-empty lines of a tip.
func lines(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "\n")
}

// tipForDie says what a market die showing face means for r: the units
// it gives (a 1 counts as zero) and its price.
func (t *Table) tipForDie(r wonders.Resource, face int) string {
	w := t.words
	units := wonders.DieUnits(face)
	if units == 0 {
		return w.T("wonders.help.tip.die_zero")
	}
	var res wonders.Resources
	res[r] = uint8(units)
	return w.T("wonders.help.tip.die", map[string]any{"Face": face, "Units": w.resources(res)})
}

// tipForMarketSlot says what the market slot of r holds now: its die and
// price, what the face gives, and how the die moves.
func (t *Table) tipForMarketSlot(r wonders.Resource) string {
	w := t.words
	mk := t.view.Market
	if mk == nil || int(r) >= len(mk.Faces) {
		return ""
	}
	move := w.T("wonders.help.tip.die_rise")
	if mk.Bought[r] {
		move = w.T("wonders.help.tip.die_taken")
	}
	return lines(w.T("wonders.help.tip.slot", map[string]any{"Resource": w.resource(r), "Price": w.coins(wonders.DiePrice(r))}),
		t.tipForDie(r, mk.Faces[r]), move)
}

// tipForWheat says what the market's wheat is.
func (t *Table) tipForWheat() string {
	return t.words.T("wonders.help.tip.wheat", map[string]any{"Price": t.words.coins(wonders.WheatPrice)})
}

// tipForStage says what stage i (from 0) of city's wonder costs and
// gives, and where it stands: built, the next one (with what building
// it takes now, for the city the screen decides for), or later.
func (t *Table) tipForStage(city, i int) string {
	w, v := t.words, t.view
	if city < 0 || city >= len(v.Cities) {
		return ""
	}
	c := v.Cities[city]
	info := wonders.Wonders()[c.Wonder]
	stages := info.Sides[c.Side]
	if i < 0 || i >= len(stages) {
		return ""
	}
	st := stages[i]
	var effects []string
	for _, e := range st.Effects {
		effects = append(effects, w.effect(e))
	}
	head := w.T("wonders.help.tip.stage", map[string]any{"Wonder": w.T(info.NameKey()), "Stage": i + 1, "Of": len(stages)})
	var where string
	switch {
	case i < c.Stages:
		where = w.T("wonders.help.tip.stage_built")
	case i == c.Stages && city == t.focus && v.Prompt != "" && v.Stage.Stage == i:
		where = w.T("wonders.help.tip.stage_next", map[string]any{"Status": w.status(v.Stage.Status, v.Stage.Plans)})
	case i == c.Stages:
		where = w.T("wonders.help.tip.stage_open")
	default:
		where = w.T("wonders.help.tip.stage_later", map[string]any{"Prev": i})
	}
	return lines(head, w.T("wonders.help.tip.stage_cost", map[string]any{"Cost": w.cost(st.Cost)}),
		w.T("wonders.help.tip.stage_gives", map[string]any{"Effects": strings.Join(effects, " · ")}), where)
}

// tipForMilitaryToken says what a conflict token is worth and how it was
// won: points is +1, +3 or +5 for a Victory token, -1 for a Defeat.
func (t *Table) tipForMilitaryToken(points int) string {
	w := t.words
	if points < 0 {
		return w.T("wonders.help.tip.defeat")
	}
	age, ok := map[int]int{1: 1, 3: 2, 5: 3}[points]
	if !ok {
		return w.N("wonders.help.tip.victory_any", points)
	}
	return w.N("wonders.help.tip.victory", points, map[string]any{"Age": romanAge(age)})
}

// tipForCoins says how many coins city holds, what they will score and
// what they pay for.
func (t *Table) tipForCoins(city int) string {
	w, v := t.words, t.view
	if city < 0 || city >= len(v.Cities) {
		return ""
	}
	n := v.Cities[city].Coins
	return lines(w.N("wonders.help.tip.coins", n/3, map[string]any{"Name": w.city(v, city), "Coins": w.coins(n)}),
		w.T("wonders.help.tip.coins_use"))
}

// tipForMerchant names the First Merchant and says what the token does.
func (t *Table) tipForMerchant() string {
	w, v := t.words, t.view
	if v.Market == nil {
		return ""
	}
	return lines(w.T("wonders.help.tip.merchant", map[string]any{"Name": w.city(v, v.Market.First)}),
		w.T("wonders.help.tip.merchant_what"))
}

// tipForGod says a god's power in age (the current Age when 0), what it
// costs in each Age and, when there is room, how its pantheon is invoked.
func (t *Table) tipForGod(gd wonders.God, age int) string {
	w := t.words
	if int(gd) >= len(wonders.Gods()) {
		return ""
	}
	if age == 0 {
		age = t.view.Age
	}
	age = min(max(age, 1), 3)
	info := gd.Info()
	head := w.T("wonders.help.tip.god", map[string]any{"God": w.god(gd), "Age": romanAge(age), "Power": w.godPower(gd, age)})
	costs := w.T("wonders.help.tip.god_costs", map[string]any{"I": w.godCost(info.Cost(1)), "II": w.godCost(info.Cost(2)), "III": w.godCost(info.Cost(3))})
	full := lines(head, costs, w.T("wonders.help.pantheon."+info.Pantheon.String()))
	if fitsTip(full) {
		return full
	}
	return lines(head, costs) // a long power leaves no room for the pantheon
}

// fitsTip reports whether text fits the hover panel once wrapped.
func fitsTip(text string) bool {
	return len(wrapLines(text, tipWidth-16, tipText, tipLines+1)) <= tipLines
}

// godCost says a god's invocation cost in words: "2 coins, Wood, 1 raw
// material of your choice, 3 shields on your red cards".
func (w words) godCost(gc wonders.GodCost) string {
	var parts []string
	if gc.Coins > 0 {
		parts = append(parts, w.coins(gc.Coins))
	}
	if r := w.resources(gc.Res); r != "" {
		parts = append(parts, r)
	}
	for _, c := range []struct {
		key string
		n   int
	}{{"raw", gc.Raw}, {"manufactured", gc.Manufactured}, {"any", gc.Any}, {"shields", gc.Shields}, {"points", gc.VP}} {
		if c.n > 0 {
			parts = append(parts, w.N("wonders.help.cost."+c.key, c.n))
		}
	}
	if gc.Stage {
		parts = append(parts, w.T("wonders.help.cost.stage"))
	}
	if gc.Sacrifice {
		parts = append(parts, w.T("wonders.help.cost.sacrifice"))
	}
	if len(parts) == 0 {
		return w.T("wonders.help.cost.free")
	}
	return strings.Join(parts, ", ")
}
