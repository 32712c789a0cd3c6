package lan

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/online/proto"
)

// A hosted table is kept in a folder of its own in the data folder,
// HostedDir/CODE (CODE the table's code, drawn here, the folder made
// anew: never one that exists, so never over a file the player made):
//   - TableFile, the lobby (the table's name and code, its port, the
//     seats' names, colours and tickets, the host's seat, the game's
//     configuration, and once started the room's code), rewritten at each
//     change of the lobby;
//   - ROOM.agora and ROOM.seats, the game's save and its seats' tokens,
//     written by the table's online/server (Options.Dir) after every move;
//   - SourceFile, for a table hosted from a save and not yet started: a
//     copy of that save (the player's file is only read).
//
// HostOptions.Resume opens such a folder again: the lobby as it was, or
// the game at its last move with the same tokens, so that the joiners sit
// again at their seats by what their app remembers (Tokens).
const (
	HostedDir  = "hosted"
	TableFile  = "table.json"
	SourceFile = "source.agora"
)

// maxTableFile bounds TableFile when read.
const maxTableFile = 256 << 10

// keptTable is what TableFile holds.
type keptTable struct {
	Code     string      `json:"code"`
	Name     string      `json:"name"`
	Port     int         `json:"port,omitempty"`
	HostSeat int         `json:"host_seat"`
	Config   game.Config `json:"config"`
	Seats    []LobbySeat `json:"seats"`
	Tickets  []string    `json:"tickets"`
	Room     string      `json:"room,omitempty"`
	FromSave bool        `json:"from_save,omitempty"`
	Watch    string      `json:"watch,omitempty"` // absent from the tables kept before watching
	Saved    time.Time   `json:"saved"`
}

// HostedTable is a table kept in the data folder, to host again.
type HostedTable struct {
	// Folder is the table's folder, for HostOptions.Resume.
	Folder string
	// Name, Code and Game are the table's; Started: its game began.
	Name    string
	Code    string
	Game    string
	Started bool
	// Saved is when the lobby last changed.
	Saved time.Time
	// Config, Seats and Room are the kept lobby's: the game, who sat
	// where, and once started the room whose save (Room+".agora") is in
	// Folder.
	Config game.Config
	Seats  []LobbySeat
	Room   string
}

// HostedTables lists the tables kept in the data folder dir, the latest
// first; a folder that does not read as one is left out.
func HostedTables(dir string) ([]HostedTable, error) {
	entries, err := os.ReadDir(filepath.Join(dir, HostedDir))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []HostedTable
	for _, e := range entries {
		if !e.IsDir() || !proto.IsRoomCode(e.Name()) {
			continue
		}
		t, err := ReadHostedTable(filepath.Join(dir, HostedDir, e.Name()))
		if err != nil {
			continue
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Saved.After(out[j].Saved) })
	return out, nil
}

// ReadHostedTable reads a table's folder wherever it is (the app's trash
// keeps a forgotten table's folder): an error if it does not read as a
// table.
func ReadHostedTable(folder string) (HostedTable, error) {
	k, err := readKept(folder)
	if err != nil {
		return HostedTable{}, err
	}
	return HostedTable{Folder: folder, Name: k.Name, Code: k.Code, Game: k.Config.Game, Started: k.Room != "", Saved: k.Saved,
		Config: k.Config, Seats: k.Seats, Room: k.Room}, nil
}

// newTableFolder makes a new folder for a table in the data folder dir,
// and returns it with the table's code.
func newTableFolder(dir string) (string, string, error) {
	parent := filepath.Join(dir, HostedDir)
	if err := os.MkdirAll(parent, 0o700); err != nil {
		return "", "", err
	}
	for range 8 {
		code := proto.NewRoomCode()
		folder := filepath.Join(parent, code)
		err := os.Mkdir(folder, 0o700)
		if err == nil {
			return folder, code, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return "", "", err
		}
	}
	return "", "", errors.New("no new folder for the table")
}

// readKept reads and checks a table's folder.
func readKept(folder string) (keptTable, error) {
	data, err := game.ReadRegularFile(filepath.Join(folder, TableFile), maxTableFile)
	if err != nil {
		return keptTable{}, err
	}
	var k keptTable
	if err := json.Unmarshal(data, &k); err != nil {
		return keptTable{}, fmt.Errorf("%s: %w", TableFile, err)
	}
	n := len(k.Config.Seats)
	switch {
	case !proto.IsRoomCode(k.Code):
		return keptTable{}, fmt.Errorf("%s: the table's code is malformed", TableFile)
	case k.Room != "" && !proto.IsRoomCode(k.Room):
		return keptTable{}, fmt.Errorf("%s: the room's code is malformed", TableFile)
	case len(k.Seats) != n || len(k.Tickets) != n || k.HostSeat >= n || k.HostSeat < -1:
		return keptTable{}, fmt.Errorf("%s: the seats disagree", TableFile)
	case k.Port < 0 || k.Port > 65535:
		return keptTable{}, fmt.Errorf("%s: port %d", TableFile, k.Port)
	}
	if k.Watch != "" && !proto.IsToken(k.Watch) {
		return keptTable{}, fmt.Errorf("%s: the key to watch is malformed", TableFile)
	}
	for _, t := range k.Tickets {
		if t != "" && !proto.IsToken(t) {
			return keptTable{}, fmt.Errorf("%s: a ticket is malformed", TableFile)
		}
	}
	return k, nil
}

// resumeSource is what HostOptions.Resume opens: a kept table, or a save.
type resumeSource struct {
	folder string      // a kept table's folder, "" for a save
	kept   keptTable   // a kept table
	save   game.State  // a save (of a kept table not started, or a player's file)
	cfg    game.Config // the game
}

// openResume reads path: a table's folder, or a save file of the app.
func openResume(path string) (resumeSource, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return resumeSource{}, err
	}
	if !fi.IsDir() {
		st, err := game.LoadSave(path, games.Lookup)
		if err != nil {
			return resumeSource{}, err
		}
		return resumeSource{save: st, cfg: st.Config()}, nil
	}
	k, err := readKept(path)
	if err != nil {
		return resumeSource{}, err
	}
	src := resumeSource{folder: path, kept: k, cfg: k.Config}
	if k.FromSave && k.Room == "" {
		if src.save, err = game.LoadSave(filepath.Join(path, SourceFile), games.Lookup); err != nil {
			return resumeSource{}, err
		}
		src.cfg = src.save.Config()
	}
	return src, nil
}

// lobbyFromSave is the lobby of a table hosted from a save: its bots'
// seats are bots', the host sits at its own, the other seats are open,
// each with the name it has in the save.
func lobbyFromSave(code, table string, cfg game.Config, hostSeat int, hostColour string) *lobbyState {
	l := newLobbyState(code, table, cfg, hostSeat, "", hostColour)
	for i := range l.Seats {
		l.Seats[i].Name = cfg.Seats[i].Name
	}
	return l
}

// lobbyFromKept is a kept table's lobby, as it was.
func lobbyFromKept(k keptTable) *lobbyState {
	l := newLobbyState(k.Code, k.Name, k.Config, -1, "", "")
	l.Seats = slices.Clone(k.Seats)
	l.tickets = slices.Clone(k.Tickets)
	if k.Watch != "" {
		l.watch = k.Watch // the spectators' invites still lead here
	}
	return l
}

// keepLocked writes the table's lobby in its folder; a failure is noted
// and the table goes on.
func (h *Host) keepLocked() {
	if h.folder == "" || h.closed {
		return
	}
	l := h.lobby
	k := keptTable{Code: l.Code, Name: l.Table, Port: h.ln.Addr().(*net.TCPAddr).Port, HostSeat: h.opts.HostSeat,
		Config: h.opts.Config, Seats: slices.Clone(l.Seats), Tickets: slices.Clone(l.tickets), Room: l.room,
		FromSave: h.source != nil, Watch: l.watch, Saved: time.Now().UTC()}
	data, err := json.MarshalIndent(k, "", " ")
	if err == nil {
		err = game.WriteFileAtomic(filepath.Join(h.folder, TableFile), data)
	}
	if err != nil && h.opts.Server.Logf != nil {
		h.opts.Server.Logf("table %s not kept: %v", l.Code, err)
	}
}
