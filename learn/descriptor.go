package learn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// Descriptor describes a move the way a lesson writes it: a verb (the
// engine's name of the action: "build", "stage", "discard", "pick",
// "pray"; Dale's "buy", "play", "add", "confirm"...), an optional card
// (its data id) and fields ("left=2", "slot=1", "god=zeus", "mode=after").
// It matches every legal option whose fields agree with all it names;
// what it leaves out may be anything.
type Descriptor struct {
	Verb   string
	Card   string
	Fields map[string]string
}

// AnyMove is the verb of a step that takes whatever move the player makes
// (a turn the lesson leaves free; Next then plays the lowest option).
const AnyMove = "any"

// ParseDescriptor reads "verb [card] [key=value]...".
func ParseDescriptor(s string) (Descriptor, error) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return Descriptor{}, fmt.Errorf("an empty move")
	}
	d := Descriptor{Verb: words[0]}
	for _, w := range words[1:] {
		k, v, ok := strings.Cut(w, "=")
		switch {
		case !ok && d.Card == "" && len(d.Fields) == 0:
			d.Card = w
		case !ok || k == "" || v == "":
			return Descriptor{}, fmt.Errorf("move %q: %q is neither its card nor a key=value field", s, w)
		default:
			if d.Fields == nil {
				d.Fields = map[string]string{}
			}
			if _, twice := d.Fields[k]; twice {
				return Descriptor{}, fmt.Errorf("move %q names %s twice", s, k)
			}
			d.Fields[k] = v
		}
	}
	return d, nil
}

// String writes the descriptor back, its fields in key order.
func (d Descriptor) String() string {
	parts := []string{d.Verb}
	if d.Card != "" {
		parts = append(parts, d.Card)
	}
	keys := make([]string, 0, len(d.Fields))
	for k := range d.Fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		parts = append(parts, k+"="+d.Fields[k])
	}
	return strings.Join(parts, " ")
}

// Matches reports whether the move (an option's fields) is one the
// descriptor describes.
func (d Descriptor) Matches(m Described) bool {
	if d.Verb == AnyMove {
		return true
	}
	if d.Verb != m.Verb || d.Card != "" && d.Card != m.Card {
		return false
	}
	for k, v := range d.Fields {
		if m.Fields[k] != v {
			return false
		}
	}
	return true
}

// Described is an option in a descriptor's words: every field it has,
// including those at zero, so that "left=0" matches a move paying nothing
// to the left.
type Described struct {
	Verb   string
	Card   string
	Fields map[string]string
}

// describe names an option of the game's engine in a descriptor's words;
// ok is false for an option the engine cannot decode.
func describe(gameName string, o game.Option) (Described, bool) {
	switch gameName {
	case "wonders":
		return describeWonders(o)
	case "dale":
		return describeDale(o)
	}
	return Described{}, false
}

// describeWonders names a 7 Wonders option: its action, its card, the
// stage (from 1), the coins to each side and other cities, the god and
// what the move does with it, the Commerce fields, the auction's price
// and owner, the acting city.
func describeWonders(o game.Option) (Described, bool) {
	m, ok := wonders.DecodeOption(o)
	if !ok {
		return Described{}, false
	}
	d := Described{Verb: m.Action.String(), Fields: map[string]string{
		"city":   strconv.Itoa(m.City),
		"left":   strconv.Itoa(m.PayLeft),
		"right":  strconv.Itoa(m.PayRight),
		"others": strconv.Itoa(m.PayOthers),
		"price":  strconv.Itoa(m.Price),
		"owner":  strconv.Itoa(m.Owner),
		"wheat":  boolWord(m.Wheat),
		"bank":   boolWord(m.Bank),
		"dice":   strconv.Itoa(len(m.Dice.List())),
		"mode":   "none",
	}}
	if m.GodMode != wonders.NoGodMode {
		d.Fields["mode"] = m.GodMode.String()
	}
	if m.Card != wonders.NoCard {
		d.Card = m.Card.String()
	}
	if m.Action == wonders.BuildStage {
		d.Fields["stage"] = strconv.Itoa(m.Stage + 1)
	}
	if m.GodMode != wonders.NoGodMode || m.Action == wonders.Pray || m.Action == wonders.Cancel || m.Action == wonders.Invoke {
		d.Fields["god"] = m.God.String()
	}
	if r, ok := m.Sold(); ok {
		d.Fields["sell"] = r.String()
	} else {
		d.Fields["sell"] = "none"
	}
	return d, true
}

// describeDale names a Dale of Merchants option: its type, its card (the
// kind's id; "boosted=1" for a tagged hand card), slot, seat and value.
func describeDale(o game.Option) (Described, bool) {
	m, ok := dale.DecodeOption(o)
	if !ok {
		return Described{}, false
	}
	d := Described{Verb: m.Type.String(), Fields: map[string]string{
		"slot":  strconv.Itoa(m.Slot),
		"seat":  strconv.Itoa(m.Seat),
		"value": strconv.Itoa(m.Value),
	}}
	switch m.Type {
	case dale.MovePlay, dale.MoveBuild, dale.MoveAdd, dale.MoveCard, dale.MoveReact:
		d.Card = m.Card.Kind().String()
		d.Fields["boosted"] = boolWord(m.Card.Boosted())
	}
	return d, true
}

func boolWord(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// Find lists the options of legal the descriptor matches, lowest first.
func Find(gameName string, d Descriptor, legal []game.Option) []game.Option {
	var out []game.Option
	for _, o := range legal {
		if m, ok := describe(gameName, o); ok && d.Matches(m) {
			out = append(out, o)
		}
	}
	slices.Sort(out)
	return out
}

// Shortest is the shortest descriptor whose first match among legal is
// opt: its verb and card, then the fewest fields it takes (one, two or
// three, tried in a fixed order, else all). It is how a recorded move is
// written into a lesson.
func Shortest(gameName string, opt game.Option, legal []game.Option) (Descriptor, error) {
	m, ok := describe(gameName, opt)
	if !ok {
		return Descriptor{}, fmt.Errorf("option %d is no %s move", opt, gameName)
	}
	sorted := slices.Clone(legal)
	slices.Sort(sorted)
	var all []Described
	var opts []game.Option
	for _, o := range sorted {
		if d, ok := describe(gameName, o); ok {
			all, opts = append(all, d), append(opts, o)
		}
	}
	picks := func(d Descriptor) bool {
		for i, o := range all {
			if d.Matches(o) {
				return opts[i] == opt
			}
		}
		return false
	}
	keys := make([]string, 0, len(m.Fields))
	for k := range m.Fields {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return fieldRank(a) - fieldRank(b) })
	with := func(ks ...string) Descriptor {
		d := Descriptor{Verb: m.Verb, Card: m.Card}
		if len(ks) > 0 {
			d.Fields = map[string]string{}
			for _, k := range ks {
				d.Fields[k] = m.Fields[k]
			}
		}
		return d
	}
	if d := with(); picks(d) {
		return d, nil
	}
	for i := range keys {
		if d := with(keys[i]); picks(d) {
			return d, nil
		}
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if d := with(keys[i], keys[j]); picks(d) {
				return d, nil
			}
		}
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			for k := j + 1; k < len(keys); k++ {
				if d := with(keys[i], keys[j], keys[k]); picks(d) {
					return d, nil
				}
			}
		}
	}
	if d := with(keys...); picks(d) {
		return d, nil
	}
	return Descriptor{}, fmt.Errorf("no descriptor picks option %d", opt)
}

// fieldOrder is the order Shortest adds fields in: those a reader
// understands first.
var fieldOrder = []string{"stage", "slot", "value", "seat", "god", "mode", "left", "right", "others",
	"sell", "dice", "wheat", "bank", "price", "owner", "boosted", "city"}

func fieldRank(k string) int {
	if i := slices.Index(fieldOrder, k); i >= 0 {
		return i
	}
	return len(fieldOrder)
}
