package assets

import (
	"bytes"
	"image/color"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// manifestIcons is every icon the manifests name, with one key naming it.
func manifestIcons(t *testing.T) map[string]string {
	t.Helper()
	keys, err := readManifests()
	if err != nil {
		t.Fatal(err)
	}
	icons := map[string]string{}
	for k, icon := range keys {
		icons[icon] = k
	}
	return icons
}

// iconFiles is every icon file embedded, by icon name.
func iconFiles(t *testing.T) map[string]bool {
	t.Helper()
	files, err := fs.Glob(picturesFS, "pictures/icons/*.svg")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, f := range files {
		out[strings.TrimSuffix(path.Base(f), ".svg")] = true
	}
	return out
}

// missingAndUnused compares the manifests' icons with the files.
func missingAndUnused(icons map[string]string, files map[string]bool) (missing, unused []string) {
	for icon, key := range icons {
		if !files[icon] {
			missing = append(missing, key+" -> "+icon)
		}
	}
	for f := range files {
		if _, ok := icons[f]; !ok {
			unused = append(unused, f)
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	return missing, unused
}

func TestPictureFilesMatchManifests(t *testing.T) {
	icons, files := manifestIcons(t), iconFiles(t)
	if len(icons) == 0 {
		t.Fatal("the manifests name no icon")
	}
	missing, unused := missingAndUnused(icons, files)
	if len(missing) > 0 {
		t.Errorf("icons named without a file (run scripts/pictures.sh): %v", missing)
	}
	if len(unused) > 0 {
		t.Errorf("icon files no manifest names (run scripts/pictures.sh): %v", unused)
	}
}

// The check above fails both ways: a manifest entry without its file, a
// file without its entry.
func TestPictureFilesCheckCanFail(t *testing.T) {
	cases := []struct {
		name            string
		icons           map[string]string
		files           map[string]bool
		missing, unused int
	}{
		{"in step", map[string]string{"a": "card:x"}, map[string]bool{"a": true}, 0, 0},
		{"file missing", map[string]string{"a": "card:x", "b": "card:y"}, map[string]bool{"a": true}, 1, 0},
		{"file unused", map[string]string{"a": "card:x"}, map[string]bool{"a": true, "c": true}, 0, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, u := missingAndUnused(c.icons, c.files)
			if len(m) != c.missing || len(u) != c.unused {
				t.Fatalf("missing %v, unused %v; want %d and %d", m, u, c.missing, c.unused)
			}
		})
	}
}

// Every icon file is as scripts/pictures.sh writes it.
func TestPictureFilesAreExtracted(t *testing.T) {
	form := regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \d+ \d+">.+</svg>\n$`)
	for icon := range iconFiles(t) {
		data, _ := pictureSVG(icon)
		if !form.Match(data) {
			t.Errorf("%s.svg is not an extracted icon: %.80q", icon, data)
		}
	}
}

func TestPictureManifestKeysAreWellFormed(t *testing.T) {
	key := regexp.MustCompile(`^(card|leader|god|wonder|dale):[a-z0-9_]+$`)
	for _, k := range PictureKeys() {
		if !key.MatchString(k) {
			t.Errorf("manifest key %q is not kind:id", k)
		}
	}
}

func TestPicture(t *testing.T) {
	cases := []struct {
		key, icon string
		ok        bool
	}{
		{"card:lumber_yard", "wood-pile", true},
		{"card:aqueduct", "aqueduct", true},
		{"card:lighthouse", "lighthouse", true},
		{"god:poseidon", "trident", true},
		{"card:no_such_card", "", false},
		{"lumber_yard", "", false},
	}
	for _, c := range cases {
		t.Run(c.key, func(t *testing.T) {
			res, ok := Picture(c.key)
			if ok != c.ok {
				t.Fatalf("Picture(%q) ok = %v, want %v", c.key, ok, c.ok)
			}
			if !ok {
				return
			}
			if got := PictureOf(res); got != c.icon {
				t.Fatalf("Picture(%q) is %s, want %s", c.key, got, c.icon)
			}
			if !bytes.HasPrefix(res.Content(), []byte("<svg")) {
				t.Fatalf("Picture(%q) is not an SVG", c.key)
			}
		})
	}
}

func TestPictureInk(t *testing.T) {
	cases := []struct {
		ink  color.Color
		fill string
		opac bool
	}{
		{color.NRGBA{0x7c, 0x2d, 0x12, 0xff}, `fill="#7c2d12"`, false},
		{color.NRGBA{0x0f, 0x76, 0x6e, 0x80}, `fill="#0f766e"`, true},
	}
	for _, c := range cases {
		res, ok := PictureInk("card:lumber_yard", c.ink)
		if !ok {
			t.Fatal("no picture for card:lumber_yard")
		}
		svg := string(res.Content())
		if strings.Contains(svg, "currentColor") || !strings.Contains(svg, c.fill) {
			t.Errorf("ink %v: %s does not fill with %s", c.ink, svg[:120], c.fill)
		}
		if strings.Contains(svg, "fill-opacity") != c.opac {
			t.Errorf("ink %v: fill-opacity present = %v, want %v", c.ink, !c.opac, c.opac)
		}
		if PictureOf(res) != "wood-pile" {
			t.Errorf("ink %v: PictureOf(%s) = %q", c.ink, res.Name(), PictureOf(res))
		}
		again, _ := PictureInk("card:lumber_yard", c.ink)
		if again != res {
			t.Errorf("ink %v: a second call made a new resource", c.ink)
		}
	}
	if _, ok := PictureInk("card:no_such_card", color.Black); ok {
		t.Error("PictureInk found a picture for an unknown key")
	}
}
