package wonders

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"agora/assets"
	"agora/game/wonders"
)

// manifestIcon is the icon the pictures' manifest gives key, failing
// the test when there is none.
func manifestIcon(t *testing.T, key string) string {
	t.Helper()
	icon, ok := assets.PictureIcon(key)
	if !ok {
		t.Fatalf("no picture for %s in the manifest", key)
	}
	return icon
}

// A card face shows its card's picture, as large as its body allows, at
// a hand card's size and at the detail's, for cards of each colour, a
// guild, a black card and leaders.
func TestCardFacesShowTheirPicture(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	for _, tc := range []struct{ id, key string }{
		{"lumber_yard", "card:lumber_yard"},
		{"aqueduct", "card:aqueduct"},
		{"lighthouse", "card:lighthouse"},
		{"scriptorium", "card:scriptorium"},
		{"barracks", "card:barracks"},
		{"loom_2", "card:loom_2"},
		{"scientists_guild", "card:scientists_guild"},
		{"residence", "card:residence"},
		{"caesar", "leader:caesar"},
		{"heracles", "leader:heracles"},
	} {
		card := cardByID(t, tc.id)
		want := manifestIcon(t, tc.key)
		for _, size := range []fyne.Size{{Width: 104, Height: 150}, {Width: 120, Height: 180}, {Width: 187, Height: 280}} {
			f := newFaceView(h.table)
			f.set(card)
			w := test.NewTempWindow(t, container.NewWithoutLayout(f))
			w.Resize(size.AddWidthHeight(20, 20))
			f.Resize(size)
			pic := f.art.picture
			if !pic.Visible() {
				t.Errorf("%s at %v: no picture", tc.id, size)
				continue
			}
			if got := assets.PictureOf(pic.Resource); got != want {
				t.Errorf("%s at %v: the picture is %q, want %q", tc.id, size, got, want)
			}
			// Large: most of the body's width or height (a leader's and a
			// black card's share it with the power's words).
			body, least := f.art.body, float32(0.6)
			if info := card.Info(); info.Color >= wonders.White {
				least = 0.38
			}
			if s := pic.Size().Width; s < least*min(body[2]-body[0], body[3]-body[1]) {
				t.Errorf("%s at %v: a picture of %.0f px in a body of %.0f×%.0f", tc.id, size, s, body[2]-body[0], body[3]-body[1])
			}
			if !inside(pic, size) {
				t.Errorf("%s at %v: the picture lies outside the face", tc.id, size)
			}
		}
	}
}

// The same card shows the same picture in the hand and in its detail.
func TestHandCardAndDetailShareThePicture(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	tb := h.table
	for _, id := range []string{"lumber_yard", "stockade", "caesar", "gambling_den"} {
		card := cardByID(t, id)
		cw := newCardWidget(tb, nil)
		cw.show(wonders.CardView{Card: card, Status: wonders.StatusUnaffordable}, false, false, "")
		w := test.NewTempWindow(t, container.NewWithoutLayout(cw))
		w.Resize(fyne.NewSize(300, 300))
		cw.Resize(fyne.NewSize(cardMinWidth+20, 170))
		tb.detail.show(card, nil, cw)
		r, ok := test.WidgetRenderer(cw).(*cardRenderer)
		if !ok {
			t.Fatalf("%s: the hand card's renderer is a %T", id, test.WidgetRenderer(cw))
		}
		a, b := assets.PictureOf(r.art.picture.Resource), assets.PictureOf(tb.detail.face.art.picture.Resource)
		if a == "" || a != b {
			t.Errorf("%s: the hand shows %q, the detail %q", id, a, b)
		}
		tb.detail.hide()
	}
}

// Every wonder board shows its monument, large and behind the stages.
func TestBoardsShowTheirMonument(t *testing.T) {
	h := newHarness(t, 11, 0, true, "h", "random", "random")
	tb := h.table
	b := tb.board
	b.root.Resize(fyne.NewSize(820, 230))
	for i, wi := range wonders.Wonders() {
		t.Run(wi.ID, func(t *testing.T) {
			tb.view.Cities[tb.focus].Wonder, tb.view.Cities[tb.focus].WonderID = i, wi.ID
			b.update()
			b.root.Refresh()
			if !b.monument.Visible() {
				t.Fatal("no monument")
			}
			if got, want := assets.PictureOf(b.monument.Resource), manifestIcon(t, "wonder:"+wi.ID); got != want {
				t.Fatalf("the monument is %q, want %q", got, want)
			}
			if s := b.monument.Size(); s.Height < 0.6*b.root.Size().Height {
				t.Fatalf("a monument of %v on a board of %v", s, b.root.Size())
			}
			objs := b.root.Objects
			mi := slices.Index(objs, fyne.CanvasObject(b.monument))
			for _, s := range b.stages {
				if si := slices.Index(objs, fyne.CanvasObject(s)); si < mi {
					t.Fatal("a stage lies under the monument")
				}
			}
		})
	}
}

// A god in a city and a god card show the god's picture.
func TestGodsShowTheirPicture(t *testing.T) {
	h := newHarness(t, 1, 0, true, "h", "random", "random")
	for _, id := range []string{"zeus", "poseidon", "anubis", "marduk", "wonderwoman", "medusa"} {
		god, ok := wonders.GodByID(id)
		if !ok {
			t.Fatalf("no god %s", id)
		}
		want := manifestIcon(t, "god:"+id)
		tok := newGodToken(h.table, 24)
		tok.set(wonders.InvokedGod{God: god, Age: 1})
		tok.Resize(fyne.NewSize(24, 24))
		test.WidgetRenderer(tok).Layout(tok.Size())
		if got := assets.PictureOf(tok.picture.Resource); !tok.picture.Visible() || got != want {
			t.Errorf("%s's token shows %q (visible %v), want %q", id, got, tok.picture.Visible(), want)
		}
		art := newGodPictureArt()
		art.lay(god, god.Info().Pantheon, 0, 0, 80, 90)
		if got := assets.PictureOf(art.img.Resource); !art.img.Visible() || got != want {
			t.Errorf("%s's card shows %q, want %q", id, got, want)
		}
		if got := assets.PictureOf(godPictureIcon(god, god.Info().Pantheon)); got != want {
			t.Errorf("%s's Prayer row shows %q, want %q", id, got, want)
		}
	}
}
