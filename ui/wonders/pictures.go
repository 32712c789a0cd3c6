package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"

	"agora/assets"
	"agora/game/wonders"
)

// The pictures of the table (assets.Picture: game-icons.net's icons, one
// per card, leader, god and wonder board, chosen in
// assets/pictures/wonders.json): every face draws its item's picture in
// an ink of its own colours, so the same card shows the same picture in
// the hand, the detail and everywhere else.

// pictureKey is the manifest key of the item of kind ("card", "leader",
// "god", "wonder") and data id.
func pictureKey(kind, id string) string { return assets.PictureKey(kind, id) }

// cardPictureKey is the manifest key of a card: "leader:<id>" for a
// leader, "card:<id>" for any other.
func cardPictureKey(card wonders.Card) string {
	info := card.Info()
	if info.Color == wonders.White {
		return pictureKey("leader", info.ID)
	}
	return pictureKey("card", info.ID)
}

// cardInk is the ink of a card's picture: a dark shade of its colour, a
// leader's in the wreath's brown gold, a black card's in dark silver.
func cardInk(col wonders.Color) color.NRGBA {
	switch col {
	case wonders.White:
		return leaderInk
	case wonders.Black:
		return color.NRGBA{0x57, 0x53, 0x4e, 0xff}
	}
	ink := blend(cardColors[col], color.NRGBA{0, 0, 0, 0xff}, 0.42)
	ink.A = 0xd8
	return ink
}

// cardPicture is card's picture in its ink; nil for NoCard. A card the
// manifest misses (the assets' tests forbid it) shows its colour's
// shape instead.
func cardPicture(card wonders.Card) fyne.Resource {
	if card == wonders.NoCard {
		return nil
	}
	col := card.Info().Color
	if res, ok := assets.PictureInk(cardPictureKey(card), cardInk(col)); ok {
		return res
	}
	return shapeWatermarks[col]
}

// godPicture is god's picture in ink; nil when there is none.
func godPicture(god wonders.God, ink color.Color) fyne.Resource {
	if int(god) >= len(wonders.Gods()) {
		return nil
	}
	res, _ := assets.PictureInk(pictureKey("god", god.Info().ID), ink)
	return res
}

// wonderPicture is the monument of the wonder of data id in ink; nil
// when there is none.
func wonderPicture(id string, ink color.Color) fyne.Resource {
	res, _ := assets.PictureInk(pictureKey("wonder", id), ink)
	return res
}
