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
// The package imports no UI toolkit, so engine tests can check their keys.
package translations
