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

	"agora/translations"
)

// The rules of checkLiterals, strict but practical:
//
//   - a string literal without a letter is never text ("", " · ", "%d");
//   - the key given to T or N must exist in every language;
//   - a literal with a letter anywhere inside a call to a Fyne constructor
//     (widget, dialog, canvas, container, fyne packages), inside a
//     composite literal of one of their types, or given to a text setter
//     (SetText, SetTitle, ...) or assigned to a text field (.Text, .Label,
//     ...) is text that bypasses the catalog;
//   - elsewhere a literal must look like an identifier: a lower-case
//     dotted key or file name ("menu.quit", "autosave.json"), a capitalized
//     template field used as a map key ({"Game": ...}), a message to a
//     developer (errors.New, fmt.Errorf, fyne.LogError), or be allowed
//     below with a reason.
var (
	keyLike      = regexp.MustCompile(`^[a-z0-9_.\-/]+$`)
	fieldLike    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	formatVerb   = regexp.MustCompile(`%[-+# 0]*[0-9*]*(\.[0-9*]+)?[a-zA-Z]`)
	fynePackages = map[string]bool{"widget": true, "dialog": true, "canvas": true, "container": true, "fyne": true}
	textSetters  = map[string]bool{"SetText": true, "SetTitle": true, "SetPlaceHolder": true, "SetSelected": true, "SetFileName": true, "SetDismissText": true, "SetConfirmText": true, "SetOptions": true}
	textFields   = map[string]bool{"Text": true, "Label": true, "Title": true, "PlaceHolder": true, "Options": true, "Selected": true}
	devMessages  = map[string]bool{"errors.New": true, "fmt.Errorf": true, "fyne.LogError": true, "log.Printf": true, "log.Println": true,
		"Trace": true, "ui.Trace": true}
	// allowed lists literals with letters that are not translatable text.
	allowed = map[string]string{
		"I":                  "7 Wonders' Age numerals are the same in every language",
		"II":                 "7 Wonders' Age numerals are the same in every language",
		"III":                "7 Wonders' Age numerals are the same in every language",
		"AGORA_TRACE":        "an environment variable's name (ui.Trace)",
		"Ag":                 "a sample measured for a line's height, never shown",
		"Abc…":               "a sample measured for the least room a name needs, never shown",
		"wonders-watermark-": "the name of a resource drawn by the code",
		".svg":               "a resource name's extension",
		"wss://":             "the scheme of a server's address (ui/online)",
		"agora %7d ms  %s\n": "the trace's line, for developers (ui.Trace)",
	}
)

// violation is a literal that looks like text outside the catalog.
type violation struct {
	pos     token.Position
	literal string
	why     string
}

func TestNoTextBypassesTheCatalog(t *testing.T) {
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
		for _, v := range checkLiterals(fset, f) {
			t.Errorf("%s: %q %s", v.pos, v.literal, v.why)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestLiteralCheckerCatchesBypasses(t *testing.T) {
	tests := []struct {
		name string
		code string
		bad  int
	}{
		{"label text", `widget.NewLabel("Hello")`, 1},
		{"lower-case word in a widget", `widget.NewButton("start", nil)`, 1},
		{"select options", `widget.NewSelect([]string{"One", "two"}, nil)`, 2},
		{"dialog", `dialog.ShowInformation("Oops", "It broke", w)`, 2},
		{"canvas text", `canvas.NewText("Agora", c)`, 1},
		{"setter", `b.SetText("Go")`, 1},
		{"field", `b.Text = "Go"`, 1},
		{"menu item", `fyne.NewMenuItem("Quit", nil)`, 1},
		{"segment", `_ = &widget.TextSegment{Text: "Hi"}`, 1},
		{"sentence anywhere", `s := "Player one"`, 1},
		{"unknown key", `loc.T("menu.nothing_here")`, 1},
		{"known key", `widget.NewLabel(loc.T("menu.quit"))`, 0},
		{"plural known key", `loc.N("menu.quit", 2)`, 0},
		{"template field", `loc.T("seat.default_human", map[string]any{"N": 1})`, 0},
		{"key piece", `a.nameOr("game."+g, g)`, 0},
		{"file name", `p := "autosave.json"`, 0},
		{"no letters", `widget.NewLabel(" · ")`, 0},
		{"developer error", `errors.New("ui: unsupported language")`, 0},
		{"format only", `fmt.Sprintf("%d%%", 3)`, 0},
		{"key in a callback", `dialog.NewFileOpen(func() { a.showError("error.load_title", nil) }, w)`, 0},
		{"text in a callback", `dialog.NewFileOpen(func() { l.SetText("Loaded") }, w)`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			src := "package x\nfunc f() {\n" + tt.code + "\n}\n"
			f, err := parser.ParseFile(fset, "x.go", src, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got := checkLiterals(fset, f); len(got) != tt.bad {
				t.Errorf("%d violations, want %d: %v", len(got), tt.bad, got)
			}
		})
	}
}

// checkLiterals applies the rules to one file.
func checkLiterals(fset *token.FileSet, f *ast.File) []violation {
	var out []violation
	var stack []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch n.(type) {
		case *ast.ImportSpec, *ast.Field:
			return false // import paths and struct tags
		}
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			s, err := strconv.Unquote(lit.Value)
			if err == nil {
				if why := judge(s, lit, stack); why != "" {
					out = append(out, violation{fset.Position(lit.Pos()), s, why})
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return out
}

// judge returns why the literal s, under the given ancestors, bypasses the
// catalog, or "" when it is fine.
func judge(s string, lit *ast.BasicLit, stack []ast.Node) string {
	if !strings.ContainsFunc(formatVerb.ReplaceAllString(s, ""), unicode.IsLetter) {
		return ""
	}
	if _, ok := allowed[s]; ok {
		return ""
	}
	if strings.HasPrefix(s, "<") && strings.Contains(s, ">") {
		return "" // SVG markup drawn by the code
	}
	parent := stack[len(stack)-1]
	if call, ok := parent.(*ast.CallExpr); ok && len(call.Args) > 0 && call.Args[0] == lit {
		switch name := funcName(call.Fun); {
		case name == "T" || name == "N":
			for _, lang := range translations.Languages() {
				if !translations.HasKey(lang, s) {
					return "is not a key of the " + lang + " catalog"
				}
			}
			return ""
		case devMessages[qualifiedName(call.Fun)]:
			return ""
		}
	}
	if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Key == lit && fieldLike.MatchString(s) {
		if _, isMap := stack[len(stack)-2].(*ast.CompositeLit); isMap {
			return ""
		}
	}
ancestors:
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			break ancestors // a callback's body is code, not an argument's text
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && fynePackages[x.Name] {
					return "is passed to " + x.Name + "." + sel.Sel.Name + " without the catalog"
				}
				if textSetters[sel.Sel.Name] {
					return "is passed to " + sel.Sel.Name + " without the catalog"
				}
			}
		case *ast.CompositeLit:
			if sel, ok := n.Type.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && fynePackages[x.Name] {
					return "fills a " + x.Name + "." + sel.Sel.Name + " without the catalog"
				}
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && textFields[sel.Sel.Name] {
					return "is assigned to ." + sel.Sel.Name + " without the catalog"
				}
			}
		}
	}
	if keyLike.MatchString(s) {
		return ""
	}
	return "looks like text: put it in translations/en.json and fr.json and use T"
}

// funcName is the called function's own name: T for loc.T or a.loc.T.
func funcName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// qualifiedName is pkg.Func for a package-level call such as errors.New.
func qualifiedName(fun ast.Expr) string {
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		if x, ok := sel.X.(*ast.Ident); ok {
			return x.Name + "." + sel.Sel.Name
		}
	}
	return ""
}
