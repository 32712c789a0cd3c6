package lan

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"slices"
	"strings"

	"agora/game"
	"agora/online/proto"
)

// Lobby is the table before and after its game starts, as every seat
// sees it: public, it holds no ticket and no token.
type Lobby struct {
	// Version counts the lobby's changes.
	Version int `json:"version"`
	// Code is the table's code (the invite's).
	Code string `json:"code"`
	// Table is the table's name; Game and Expansions its game.
	Table      string   `json:"table"`
	Game       string   `json:"game"`
	Expansions []string `json:"expansions,omitempty"`
	Teams      bool     `json:"teams,omitempty"`
	// Seats are the table's seats, in order.
	Seats []LobbySeat `json:"seats"`
	// Started: the game has begun; Closed: the host closed the table.
	Started bool `json:"started,omitempty"`
	Closed  bool `json:"closed,omitempty"`
}

// LobbySeat is one seat in the lobby.
type LobbySeat struct {
	// Bot is the bot's spec for a bot's seat, "" for a person's.
	Bot string `json:"bot,omitempty"`
	// Name and Colour are the player's; an open seat nobody took has no
	// name.
	Name   string `json:"name,omitempty"`
	Colour string `json:"colour,omitempty"`
	// Host: the host's own seat. Taken: somebody sits here. Ready: they
	// said so (the host and bots always are).
	Host  bool `json:"host,omitempty"`
	Taken bool `json:"taken,omitempty"`
	Ready bool `json:"ready,omitempty"`
}

// Open reports whether the seat waits for a player.
func (s LobbySeat) Open() bool { return s.Bot == "" && !s.Taken }

// Free is how many seats wait for a player.
func (l Lobby) Free() int {
	n := 0
	for _, s := range l.Seats {
		if s.Open() {
			n++
		}
	}
	return n
}

// Errors of the lobby, beside ErrName.
var (
	// ErrNoTable: no table has that code here (or it closed).
	ErrNoTable = errors.New("no table with this code here")
	// ErrFull: every seat is taken.
	ErrFull = errors.New("every seat of this table is taken")
	// ErrStarted: the game began without this player.
	ErrStarted = errors.New("the game has started")
	// ErrKicked: the host gave this seat back (or the joiner left it).
	ErrKicked = errors.New("the host took the seat back")
	// ErrNotReady: a seat is open, or its player not ready.
	ErrNotReady = errors.New("every seat needs a player who is ready")
	// ErrSeat: no such seat, or not one the host may change.
	ErrSeat = errors.New("no such seat")
	// ErrNameTaken: another player at the table has that name.
	ErrNameTaken = errors.New("another player at this table has that name")
	// ErrNoWatch: the invite does not open the table to spectators (a
	// key to watch from another table, or none for a table not
	// announced).
	ErrNoWatch = errors.New("this invite does not let you watch this table")
)

// maxColour bounds a colour's name.
const maxColour = 16

// validColour: a colour is a short lower-case word (the app's palette
// names it; the lobby only keeps it).
func validColour(c string) error {
	if len(c) > maxColour {
		return fmt.Errorf("colour %q: too long", c)
	}
	for _, r := range c {
		if r < 'a' || r > 'z' {
			return fmt.Errorf("colour %q: lower-case letters only", c)
		}
	}
	return nil
}

// lobbyState is the lobby with its secrets: each joined seat's ticket,
// and once started each seat's token. The Host guards it.
type lobbyState struct {
	Lobby
	tickets []string // by seat: the joiner's ticket, "" for none
	tokens  []string // by seat, once started: its seat token in the room
	room    string   // the game's room, once started
	watch   string   // the key of the invite to watch (Host.WatchInvite)
}

func newLobbyState(code, table string, cfg game.Config, hostSeat int, hostName, hostColour string) *lobbyState {
	l := &lobbyState{Lobby: Lobby{Version: 1, Code: code, Table: table, Game: cfg.Game,
		Expansions: slices.Clone(cfg.Expansions), Teams: cfg.Teams}}
	for i, sc := range cfg.Seats {
		s := LobbySeat{Bot: sc.Bot}
		if sc.Bot != "" {
			s.Name, s.Ready = sc.Name, true
		}
		if i == hostSeat {
			s.Name, s.Colour, s.Host, s.Taken, s.Ready = hostName, hostColour, true, true, true
		}
		l.Seats = append(l.Seats, s)
	}
	l.tickets = make([]string, len(l.Seats))
	l.watch = proto.NewToken()
	return l
}

// public is a copy of the lobby without secrets.
func (l *lobbyState) public() Lobby {
	p := l.Lobby
	p.Seats = slices.Clone(l.Seats)
	p.Expansions = slices.Clone(l.Expansions)
	return p
}

// find is the seat holding ticket, or -1.
func (l *lobbyState) find(ticket string) int {
	if ticket == "" {
		return -1
	}
	for i, t := range l.tickets {
		if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(ticket)) == 1 {
			return i
		}
	}
	return -1
}

// join seats a player: at the seat ticket holds already (a player coming
// back, who may change name and colour), else at the first open seat
// with a new ticket. It returns the seat and its ticket.
func (l *lobbyState) join(ticket, name, colour string) (int, string, error) {
	if err := validText(name); err != nil {
		return 0, "", err
	}
	if err := validColour(colour); err != nil {
		return 0, "", err
	}
	if l.Closed {
		return 0, "", ErrNoTable
	}
	me := l.find(ticket)
	for i, s := range l.Seats {
		if i != me && (s.Taken || s.Bot != "") && strings.EqualFold(strings.TrimSpace(s.Name), strings.TrimSpace(name)) {
			return 0, "", ErrNameTaken
		}
	}
	if i := me; i >= 0 {
		if !l.Started && (l.Seats[i].Name != name || l.Seats[i].Colour != colour) {
			l.Seats[i].Name, l.Seats[i].Colour = name, colour
			l.Version++
		}
		return i, ticket, nil
	}
	if l.Started {
		return 0, "", ErrStarted
	}
	// An open seat with the joiner's name first (a table hosted from a
	// save names its seats), else the first open seat.
	pick := -1
	for i, s := range l.Seats {
		if !s.Open() {
			continue
		}
		if s.Name != "" && strings.EqualFold(strings.TrimSpace(s.Name), strings.TrimSpace(name)) {
			pick = i
			break
		}
		if pick < 0 {
			pick = i
		}
	}
	if pick < 0 {
		return 0, "", ErrFull
	}
	t := proto.NewToken()
	l.tickets[pick] = t
	l.Seats[pick] = LobbySeat{Name: name, Colour: colour, Taken: true}
	l.Version++
	return pick, t, nil
}

// ready sets the readiness of ticket's seat.
func (l *lobbyState) ready(ticket string, ready bool) error {
	i := l.find(ticket)
	if i < 0 {
		return ErrKicked
	}
	if !l.Started && l.Seats[i].Ready != ready {
		l.Seats[i].Ready = ready
		l.Version++
	}
	return nil
}

// free empties a joiner's seat (kicked, or left).
func (l *lobbyState) free(i int) error {
	if i < 0 || i >= len(l.Seats) || l.Seats[i].Host || l.Seats[i].Bot != "" {
		return ErrSeat
	}
	if l.Started {
		return ErrStarted
	}
	if !l.Seats[i].Taken {
		return nil
	}
	l.Seats[i] = LobbySeat{}
	l.tickets[i] = ""
	l.Version++
	return nil
}

// config is cfg with the lobby's names; ErrNotReady while a seat is open
// or not ready.
func (l *lobbyState) config(cfg game.Config) (game.Config, error) {
	cfg.Seats = slices.Clone(cfg.Seats)
	for i, s := range l.Seats {
		if s.Bot != "" {
			continue
		}
		if !s.Taken || !s.Ready {
			return game.Config{}, ErrNotReady
		}
		cfg.Seats[i].Name = s.Name
	}
	return cfg, nil
}
