//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"
)

// fakeApp counts the quits a signal asks for.
type fakeApp struct{ quits chan struct{} }

func (f *fakeApp) QuitOnSignal() { f.quits <- struct{}{} }

// A real SIGTERM sent to the process: before the app is ready it ends
// the process with 143; once ready, the first quits the app (and ends
// nothing), a second ends the process.
func TestSignalsQuitTheApp(t *testing.T) {
	for _, tt := range []struct {
		name    string
		ready   bool
		signals int
		quits   int
	}{
		{"before the app is ready", false, 1, 0},
		{"the first signal quits the app", true, 1, 1},
		{"a second ends the process", true, 2, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sigs := make(chan os.Signal, 2)
			signal.Notify(sigs, quitSignals...)
			defer signal.Stop(sigs)
			ready := make(chan quitter, 1)
			app := &fakeApp{quits: make(chan struct{}, 2)}
			if tt.ready {
				ready <- app
			}
			exited := make(chan int, 1)
			go catchSignals(sigs, ready, func(code int) { exited <- code })
			time.Sleep(20 * time.Millisecond) // the app is taken first
			quits := 0
			for i := range tt.signals {
				if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
					t.Fatal(err)
				}
				select {
				case <-app.quits:
					quits++
				case code := <-exited:
					if code != 128+int(syscall.SIGTERM) || quits != tt.quits || i != tt.signals-1 {
						t.Fatalf("signal %d ended the process (%d) after %d quits", i+1, code, quits)
					}
					return
				case <-time.After(2 * time.Second):
					t.Fatal("the signal did nothing")
				}
			}
			select {
			case code := <-exited:
				t.Fatalf("the process ended (%d) with the app ready to quit", code)
			case <-time.After(100 * time.Millisecond):
			}
			if quits != tt.quits {
				t.Errorf("%d quits, want %d", quits, tt.quits)
			}
		})
	}
}
