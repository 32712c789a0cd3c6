package translations

import (
	"fmt"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Localizer turns message keys into text in its current language. It is
// safe for concurrent use: a bot goroutine may format a log line while the
// player switches language.
type Localizer struct {
	bundle *i18n.Bundle

	mu      sync.RWMutex
	lang    string
	loc     *i18n.Localizer
	printer *message.Printer
}

// sharedBundle is the catalogue, loaded once: the embedded files never
// change, and a bundle is only read once loaded (its templates parse
// once, safely for concurrent use), so every localizer shares it.
var sharedBundle = sync.OnceValues(newBundle)

// New returns a localizer speaking lang, or English when lang is not
// supported. It fails only if an embedded file is malformed, which the
// package tests rule out.
func New(lang string) (*Localizer, error) {
	b, err := sharedBundle()
	if err != nil {
		return nil, err
	}
	l := &Localizer{bundle: b}
	if !Supported(lang) {
		lang = languages[0]
	}
	l.set(lang)
	return l, nil
}

// Lang is the current language code.
func (l *Localizer) Lang() string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.lang
}

// SetLang switches the current language. An unsupported code is refused
// and the language stays as it was.
func (l *Localizer) SetLang(lang string) error {
	if !Supported(lang) {
		return fmt.Errorf("translations: unsupported language %q (have %v)", lang, languages)
	}
	l.set(lang)
	return nil
}

func (l *Localizer) set(lang string) {
	tag := language.Make(lang)
	loc := i18n.NewLocalizer(l.bundle, lang)
	printer := message.NewPrinter(tag)
	l.mu.Lock()
	l.lang, l.loc, l.printer = lang, loc, printer
	l.mu.Unlock()
}

// T returns the text of key in the current language, filled from data
// (templates read it as {{.Name}}). A key missing from the current
// language, or a template that fails, gives back the key itself.
func (l *Localizer) T(key string, data ...map[string]any) string {
	return l.localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: merge(data)})
}

// N is T for a message with plural forms: count picks the form and is
// available to the template as {{.Count}}, already formatted as a number
// of the current language. A message without plural forms reads the same
// as with T, so a caller whose key is built at run time (one key per
// effect, some counted, some not) may always call N.
func (l *Localizer) N(key string, count int, data ...map[string]any) string {
	d := merge(data)
	if d == nil {
		d = map[string]any{}
	}
	if _, ok := d["Count"]; !ok {
		d["Count"] = l.Int(count)
	}
	if !IsPlural(l.Lang(), key) {
		return l.localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: d})
	}
	return l.localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: d, PluralCount: count})
}

func (l *Localizer) localize(cfg *i18n.LocalizeConfig) (text string) {
	defer func() {
		if recover() != nil {
			text = cfg.MessageID
		}
	}()
	l.mu.RLock()
	loc := l.loc
	l.mu.RUnlock()
	s, err := loc.Localize(cfg)
	if err != nil {
		return cfg.MessageID
	}
	return s
}

// Has reports whether key exists in the current language.
func (l *Localizer) Has(key string) bool { return HasKey(l.Lang(), key) }

// Int formats an integer the way the current language writes it
// ("12,500" in English, "12 500" in French).
func (l *Localizer) Int(n int) string {
	return l.print(number.Decimal(n))
}

// Decimal formats a number with at most digits fraction digits
// ("1.5" in English, "1,5" in French).
func (l *Localizer) Decimal(x float64, digits int) string {
	return l.print(number.Decimal(x, number.MaxFractionDigits(digits)))
}

func (l *Localizer) print(v any) string {
	l.mu.RLock()
	p := l.printer
	l.mu.RUnlock()
	return p.Sprint(v)
}

// merge flattens the optional data maps of T into one.
func merge(data []map[string]any) map[string]any {
	switch len(data) {
	case 0:
		return nil
	case 1:
		return data[0]
	}
	out := map[string]any{}
	for _, d := range data {
		for k, v := range d {
			out[k] = v
		}
	}
	return out
}
