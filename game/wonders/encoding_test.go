package wonders

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"agora/game"
)

// Every field holds the largest value the engine can give it, so that no
// value is silently cut (encoding 1's god field, 5 bits for 32 gods, read
// god 31 as no god).
func TestFieldsHoldTheEngineLimits(t *testing.T) {
	limits := []struct {
		field      string
		need, room int
	}{
		{"actions", int(numActions) - 1, maskAction},
		{"cities", maxCities - 1, maskCity},
		{"cards (+1, NoCard is 0)", len(catalog.cards), maskCard},
		{"gods (+1, 0 is none)", maxGods, maskGod},
		{"gods of the catalog", len(catalog.gods), maxGods},
		{"stages", maxStages - 1, maskStage},
		{"coins to a neighbour: a card and a god, 2 a unit", 2 * 2 * maxUnits, maskCoins},
		{"coins to other cities: a card and a god, 1 a unit", 2 * maxUnits, maskOthers},
		{"dice, one bit per resource", 1<<NumResources - 1, maskDice},
		{"sold resource (+1)", NumResources, maskSell},
		{"target cities, one bit each", 1<<maxCities - 1, maskTarget},
		{"auction price (the engine keeps it in 8 bits)", 0xff, maskPrice},
		{"auction owner", maxCities - 1, maskOthers},
		{"Swap's other card", len(catalog.cards) - 1, maskPrice},
	}
	for _, l := range limits {
		if l.need > l.room {
			t.Errorf("%s: the engine needs %d, the field holds %d", l.field, l.need, l.room)
		}
	}
	// The fields do not overlap and leave the free bits free.
	used := uint64(0)
	for _, f := range []struct{ at, mask uint64 }{
		{optAction, maskAction}, {optCity, maskCity}, {optCard, maskCard}, {optLeft, maskCoins},
		{optRight, maskCoins}, {optOthers, maskOthers}, {optStage, maskStage}, {optDice, maskDice},
		{optWheat, 1}, {optSell, maskSell}, {optGod, maskGod}, {optMode, maskMode}, {optTarget, maskTarget}, {optBank, 1},
	} {
		if used&(f.mask<<f.at) != 0 {
			t.Errorf("the field at bit %d overlaps another", f.at)
		}
		used |= f.mask << f.at
	}
	if used != 1<<optFree-1 {
		t.Errorf("fields cover %#x, want every bit below %d", used, optFree)
	}
}

// Each field round-trips at every value it can hold, alone and with every
// other field at its maximum.
func TestOptionFieldsRoundTrip(t *testing.T) {
	full := Move{Action: BuildShared, Card: NoCard - 1, City: maskCity, Stage: maskStage,
		PayLeft: maskCoins, PayRight: maskCoins, PayOthers: maskOthers, Dice: maskDice, Wheat: true,
		Sell: maskSell, God: maskGod - 1, GodMode: maskMode, Targets: maskTarget, Bank: true}
	type field struct {
		name string
		max  int
		set  func(*Move, int)
	}
	play := []field{
		{"action", maskAction, func(m *Move, v int) {
			if a := Action(v); !sided(a) {
				m.Action = a
			}
		}},
		{"city", maskCity, func(m *Move, v int) { m.City = v }},
		{"card", int(NoCard) - 1, func(m *Move, v int) { m.Card = Card(v) }},
		{"stage", maskStage, func(m *Move, v int) { m.Stage = v }},
		{"left", maskCoins, func(m *Move, v int) { m.PayLeft = v }},
		{"right", maskCoins, func(m *Move, v int) { m.PayRight = v }},
		{"others", maskOthers, func(m *Move, v int) { m.PayOthers = v }},
		{"dice", maskDice, func(m *Move, v int) { m.Dice = ResourceSet(v) }},
		{"sell", maskSell, func(m *Move, v int) { m.Sell = v }},
		{"god", maskGod - 1, func(m *Move, v int) { m.God = God(v) }},
		{"mode", maskMode, func(m *Move, v int) {
			if m.GodMode = GodMode(v); v == 0 {
				m.God, m.Targets = 0, 0 // no god without a mode
			}
		}},
		{"targets", maskTarget, func(m *Move, v int) { m.Targets = uint8(v) }},
		{"bank", 1, func(m *Move, v int) { m.Bank = v == 1 }},
	}
	for _, f := range play {
		for v := 0; v <= f.max; v++ {
			for _, base := range []Move{{Action: Build, GodMode: InvokeAfter}, full} {
				m := base
				f.set(&m, v)
				if got := unpack(m.Option()); got != m {
					t.Fatalf("%s %d: %+v reads back as %+v", f.name, v, m, got)
				}
			}
		}
	}
	for _, a := range []Action{Propose, Bid, Pass, SellCard, KeepCard, Swap, GiveDebt, Settle} {
		for _, base := range []Move{{Action: a, Card: NoCard}, {Action: a, Card: NoCard - 1, City: maskCity}} {
			for p := 0; p <= maskPrice; p++ {
				for owner := range maskOthers + 1 {
					m := base
					m.Owner = owner
					if a == Swap {
						if p >= int(NoCard) {
							break
						}
						m.Other = Card(p)
					} else {
						m.Price = p
					}
					if got := unpack(m.Option()); got != m {
						t.Fatalf("%+v reads back as %+v", m, got)
					}
				}
			}
		}
	}
}

// Every god, every card and every payment the engine can name is a valid
// option that decodes to itself, and god 31, which encoding 1 could not
// name, among them.
func TestEveryGodCardAndPaymentDecodes(t *testing.T) {
	check := func(m Move) {
		t.Helper()
		got, ok := DecodeOption(m.Option())
		if !ok || got != m {
			t.Fatalf("%+v: decodes to %+v, ok %v", m, got, ok)
		}
	}
	for gd := range God(maxGods) {
		for _, m := range []Move{
			{Action: Pray, Card: NoCard, God: gd},
			{Action: Cancel, Card: NoCard, God: gd, Targets: 0x55},
			{Action: Invoke, Card: NoCard, God: gd, GodMode: InvokeAfter},
			{Action: Build, God: gd, GodMode: InvokeBefore, Targets: 1 << 6},
			{Action: Discard, God: gd, GodMode: GodCoins},
		} {
			if int(gd) < len(catalog.gods) {
				check(m)
			} else if got := unpack(m.Option()); got != m {
				t.Fatalf("god %d: %+v reads back as %+v", gd, m, got)
			}
		}
	}
	if _, ok := encodeV1(Move{Action: Pray, Card: NoCard, God: 31}); ok {
		t.Error("encoding 1 claims to name god 31")
	}
	for c := range Card(len(catalog.cards)) {
		for _, a := range []Action{Build, BuildStage, Discard, BuildFree, BuildDiscarded, Pick, BuildShared} {
			check(Move{Action: a, Card: c, City: maxCities - 1, Stage: maxStages - 1})
		}
		check(Move{Action: Propose, Card: c, Owner: maxCities - 1, Price: 0xff})
		check(Move{Action: Swap, Card: c, Other: Card(len(catalog.cards)) - 1 - c, Owner: maxCities - 1})
	}
	for left := range 4*maxUnits + 1 {
		for right := range 4*maxUnits + 1 {
			for others := range 2*maxUnits + 1 {
				check(Move{Action: BuildStage, Stage: 2, PayLeft: left, PayRight: right, PayOthers: others,
					Dice: 1<<NumResources - 1, Wheat: true, Sell: NumResources})
			}
		}
	}
}

// upgradeTables are games whose logs test the upgrade from encoding 1:
// every expansion, teams, the Free City.
var upgradeTables = []struct {
	players    int
	teams      bool
	expansions []string
}{
	{2, false, nil}, {4, false, nil}, {7, false, []string{ExpansionCommerce, ExpansionFaith}},
	{6, true, []string{ExpansionCommerce, ExpansionFaith}}, {4, true, []string{ExpansionFaith}},
	{5, false, []string{ExpansionCommerce}},
}

// Every move of random games, written in encoding 1, upgrades to its
// number in the current encoding; and DigestAt(1) changes only what the
// options' numbers change.
func TestUpgradeTranslatesEveryMove(t *testing.T) {
	for i, tc := range upgradeTables {
		cfg := config(tc.players, uint64(40+i))
		cfg.Teams, cfg.Expansions = tc.teams, tc.expansions
		s := start(t, cfg)
		rng := game.NewRand(uint64(i))
		var buf []game.Option
		for !s.Over() {
			p := s.Pending()
			seat := p[rng.IntN(len(p))].Seat
			buf = s.Legal(seat, buf[:0])
			if err := s.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		v1 := make([]game.Decision, len(s.Log()))
		for k, d := range s.Log() {
			o, ok := encodeV1(MustDecode(d.Option))
			if !ok {
				t.Fatalf("%v has no number in encoding 1", MustDecode(d.Option))
			}
			v1[k] = game.Decision{Seat: d.Seat, Option: o}
		}
		up, err := upgradeLog(1, cfg, v1)
		if err != nil {
			t.Fatal(err)
		}
		for k := range up {
			if up[k] != s.Log()[k] {
				t.Fatalf("decision %d: %d upgrades to %d, want %d", k+1, v1[k].Option, up[k].Option, s.Log()[k].Option)
			}
		}
		if d, ok := s.DigestAt(Encoding); !ok || d != s.Digest() {
			t.Fatal("DigestAt(Encoding) is not Digest")
		}
		if d, ok := s.DigestAt(1); !ok || d == s.Digest() {
			t.Fatal("DigestAt(1) does not hash encoding 1's numbers")
		}
	}
}

// Small numbers are no move: a zero or a counter passed by mistake is
// refused.
func TestSmallNumbersAreNoMove(t *testing.T) {
	for o := range game.Option(1 << optAction) {
		if m, ok := DecodeOption(o); ok {
			t.Fatalf("%d decodes to %v", o, m)
		}
	}
}

func TestUpgradeRefusesWhatIsNoMove(t *testing.T) {
	s := start(t, config(3, 1))
	for _, log := range [][]game.Decision{
		{{Seat: 0, Option: 0}},
		{{Seat: 0, Option: 1}},
		{{Seat: 0, Option: ^game.Option(0)}},
	} {
		if _, err := upgradeLog(1, s.Config(), log); err == nil {
			t.Errorf("%v upgraded", log)
		}
	}
	if _, err := upgradeLog(Encoding, s.Config(), nil); err == nil {
		t.Error("an upgrade from the current encoding")
	}
	if _, ok := s.DigestAt(Encoding + 1); ok {
		t.Error("a digest in an encoding the engine never had")
	}
}

// The first-format fixtures (game/testdata/saves/v1) exercise the fields
// that moved: gods and their modes, payments to both sides and to other
// cities, the Commerce market, the auction, stages, the Prayer.
func TestV1FixturesCoverTheFields(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "saves", "v1", "wonders-*.json"))
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	seen := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var sv game.Save
		if err := json.Unmarshal(data, &sv); err != nil {
			t.Fatal(err)
		}
		for _, d := range sv.Log {
			m, ok := decodeV1(d.Option)
			if !ok {
				t.Fatalf("%s: %d is no move of encoding 1", f, d.Option)
			}
			seen[m.Action.String()] = true
			seen["mode "+string(rune('0'+m.GodMode))] = true
			for name, on := range map[string]bool{"left": m.PayLeft > 0, "right": m.PayRight > 0,
				"dice": m.Dice != 0, "wheat": m.Wheat, "sell": m.Sell > 0, "stage": m.Stage > 0} {
				seen[name] = seen[name] || on
			}
		}
	}
	for _, want := range []string{"build", "stage", "discard", "pick", "pray", "propose", "bid", "pass",
		"mode 1", "mode 2", "mode 3", "left", "right", "dice", "wheat", "sell", "stage"} {
		if !seen[want] {
			t.Errorf("no fixture has %s", want)
		}
	}
}
