// Package raster draws the tables' SVG pictures as bitmaps rasterised
// once per pixel size.
//
// Fyne's canvas.Image parses its SVG resource again at every Refresh and
// keeps one raster per resource name, so a table that refreshes its
// cards and icons paid an SVG parse per picture per redraw. Picture is a
// drop-in for an image of an SVG resource: it asks the shared cache
// (Rasterise) for the resource at the pixels it covers on its canvas
// (its size times the canvas scale), and shows that bitmap. The cache is
// bounded (least recently used first out) and safe for concurrent use.
//
// A resource is known by its name and length, as Fyne knows it by its
// name: two resources of one name must hold the same picture.
package raster
