package ui

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestRememberedWindowSizeIsBounded(t *testing.T) {
	tests := []struct {
		name string
		w, h float64
		want fyne.Size
	}{
		{"kept", 1500, 900, fyne.NewSize(1500, 900)},
		{"largest", MaxWindowSide, MaxWindowSide, fyne.NewSize(MaxWindowSide, MaxWindowSide)},
		{"1e9 by 1e9", 1e9, 1e9, defaultWindowSize},
		{"too wide", MaxWindowSide + 1, 800, defaultWindowSize},
		{"too high", 1280, 1e12, defaultWindowSize},
		{"not a number", math.NaN(), 800, defaultWindowSize},
		{"infinite", math.Inf(1), 800, defaultWindowSize},
		{"too small still grows", 10, 10, minWindowSize},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa := test.NewTempApp(t)
			fa.Preferences().SetFloat(prefWindowWidth, tt.w)
			fa.Preferences().SetFloat(prefWindowHeight, tt.h)
			if got := savedWindowSize(fa.Preferences()); got != tt.want {
				t.Errorf("savedWindowSize = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestAHugeWindowIsNotRemembered(t *testing.T) {
	a := newTestApp(t, "en")
	a.win.Resize(fyne.NewSize(MaxWindowSide+100, 900))
	a.sizeChanged(fyne.Size{})
	if w := a.fyne.Preferences().Float(prefWindowWidth); w > MaxWindowSide {
		t.Errorf("remembered a width of %v", w)
	}
}

func TestCheckPreferencesFile(t *testing.T) {
	now := time.Date(2026, 11, 28, 9, 30, 0, 0, time.UTC)
	tests := []struct {
		name   string
		make   func(path string) error
		aside  bool
		reason string
	}{
		{"missing", func(string) error { return nil }, false, ""},
		{"empty", func(p string) error { return os.WriteFile(p, nil, 0o644) }, false, ""},
		{"good", func(p string) error { return os.WriteFile(p, []byte(`{"language":"fr","window_width":1280}`), 0o644) }, false, ""},
		{"garbage", func(p string) error { return os.WriteFile(p, []byte("\x00\x01garbage"), 0o644) }, true, "invalid character"},
		{"truncated", func(p string) error { return os.WriteFile(p, []byte(`{"language":"fr","window_wi`), 0o644) }, true, "unexpected end"},
		{"not an object", func(p string) error { return os.WriteFile(p, []byte(`[1,2]`), 0o644) }, true, "cannot unmarshal"},
		{"null", func(p string) error { return os.WriteFile(p, []byte(`null`), 0o644) }, true, "not a set of preferences"},
		{"folder", func(p string) error { return os.Mkdir(p, 0o755) }, true, "not a regular file"},
		{"named pipe", mkfifo, true, "not a regular file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "preferences.json")
			if err := tt.make(path); errors.Is(err, errors.ErrUnsupported) {
				t.Skip(err)
			} else if err != nil {
				t.Fatal(err)
			}
			before, _ := os.Lstat(path)
			done := make(chan struct{})
			var aside string
			var reason error
			go func() {
				aside, reason = CheckPreferencesFile(path, now)
				close(done)
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("checking the preferences file hangs")
			}
			if !tt.aside {
				if aside != "" || reason != nil {
					t.Fatalf("set aside as %q: %v", aside, reason)
				}
				return
			}
			if reason == nil || !strings.Contains(reason.Error(), tt.reason) {
				t.Fatalf("reason %v, want %q", reason, tt.reason)
			}
			if want := path + ".bad-20261128-093000.json"; aside != want {
				t.Fatalf("kept as %q, want %q", aside, want)
			}
			after, err := os.Lstat(aside)
			if err != nil || !os.SameFile(before, after) {
				t.Fatalf("the file kept aside is not the bad one (%v)", err)
			}
			if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
				t.Error("the bad file is still where Fyne reads it")
			}
		})
	}
}

func TestPlayerIsToldTheSettingsWereSetAside(t *testing.T) {
	a := newTestApp(t, "fr")
	a.TellPreferencesSetAside("/x/preferences.json.bad-1.json", errors.New("unexpected end of JSON input"))
	if !a.shows("Les réglages n’ont pas pu être lus") || !a.showsPart("preferences.json.bad-1.json") || !a.showsPart("unexpected end") {
		t.Errorf("the notice does not say it: %q", a.texts())
	}
}
