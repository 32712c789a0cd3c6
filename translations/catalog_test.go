package translations

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// pairs groups the message files by prefix: each prefix must exist in every
// supported language.
func pairs(t *testing.T) map[string]map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]map[string]any{}
	for _, f := range Files() {
		m, err := Messages(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if out[f.Prefix] == nil {
			out[f.Prefix] = map[string]map[string]any{}
		}
		out[f.Prefix][f.Lang] = m
	}
	return out
}

func TestEveryFileHasBothLanguages(t *testing.T) {
	for prefix, byLang := range pairs(t) {
		for _, lang := range Languages() {
			if byLang[lang] == nil {
				t.Errorf("file set %q has no %s file", prefix, lang)
			}
		}
		for lang := range byLang {
			if !Supported(lang) {
				t.Errorf("file set %q has a file for unsupported language %q", prefix, lang)
			}
		}
	}
}

func TestEveryKeyInBothLanguages(t *testing.T) {
	for prefix, byLang := range pairs(t) {
		for _, a := range Languages() {
			for _, b := range Languages() {
				for key := range byLang[a] {
					if _, ok := byLang[b][key]; !ok {
						t.Errorf("%s%s: key %q is in %s but not in %s", prefix, dot(prefix), key, a, b)
					}
				}
			}
		}
	}
}

func dot(prefix string) string {
	if prefix == "" {
		return "*"
	}
	return "."
}

// pluralForms are the forms go-i18n reads in a plural message.
var pluralForms = []string{"zero", "one", "two", "few", "many", "other"}

func TestNoEmptyValues(t *testing.T) {
	for _, f := range Files() {
		m, err := Messages(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for key, v := range m {
			switch v := v.(type) {
			case string:
				if strings.TrimSpace(v) == "" {
					t.Errorf("%s: %q is empty", f.Name, key)
				}
			case map[string]any:
				if _, ok := v["other"]; !ok {
					t.Errorf("%s: plural %q has no \"other\" form", f.Name, key)
				}
				for form, text := range v {
					s, ok := text.(string)
					if !slices.Contains(pluralForms, form) || !ok || strings.TrimSpace(s) == "" {
						t.Errorf("%s: plural %q has a bad form %q: %v", f.Name, key, form, text)
					}
				}
			default:
				t.Errorf("%s: %q is neither a text nor a plural: %T", f.Name, key, v)
			}
		}
	}
}

func TestKeysAreIdentifiers(t *testing.T) {
	// The first word is a namespace; later words may be engine
	// identifiers, such as the wonder side "A".
	ok := regexp.MustCompile(`^[a-z0-9_-]+(\.[A-Za-z0-9_-]+)*$`)
	for _, lang := range Languages() {
		for _, k := range Keys(lang) {
			if !ok.MatchString(k) {
				t.Errorf("%s: key %q is not dotted words (a lower-case namespace, then letters, digits, _ and -)", lang, k)
			}
		}
	}
}

// fieldRe finds the template fields a message reads ({{.Name}}).
var fieldRe = regexp.MustCompile(`\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)`)

// sampleData gives every field a message reads a value.
func sampleData(texts ...string) map[string]any {
	data := map[string]any{}
	for _, s := range texts {
		for _, m := range fieldRe.FindAllStringSubmatch(s, -1) {
			data[m[1]] = "7"
		}
	}
	return data
}

func TestEveryTemplateRenders(t *testing.T) {
	for _, lang := range Languages() {
		l, err := New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range Files() {
			if f.Lang != lang {
				continue
			}
			m, _ := Messages(f.Name)
			for key, v := range m {
				var got string
				switch v := v.(type) {
				case string:
					got = l.T(key, sampleData(v))
				case map[string]any:
					var texts []string
					for _, s := range v {
						texts = append(texts, fmt.Sprint(s))
					}
					for _, n := range []int{0, 1, 2, 5} {
						got = l.N(key, n, sampleData(texts...))
						if got == key || strings.Contains(got, "<no value>") {
							break
						}
					}
				}
				if got == key || strings.Contains(got, "<no value>") || strings.Contains(got, "{{") {
					t.Errorf("%s: %q renders as %q", f.Name, key, got)
				}
			}
		}
	}
}

func TestNoKeyInTwoFiles(t *testing.T) {
	for _, lang := range Languages() {
		seen := map[string]string{}
		for _, f := range Files() {
			if f.Lang != lang {
				continue
			}
			m, _ := Messages(f.Name)
			for k := range m {
				if other, dup := seen[k]; dup {
					t.Errorf("key %q is in both %s and %s", k, other, f.Name)
				}
				seen[k] = f.Name
			}
		}
	}
}
