// Package coach draws the lessons' coach over a table: an outline around
// the zone or card a step speaks of, and the step's sentence beside it in a
// bubble with "Next" and "Leave lesson" (Escape), never over the outlined
// thing and always inside the window.
//
// The table gives the target's rectangle (from its lookup of the step's
// target name, see game/learn.Targets) and the sentence in the player's
// language; Place is the bubble's placement, a pure function the tests
// hold to the rule at every window size.
package coach
