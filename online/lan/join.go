package lan

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"

	"agora/online/remote"
)

// Joiner is a player's place at a table hosted on the local network:
// in its lobby, then at its seat.
type Joiner struct {
	inv    Invite
	client *http.Client
	tokens *Tokens // nil: nothing remembered

	mu     sync.Mutex
	ticket string
	seat   int
	name   string
	last   lobbyAnswer
}

// Join sits at the table of inv, pinning its host's certificate: at the
// seat remembered in tokens for that table when there is one (the app
// reopened), else at the first open seat. tokens may be nil.
func Join(ctx context.Context, inv Invite, name, colour string, tokens *Tokens) (*Joiner, error) {
	j := &Joiner{inv: inv, client: remote.PinnedClient(inv.Pin), tokens: tokens, name: name}
	if tokens != nil {
		if m, ok, err := tokens.Get(inv.Code); err == nil && ok {
			j.ticket = m.Ticket
		}
	}
	ans, err := j.call(ctx, "join", lobbyRequest{Name: name, Colour: colour})
	if errors.Is(err, ErrKicked) && j.ticket != "" {
		// The remembered ticket is no longer good: take a new seat.
		j.ticket = ""
		ans, err = j.call(ctx, "join", lobbyRequest{Name: name, Colour: colour})
	}
	if err != nil {
		return nil, err
	}
	j.keep(ans)
	return j, nil
}

// Invite is the table's invite.
func (j *Joiner) Invite() Invite { return j.inv }

// Seat is the joiner's seat number.
func (j *Joiner) Seat() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.seat
}

// Lobby is the latest lobby received.
func (j *Joiner) Lobby() Lobby {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.last.Lobby
}

// keep remembers an answer, and writes the seat's memory when it
// changed.
func (j *Joiner) keep(ans lobbyAnswer) {
	j.mu.Lock()
	j.ticket, j.seat, j.last = ans.Ticket, ans.Seat, ans
	j.mu.Unlock()
	if j.tokens != nil {
		j.tokens.Put(j.inv.Code, SeatMemory{Invite: j.inv.String(), Ticket: ans.Ticket, Name: j.name,
			Table: ans.Lobby.Table, Game: ans.Lobby.Game, Room: ans.Room, Token: ans.Token})
	}
}

// Wait returns the lobby once its version is past after (or after at
// most 20 seconds with the same one): ErrKicked when the seat was taken
// back, ErrNoTable when the host closed the table.
func (j *Joiner) Wait(ctx context.Context, after int) (Lobby, error) {
	ans, err := j.call(ctx, "wait", lobbyRequest{After: after})
	if err != nil {
		if errors.Is(err, ErrKicked) && j.tokens != nil {
			j.tokens.Forget(j.inv.Code)
		}
		return Lobby{}, err
	}
	j.keep(ans)
	return ans.Lobby, nil
}

// Ready tells the host whether the joiner is ready to start.
func (j *Joiner) Ready(ctx context.Context, ready bool) error {
	ans, err := j.call(ctx, "ready", lobbyRequest{Ready: ready})
	if err == nil {
		j.keep(ans)
	}
	return err
}

// Leave gives the seat back and forgets it.
func (j *Joiner) Leave(ctx context.Context) error {
	_, err := j.call(ctx, "leave", lobbyRequest{})
	if j.tokens != nil {
		j.tokens.Forget(j.inv.Code)
	}
	return err
}

// Sit connects to the joiner's seat in the started game (ErrNotReady
// before the start), pinning the host's certificate.
func (j *Joiner) Sit(ctx context.Context, opts remote.Options) (*remote.Seat, error) {
	j.mu.Lock()
	room, token := j.last.Room, j.last.Token
	j.mu.Unlock()
	if token == "" {
		return nil, ErrNotReady
	}
	opts.HTTPClient = j.client
	return remote.Dial(ctx, j.inv.URL(PlayPath), room, token, opts)
}

// Close lets the joiner's idle connections go.
func (j *Joiner) Close() { j.client.CloseIdleConnections() }

// call posts one request to the lobby, with the joiner's code and ticket.
func (j *Joiner) call(ctx context.Context, verb string, req lobbyRequest) (lobbyAnswer, error) {
	j.mu.Lock()
	req.Code, req.Ticket = j.inv.Code, j.ticket
	j.mu.Unlock()
	return post(ctx, j.client, j.inv, verb, req)
}

// post posts one request to the lobby of inv's host.
func post(ctx context.Context, client *http.Client, inv Invite, verb string, req lobbyRequest) (lobbyAnswer, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return lobbyAnswer{}, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://"+inv.Addr()+LobbyPath+"/"+verb, bytes.NewReader(body))
	if err != nil {
		return lobbyAnswer{}, err
	}
	hr.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(hr)
	if err != nil {
		return lobbyAnswer{}, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return lobbyAnswer{}, err
	}
	if resp.StatusCode != http.StatusOK {
		var le lobbyError
		json.Unmarshal(data, &le)
		if e, ok := lobbyErrors[le.Error]; ok {
			return lobbyAnswer{}, e
		}
		return lobbyAnswer{}, fmt.Errorf("the host answered %s (%s)", resp.Status, le.Error)
	}
	var ans lobbyAnswer
	if err := json.Unmarshal(data, &ans); err != nil {
		return lobbyAnswer{}, fmt.Errorf("the host's answer: %w", err)
	}
	return ans, nil
}
