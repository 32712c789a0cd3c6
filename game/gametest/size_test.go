package gametest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every test that sizes itself with Size or Long is one make long runs:
// named in the Makefile's LONG_TESTS, in a folder its go test line covers.
// A long test left out would never run at full size in CI.
func TestLongTestsAreListed(t *testing.T) {
	root := filepath.Join("..", "..")
	mk, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(mk), "\\\n", "")
	m := regexp.MustCompile(`(?m)^LONG_TESTS := (.*)$`).FindStringSubmatch(text)
	if m == nil {
		t.Fatal("no LONG_TESTS in the Makefile")
	}
	listed := map[string]bool{}
	for _, name := range strings.Split(strings.ReplaceAll(m[1], " ", ""), "|") {
		listed[name] = true
	}
	recipe := regexp.MustCompile(`(?m)^long:\n\t(.*)$`).FindStringSubmatch(text)
	if recipe == nil {
		t.Fatal("no long target in the Makefile")
	}
	var trees []string
	for _, f := range strings.Fields(recipe[1]) {
		if strings.HasSuffix(f, "/...") {
			trees = append(trees, strings.TrimSuffix(strings.TrimPrefix(f, "./"), "/..."))
		}
	}
	found := map[string]bool{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") || !sized(fn.Body) {
				continue
			}
			found[fn.Name.Name] = true
			if !listed[fn.Name.Name] {
				t.Errorf("%s (%s) sizes itself with gametest but LONG_TESTS leaves it out", fn.Name.Name, rel)
			}
			if !under(filepath.ToSlash(rel), trees) {
				t.Errorf("%s (%s): make long tests only %v", fn.Name.Name, rel, trees)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name := range listed {
		if !found[name] {
			t.Errorf("LONG_TESTS names %s, which no test sizes with gametest", name)
		}
	}
}

// sized reports whether body calls gametest.Size or gametest.Long.
func sized(body *ast.BlockStmt) bool {
	yes := false
	ast.Inspect(body, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := s.X.(*ast.Ident); ok && x.Name == "gametest" && (s.Sel.Name == "Size" || s.Sel.Name == "Long") {
				yes = true
			}
		}
		return !yes
	})
	return yes
}

func under(dir string, trees []string) bool {
	for _, tr := range trees {
		if dir == tr || strings.HasPrefix(dir, tr+"/") {
			return true
		}
	}
	return false
}

func TestSize(t *testing.T) {
	t.Setenv(LongEnv, "")
	if Long() || Size(3, 9) != 3 {
		t.Error("the normal size without " + LongEnv)
	}
	t.Setenv(LongEnv, "1")
	if !Long() || Size(3, 9) != 9 {
		t.Error("not the full size with " + LongEnv + "=1")
	}
}
