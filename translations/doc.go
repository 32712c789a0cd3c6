// Package translations holds every user-visible string of Agora in English
// and French, as go-i18n message files embedded in the binary, and the
// Localizer the app uses to read them.
//
// Files are named [prefix.]<lang>.json: en.json and fr.json hold the app's
// own strings; a game engine ships its card and rule texts in files such as
// wonders.en.json and wonders.fr.json. Every file exists in both languages
// with the same keys; the package tests check it.
//
// A Localizer has one current language that the player may switch at any
// time. A missing key or a broken template never panics: T returns the key
// itself, so the gap shows on screen and in tests.
//
// A message that shows a count has plural forms ({"one": ..., "other": ...},
// French "one" covering 0 and 1) and is read with Localizer.N; "card(s)"
// is refused. French messages set a narrow no-break space (U+202F, written
// \u202f) before « : ; ! ? » and inside « », and the typographic
// apostrophe ’; the package tests hold every file to these rules and to
// one French term per thing (Réglages, coéquipier, dieu, Âge, brune,
// Cité franche, La Vallée des Marchands).
//
// The package imports no UI toolkit, so engine tests can check their keys.
package translations
