package main

import (
	"net"
	"strings"
	"time"
)

// noDisplay says, in one line, why the app cannot open a window here,
// or "" when it can try. On the systems whose windows go through a display
// server (Linux and the BSDs: X11 or Wayland, as Fyne builds Agora),
// DISPLAY or WAYLAND_DISPLAY must name one; a local X display (":0") must
// answer. Without one the windowing library stops the program with a
// stack trace.
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "darwin", "windows", "android", "ios", "js", "wasip1":
		return ""
	}
	x, wayland := getenv("DISPLAY"), getenv("WAYLAND_DISPLAY")
	switch {
	case x == "" && wayland == "":
		return "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set): start Agora from a desktop session"
	case wayland == "" && !localXAnswers(x):
		return "no display found (no X server answers at DISPLAY=" + x + "): start Agora from a desktop session"
	}
	return ""
}

// localXAnswers reports whether the X server of a local display (":0",
// "unix:0.0") takes a connection on its socket; a display on another host
// is not probed and counts as answering.
func localXAnswers(display string) bool {
	host, rest, ok := strings.Cut(display, ":")
	if !ok || (host != "" && host != "unix") {
		return true
	}
	number, _, _ := strings.Cut(rest, ".")
	if number == "" || strings.Trim(number, "0123456789") != "" {
		return false
	}
	path := "/tmp/.X11-unix/X" + number
	for _, addr := range []string{path, "@" + path} {
		if c, err := net.DialTimeout("unix", addr, time.Second); err == nil {
			c.Close()
			return true
		}
	}
	return false
}
