package learn

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"agora/game"
)

// ProgressFile is the progress file's name in the data folder.
const ProgressFile = "lessons.json"

// progressFormat names the file's content, so that another file by the
// same name is never taken for it.
const progressFormat = "agora-lessons"

// Progress is which lessons the player finished, kept in ProgressFile.
type Progress struct {
	path string
	done []string
}

type progressFile struct {
	Format string   `json:"format"`
	Done   []string `json:"done"`
}

// LoadProgress reads the progress kept in dir (the app's data folder). A
// missing file is no lesson finished. A file that is not the progress
// file's JSON is an error, and is left as it is: Finish will set it aside
// before writing.
func LoadProgress(dir string) (*Progress, error) {
	p := &Progress{path: filepath.Join(dir, ProgressFile)}
	done, err := readProgress(p.path)
	p.done = done
	return p, err
}

func readProgress(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f progressFile
	if err := json.Unmarshal(data, &f); err != nil || f.Format != progressFormat {
		return nil, fmt.Errorf("%s is not a lessons' progress file", path)
	}
	return f.Done, nil
}

// Done reports whether the lesson was finished.
func (p *Progress) Done(id string) bool { return slices.Contains(p.done, id) }

// Count is how many of the lessons given were finished.
func (p *Progress) Count(ls []*Lesson) int {
	n := 0
	for _, l := range ls {
		if p.Done(l.ID) {
			n++
		}
	}
	return n
}

// Finish records a finished lesson. The file is written only when the
// lesson was not yet in it (atomically, game.WriteFileAtomic); what the
// file holds is read again first, so that another window's progress is
// kept. An unreadable file is renamed lessons.json.bad-<time>.json beside
// it, never written over.
func (p *Progress) Finish(id string) error {
	done, err := readProgress(p.path)
	if err != nil {
		aside := fmt.Sprintf("%s.bad-%s.json", p.path, time.Now().UTC().Format("20060102-150405"))
		if rerr := os.Rename(p.path, aside); rerr != nil {
			return fmt.Errorf("%v; and it could not be set aside: %w", err, rerr)
		}
		done = nil
	}
	for _, d := range p.done {
		if !slices.Contains(done, d) {
			done = append(done, d)
		}
	}
	p.done = done
	if slices.Contains(done, id) {
		return nil
	}
	p.done = append(p.done, id)
	data, err := json.MarshalIndent(progressFile{Format: progressFormat, Done: p.done}, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o755); err != nil {
		return err
	}
	return game.WriteFileAtomic(p.path, append(data, '\n'))
}
