package ui

import (
	"encoding/json"
	"slices"

	"agora/bots"
	"agora/game"
)

// prefNewGame keeps the last new-game choices, so the next game starts
// from them.
const prefNewGame = "newgame_form"

// savedForm is the remembered form, in a shape that does not change when
// the form's own fields do.
type savedForm struct {
	Game       string            `json:"game"`
	Count      int               `json:"count"`
	Bots       []string          `json:"bots"`
	Names      []string          `json:"names"`
	Expansions []string          `json:"expansions,omitempty"`
	Variants   map[string]string `json:"variants,omitempty"`
	Teams      bool              `json:"teams,omitempty"`
}

// rememberForm stores the form's choices in the preferences.
func (a *App) rememberForm(f *newGameForm) {
	s := savedForm{Game: f.rules.Game, Count: f.count, Variants: f.variants, Teams: f.teams}
	for _, seat := range f.seats {
		s.Bots = append(s.Bots, seat.bot)
		s.Names = append(s.Names, seat.name)
	}
	for _, e := range f.rules.Expansions {
		if f.expansions[e] {
			s.Expansions = append(s.Expansions, e)
		}
	}
	data, err := json.Marshal(s)
	if err == nil {
		a.fyne.Preferences().SetString(prefNewGame, string(data))
	}
}

// rememberedForm is the form as last started, or the first game's
// defaults. Whatever the remembered choices hold that this version does
// not know (a game, a bot level, a variant value) falls back to its
// default, so an old or damaged preference never stops the screen.
func (a *App) rememberedForm() *newGameForm {
	var s savedForm
	_ = json.Unmarshal([]byte(a.fyne.Preferences().String(prefNewGame)), &s)
	i := slices.IndexFunc(a.games, func(r game.Rules) bool { return r.Game == s.Game })
	if i < 0 {
		return newForm(a.games[0])
	}
	f := newForm(a.games[i])
	if s.Count >= f.rules.MinPlayers && s.Count <= f.rules.MaxPlayers {
		f.count = s.Count
	}
	levels := bots.LevelsFor(f.rules.Game)
	for k := range f.seats {
		if k < len(s.Bots) && (s.Bots[k] == "" || slices.ContainsFunc(levels, func(l bots.Level) bool { return l.Spec == s.Bots[k] })) {
			f.seats[k].bot = s.Bots[k]
		}
		if k < len(s.Names) {
			f.seats[k].name = s.Names[k]
		}
	}
	for _, e := range s.Expansions {
		if slices.Contains(f.rules.Expansions, e) {
			f.expansions[e] = true
		}
	}
	for name, value := range s.Variants {
		if v, ok := f.rules.Variant(name); ok && slices.Contains(v.Values, value) {
			f.variants[name] = value
		}
	}
	f.teams = s.Teams
	return f
}
