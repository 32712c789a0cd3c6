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
	"strings"
)

// The save file format. A save holds the configuration, with its seed and
// ruleset, and the decision log in its engine's encoding; loading upgrades
// an older encoding's log and replays it, so a save can never describe an
// impossible position. Version 1 files (before encodings were versioned)
// hold encoding 1 of every engine under its ruleset 1; version 2 files
// name their encoding and ruleset.
const (
	SaveFormat  = "agora-save"
	SaveVersion = 2
	// saveVersion1 is the first file version, still read.
	saveVersion1 = 1
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
	Format  string `json:"format"`
	Version int    `json:"version"`
	Game    string `json:"game"`
	// Encoding is the engine's option encoding the log and the digest are
	// written in (Rules.Encoding when the save was made).
	Encoding int        `json:"encoding,omitempty"`
	Config   Config     `json:"config"`
	Log      []Decision `json:"log"`
	// Digest is the state's Digest after the log, in hexadecimal; loading
	// checks that the replay reaches it.
	Digest string `json:"digest"`
}

// NewSave captures a state.
func NewSave(s State) Save {
	return Save{
		Format:   SaveFormat,
		Version:  SaveVersion,
		Game:     s.Game(),
		Encoding: EncodingOf(s),
		Config:   s.Config(),
		Log:      append([]Decision(nil), s.Log()...),
		Digest:   digestText(s.Digest()),
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
	// Names, specs and lists are bounded before anything shows or
	// replays them (a seat name of megabytes would freeze a table).
	if err := sv.Config.CheckBounds(); err != nil {
		return Save{}, fmt.Errorf("%w: %v", ErrSaveCorrupt, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Save{}, fmt.Errorf("%w: data after the save", ErrSaveCorrupt)
	}
	if sv.Format != SaveFormat {
		return Save{}, fmt.Errorf("%w: not an Agora save", ErrSaveCorrupt)
	}
	switch sv.Version {
	case saveVersion1:
		// Written before encodings and rulesets were versioned: every
		// engine was in its encoding 1, under its ruleset 1.
		if sv.Encoding != 0 || sv.Config.Ruleset != 0 {
			return Save{}, fmt.Errorf("%w: a version 1 save names an encoding or a ruleset", ErrSaveCorrupt)
		}
		sv.Encoding, sv.Config.Ruleset = 1, 1
	case SaveVersion:
		if sv.Encoding < 1 || sv.Config.Ruleset < 1 {
			return Save{}, fmt.Errorf("%w: encoding %d, ruleset %d", ErrSaveCorrupt, sv.Encoding, sv.Config.Ruleset)
		}
	default:
		return Save{}, fmt.Errorf("%w: version %d, this build reads 1 to %d", ErrSaveVersion, sv.Version, SaveVersion)
	}
	if sv.Game != sv.Config.Game {
		return Save{}, fmt.Errorf("%w: game %q but configuration for %q", ErrSaveCorrupt, sv.Game, sv.Config.Game)
	}
	if _, err := strconv.ParseUint(sv.Digest, 16, 64); err != nil || len(sv.Digest) != 16 {
		return Save{}, fmt.Errorf("%w: bad digest %q", ErrSaveCorrupt, sv.Digest)
	}
	// An expansion named twice (only the arena's command line could once
	// do it) is named once: the game is the same, and the save is the
	// player's, so it opens rather than being refused.
	sv.Config = sv.Config.withoutRepeats()
	return sv, nil
}

// Restore rebuilds the game a save describes by replaying its log, and
// checks that it reaches the recorded position. lookup finds an engine by
// game name. A log of an older encoding is first translated by the
// engine's Upgrade, and the position is checked against the digest that
// encoding gave (DigesterAt); the game goes on under the ruleset the save
// recorded. A save of a newer encoding or ruleset than the engine's is
// refused with ErrSaveVersion.
func (sv Save) Restore(lookup func(game string) (Rules, bool)) (State, error) {
	r, ok := lookup(sv.Game)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrSaveGame, sv.Game)
	}
	enc := max(sv.Encoding, 1)
	if enc > r.CurrentEncoding() {
		return nil, fmt.Errorf("%w: %s encoding %d, this build reads up to %d", ErrSaveVersion, sv.Game, enc, r.CurrentEncoding())
	}
	if sv.Config.Ruleset > r.CurrentRuleset() {
		return nil, fmt.Errorf("%w: %s ruleset %d, this build knows up to %d", ErrSaveVersion, sv.Game, sv.Config.Ruleset, r.CurrentRuleset())
	}
	log := sv.Log
	if enc < r.CurrentEncoding() {
		if r.Upgrade == nil {
			return nil, fmt.Errorf("%w: %s encoding %d cannot be upgraded", ErrSaveVersion, sv.Game, enc)
		}
		var err error
		if log, err = r.Upgrade(enc, sv.Config, sv.Log); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrSaveCorrupt, err)
		}
	}
	s, err := Replay(r, sv.Config, log)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSaveCorrupt, err)
	}
	digest := s.Digest()
	if enc != EncodingOf(s) {
		d, ok := s.(DigesterAt)
		if ok {
			digest, ok = d.DigestAt(enc)
		}
		if !ok {
			return nil, fmt.Errorf("%w: no digest of %s encoding %d to check", ErrSaveMismatch, sv.Game, enc)
		}
	}
	if got := digestText(digest); got != sv.Digest {
		return nil, fmt.Errorf("%w: reached %s, recorded %s", ErrSaveMismatch, got, sv.Digest)
	}
	return s, nil
}

// LoadSave reads, checks and replays a save file. On any error nothing is
// returned and nothing on disk changes.
func LoadSave(path string, lookup func(game string) (Rules, bool)) (State, error) {
	data, err := ReadRegularFile(path, MaxSaveSize)
	if err != nil {
		return nil, err
	}
	sv, err := ParseSave(data)
	if err != nil {
		return nil, err
	}
	return sv.Restore(lookup)
}

// ErrNotRegular is returned for a path that is not a regular file: a
// folder, a named pipe (whose reading would wait for a writer for ever), a
// device or a socket.
var ErrNotRegular = errors.New("not a regular file")

// ReadRegularFile reads a regular file of at most limit bytes (more than
// that is read up to limit+1 bytes, for the caller to refuse). Anything
// else is refused before it is opened, and checked again once open, so a
// named pipe never blocks the reader.
func ReadRegularFile(path string, limit int64) ([]byte, error) {
	before, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !before.Mode().IsRegular() {
		return nil, &os.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kindOf(before.Mode()))}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if after, err := f.Stat(); err != nil {
		return nil, err
	} else if !after.Mode().IsRegular() || !os.SameFile(before, after) {
		return nil, &os.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (replaced while opening)", ErrNotRegular)}
	}
	return io.ReadAll(io.LimitReader(f, limit+1))
}

// kindOf names a file mode that is not a regular file's.
func kindOf(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "not a plain file"
}

// WriteSave writes the state's save file atomically: the data goes to a
// temporary file in the same folder, which is synced and then renamed over
// path, so a crash at any moment leaves either the old save or the new one.
func WriteSave(path string, s State) error {
	data, err := EncodeSave(s)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// EncodeSave is the save file of a state, as WriteSave writes it.
func EncodeSave(s State) ([]byte, error) {
	return json.MarshalIndent(NewSave(s), "", " ")
}

// TempPattern is the name of WriteFileAtomic's temporary files beside
// path's file name, for os.CreateTemp: "." + name + ".*.tmp". One that is
// left behind (a crash between its creation and the rename) is never a
// save anyone asked for; IsTempOf recognises them.
func TempPattern(name string) string { return "." + name + tempInfix + tempSuffix }

const (
	tempInfix  = ".*"
	tempSuffix = ".tmp"
)

// IsTempOf reports whether file is a temporary file of WriteFileAtomic
// for a target named name: "." + name + "." + digits + ".tmp" (os.CreateTemp
// puts a decimal number where the pattern has its star).
func IsTempOf(file, name string) bool {
	prefix := "." + name + "."
	if name == "" || len(file) <= len(prefix)+len(tempSuffix) ||
		!strings.HasPrefix(file, prefix) || !strings.HasSuffix(file, tempSuffix) {
		return false
	}
	digits := file[len(prefix) : len(file)-len(tempSuffix)]
	for _, r := range digits {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// WriteFileAtomic replaces path with data through a synced temporary file
// and a rename.
func WriteFileAtomic(path string, data []byte) error {
	return WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomic replaces path with what fill writes, through a synced
// temporary file beside it (named by TempPattern) and a rename. When fill
// or anything else fails, path is left as it was and the temporary file
// is removed.
func WriteAtomic(path string, fill func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, TempPattern(filepath.Base(path)))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = fill(tmp); err != nil {
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
