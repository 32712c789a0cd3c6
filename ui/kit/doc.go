// Package kit holds the small pieces every screen around the tables is
// built from: a screen's heading, a group's subheading, a paragraph of
// wrapped text, and a column of one width in which wrapped text is
// measured at that width. The app's screens (ui) and the screens of a
// game across several computers (ui/online) both use it; it imports
// neither, so that each can import it.
package kit
