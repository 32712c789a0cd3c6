package lan

import (
	"context"
	"net/http"
	"sync"

	"agora/online/remote"
)

// WatchInvite is the table's invite to watch: the invite with the
// table's key for spectators. Who holds it watches the game from the
// lobby on (Watch) and plays no seat.
func (h *Host) WatchInvite() Invite {
	inv := h.invite
	h.mu.Lock()
	inv.Watch = h.lobby.watch
	h.mu.Unlock()
	return inv
}

// Watcher is a spectator of a table hosted on the local network: it
// follows the lobby until the game starts, then watches the game with
// the room's spectators' token (a seat of no player, proto.Spectator:
// the public view, no option).
type Watcher struct {
	inv    Invite
	client *http.Client

	mu   sync.Mutex
	last lobbyAnswer
}

// Watch comes to watch the table of inv, pinning its host's certificate:
// inv is an invite to watch (Invite.Watch), or, for a table announced on
// the network, its invite as found there. ErrNoWatch when the host does
// not let the invite watch.
func Watch(ctx context.Context, inv Invite) (*Watcher, error) {
	w := &Watcher{inv: inv, client: remote.PinnedClient(inv.Pin)}
	ans, err := w.call(ctx, 0)
	if err != nil {
		return nil, err
	}
	w.keep(ans)
	return w, nil
}

// Invite is the invite the watcher came by.
func (w *Watcher) Invite() Invite { return w.inv }

// Lobby is the latest lobby received.
func (w *Watcher) Lobby() Lobby {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.last.Lobby
}

func (w *Watcher) keep(ans lobbyAnswer) {
	w.mu.Lock()
	w.last = ans
	w.mu.Unlock()
}

// Wait returns the lobby once its version is past after (or after at
// most 20 seconds with the same one); ErrNoTable once the host closed the
// table.
func (w *Watcher) Wait(ctx context.Context, after int) (Lobby, error) {
	ans, err := w.call(ctx, after)
	if err != nil {
		return Lobby{}, err
	}
	w.keep(ans)
	return ans.Lobby, nil
}

// Sit connects to the started game as a spectator (ErrNotReady before
// the start), pinning the host's certificate.
func (w *Watcher) Sit(ctx context.Context, opts remote.Options) (*remote.Seat, error) {
	w.mu.Lock()
	room, token := w.last.Room, w.last.Token
	w.mu.Unlock()
	if token == "" {
		return nil, ErrNotReady
	}
	opts.HTTPClient = w.client
	return remote.Dial(ctx, w.inv.URL(PlayPath), room, token, opts)
}

// Close lets the watcher's idle connections go.
func (w *Watcher) Close() { w.client.CloseIdleConnections() }

func (w *Watcher) call(ctx context.Context, after int) (lobbyAnswer, error) {
	return post(ctx, w.client, w.inv, "watch", lobbyRequest{Code: w.inv.Code, Watch: w.inv.Watch, After: after})
}
