package translations

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed *.json
var files embed.FS

// Languages are the languages Agora speaks, the default first.
var languages = []string{"en", "fr"}

// Languages lists the supported language codes, English first.
func Languages() []string { return slices.Clone(languages) }

// Supported reports whether lang is one of Languages.
func Supported(lang string) bool { return slices.Contains(languages, lang) }

// File is one message file of the catalog.
type File struct {
	// Name is the file name, e.g. "wonders.fr.json".
	Name string
	// Prefix is the part before the language ("wonders"), empty for the
	// app's own en.json and fr.json.
	Prefix string
	// Lang is the language code, the part before .json after the last dot.
	Lang string
}

// Files lists the embedded message files, sorted by name.
func Files() []File {
	entries, _ := fs.ReadDir(files, ".")
	var out []File
	for _, e := range entries {
		if f, ok := parseName(e.Name()); ok {
			out = append(out, f)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func parseName(name string) (File, bool) {
	base, ok := strings.CutSuffix(name, ".json")
	if !ok {
		return File{}, false
	}
	f := File{Name: name, Lang: base}
	if i := strings.LastIndex(base, "."); i >= 0 {
		f.Prefix, f.Lang = base[:i], base[i+1:]
	}
	return f, true
}

// Messages returns the raw messages of one file: a key maps to its text, or
// for plural messages to the text of each plural form ("one", "other").
func Messages(name string) (map[string]any, error) {
	data, err := files.ReadFile(path.Clean(name))
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return m, nil
}

// Keys lists every message key of a language across all its files, sorted.
func Keys(lang string) []string { return slices.Clone(keysByLang()[lang]) }

// HasKey reports whether a language's catalog holds key.
func HasKey(lang, key string) bool {
	_, found := slices.BinarySearch(keysByLang()[lang], key)
	return found
}

// IsPlural reports whether key is a message with plural forms ("one",
// "other") in a language's catalog: such a message is read with
// Localizer.N and a count.
func IsPlural(lang, key string) bool { return pluralKeys()[lang][key] }

// keysByLang reads the embedded files once; they never change.
var keysByLang = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	for _, f := range Files() {
		m, err := Messages(f.Name)
		if err != nil {
			continue
		}
		for k := range m {
			out[f.Lang] = append(out[f.Lang], k)
		}
	}
	for _, keys := range out {
		sort.Strings(keys)
	}
	return out
})

// pluralKeys lists, per language, the keys whose message has plural forms.
var pluralKeys = sync.OnceValue(func() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, f := range Files() {
		m, err := Messages(f.Name)
		if err != nil {
			continue
		}
		for k, v := range m {
			if _, ok := v.(map[string]any); ok {
				if out[f.Lang] == nil {
					out[f.Lang] = map[string]bool{}
				}
				out[f.Lang][k] = true
			}
		}
	}
	return out
})

// newBundle loads every embedded file of a supported language into a
// go-i18n bundle whose default language is English.
func newBundle() (*i18n.Bundle, error) {
	b := i18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, f := range Files() {
		if !Supported(f.Lang) {
			continue
		}
		data, err := files.ReadFile(f.Name)
		if err != nil {
			return nil, err
		}
		// The bundle reads the language from the file name; hand it the
		// bare "<lang>.json" so a prefix never confuses it.
		if _, err := b.ParseMessageFileBytes(data, f.Lang+".json"); err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
	}
	return b, nil
}
