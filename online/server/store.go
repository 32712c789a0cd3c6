package server

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"agora/game"
	"agora/game/games"
	"agora/online/proto"
)

// A room kept in Options.Dir is two files named after its code (a code is
// base32 letters and digits, drawn by the server, never read from a
// message): CODE.agora, the game's save, rewritten after every change,
// and CODE.seats, its seats' tokens (written once, readable by the
// server's user only).
const (
	saveExt  = ".agora"
	seatsExt = ".seats"
)

// seatsFile is what CODE.seats holds.
type seatsFile struct {
	Tokens    []string `json:"tokens"`
	Spectator string   `json:"spectator,omitempty"` // absent from the files of earlier servers
}

func (s *Server) path(code, ext string) string { return filepath.Join(s.opts.Dir, code+ext) }

// keep saves the room's game; a failure is noted and play goes on. A
// closed room is not written again.
func (s *Server) keep(r *room, st game.State) {
	if r.closed.Load() {
		return
	}
	if err := game.WriteSave(s.path(r.code, saveExt), st); err != nil {
		s.opts.Logf("%v: not saved: %v", r, err)
	}
}

// keepSeats writes the room's tokens.
func (s *Server) keepSeats(r *room) error {
	data, err := json.Marshal(seatsFile{Tokens: r.tokens, Spectator: r.spectator})
	if err != nil {
		return err
	}
	return game.WriteFileAtomic(s.path(r.code, seatsExt), data)
}

// forget removes a closed room's files.
func (s *Server) forget(code string) {
	if s.opts.Dir == "" {
		return
	}
	os.Remove(s.path(code, saveExt))
	os.Remove(s.path(code, seatsExt))
}

// Resume opens again every room kept in Options.Dir, each at its last
// move, with its tokens and its bots, and returns how many it opened. A
// room whose files do not load is noted and left on disk.
func (s *Server) Resume() (int, error) {
	if s.opts.Dir == "" {
		return 0, errors.New("server: no folder to resume rooms from")
	}
	entries, err := os.ReadDir(s.opts.Dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		code, ok := strings.CutSuffix(e.Name(), seatsExt)
		if !ok || !proto.IsRoomCode(code) || !e.Type().IsRegular() {
			continue
		}
		if err := s.resume(code); err != nil {
			s.opts.Logf("room %s not resumed: %v", code, err)
			continue
		}
		n++
	}
	return n, nil
}

// ResumeRoom opens again one room kept in Options.Dir, at its last move:
// a game its owner ended (End), hosted again.
func (s *Server) ResumeRoom(code string) error {
	if s.opts.Dir == "" {
		return errors.New("server: no folder to resume rooms from")
	}
	if !proto.IsRoomCode(code) {
		return errors.New("server: not a room code")
	}
	return s.resume(code)
}

func (s *Server) resume(code string) error {
	data, err := game.ReadRegularFile(s.path(code, seatsExt), 64<<10)
	if err != nil {
		return err
	}
	var seats seatsFile
	if err := json.Unmarshal(data, &seats); err != nil {
		return err
	}
	st, err := game.LoadSave(s.path(code, saveExt), games.Lookup)
	if err != nil {
		return err
	}
	if len(seats.Tokens) != st.Config().Players() {
		return errors.New("tokens and seats disagree")
	}
	for i, t := range seats.Tokens {
		if st.Config().Seats[i].Human() != (t != "") || (t != "" && !proto.IsToken(t)) {
			return errors.New("a seat's token is missing or malformed")
		}
	}
	if seats.Spectator != "" && !proto.IsToken(seats.Spectator) {
		return errors.New("the spectators' token is malformed")
	}
	if seats.Spectator == "" {
		seats.Spectator = proto.NewToken()
	}
	rules, _ := games.Lookup(st.Game())
	_, err = s.open(rules, st, code, seats.Tokens, seats.Spectator)
	return err
}
