package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/translations"
)

// words in lang, for tests that need no table.
func testWords(t *testing.T, lang string) words {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return words{loc: loc, names: []string{"A", "B", "C", "D"}}
}

// Every section of the rules page is translated in both languages, and
// each language says it in its own words.
func TestHelpRulesSectionsTranslated(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	en := h.table.baseRulesSections()
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	fr := h.table.baseRulesSections()
	if len(en) != len(baseRules) || len(fr) != len(en) {
		t.Fatalf("%d English and %d French sections, want %d", len(en), len(fr), len(baseRules))
	}
	for i, s := range en {
		for _, text := range []string{s.Heading, s.Text, fr[i].Heading, fr[i].Text} {
			if text == "" || strings.HasPrefix(text, "wonders.help.") {
				t.Errorf("section %q: untranslated %q", baseRules[i].key, text)
			}
		}
		if s.Text == fr[i].Text {
			t.Errorf("section %q: the same text in both languages", baseRules[i].key)
		}
		if s.Icon == nil {
			t.Errorf("section %q has no icon", baseRules[i].key)
		}
	}
}

// The rules page says what the issue asks of it: the pass directions,
// the neighbours' prices, the conflicts, science, the Free City.
func TestHelpRulesPageFacts(t *testing.T) {
	w := testWords(t, "en")
	var all strings.Builder
	for _, s := range baseRules {
		all.WriteString(w.T("wonders.help."+s.key) + "\n")
	}
	text := all.String()
	for _, want := range []string{"left in Ages I and III", "right in Age II", "3 coins", "2 coins per unit", "1 coin",
		"for free", "1 point in Age I, 3 in Age II and 5 in Age III", "−1 point", "7 points", "9 + 4 + 1 + 7 = 21",
		"Free City", "Treasury", "Guilds", "Ctrl+Z", "Esc", "Enter", "1 to 9", "Hover"} {
		if !strings.Contains(text, want) {
			t.Errorf("the rules page does not say %q", want)
		}
	}
}

// The page opens over the table, fits a 1024×640 window, and F1 (Help)
// opens the same page.
func TestHelpRulesDialogFits(t *testing.T) {
	for _, open := range []string{"menu", "f1"} {
		h := newHarness(t, 1, 0, true, "h", "random", "random")
		h.win.Resize(fyne.NewSize(1024, 640))
		if open == "menu" {
			h.table.showBaseRules()
		} else {
			h.table.Help()
		}
		overlays := h.win.Canvas().Overlays().List()
		if len(overlays) != 1 {
			t.Fatalf("%s: %d overlays, want the rules dialog", open, len(overlays))
		}
		size := h.win.Canvas().Size()
		found := false
		for _, o := range test.LaidOutObjects(overlays[0]) {
			if l, ok := o.(*widget.Label); ok && l.Text == "The goal" && l.TextStyle.Bold {
				found = true
			}
			if p, ok := o.(*widget.PopUp); ok {
				if s := p.Content.Size(); s.Width > size.Width || s.Height > size.Height {
					t.Errorf("%s: the dialog is %v in a %v window", open, s, size)
				}
			}
		}
		if !found {
			t.Errorf("%s: no bold heading \"The goal\" in the dialog", open)
		}
	}
}

// The header's menu lists the rules page first among the rules.
func TestHelpMenuItem(t *testing.T) {
	h := newCommerceHarness(t, 3, 3)
	h.table.header.openMenu()
	var shown strings.Builder
	for _, o := range h.win.Canvas().Overlays().List() {
		for _, x := range test.LaidOutObjects(o) {
			if c, ok := x.(*canvas.Text); ok {
				shown.WriteString(c.Text + "\n")
			}
		}
	}
	menu := shown.String()
	base, commerce := strings.Index(menu, "Rules of 7 Wonders"), strings.Index(menu, "Commerce rules")
	if base < 0 || commerce < 0 || base > commerce {
		t.Fatalf("the menu does not list the base rules first among the rules:\n%s", menu)
	}
}

func TestTipForDie(t *testing.T) {
	tests := []struct {
		lang string
		r    wonders.Resource
		face int
		want string
	}{
		{"en", wonders.Wood, 1, "counts as zero"},
		{"en", wonders.Wood, 2, "Shows 2: buying it gives 2 Wood"},
		{"en", wonders.Glass, 6, "6 Glass"},
		{"fr", wonders.Stone, 3, "Face 3\u202f: l’acheter donne 3 Pierres"},
		{"fr", wonders.Clay, 1, "compte pour zéro"},
	}
	for _, tt := range tests {
		tb := &Table{words: testWords(t, tt.lang)}
		if got := tb.tipForDie(tt.r, tt.face); !strings.Contains(got, tt.want) {
			t.Errorf("%s %v face %d: %q, want %q in it", tt.lang, tt.r, tt.face, got, tt.want)
		}
	}
}

// A market slot's tip follows the tray: every die starts on 1, a raw
// material's die costs 2 coins and a manufactured good's 3.
func TestTipForMarketSlot(t *testing.T) {
	h := newCommerceHarness(t, 3, 3)
	tb := h.table
	wood, glass := tb.tipForMarketSlot(wonders.Wood), tb.tipForMarketSlot(wonders.Glass)
	for _, want := range []string{"Wood die of the market: 2 coins", "counts as zero", "rises by one"} {
		if !strings.Contains(wood, want) {
			t.Errorf("wood slot: %q, want %q in it", wood, want)
		}
	}
	if !strings.Contains(glass, "3 coins") {
		t.Errorf("glass slot: %q, want its price of 3 coins", glass)
	}
	for n := 0; n < 60 && tb.view.Market != nil && tb.view.Market.Faces[wonders.Wood] < 2; n++ {
		if !h.playOnce() {
			break
		}
	}
	if mk := tb.view.Market; mk != nil && mk.Faces[wonders.Wood] >= 2 {
		face := mk.Faces[wonders.Wood]
		if got := tb.tipForMarketSlot(wonders.Wood); !strings.Contains(got, "gives "+tb.words.resources(wonders.Resources{wonders.Wood: uint8(face)})) {
			t.Errorf("wood die on %d: %q", face, got)
		}
	}
	if got := tb.tipForWheat(); !strings.Contains(got, "3 coins") {
		t.Errorf("wheat: %q", got)
	}
	if got := tb.tipForMerchant(); !strings.Contains(got, "First Merchant: "+tb.words.city(tb.view, tb.view.Market.First)) {
		t.Errorf("merchant: %q", got)
	}
}

func TestTipForStage(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	tb := h.table
	c := tb.view.Cities[0]
	stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
	first := tb.tipForStage(0, 0)
	for _, want := range []string{"stage 1 of", "Cost: ", "Gives: ", "Next to build, with any card of your hand: "} {
		if !strings.Contains(first, want) {
			t.Errorf("first stage: %q, want %q in it", first, want)
		}
	}
	if second := tb.tipForStage(0, 1); !strings.Contains(second, "Built after stage 1") {
		t.Errorf("second stage: %q", second)
	}
	if other := tb.tipForStage(1, 0); strings.Contains(other, "any card of your hand") {
		t.Errorf("a neighbour's stage tells you to build it: %q", other)
	}
	if tb.tipForStage(0, len(stages)) != "" || tb.tipForStage(9, 0) != "" {
		t.Error("a tip for a stage that does not exist")
	}
}

func TestTipForMilitaryToken(t *testing.T) {
	tests := []struct {
		lang   string
		points int
		want   string
	}{
		{"en", 1, "Victory token of Age I: 1 point,"},
		{"en", 3, "Victory token of Age II: 3 points,"},
		{"en", 5, "Age III: 5 points"},
		{"en", -1, "Defeat token: −1 point"},
		{"en", 2, "Victory token: 2 points."},
		{"fr", 1, "Jeton Victoire de l’Âge I\u202f: 1 point,"},
		{"fr", 5, "l’Âge III\u202f: 5 points"},
		{"fr", -1, "Jeton Défaite\u202f: −1 point"},
	}
	for _, tt := range tests {
		tb := &Table{words: testWords(t, tt.lang)}
		if got := tb.tipForMilitaryToken(tt.points); !strings.Contains(got, tt.want) {
			t.Errorf("%s %+d: %q, want %q in it", tt.lang, tt.points, got, tt.want)
		}
	}
}

func TestTipForCoins(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	tb := h.table
	if got := tb.tipForCoins(1); !strings.HasPrefix(got, "B: 3 coins, worth 1 point at the end") {
		t.Errorf("coins: %q", got)
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	if got := tb.tipForCoins(0); !strings.HasPrefix(got, "A\u202f: 3 pièces, soit 1 point") {
		t.Errorf("coins in French: %q", got)
	}
}

func TestTipForGod(t *testing.T) {
	h := newFaithHarness(t, 5, 4)
	tb := h.table
	gd := tb.view.Faith.Draft[0].God
	got := tb.tipForGod(gd, 0)
	for _, want := range []string{tb.words.god(gd), tb.words.godPower(gd, 1), "Age I:", "Cost: Age I ", "Age III ", "pantheon"} {
		if !strings.Contains(got, want) {
			t.Errorf("god tip %q, want %q in it", got, want)
		}
	}
	if got := tb.tipForGod(gd, 3); !strings.Contains(got, tb.words.godPower(gd, 3)) {
		t.Errorf("Age III tip %q lacks the Age III power", got)
	}
	if tb.tipForGod(wonders.NoGod, 1) != "" {
		t.Error("a tip for no god")
	}
}

func TestTipGodCostInWords(t *testing.T) {
	tests := []struct {
		lang string
		cost wonders.GodCost
		want string
	}{
		{"en", wonders.GodCost{}, "nothing"},
		{"en", wonders.GodCost{Coins: 2, Raw: 1}, "2 coins, 1 raw material"},
		{"en", wonders.GodCost{Manufactured: 2, Any: 1}, "2 manufactured goods, 1 resource"},
		{"en", wonders.GodCost{Shields: 3, VP: 1, Stage: true}, "3 shields, 1 blue point, the next stage's resources"},
		{"en", wonders.GodCost{Coins: 1, Res: wonders.Resources{wonders.Wood: 2}}, "1 coin, 2 Wood"},
		{"fr", wonders.GodCost{Raw: 2, Shields: 1}, "2 matières premières, 1 bouclier"},
		{"fr", wonders.GodCost{VP: 2, Stage: true}, "2 points bleus, les ressources de l’étape suivante"},
		{"fr", wonders.GodCost{}, "rien"},
	}
	for _, tt := range tests {
		if got := testWords(t, tt.lang).godCost(tt.cost); got != tt.want {
			t.Errorf("%s %+v: %q, want %q", tt.lang, tt.cost, got, tt.want)
		}
	}
}

// Every tip fits the hover panel: no more lines than it shows, once
// wrapped to its width, in both languages.
func TestTipsFitThePanel(t *testing.T) {
	h := newHarness(t, 4, 0, true, "h", "random", "random", "random")
	cfg := h.table.state.Config()
	cfg.Expansions = []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h = newHarnessFor(t, s, 0, true)
	tb := h.table
	for _, lang := range translations.Languages() {
		if err := h.loc.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		var tips []string
		for c, cv := range tb.view.Cities {
			tips = append(tips, tb.tipForCoins(c))
			for i := range wonders.Wonders()[cv.Wonder].Sides[cv.Side] {
				tips = append(tips, tb.tipForStage(c, i))
			}
		}
		for r := range wonders.Resource(wonders.NumResources) {
			tips = append(tips, tb.tipForMarketSlot(r))
		}
		tips = append(tips, tb.tipForWheat(), tb.tipForMerchant())
		for _, p := range []int{1, 3, 5, -1} {
			tips = append(tips, tb.tipForMilitaryToken(p))
		}
		for g := range wonders.Gods() {
			for age := 1; age <= 3; age++ {
				tips = append(tips, tb.tipForGod(wonders.God(g), age))
			}
		}
		for _, tip := range tips {
			if tip == "" {
				t.Errorf("%s: an empty tip", lang)
				continue
			}
			if n := len(wrapLines(tip, tipWidth-16, tipText, 100)); n > tipLines {
				t.Errorf("%s: %d lines, the panel shows %d:\n%s", lang, n, tipLines, tip)
			}
		}
	}
}
