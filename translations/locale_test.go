package translations

import "testing"

func TestFromEnv(t *testing.T) {
	tests := []struct {
		name   string
		env    map[string]string
		want   string
		wantOK bool
	}{
		{"nothing set", map[string]string{}, "", false},
		{"french LANG", map[string]string{"LANG": "fr_FR.UTF-8"}, "fr", true},
		{"canadian french", map[string]string{"LANG": "fr_CA.UTF-8"}, "fr", true},
		{"euro modifier", map[string]string{"LANG": "fr_FR@euro"}, "fr", true},
		{"bare fr", map[string]string{"LANG": "fr"}, "fr", true},
		{"english", map[string]string{"LANG": "en_GB.UTF-8"}, "en", true},
		{"C locale", map[string]string{"LANG": "C"}, "en", true},
		{"C.UTF-8", map[string]string{"LANG": "C.UTF-8"}, "en", true},
		{"POSIX", map[string]string{"LANG": "POSIX"}, "en", true},
		{"german falls to english", map[string]string{"LANG": "de_DE.UTF-8"}, "en", true},
		{"LC_ALL wins", map[string]string{"LC_ALL": "fr_BE.UTF-8", "LANG": "en_US.UTF-8"}, "fr", true},
		{"LC_ALL=C wins", map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en", true},
		{"LC_MESSAGES before LANG", map[string]string{"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := FromEnv(func(k string) string { return tt.env[k] })
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("got %q,%v want %q,%v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestFromLocale(t *testing.T) {
	for in, want := range map[string]string{"fr-FR": "fr", "FR": "fr", "en-US": "en", "": "en", "ja": "en"} {
		if got := FromLocale(in); got != want {
			t.Errorf("FromLocale(%q) = %q, want %q", in, got, want)
		}
	}
}
