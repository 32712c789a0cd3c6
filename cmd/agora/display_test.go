package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	fyneapp "fyne.io/fyne/v2/app"
)

func TestNoDisplayIsSaidInOneLine(t *testing.T) {
	env := func(display, wayland string) func(string) string {
		return func(k string) string {
			switch k {
			case "DISPLAY":
				return display
			case "WAYLAND_DISPLAY":
				return wayland
			}
			return ""
		}
	}
	// A local X display no server listens on: a number no socket has.
	dead := ":" + strconv.Itoa(6000+os.Getpid()%3000)
	for _, tt := range []struct {
		goos, display, wayland string
		refused                bool
	}{
		{"linux", "", "", true},
		{"freebsd", "", "", true},
		{"linux", dead, "", true},
		{"linux", "unix" + dead + ".0", "", true},
		{"linux", ":x", "", true},
		{"linux", "", "wayland-0", false},
		{"linux", "otherhost:0", "", false},
		{"darwin", "", "", false},
		{"windows", "", "", false},
	} {
		msg := noDisplay(tt.goos, env(tt.display, tt.wayland))
		if (msg != "") != tt.refused {
			t.Errorf("%s, DISPLAY=%q WAYLAND_DISPLAY=%q: %q", tt.goos, tt.display, tt.wayland, msg)
		}
		if tt.refused && (!strings.HasPrefix(msg, "no display found") || strings.Contains(msg, "\n")) {
			t.Errorf("not one clear line: %q", msg)
		}
	}
	// A display that answers is tried.
	if d := os.Getenv("DISPLAY"); d != "" && localXAnswers(d) && noDisplay("linux", env(d, "")) != "" {
		t.Errorf("the live display %s is refused", d)
	}
}

// The screens --screen takes are those ui.App.ShowScreen opens: a name
// its switch gains is refused by the flag until listed here, and a name
// listed here that it lost fails.
func TestScreenFlagNamesShowScreensCases(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join("..", "..", "ui", "app.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{}
	files, _ := filepath.Glob(filepath.Join("..", "..", "ui", "*.go"))
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		g, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(g, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok {
				for i, id := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							consts[id.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
			return true
		})
	}
	var cases []string
	ast.Inspect(f, func(n ast.Node) bool {
		fn, ok := n.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "ShowScreen" {
			return true
		}
		ast.Inspect(fn, func(n ast.Node) bool {
			if cc, ok := n.(*ast.CaseClause); ok {
				for _, e := range cc.List {
					if id, ok := e.(*ast.Ident); ok {
						cases = append(cases, consts[id.Name])
					}
				}
			}
			return true
		})
		return false
	})
	slices.Sort(cases)
	flags := slices.Sorted(slices.Values(screens))
	if len(cases) == 0 || !slices.Equal(cases, flags) {
		t.Errorf("ShowScreen opens %v, --screen takes %v", cases, flags)
	}
}

// The preferences checked before the app is made are the file Fyne reads.
func TestPreferencesFileIsFynes(t *testing.T) {
	dir, err := os.MkdirTemp("", "agora-config")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir) // Fyne may still be writing in it
	t.Setenv("XDG_CONFIG_HOME", dir)
	got, err := preferencesFile(appID)
	if err != nil {
		t.Fatal(err)
	}
	a := fyneapp.NewWithID(appID)
	defer a.Quit()
	want := filepath.Join(a.Storage().RootURI().Path(), "preferences.json")
	if strings.HasPrefix(want, filepath.Join(os.TempDir(), "fyne-test")) {
		t.Skip("Fyne's test driver (-tags ci) keeps its preferences elsewhere")
	}
	if runtime.GOOS == "linux" && got != want {
		t.Errorf("checked %s, Fyne reads %s", got, want)
	}
}
