package translations

import "strings"

// FromEnv picks a supported language from the POSIX locale variables, in
// their order of precedence: LC_ALL, then LC_MESSAGES, then LANG. getenv is
// os.Getenv in the app and a map lookup in tests.
//
// It returns ok=false when none of them is set, so the caller can ask the
// operating system another way. A set variable always decides: a French
// locale ("fr", "fr_CA.UTF-8", "fr_FR@euro") gives "fr"; anything else,
// including "C" and "POSIX", gives "en".
func FromEnv(getenv func(string) string) (lang string, ok bool) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return FromLocale(v), true
		}
	}
	return "", false
}

// FromLocale maps a locale name such as "fr_FR.UTF-8", "fr-CA" or "en-GB"
// to a supported language, English when it is not one.
func FromLocale(locale string) string {
	code := strings.ToLower(locale)
	if i := strings.IndexAny(code, "_-.@"); i >= 0 {
		code = code[:i]
	}
	if Supported(code) {
		return code
	}
	return languages[0]
}
