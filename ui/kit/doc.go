// Package kit holds the small pieces every screen around the tables is
// built from: a screen's heading, a group's subheading, a paragraph of
// wrapped text, a column of one width in which wrapped text is measured
// at that width, and a screen that writes larger in a large window
// (Growing, Scale). The app's screens (ui) and the screens of a
// game across several computers (ui/online) both use it; it imports
// neither, so that each can import it.
package kit
