package main

import (
	"os"
	"os/signal"
	"syscall"
)

// quitSignals are the signals that quit the app: Ctrl+C in its terminal,
// and kill's default (scripts/screenshot.sh ends each run with it).
var quitSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// quitter is the app as the signals see it (ui.App).
type quitter interface{ QuitOnSignal() }

// catchSignals takes SIGINT and SIGTERM from the start of main, before
// Fyne's own handler (which reads one signal and swallows the next):
// until the app is ready (ready brings it) a signal ends the process at
// once, as there is nothing to keep yet (a --demo game still being
// played); once it is, the first signal quits the app as its Quit menu
// does, keeping the table's last choice, and a second ends the process
// at once.
func catchSignals(sigs <-chan os.Signal, ready <-chan quitter, exit func(int)) {
	var app quitter
	for {
		select {
		case app = <-ready:
			ready = nil
		case sig := <-sigs:
			if app == nil {
				exit(signalCode(sig))
				return
			}
			app.QuitOnSignal()
			<-sigs
			exit(signalCode(sig))
			return
		}
	}
}

// signalCode is the exit status of a process a signal ended: 128 and
// the signal's number, as shells report it.
func signalCode(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 1
}

// notifyQuit starts catchSignals on the process's signals.
func notifyQuit(ready <-chan quitter) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, quitSignals...)
	go catchSignals(sigs, ready, os.Exit)
}
