package main

import (
	"flag"
	"fmt"
	"io"

	"agora/game"
	"agora/game/games"
)

func replay(args []string, stdout io.Writer) (int, error) {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	if fs.NArg() != 1 {
		return 0, usageError{"replay takes one save file"}
	}
	path := fs.Arg(0)
	data, err := game.ReadRegularFile(path, game.MaxSaveSize)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	sv, err := game.ParseSave(data)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	s, err := sv.Restore(games.Lookup)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	if err := s.Check(); err != nil {
		return 0, fmt.Errorf("%s: replayed position breaks an invariant: %w", path, err)
	}
	fmt.Fprintf(stdout, "%s: %s, %d players, %d decisions replayed, position %016x verified\n",
		path, s.Game(), s.Config().Players(), len(s.Log()), s.Digest())
	if enc := game.EncodingOf(s); sv.Encoding != enc {
		fmt.Fprintf(stdout, "  encoding %d save upgraded to encoding %d, its digest %s checked in encoding %d\n",
			sv.Encoding, enc, sv.Digest, sv.Encoding)
	}
	fmt.Fprintf(stdout, "  ruleset %d\n", s.Config().Ruleset)
	if s.Over() {
		for i, sc := range s.Outcome().Scores {
			fmt.Fprintf(stdout, "  %-16s %4d points, rank %d\n", s.Config().Seats[i].Name, sc.Total, sc.Rank)
		}
	}
	return exitOK, nil
}
