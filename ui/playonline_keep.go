package ui

import (
	"context"
	"path/filepath"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/online/seat"
)

// keepWhenOver waits, beside the table, for the game at seat s to end,
// then keeps it whole (its log replayed) among the player's games, once,
// so that Review, Replay and the Games screen find a game played from
// this computer as they find one held here. It stops when ctx is done
// (the table closed) or the seat is lost; do runs on the UI goroutine.
func (a *App) keepWhenOver(ctx context.Context, s seat.Seat, rules game.Rules, do func(func())) {
	go func() {
		final, err := finalGame(ctx, s, rules)
		if err != nil {
			return // the table closed or the seat is lost: nothing to keep
		}
		if err := a.keepFinished(final); err != nil {
			do(func() { a.showError("error.save_title", err) })
		}
	}()
}

// finalGame is the game at seat s once it is over: its log, replayed.
func finalGame(ctx context.Context, s seat.Seat, rules game.Rules) (game.State, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, err // the table closed
		}
		snap, err := s.Snapshot(ctx)
		if err != nil {
			return nil, err
		}
		if snap.Over {
			break
		}
		if _, err := s.Wait(ctx, snap.Version); err != nil {
			return nil, err
		}
	}
	cfg, log, err := s.Log(ctx)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	return game.Replay(rules, cfg, log)
}

// keepFinished writes a finished game into the games folder under a
// name of its own, unless the folder holds it already.
func (a *App) keepFinished(s game.State) error {
	if !s.Over() || keptAlready(a.dataDir, s) {
		return nil
	}
	data, err := game.EncodeSave(s)
	if err != nil {
		return err
	}
	dst := freePath(filepath.Join(a.dataDir, gamesDir), fileNameFor(a.defaultSaveName(s)))
	return createNew(dst, data)
}

// uiDo runs f on the UI goroutine.
func uiDo(f func()) { fyne.Do(f) }
