// Package learn holds the guided lessons of "Learn to play": short games on
// the real table in which a coach points at a zone or a card, says why in a
// sentence, and waits for the move it asks for.
//
// A lesson is one JSON file of lessons/ (embedded): the game's configuration
// with a fixed seed (a prepared deal), the bots' moves as a script, and the
// steps. Each step names what it points at (Targets lists the names the
// tables expose), the key of its sentence (translations/learn.*.json), and
// the move it waits for, written as a descriptor the engine's legal options
// are matched against ("build lumber_yard", "stage", "discard altar",
// "buy slot=1"); a step without one only explains and waits for Next.
//
// A Runner replays a lesson through the engine (game.State's Legal and
// Apply): it plays the bots' scripted moves, accepts from the player only
// the move the step asks for, refuses any other with a sentence that says
// why (Refusal), and, once the last step is passed, leaves the game to be
// played on freely against Easy bots (FreeConfig).
//
// Progress (which lessons were finished) is kept in a small file of the data
// folder (Progress), written only when a lesson is finished for the first
// time. docs/learn.md says how to write a lesson.
package learn
