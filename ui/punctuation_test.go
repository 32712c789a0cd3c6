package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// gluedPunctuation finds a literal that glues two texts with « : ; ! ? »
// (t.T("a") + ": " + t.T("b")): French sets a narrow no-break space before
// those marks, English none, so the mark belongs in the catalog's
// message, not in the code.
var gluedPunctuation = regexp.MustCompile(`[:;!?]\s|\s[:;!?]`)

func TestGluedPunctuationRule(t *testing.T) {
	for lit, bad := range map[string]bool{": ": true, " : ": true, "; ": true, " · ": false, "?": false, "a:b": false, "%d/%d": false} {
		if gluedPunctuation.MatchString(lit) != bad {
			t.Errorf("%q: glued %v, want %v", lit, !bad, bad)
		}
	}
}

func TestNoPunctuationGluedInCode(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || strings.ContainsFunc(s, unicode.IsLetter) {
				return true
			}
			if gluedPunctuation.MatchString(s) {
				t.Errorf("%s: %q glues texts with punctuation; put the mark in a catalog message", fset.Position(lit.Pos()), s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
