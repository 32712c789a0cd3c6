package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/online/lan"
	"agora/online/proto"
)

// keptTableSpec is a table's folder as a host keeps it (online/lan,
// keep.go): its lobby, dated saved, and for a started table its game's
// save, dated played; writeKeptTable writes it at dir/rel.
type keptTableSpec struct {
	code    string // "": a new one
	name    string
	seats   []lan.LobbySeat
	started game.State // nil: the lobby, not started
	saved   time.Time
	played  time.Time
}

func writeKeptTable(t *testing.T, dir, rel string, k keptTableSpec) (folder, code string) {
	t.Helper()
	folder = filepath.Join(dir, rel)
	code = k.code
	if code == "" {
		code = proto.NewRoomCode()
	}
	cfg := game.Config{Game: "tally", Seed: 9}
	if k.started == nil && k.seats == nil {
		k.seats = []lan.LobbySeat{{Name: "Ana", Host: true, Taken: true}, {Name: "Bea", Taken: true}}
	}
	if k.started != nil {
		cfg = k.started.Config()
	} else {
		for _, s := range k.seats {
			cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: s.Name, Bot: s.Bot})
		}
	}
	seats := k.seats
	if seats == nil {
		for _, s := range cfg.Seats {
			seats = append(seats, lan.LobbySeat{Name: s.Name, Bot: s.Bot, Taken: s.Bot == ""})
		}
	}
	room := ""
	if k.started != nil {
		room = proto.NewRoomCode()
		writeSaveFile(t, folder, room+".agora", k.started, k.played)
	}
	data, err := json.Marshal(map[string]any{"code": code, "name": k.name, "host_seat": 0, "config": cfg,
		"seats": seats, "tickets": make([]string, len(seats)), "room": room, "saved": k.saved.UTC()})
	if err != nil {
		t.Fatal(err)
	}
	writeRaw(t, folder, lan.TableFile, data, k.saved)
	return folder, code
}

// The trash lists the tables forgotten from "Tables hosted before" beside
// the deleted games, as that list shows them: their name, their game,
// when they were last played (the lobby's last change, or the game's
// last move) and where they stand; a folder that does not read as a table
// is listed as such, and listing changes nothing.
func TestGamesTrashListsForgottenTables(t *testing.T) {
	day := time.Date(2026, 11, 20, 15, 4, 0, 0, time.Local)
	tests := []struct {
		lang, title, what, result, players string
	}{
		{"en", "Friday night", "Table hosted before · tally · Nov 20, 2026 at 15:04", "Not started: 1 seat still open", "Ana, an open seat, Bot (Medium)"},
		{"en", "Sunday league", "Table hosted before · tally · Nov 20, 2026 at 17:04", "In progress, 3 moves played", "A, B"},
		{"en", "Table BROKEN (2)", "Table hosted before · Nov 20, 2026 at 15:04", "Its folder cannot be read: it cannot be hosted again", ""},
		{"fr", "Friday night", "Table déjà hébergée · tally · 20/11/2026 à 15:04", "Pas commencée\u202f: encore 1 place libre", "Ana, une place libre, Bot (Moyen)"},
		{"fr", "Table BROKEN (2)", "Table déjà hébergée · 20/11/2026 à 15:04", "Son dossier est illisible\u202f: elle ne peut plus être hébergée", ""},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.title, func(t *testing.T) {
			a := gamesApp(t, tt.lang)
			dir := a.dataDir
			writeSaveFile(t, dir, "trash/Tuesday.json", playedTally(t, "tally"), day.Add(time.Hour))
			writeKeptTable(t, dir, "trash/hosted/FRIDAY", keptTableSpec{name: "Friday night", saved: day,
				seats: []lan.LobbySeat{{Name: "Ana", Host: true, Taken: true}, {}, {Name: "Bot", Bot: "heuristic"}}})
			writeKeptTable(t, dir, "trash/hosted/SUNDAY", keptTableSpec{name: "Sunday league", saved: day,
				started: playedTally(t, "tally"), played: day.Add(2 * time.Hour)})
			broken := writeRaw(t, dir, "trash/hosted/BROKEN (2)/"+lan.TableFile, []byte(`{"code": "nope"`), day)
			os.Chtimes(filepath.Dir(broken), day, day)
			os.WriteFile(filepath.Join(dir, "trash/hosted/stray.txt"), []byte("not a table"), 0o644)

			a.openGames(true)
			_, e := a.entryNamed(t, tt.title)
			if !e.table {
				t.Fatalf("%q is listed as a game, not a table", tt.title)
			}
			if got := a.entryWhat(e); got != tt.what {
				t.Errorf("what = %q, want %q", got, tt.what)
			}
			if got := a.entryResult(e); got != tt.result {
				t.Errorf("result = %q, want %q", got, tt.result)
			}
			if tt.players != "" {
				if got := a.tablePlayers(e); got != tt.players {
					t.Errorf("players = %q, want %q", got, tt.players)
				}
			}
			var order []string
			for _, e := range a.gamesView.entries {
				order = append(order, a.entryTitle(e))
			}
			if len(order) < 2 || order[0] != "Sunday league" || order[1] != "Tuesday" {
				t.Errorf("listed %q: not the latest played first", order)
			}
			if n := len(a.gamesView.entries); n != 4 {
				t.Errorf("%d entries listed, want 4 (a game, three tables' folders; a stray file is none)", n)
			}
			a.selectGame(t, tt.title)
			if !a.shows(a.loc.T("games.restore")) {
				t.Errorf("the table's page offers no Restore: %q", a.texts())
			}
			if got, _ := os.ReadFile(broken); string(got) != `{"code": "nope"` {
				t.Error("listing changed the unreadable table's file")
			}
		})
	}
}

// The trash's count says how many games and how many forgotten tables it
// holds.
func TestGamesTrashCountsTables(t *testing.T) {
	tests := []struct {
		games, tables int
		want          string
	}{
		{1, 0, "1 game in the trash"},
		{0, 1, "1 forgotten table in the trash"},
		{0, 2, "2 forgotten tables in the trash"},
		{2, 1, "2 games in the trash · 1 forgotten table"},
	}
	for _, tt := range tests {
		a := gamesApp(t, "en")
		for i := range tt.games {
			writeSaveFile(t, a.dataDir, filepath.Join("trash", string(rune('a'+i))+".json"), playedTally(t, "tally"), time.Now())
		}
		for i := range tt.tables {
			writeKeptTable(t, a.dataDir, filepath.Join("trash/hosted", proto.NewRoomCode()), keptTableSpec{name: "T" + string(rune('1'+i)), saved: time.Now()})
		}
		a.openGames(true)
		if got := a.gamesStatus(a.gamesView); got != tt.want {
			t.Errorf("%d games, %d tables: %q, want %q", tt.games, tt.tables, got, tt.want)
		}
	}
}

// Restore puts a forgotten table back among the tables hosted before,
// where it is listed again to host; never over a folder there: a table
// whose code a folder has already goes back under a new one, that
// folder left as it was. A folder that does not read as a table goes
// back under its code.
func TestGamesRestoreForgottenTable(t *testing.T) {
	tests := []struct {
		name      string
		trashName string // the folder's name in the trash
		broken    bool
		taken     bool // the hosted folder of its code exists already
		hostable  int  // the tables listed to host again afterwards
	}{
		{name: "back under its code", trashName: "CODE", hostable: 1},
		{name: "a copy number dropped", trashName: "CODE (2)", hostable: 1},
		{name: "its code taken", trashName: "CODE", taken: true, hostable: 2},
		{name: "unreadable", trashName: "CODE (3)", broken: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := gamesApp(t, "en")
			dir := a.dataDir
			code := proto.NewRoomCode()
			trashed := filepath.Join(tablesTrash(dir), strings.Replace(tt.trashName, "CODE", code, 1))
			want := []byte("{")
			if tt.broken {
				writeRaw(t, trashed, lan.TableFile, want, time.Now())
			} else {
				writeKeptTable(t, tablesTrash(dir), filepath.Base(trashed), keptTableSpec{code: code, name: "Friday night", saved: time.Now(),
					seats: []lan.LobbySeat{{Name: "Ana", Host: true, Taken: true}, {}}})
				want, _ = os.ReadFile(filepath.Join(trashed, lan.TableFile))
			}
			var existing []byte
			if tt.taken {
				writeKeptTable(t, dir, filepath.Join(lan.HostedDir, code), keptTableSpec{name: "Already here", saved: time.Now()})
				existing, _ = os.ReadFile(filepath.Join(dir, lan.HostedDir, code, lan.TableFile))
			}

			a.openGames(true)
			title := "Friday night"
			if tt.broken {
				title = "Table " + filepath.Base(trashed)
			}
			a.selectGame(t, title)
			test.Tap(a.button(t, "Restore"))

			if _, err := os.Stat(trashed); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the table's folder is still in the trash: %v", err)
			}
			if len(a.gamesView.entries) != 0 {
				t.Errorf("the restored table is still listed in the trash")
			}
			hosted, _ := os.ReadDir(filepath.Join(dir, lan.HostedDir))
			var restored string
			for _, h := range hosted {
				data, _ := os.ReadFile(filepath.Join(dir, lan.HostedDir, h.Name(), lan.TableFile))
				if bytes.Equal(data, want) {
					restored = h.Name()
				}
			}
			switch {
			case restored == "":
				t.Fatalf("no hosted folder holds the restored table; hosted: %v", hosted)
			case !proto.IsRoomCode(restored):
				t.Errorf("restored as %q, not a table's code", restored)
			case tt.taken && restored == code:
				t.Errorf("restored over the folder of its code")
			case !tt.taken && restored != code:
				t.Errorf("restored as %q, want its code %q", restored, code)
			}
			if tt.taken {
				if got, _ := os.ReadFile(filepath.Join(dir, lan.HostedDir, code, lan.TableFile)); !bytes.Equal(got, existing) {
					t.Error("the folder already there was changed")
				}
			}
			tables, err := lan.HostedTables(dir)
			if err != nil || len(tables) != tt.hostable {
				t.Errorf("%d tables to host again (%v), want %d", len(tables), err, tt.hostable)
			}
		})
	}
}

// Emptying the trash asks first, naming the forgotten tables and those
// that cannot be read; Cancel keeps them, the confirmation deletes them
// with the games, unreadable or not.
func TestGamesEmptyTrashDeletesForgottenTables(t *testing.T) {
	tests := []struct {
		name     string
		tables   int
		broken   int
		ask      string // a part of the question
		notAsked string
	}{
		{name: "games only", ask: "Every game in the trash", notAsked: "tables hosted before"},
		{name: "one table", tables: 1, ask: "The table hosted before that waits in it goes too", notAsked: "cannot be read"},
		{name: "unreadable", tables: 1, broken: 1, ask: "One of them cannot be read, and is deleted all the same."},
		{name: "several", tables: 2, broken: 2, ask: "The 4 tables hosted before that wait in it go too"},
		{name: "several unreadable", tables: 1, broken: 2, ask: "2 of them cannot be read, and are deleted all the same."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := gamesApp(t, "en")
			dir := a.dataDir
			game := writeSaveFile(t, dir, "trash/Tuesday.json", playedTally(t, "tally"), time.Now())
			var folders []string
			for i := range tt.tables {
				f, _ := writeKeptTable(t, tablesTrash(dir), proto.NewRoomCode(), keptTableSpec{name: "T" + string(rune('1'+i)), saved: time.Now()})
				folders = append(folders, f)
			}
			for range tt.broken {
				f := filepath.Join(tablesTrash(dir), proto.NewRoomCode()+" (2)")
				writeRaw(t, f, lan.TableFile, []byte("not json"), time.Now())
				folders = append(folders, f)
			}
			// Something outside the trash a link in it points to is
			// never deleted.
			outside := writeRaw(t, t.TempDir(), "keep.txt", []byte("mine"), time.Now())
			os.MkdirAll(tablesTrash(dir), 0o755)
			if err := os.Symlink(filepath.Dir(outside), filepath.Join(tablesTrash(dir), "link")); err != nil {
				t.Fatal(err)
			}

			a.openGames(true)
			test.Tap(a.button(t, "Empty the trash…"))
			if !a.showsPart(tt.ask) || tt.notAsked != "" && a.showsPart(tt.notAsked) {
				t.Errorf("the question does not say %q (nor leave out %q): %q", tt.ask, tt.notAsked, a.texts())
			}
			test.Tap(a.button(t, "Cancel"))
			for _, f := range append(folders, game) {
				if _, err := os.Stat(f); err != nil {
					t.Fatalf("Cancel deleted %s", filepath.Base(f))
				}
			}
			test.Tap(a.button(t, "Empty the trash…"))
			test.Tap(a.button(t, "Delete for good"))
			for _, f := range append(folders, game) {
				if _, err := os.Stat(f); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s is still in the trash", filepath.Base(f))
				}
			}
			if got, err := os.ReadFile(outside); err != nil || string(got) != "mine" {
				t.Errorf("emptying the trash reached outside it: %v", err)
			}
			if len(a.gamesView.entries) != 0 {
				t.Errorf("%d entries still listed", len(a.gamesView.entries))
			}
		})
	}
}
