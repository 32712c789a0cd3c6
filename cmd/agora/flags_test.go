package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every bad invocation is refused with one clear line before a window
// opens; good ones give their values.
func TestParseFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(t.TempDir(), "new", "folder")
	for _, tt := range []struct {
		args []string
		want string // part of the error; "" for none
	}{
		{nil, ""},
		{[]string{"--lang", "fr"}, ""},
		{[]string{"--lang", "xx"}, `--lang takes en or fr, not "xx"`},
		{[]string{"--size", "1280x800"}, ""},
		{[]string{"--size", "abc"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "0x0"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "99999x99999"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "1280x800x2"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "-1280x800"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", " 1024x640"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "1024x640 "}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "1024 x640"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "+1024x640"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "1024x"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "8192x8193"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--size", "00001024x640"}, "--size takes WIDTHxHEIGHT"},
		{[]string{"--screen", "stats"}, ""},
		{[]string{"--screen", "newgame"}, ""},
		{[]string{"--screen", "nowhere"}, `--screen takes menu, newgame`},
		{[]string{"--screen", " menu"}, `--screen takes`},
		{[]string{"--data-dir", fresh}, ""},
		{[]string{"--data-dir", file}, "--data-dir"},
		{[]string{"--data-dir", "/proc/agora-cannot-be-here"}, "--data-dir"},
		{[]string{"--demo", "wonders:3:start"}, ""},
		{[]string{"--demo", "wonders:99"}, "99"},
		{[]string{"--demo", "wonders:x"}, "--demo takes"},
		{[]string{"--demo", "chess:3"}, `unknown game "chess"`},
		{[]string{"--review", file}, "--review"},
		{[]string{"--host-addr", "127.0.0.1:0"}, ""},
		{[]string{"--host-addr", "127.0.0.1"}, "--host-addr takes HOST:PORT"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"--nope"}, "flag provided but not defined"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var out bytes.Buffer
			o, err := parseFlags(tt.args, &out)
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.want != "" && err == nil:
				t.Fatalf("accepted, want an error with %q", tt.want)
			case tt.want != "" && !strings.Contains(err.Error(), tt.want):
				t.Fatalf("error %q, want it to say %q", err, tt.want)
			case err != nil && strings.Contains(err.Error(), "\n"):
				t.Fatalf("the error takes more than a line: %q", err)
			}
			if err == nil && len(tt.args) == 2 && tt.args[0] == "--size" && (o.size.Width != 1280 || o.size.Height != 800) {
				t.Errorf("--size 1280x800 gives %v", o.size)
			}
			if err == nil && len(tt.args) == 2 && tt.args[0] == "--demo" && o.demo == nil {
				t.Error("--demo gives no game")
			}
		})
	}
	if info, err := os.Stat(fresh); err != nil || !info.IsDir() {
		t.Errorf("--data-dir did not make its folder: %v", err)
	}
	var out bytes.Buffer
	if _, err := parseFlags([]string{"--help"}, &out); !errors.Is(err, errHelp) || !strings.Contains(out.String(), "usage: agora") {
		t.Errorf("--help: %v, %q", err, out.String())
	}
}
