package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
)

// The save file format. A save holds the configuration, with its seed, and
// the decision log; loading replays the log, so a save can never describe an
// impossible position.
const (
	SaveFormat  = "agora-save"
	SaveVersion = 1
	// MaxSaveSize bounds what LoadSave reads; a real game's log is a few
	// tens of kilobytes.
	MaxSaveSize = 4 << 20
)

// Errors of save files, matched with errors.Is.
var (
	ErrSaveTooLarge = errors.New("save file too large")
	ErrSaveCorrupt  = errors.New("save file corrupt")
	ErrSaveVersion  = errors.New("save file from an unknown version")
	ErrSaveGame     = errors.New("save file of an unknown game")
	ErrSaveMismatch = errors.New("save file does not replay to its recorded position")
)

// Save is the content of a save file.
type Save struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Game    string     `json:"game"`
	Config  Config     `json:"config"`
	Log     []Decision `json:"log"`
	// Digest is the state's Digest after the log, in hexadecimal; loading
	// checks that the replay reaches it.
	Digest string `json:"digest"`
}

// NewSave captures a state.
func NewSave(s State) Save {
	return Save{
		Format:  SaveFormat,
		Version: SaveVersion,
		Game:    s.Game(),
		Config:  s.Config(),
		Log:     append([]Decision(nil), s.Log()...),
		Digest:  digestText(s.Digest()),
	}
}

func digestText(d uint64) string { return fmt.Sprintf("%016x", d) }

// ParseSave decodes and checks a save file's bytes without replaying it.
func ParseSave(data []byte) (Save, error) {
	var sv Save
	if len(data) > MaxSaveSize {
		return sv, fmt.Errorf("%w: %d bytes, at most %d", ErrSaveTooLarge, len(data), MaxSaveSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sv); err != nil {
		return Save{}, fmt.Errorf("%w: %v", ErrSaveCorrupt, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Save{}, fmt.Errorf("%w: data after the save", ErrSaveCorrupt)
	}
	if sv.Format != SaveFormat {
		return Save{}, fmt.Errorf("%w: not an Agora save", ErrSaveCorrupt)
	}
	if sv.Version != SaveVersion {
		return Save{}, fmt.Errorf("%w: version %d, this build reads %d", ErrSaveVersion, sv.Version, SaveVersion)
	}
	if sv.Game != sv.Config.Game {
		return Save{}, fmt.Errorf("%w: game %q but configuration for %q", ErrSaveCorrupt, sv.Game, sv.Config.Game)
	}
	if _, err := strconv.ParseUint(sv.Digest, 16, 64); err != nil || len(sv.Digest) != 16 {
		return Save{}, fmt.Errorf("%w: bad digest %q", ErrSaveCorrupt, sv.Digest)
	}
	return sv, nil
}

// Restore rebuilds the game a save describes by replaying its log, and
// checks that it reaches the recorded position. lookup finds an engine by
// game name.
func (sv Save) Restore(lookup func(game string) (Rules, bool)) (State, error) {
	r, ok := lookup(sv.Game)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrSaveGame, sv.Game)
	}
	s, err := Replay(r, sv.Config, sv.Log)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSaveCorrupt, err)
	}
	if got := digestText(s.Digest()); got != sv.Digest {
		return nil, fmt.Errorf("%w: reached %s, recorded %s", ErrSaveMismatch, got, sv.Digest)
	}
	return s, nil
}

// LoadSave reads, checks and replays a save file. On any error nothing is
// returned and nothing on disk changes.
func LoadSave(path string, lookup func(game string) (Rules, bool)) (State, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSaveSize+1))
	if err != nil {
		return nil, err
	}
	sv, err := ParseSave(data)
	if err != nil {
		return nil, err
	}
	return sv.Restore(lookup)
}

// WriteSave writes the state's save file atomically: the data goes to a
// temporary file in the same folder, which is synced and then renamed over
// path, so a crash at any moment leaves either the old save or the new one.
func WriteSave(path string, s State) error {
	data, err := json.MarshalIndent(NewSave(s), "", " ")
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic replaces path with data through a synced temporary file
// and a rename.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
