package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// A wonder board's look: the tint of its panel and the silhouette of its
// monument, drawn in the background as a few flat polygons. Points are in
// a box of width 1 and height 1 (the box keeps a 1.6:1 shape), listed
// clockwise.

// boardTint is the panel colour of each wonder, by data id.
var boardTint = map[string]color.NRGBA{
	"gizah":         {0xee, 0xdc, 0xb0, 0xff},
	"alexandria":    {0xd3, 0xe6, 0xe6, 0xff},
	"babylon":       {0xdc, 0xe8, 0xc8, 0xff},
	"ephesus":       {0xe4, 0xe2, 0xee, 0xff},
	"halikarnassus": {0xef, 0xdc, 0xcb, 0xff},
	"olympia":       {0xf2, 0xe6, 0xbf, 0xff},
	"rhodes":        {0xec, 0xd6, 0xc0, 0xff},
	"syracuse":      {0xd9, 0xe1, 0xec, 0xff},
	"ithaca":        {0xd6, 0xe3, 0xf1, 0xff},
}

// boardInk is a darker shade of a tint for the board's edge and motif.
func boardInk(tint color.NRGBA, alpha uint8) color.NRGBA {
	return color.NRGBA{tint.R / 2, tint.G / 2, tint.B / 2, alpha}
}

// motifAspect is the motif box's width over its height.
const motifAspect = 1.6

type pts = []fyne.Position

// rect is an axis-aligned box as a polygon.
func rect(x0, y0, x1, y1 float32) pts {
	return pts{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}
}

// motifs are the silhouettes, by wonder data id.
var motifs = map[string][]pts{
	// The Great Pyramid and a smaller one behind.
	"gizah": {
		{{X: 0.52, Y: 1}, {X: 0.76, Y: 0.42}, {X: 1, Y: 1}},
		{{X: 0.04, Y: 1}, {X: 0.4, Y: 0.08}, {X: 0.8, Y: 1}},
	},
	// The Pharos: three tapering tiers and its fire.
	"alexandria": {
		{{X: 0.36, Y: 0.52}, {X: 0.64, Y: 0.52}, {X: 0.7, Y: 1}, {X: 0.3, Y: 1}},
		{{X: 0.42, Y: 0.3}, {X: 0.58, Y: 0.3}, {X: 0.61, Y: 0.52}, {X: 0.39, Y: 0.52}},
		{{X: 0.5, Y: 0.04}, {X: 0.55, Y: 0.16}, {X: 0.55, Y: 0.3}, {X: 0.45, Y: 0.3}, {X: 0.45, Y: 0.16}},
	},
	// The Hanging Gardens: terraces with trees.
	"babylon": {
		{{X: 0, Y: 0.8}, {X: 0.12, Y: 0.8}, {X: 0.12, Y: 0.6}, {X: 0.24, Y: 0.6}, {X: 0.24, Y: 0.4}, {X: 0.36, Y: 0.4},
			{X: 0.36, Y: 0.22}, {X: 0.64, Y: 0.22}, {X: 0.64, Y: 0.4}, {X: 0.76, Y: 0.4}, {X: 0.76, Y: 0.6}, {X: 0.88, Y: 0.6},
			{X: 0.88, Y: 0.8}, {X: 1, Y: 0.8}, {X: 1, Y: 1}, {X: 0, Y: 1}},
		{{X: 0.45, Y: 0.04}, {X: 0.5, Y: 0.22}, {X: 0.4, Y: 0.22}},
		{{X: 0.56, Y: 0.08}, {X: 0.61, Y: 0.22}, {X: 0.51, Y: 0.22}},
		{{X: 0.3, Y: 0.24}, {X: 0.34, Y: 0.4}, {X: 0.26, Y: 0.4}},
		{{X: 0.7, Y: 0.24}, {X: 0.74, Y: 0.4}, {X: 0.66, Y: 0.4}},
	},
	// The Temple of Artemis: pediment, columns, steps.
	"ephesus": {
		{{X: 0.5, Y: 0.06}, {X: 0.95, Y: 0.3}, {X: 0.05, Y: 0.3}},
		rect(0.07, 0.32, 0.93, 0.4),
		rect(0.12, 0.4, 0.18, 0.88), rect(0.3, 0.4, 0.36, 0.88), rect(0.47, 0.4, 0.53, 0.88),
		rect(0.64, 0.4, 0.7, 0.88), rect(0.82, 0.4, 0.88, 0.88),
		rect(0.04, 0.88, 0.96, 0.94), rect(0.01, 0.94, 0.99, 1),
	},
	// The Mausoleum: base, colonnade, stepped roof and its chariot.
	"halikarnassus": {
		rect(0.16, 0.64, 0.84, 1),
		rect(0.2, 0.42, 0.25, 0.64), rect(0.35, 0.42, 0.4, 0.64), rect(0.5, 0.42, 0.55, 0.64), rect(0.65, 0.42, 0.7, 0.64),
		rect(0.76, 0.42, 0.8, 0.64),
		{{X: 0.3, Y: 0.16}, {X: 0.7, Y: 0.16}, {X: 0.88, Y: 0.4}, {X: 0.12, Y: 0.4}},
		rect(0.43, 0.04, 0.57, 0.16),
	},
	// Zeus on his throne.
	"olympia": {
		rect(0.14, 0.92, 0.86, 1),
		{{X: 0.32, Y: 0.16}, {X: 0.68, Y: 0.16}, {X: 0.68, Y: 0.55}, {X: 0.76, Y: 0.55}, {X: 0.76, Y: 0.92},
			{X: 0.24, Y: 0.92}, {X: 0.24, Y: 0.55}, {X: 0.32, Y: 0.55}},
		{{X: 0.45, Y: 0}, {X: 0.55, Y: 0}, {X: 0.56, Y: 0.14}, {X: 0.44, Y: 0.14}},
		rect(0.8, 0.06, 0.82, 0.92),
	},
	// The Colossus, torch raised.
	"rhodes": {
		{{X: 0.41, Y: 0.26}, {X: 0.59, Y: 0.26}, {X: 0.57, Y: 0.48}, {X: 0.66, Y: 0.92}, {X: 0.58, Y: 0.92},
			{X: 0.5, Y: 0.6}, {X: 0.42, Y: 0.92}, {X: 0.34, Y: 0.92}, {X: 0.43, Y: 0.48}},
		{{X: 0.46, Y: 0.12}, {X: 0.54, Y: 0.12}, {X: 0.54, Y: 0.25}, {X: 0.46, Y: 0.25}},
		{{X: 0.57, Y: 0.27}, {X: 0.66, Y: 0.08}, {X: 0.7, Y: 0.1}, {X: 0.6, Y: 0.32}},
		{{X: 0.68, Y: 0}, {X: 0.72, Y: 0.08}, {X: 0.64, Y: 0.08}},
		rect(0.26, 0.92, 0.44, 1), rect(0.56, 0.92, 0.74, 1),
	},
	// Syracuse's walls and Archimedes' claw.
	"syracuse": {
		{{X: 0, Y: 0.45}, {X: 0.1, Y: 0.45}, {X: 0.1, Y: 0.55}, {X: 0.25, Y: 0.55}, {X: 0.25, Y: 0.3}, {X: 0.4, Y: 0.3},
			{X: 0.4, Y: 0.55}, {X: 0.6, Y: 0.55}, {X: 0.6, Y: 0.3}, {X: 0.75, Y: 0.3}, {X: 0.75, Y: 0.55}, {X: 0.9, Y: 0.55},
			{X: 0.9, Y: 0.45}, {X: 1, Y: 0.45}, {X: 1, Y: 1}, {X: 0, Y: 1}},
		{{X: 0.66, Y: 0.3}, {X: 0.94, Y: 0.02}, {X: 0.97, Y: 0.05}, {X: 0.7, Y: 0.3}},
		{{X: 0.92, Y: 0.04}, {X: 0.97, Y: 0.04}, {X: 0.97, Y: 0.2}, {X: 0.92, Y: 0.16}},
	},
	// Odysseus' ship.
	"ithaca": {
		{{X: 0.08, Y: 0.72}, {X: 0.92, Y: 0.72}, {X: 0.8, Y: 0.92}, {X: 0.2, Y: 0.92}},
		rect(0.49, 0.06, 0.51, 0.72),
		{{X: 0.3, Y: 0.14}, {X: 0.7, Y: 0.14}, {X: 0.66, Y: 0.6}, {X: 0.34, Y: 0.6}},
	},
}
