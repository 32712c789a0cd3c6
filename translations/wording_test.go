package translations

import (
	"regexp"
	"strings"
	"testing"
)

// term is one wording rule: text matching bad is wrong, want says what to
// write instead and why.
type term struct {
	bad  *regexp.Regexp
	want string
}

// frenchTerms gives each thing one name across the French catalog, the
// name the published French games use.
var frenchTerms = []term{
	{regexp.MustCompile(`\b[Tt]ouche[zr]\b`), "Cliquez sur: Agora is played with a mouse"},
	{regexp.MustCompile(`Cité libre`), "Cité franche, as the Faith rules and the base game name it"},
	{regexp.MustCompile(`Paramètres`), "Réglages, the app's word for its settings"},
	{regexp.MustCompile(`partenaire`), "coéquipier, as the Faith and Dale rules say"},
	{regexp.MustCompile(`\bmarron\b|\bMarron\b`), "brun, brune: the French games' word for the raw-material cards"},
	{regexp.MustCompile(`(?:^|[^\p{L}])âges?(?:$|[^\p{L}])`), "Âge, capitalised like the game's Ages"},
	{regexp.MustCompile(`Dale of Merchants`), "La Vallée des Marchands, the published French title"},
	{regexp.MustCompile(`(?:[\p{Ll},;:«\x{202f}] +|\()Dieux?\b`), "dieu in running text (lower case)"},
	{regexp.MustCompile(`\bProgramme\b|programmé`), "planification, the Dale rules' word for the techniques in play"},
}

// uncontractedRe finds "à les", "de le"... Go's \b only knows ASCII
// letters, hence the explicit letter classes.
var uncontractedRe = regexp.MustCompile(`(?:^|[^\p{L}])((?:[àÀ]|[dD]e) les? (\p{L}+))`)

// uncontracted returns the first "à les cités" of a text: French writes
// "aux", "au", "des", "du" there. Before an infinitive ("avant de les
// jouer") le and les are pronouns and stay.
func uncontracted(text string) string {
	for _, m := range uncontractedRe.FindAllStringSubmatch(text, -1) {
		next := m[2]
		if strings.HasSuffix(next, "er") || strings.HasSuffix(next, "ir") || strings.HasSuffix(next, "re") {
			continue
		}
		return m[1]
	}
	return ""
}

// englishTerms are the English wording rules.
var englishTerms = []term{
	{regexp.MustCompile(`\b[Tt]ap\b`), "Click: Agora is played with a mouse"},
	{regexp.MustCompile(`\bteammate\b`), "partner, the English catalog's one word for it"},
}

func TestTermRules(t *testing.T) {
	tests := []struct {
		rules []term
		text  string
		bad   bool
	}{
		{frenchTerms, "Achetez à les cités voisines", true},
		{frenchTerms, "Achetez dans les cités voisines", false},
		{frenchTerms, "Prenez 3 pièces de les cités", true},
		{frenchTerms, "avant de les jouer", false},
		{frenchTerms, "Touchez une carte", true},
		{frenchTerms, "Invoquez votre second Dieu", true},
		{frenchTerms, "Dieux contre pièces", false},
		{frenchTerms, "Faith (Dieux, Prière)", true},
		{frenchTerms, "chaque âge", true},
		{frenchTerms, "Âgé de dix ans", false},
		{frenchTerms, "La Vallée des Marchands 2", false},
		{englishTerms, "Tap a card", true},
		{englishTerms, "Click a card, then Build", false},
	}
	for _, tt := range tests {
		got := uncontracted(tt.text) != ""
		for _, r := range tt.rules {
			got = got || r.bad.MatchString(tt.text)
		}
		if got != tt.bad {
			t.Errorf("%q: rule match %v, want %v", tt.text, got, tt.bad)
		}
	}
}

func TestOneTermPerThing(t *testing.T) {
	for lang, rules := range map[string][]term{"fr": frenchTerms, "en": englishTerms} {
		for _, m := range messagesOf(t, lang) {
			text := string(prose(m.text))
			if s := uncontracted(text); s != "" {
				t.Errorf("%v: %q, contract it (aux, au, des, du) or rephrase (dans les)", m, s)
			}
			for _, r := range rules {
				if s := r.bad.FindString(text); s != "" {
					t.Errorf("%v: %q, write %s", m, s, r.want)
				}
			}
		}
	}
}

// TestFrenchContractionsOnceFilled fills every {{.Cities}} and {{.Where}}
// with each text the UI gives it, so "à {{.Cities}}" with "les cités
// voisines" is caught too.
func TestFrenchContractionsOnceFilled(t *testing.T) {
	l := newLocalizer(t, "fr")
	var fills []string
	for _, k := range Keys("fr") {
		if strings.HasPrefix(k, "wonders.cities.") || strings.HasPrefix(k, "wonders.ui.where.") {
			fills = append(fills, l.T(k))
		}
	}
	if len(fills) < 10 {
		t.Fatalf("found %d city phrases, want the wonders.cities.* and wonders.ui.where.* texts", len(fills))
	}
	for _, m := range messagesOf(t, "fr") {
		if !strings.Contains(m.text, "{{.Cities}}") && !strings.Contains(m.text, "{{.Where}}") {
			continue
		}
		for _, f := range fills {
			filled := strings.NewReplacer("{{.Cities}}", f, "{{.Where}}", f).Replace(m.text)
			if s := uncontracted(filled); s != "" {
				t.Errorf("%v filled with %q: %q, rephrase around the placeholder", m, f, s)
			}
		}
	}
}

// TestPublishedFrenchNames pins names to the published French games: the
// base game's cards and wonders, the Faith rules' boards, guilds and gods,
// the Dale rules' decks.
func TestPublishedFrenchNames(t *testing.T) {
	names := map[string]string{
		"wonders.card.archery_range":         "Champs de tir",
		"wonders.card.training_ground":       "Place d’armes",
		"wonders.card.east_trading_post":     "Comptoir Est",
		"wonders.card.forest_cave":           "Gisement",
		"wonders.card.apothecary":            "Officine",
		"wonders.wonder.alexandria":          "Le Phare d’Alexandrie",
		"wonders.wonder.halikarnassus":       "Le Mausolée d’Halicarnasse",
		"wonders.wonder.ephesus":             "Le Temple d’Artémis à Éphèse",
		"wonders.wonder.ithaca":              "Ithaque",
		"wonders.wonder.syracuse":            "Syracuse",
		"wonders.card.emperors_guild":        "Guilde de l’Empereur",
		"wonders.card.illuminati_guild":      "Guilde des Illuminés",
		"wonders.card.pillagers_guild":       "Guilde des Pillards",
		"wonders.god.amun_ra":                "Amon-Rê",
		"wonders.god.wonderwoman":            "Wonderwoman",
		"wonders.god.toinito":                "Toinito",
		"wonders.freecity":                   "Cité franche",
		"dale.deck.platypuses":               "Ornithorynques expérimentateurs",
		"dale.deck.sloths":                   "Paresseux à gorge claire méticuleux",
		"dale.deck.owls":                     "Harfangs des neiges observateurs",
		"game.dale":                          "La Vallée des Marchands 2",
		"wonders.ui.faith.pantheon.egyptian": "Égyptien",
	}
	l := newLocalizer(t, "fr")
	for key, want := range names {
		if got := l.T(key); got != want {
			t.Errorf("%s = %q, want the published %q", key, got, want)
		}
	}
}
