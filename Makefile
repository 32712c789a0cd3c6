# Agora's build. The two commands a new machine needs are `make run` and
# `make test`; scripts/deps.sh installs the system libraries first.

GO        ?= go
# The desktop build; migrated_fynedo is what FyneApp.toml's
# [Migrations] fyneDo = true turns on when the fyne tool builds.
GUI_TAGS  := migrated_fynedo
BIN       := bin
SHOTS     ?= screenshots

.PHONY: run build test unit gui-build vet bench arena screenshot fuzz clean

run: build
	./$(BIN)/agora

build:
	scripts/deps.sh
	$(GO) build -tags $(GUI_TAGS) -o $(BIN)/agora ./cmd/agora

# The whole suite, headless: engines, bots, the arena, UI tests on Fyne's
# software driver (-tags ci), then a compile of the real GUI binary.
test: vet unit gui-build

vet:
	$(GO) vet -tags ci ./...

unit:
	$(GO) test -tags ci -count=1 ./...

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

# The app in a real window under Xvfb; PNGs go to $(SHOTS)/.
screenshot:
	scripts/deps.sh shots
	scripts/screenshot.sh $(SHOTS)

# Short fuzz runs of the save loader and the engines' Apply.
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseSave -fuzztime 30s ./game
	$(GO) test -run '^$$' -fuzz FuzzApply -fuzztime 30s ./game

clean:
	rm -rf $(BIN) $(SHOTS)
