# Agora's build. The two commands a new machine needs are `make run` and
# `make test`; scripts/deps.sh installs the system libraries first.

GO        ?= go
# The desktop build; migrated_fynedo is what FyneApp.toml's
# [Migrations] fyneDo = true turns on when the fyne tool builds, and
# no_emoji leaves out Fyne's colour emoji font, which no text of the app
# needs: some 25 MB less memory at a 7-player table, 4 MB less binary.
GUI_TAGS  := migrated_fynedo,no_emoji
BIN       := bin
SHOTS     ?= screenshots

.PHONY: run build test unit long gui-build vet bench arena arena-report screenshot startup fuzz soak race clean

run: build
	./$(BIN)/agora

build:
	scripts/deps.sh
	$(GO) build -tags $(GUI_TAGS) -o $(BIN)/agora ./cmd/agora

# The whole suite, headless: engines, bots, the arena, UI tests on Fyne's
# software driver (-tags ci), go vet for Linux and Windows, and a compile
# of the real GUI binary. Every test runs; the long ones (random games,
# matrices of bots, sizes and languages) at a normal size (gametest.Size,
# gametest.Long), which make long runs at full size. The three steps run
# side by side: from a warm build cache vet and the GUI build take
# seconds, from a cold one they compile beside the tests instead of
# before and after them; a failure of any fails make test.
test:
	@$(MAKE) --no-print-directory -j3 vet unit gui-build UNIT_VET=-vet=off

# Vetted for Windows too, where the installers come from: a call that
# exists only on Unix (a signal, a file mode) fails here, not at packaging.
vet:
	$(GO) vet -tags ci ./...
	GOOS=windows CGO_ENABLED=0 $(GO) vet -tags ci ./...

# The race detector over the engines, the bots and the UI, in -short mode
# (the tests that play whole bot games skip; the long runs play at their
# make test size: the race detector slows them tenfold), a step of its
# own that .ci/run runs after make test and make long, instead of slowing
# every make test. The long timeout is for a loaded machine.
race:
	$(GO) test -race -short -timeout 75m -tags ci -count=1 ./game/... ./bots/... ./ui/...

# The slowest packages first: go test starts the packages in the order
# given (./... adds the others, each once), so on 2 cores the longest UI
# tests run beside the short packages instead of alone at the end. The
# vet target checks every package with all of go vet's analyzers, a
# superset of those go test runs by default: make test leaves them out
# of the test run (-vet=off), which from a cold cache vetted every
# package twice; make unit alone runs them.
SLOW_FIRST := ./ui/wonders/... ./ui/dale/... ./ui/ ./online/server/... ./online/lan/...
UNIT_VET   ?=
unit:
	$(GO) test -tags ci -count=1 -timeout 20m $(UNIT_VET) $(SLOW_FIRST) ./...

# The long runs at full size (AGORA_LONG=1, gametest.Long): thousands of
# random games in every mode, the bots' matches and legality matrices,
# every determinization, the replays' audit in every window, the tables'
# layout audit and the neighbours' built cards at every size in both
# languages, every lesson's steps at both sizes in both languages, Dale's
# views through JSON at every decision, whole games through the online
# server at every size, every client playing at random (the hints' game
# too), a Dale game tapped through the table against a random bot.
# LONG_TESTS names every test that calls gametest.Size or gametest.Long
# (TestLongTestsAreListed checks it); .ci/run runs make long after make
# test. The online server's games go first, the longest of them: some
# five minutes of CPU, most of it random players of Dale.
LONG_TESTS := TestRandomGames|TestCommerceRandomGames|TestFaithRandomGames|\
  TestCitiesRandomGames|TestFaithPoseidonPlayouts|TestFaithDeterminizePlayable|TestDeterminize|\
  TestCheapestPaymentAgainstThePrompt|TestWondersHeuristicBeatsRandom|TestDaleHeuristicBeatsRandom|\
  TestWondersBotsPlayLegallyAtEverySize|TestWondersLevelsPlayLegallyWithExpansions|\
  TestLeadersDeterminizeEverywhere|TestTeamToinitoInRandomGames|TestReviewTableAndReplayPassTheAudit|\
  TestLayoutAudit|TestTableHoldsAtEverySize|TestViewJSONRoundTrip|TestWholeGames|\
  TestEveryLessonStepPointsAtItsTarget|TestHintOverLoopback|TestNeighbourBuiltShowsWhole|TestWholeGameThroughTheUI
empty :=
space := $(empty) $(empty)
long:
	AGORA_LONG=1 $(GO) test -tags ci -count=1 -timeout 60m -run '^($(subst $(space),,$(LONG_TESTS)))$$' ./online/server/... ./game/... ./bots/... ./ui/...

gui-build:
	scripts/deps.sh
	$(GO) build -tags $(GUI_TAGS) -o /dev/null ./cmd/agora

# Speed: engine benchmarks and random playouts per second.
bench:
	$(GO) test -tags ci -run '^$$' -bench . -benchmem ./game/... ./bots/...
	$(GO) run ./cmd/arena bench --game wonders --players 4 --games 2000

# Bot tournaments and the long property runs.
arena:
	@for n in 2 3 4 5 6 7; do \
	  bots=$$(printf 'random%.0s,' $$(seq $$n) | sed 's/,$$//'); \
	  $(GO) run ./cmd/arena play --game wonders --players $$n --bots $$bots --games 500 --json || exit 1; \
	done

# Random and heuristic bots over every mode and player count for
# SOAK_MINUTES, at low priority: invariants checked after every decision,
# every game replayed from its log (arena soak --help).
SOAK_MINUTES ?= 60
soak:
	$(GO) build -o $(BIN)/arena ./cmd/arena
	nice -n 19 ./$(BIN)/arena soak --minutes $(SOAK_MINUTES) --progress

# docs/bots.md: each bot level against the heuristic, 1,000 games a line;
# each line goes on from its last run (docs/arena/). ARGS bounds a run,
# e.g. make arena-report ARGS="--minutes 120 --lines Dale".
arena-report:
	$(GO) run ./cmd/arena report $(ARGS)

# The app in a real window under Xvfb; PNGs go to $(SHOTS)/.
screenshot:
	scripts/deps.sh shots
	scripts/screenshot.sh $(SHOTS)

# Cold start to the window and memory at a 7-player table, under Xvfb.
startup:
	scripts/deps.sh shots
	scripts/startup.sh

# Bounded fuzz runs, FUZZTIME each (8 targets, under 5 minutes in all):
# the save parser, loading and replaying real saves through both engines,
# the contract's fake game, and both engines' Apply with every option on.
FUZZTIME ?= 25s
FUZZ      = $(GO) test -run '^$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 200x -fuzz
fuzz:
	$(FUZZ) '^FuzzParseSave$$' ./game
	$(FUZZ) '^FuzzLoadSave$$' ./game
	$(FUZZ) '^FuzzReplayEditedLog$$' ./game
	$(FUZZ) '^FuzzApply$$' ./game
	$(FUZZ) '^FuzzApply$$' ./game/wonders
	$(FUZZ) '^FuzzApplyEveryOption$$' ./game/wonders
	$(FUZZ) '^FuzzApply$$' ./game/dale
	$(FUZZ) '^FuzzApplyEveryOption$$' ./game/dale

clean:
	rm -rf $(BIN) $(SHOTS)

# ---- Release packages (see docs/packaging.md) ----
# The version is set in one place, the VERSION file; BUILD numbers the
# builds of one version (Windows file version x.y.z.BUILD, FyneApp.toml's
# Details.Build), by default the number of commits.
VERSION    := $(shell tr -d '[:space:]' < VERSION)
BUILD      ?= $(shell git rev-list --count HEAD 2>/dev/null || echo 1)
DIST       ?= dist
ACTIONLINT ?= github.com/rhysd/actionlint/cmd/actionlint@v1.7.7
LINUX_TAR  := $(DIST)/agora-$(VERSION)-linux-amd64.tar.xz
DEB        := $(DIST)/agora_$(VERSION)_amd64.deb
WIN_EXE    := $(DIST)/agora-$(VERSION)-windows-amd64.exe
WIN_SETUP  := $(DIST)/agora-$(VERSION)-windows-amd64-setup.exe
export BUILD

.PHONY: dist dist-snapshot dist-linux dist-windows dist-sums dist-check lint-ci

# Everything this Linux machine can build, then the checksums, then a
# check that packaging left the working tree exactly as it was.
dist: dist-snapshot lint-ci dist-linux dist-windows dist-sums dist-check

dist-snapshot:
	scripts/package/tree-check.sh snapshot $(DIST)/.tree-before

# The fyne archive (usr/local/...) and the .deb (/usr/bin/agora).
dist-linux:
	scripts/deps.sh dist
	scripts/package/build.sh linux $(DIST)
	scripts/package/deb.sh $(LINUX_TAR) $(DIST)

# The portable .exe (icon and version info from fyne package) and the NSIS
# installer; both signed when AGORA_SIGN_PFX names a certificate.
dist-windows:
	scripts/deps.sh dist
	scripts/package/build.sh windows $(DIST)
	scripts/package/sign.sh $(WIN_EXE)
	$(GO) run ./scripts/package/icons -ico $(DIST)/.agora.ico
	makensis -V2 -INPUTCHARSET UTF8 -DVERSION=$(VERSION) -DBUILD=$(BUILD) -DEXE=$(CURDIR)/$(WIN_EXE) \
	  -DICON=$(CURDIR)/$(DIST)/.agora.ico -DOUTFILE=$(CURDIR)/$(WIN_SETUP) \
	  $(if $(AGORA_SIGN_PFX),-DSIGN=$(CURDIR)/scripts/package/sign.sh) scripts/package/agora.nsi
	rm -f $(DIST)/.agora.ico

dist-sums:
	cd $(DIST) && sha256sum $(notdir $(wildcard $(LINUX_TAR) $(DEB) $(WIN_EXE) $(WIN_SETUP) $(DIST)/*.dmg)) > SHA256SUMS
	cat $(DIST)/SHA256SUMS

dist-check:
	scripts/package/tree-check.sh compare $(DIST)/.tree-before

# The GitHub Actions workflows, checked with a pinned actionlint.
lint-ci:
	$(GO) run $(ACTIONLINT) .github/workflows/*.yml
