package lan

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"
)

// TokensFile is the seats' memory in the data folder.
const TokensFile = "lan-seats.json"

// maxTokens bounds the tables remembered; the oldest go first.
const maxTokens = 64

// maxTokensFile bounds the file read.
const maxTokensFile = 1 << 20

// SeatMemory is what a joiner keeps of a table to sit again at its seat
// after the app was closed.
type SeatMemory struct {
	// Invite is the table's invite (its address, code and pin).
	Invite string `json:"invite"`
	// Ticket is the joiner's place in the host's lobby.
	Ticket string `json:"ticket"`
	// Name is the name the joiner sat with; Table and Game the table's
	// name and game, to list it.
	Name  string `json:"name"`
	Table string `json:"table,omitempty"`
	Game  string `json:"game,omitempty"`
	// Room and Token open the joiner's seat in the game, once it started.
	Room  string `json:"room,omitempty"`
	Token string `json:"token,omitempty"`
	// Saved is when the entry last changed.
	Saved time.Time `json:"saved"`
}

// same reports whether m and o keep the same seat.
func (m SeatMemory) same(o SeatMemory) bool {
	m.Saved, o.Saved = time.Time{}, time.Time{}
	return m == o
}

// Tokens is the seats' memory: table code → SeatMemory, one file (0600)
// in the data folder, rewritten whole (atomically) and only when an entry
// changes. Its methods may be called from any goroutine of one process.
type Tokens struct {
	path string
	mu   sync.Mutex
}

// OpenTokens is the memory kept in dir.
func OpenTokens(dir string) *Tokens { return &Tokens{path: filepath.Join(dir, TokensFile)} }

// read loads the file; a missing file is an empty memory.
func (t *Tokens) read() (map[string]SeatMemory, error) {
	f, err := os.Open(t.path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]SeatMemory{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxTokensFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxTokensFile {
		return nil, fmt.Errorf("%s: larger than %d bytes", t.path, maxTokensFile)
	}
	m := map[string]SeatMemory{}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", t.path, err)
	}
	return m, nil
}

// Get is the memory of the table code.
func (t *Tokens) Get(code string) (SeatMemory, bool, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.read()
	if err != nil {
		return SeatMemory{}, false, err
	}
	e, ok := m[code]
	return e, ok, nil
}

// Put keeps e for the table code. An entry that says what the file says
// already is not written again.
func (t *Tokens) Put(code string, e SeatMemory) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.read()
	if err != nil {
		return err
	}
	if old, ok := m[code]; ok && old.same(e) {
		return nil
	}
	e.Saved = time.Now().UTC().Truncate(time.Second)
	m[code] = e
	for len(m) > maxTokens {
		oldest := ""
		for k, v := range m {
			if k != code && (oldest == "" || v.Saved.Before(m[oldest].Saved)) {
				oldest = k
			}
		}
		delete(m, oldest)
	}
	return t.write(m)
}

// Forget drops the table code (the game is over, or the joiner left).
func (t *Tokens) Forget(code string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.read()
	if err != nil {
		return err
	}
	if _, ok := m[code]; !ok {
		return nil
	}
	delete(m, code)
	return t.write(m)
}

// Codes are the tables remembered, the latest first.
func (t *Tokens) Codes() ([]string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.read()
	if err != nil {
		return nil, err
	}
	var codes []string
	for k := range m {
		codes = append(codes, k)
	}
	sort.Slice(codes, func(i, j int) bool {
		a, b := m[codes[i]].Saved, m[codes[j]].Saved
		if !a.Equal(b) {
			return a.After(b)
		}
		return codes[i] < codes[j]
	})
	return codes, nil
}

// write replaces the file with m, 0600, through a temporary file.
func (t *Tokens) write(m map[string]SeatMemory) error {
	data, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return err
	}
	dir := filepath.Dir(t.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".tmp-"+TokensFile+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), t.path)
}
