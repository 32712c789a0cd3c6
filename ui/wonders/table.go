package wonders

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"agora/game"
	"agora/game/wonders"
	"agora/online/seat"
	"agora/ui"
)

// Table is the 7 Wonders table. All its fields are touched on the UI
// goroutine only (bots hand their choices over through fyne.Do).
type Table struct {
	ctx ui.TableContext
	// src is where the game is (source.go); state is the game when this
	// table holds it (nil for a seat of a game held elsewhere, remote).
	src    source
	state  *wonders.State
	remote *seatGame
	// unfollow stops following a remote game's changes.
	unfollow func()
	words    words
	// seat is whose city the screen shows; view is that seat's view and
	// focus the city it decides for (its own, or the Free City).
	seat  int
	view  *wonders.View
	focus int
	// handedTo is the human seat the screen was last handed to; -1 before
	// the first hand-off.
	handedTo int
	humans   int
	// selected is the hand card the player is deciding about; paying is
	// the action whose payment chooser is open (0: none) and plan the
	// option ticked in it.
	selected wonders.Card
	paying   wonders.Action
	plan     int
	// Commerce: sell is the resource the action sells plus one (0: none);
	// mdOwner, mdCard and mdPrice are the Market Day offer being prepared.
	sell int
	// Faith: god is what the selected card does with a god.
	god     godChoice
	mdOwner int
	mdCard  wonders.Card
	mdPrice int
	settled int
	age     int
	// cards are the cards the seat picks from now: its hand, or the
	// discard pile while Halikarnassus builds from it.
	cards []wonders.CardView
	bots  *botRunner
	hints *hinter
	grace *ui.Grace // a choice held before it is played (grace.go)
	// heldMove is the move the grace holds, for the action bar.
	heldMove wonders.Move
	traced   string // the last line traced (AGORA_TRACE)
	// sethQuiet holds, per seat, the turn it let every god go (sethquiet.go).
	sethQuiet map[int]quietTurn
	cues      cueWatch // what the sound cues last heard (sounds.go)
	// scale is the table's scale for its window (scale.go); scaled the
	// text sizes rescale keeps.
	scale  float32
	scaled map[any]*scaledSize
	owned  map[fyne.CanvasObject]bool

	root    *fyne.Container
	header  *header
	body    *fyne.Container
	strip   *strip
	left    *neighbourPanel
	right   *neighbourPanel
	board   *board
	market  *marketBand
	mdPanel *marketDayPanel
	auction *auctionControls
	city    *cityWidget
	hand    *handRow
	prompt  *promptArea
	actions *actionBar
	log     *gameLog
	handoff *handoff
	overlay *overlay
	detail  *detailPanel
	tips    *tipLayer    // hover tips (tips.go)
	drag    *cardDrag    // a hand card being dragged (drag.go)
	motion  *tableMotion // cards, coins and tokens moving (motion.go)
}

// New builds the table for a game in progress; it is the 7 Wonders
// ui.TableFactory.
func New(ctx ui.TableContext) ui.Table { return newTable(ctx, botOptions{do: fyne.Do}) }

// botOptions say how the table runs its bots: at once on the calling
// goroutine (sync, for tests), or each on its own goroutine with its
// answer handed to do (fyne.Do in the app).
type botOptions struct {
	sync bool
	do   func(func())
}

// newTable builds the table.
func newTable(ctx ui.TableContext, opts botOptions) *Table {
	t := &Table{ctx: ctx, handedTo: -1, selected: wonders.NoCard, mdOwner: -1, mdCard: wonders.NoCard}
	if ctx.Seat != nil {
		t.remote = &seatGame{seat.NewMirror(ctx.Seat, wonders.Rules)}
		t.src = t.remote
		if err := t.remote.Refresh(context.Background()); err != nil && ctx.ShowError != nil {
			ctx.ShowError("wonders.ui.refused", err)
		}
		t.seat = max(int(ctx.Seat.Seat()), 0) // a spectator's (-1) looks at the first city
	} else {
		t.state = ctx.State.(*wonders.State)
		t.src = localGame{t}
	}
	for i, s := range t.src.Config().Seats {
		t.words.names = append(t.words.names, s.Name)
		if t.src.Here(game.Seat(i)) {
			t.humans++
		}
	}
	t.words.loc = ctx.Localizer
	t.settled = t.src.Settled()
	if v := t.src.View(game.Seat(t.seat)); v != nil {
		t.age = v.Age
	}
	t.bots = newBotRunner(t, opts)
	t.hints = newHinter(t, opts)
	t.grace = newGrace(t, opts)
	t.build()
	if ctx.ReadOnly != nil { // a picture of the game (readonly.go)
		t.Show(ctx.State, ctx.ReadOnly.Seat)
		return t
	}
	t.advance()
	if t.remote != nil {
		t.followRemote(opts)
	}
	return t
}

// Content is the table's root object.
func (t *Table) Content() fyne.CanvasObject { return t.root }

// Retranslate redraws every text in the current language.
func (t *Table) Retranslate() {
	if !t.handoff.root.Hidden {
		t.handOff(t.handoff.seat)
		t.showHeader()
		return
	}
	if !t.overlay.root.Hidden && !t.overlay.final {
		t.overlay.battles(t.overlay.age)
	}
	t.redraw()
}

// Close stops the bots and any hint being searched.
func (t *Table) Close() {
	t.grace.Flush() // a choice still held is played, and autosaved
	t.bots.stop()
	t.hints.stop()
	if t.unfollow != nil {
		t.unfollow()
	}
}

func (t *Table) build() {
	t.tips = newTipLayer() // first: the zones show their hover tips in it
	t.header = newHeader(t.tips)
	t.strip = newStrip(t)
	t.left = newNeighbourPanel(t, true)
	t.right = newNeighbourPanel(t, false)
	t.board = newBoard(t)
	t.market = newMarketBand(t)
	t.mdPanel = newMarketDayPanel(t)
	t.auction = newAuctionControls(t)
	t.city = newCityWidget(t)
	t.hand = newHandRow(t)
	t.prompt = newPromptArea(t)
	t.actions = newActionBar(t.tips, t.actionCalls())
	t.log = newGameLog(t.scaleOr1)
	t.overlay = newOverlay(t)
	t.detail = newDetailPanel(t)
	lay := &tableLayout{t: t}
	t.body = container.New(lay, t.strip.root, t.left.root, t.right.root, t.board.root, t.market.root, t.mdPanel.root, t.city.root,
		t.prompt.root, t.hand.root, t.actions, t.log, t.overlay.root, t.detail.layer)
	t.handoff = newHandoff(handoffCalls{
		cover: func(on bool) {
			if on {
				t.body.Hide()
			} else {
				t.body.Show()
			}
		},
		ready: func(seat int) {
			t.handedTo, t.seat = seat, seat
			t.redraw()
		},
	})
	t.drag = newCardDrag(t)
	t.motion = newTableMotion(t)
	t.root = container.New(&scaleLayout{t: t},
		container.NewBorder(t.header, nil, nil, nil, container.NewStack(t.body, t.motion.layer(), t.handoff.root, t.tips.layer, t.drag.layer)))
}

// advance runs after every change of the game: it saves a settled turn,
// starts the bots that owe a decision, picks whose city to show and
// redraws, behind the hand-off screen when the computer changes hands.
func (t *Table) advance() {
	if t.src.Settled() != t.settled {
		t.settled = t.src.Settled()
		t.detail.hide()
		if t.ctx.Autosave != nil && t.state != nil {
			_ = t.ctx.Autosave(t.state)
		}
	}
	if t.state != nil { // bots think where the game is
		t.bots.start()
	}
	if t.autoPassSeth() || t.autoKeepLeader() || t.autoPayDues() {
		t.advance()
		return
	}
	t.playCues()
	if age := t.src.View(game.Seat(t.seat)).Age; age != t.age {
		t.overlay.battles(t.age)
		t.age = age
	}
	next := t.nextHuman()
	t.traceTurn(next)
	if next >= 0 && next != t.handedTo && t.handedTo >= 0 && t.humans > 1 {
		t.clearChoice()
		t.handOff(next)
		t.showHeader()
		return
	}
	if next >= 0 {
		t.handedTo = next
		t.seat = next
	} else if t.handedTo < 0 {
		t.seat = t.firstHuman()
	}
	t.redraw()
}

// handOff hides the table behind the hand-off screen, naming seat.
func (t *Table) handOff(seat int) {
	w := t.words
	t.handoff.show(handoffState{seat: seat, pass: w.T("wonders.ui.pass_to", map[string]any{"Name": w.names[seat]}),
		ready: w.T("wonders.ui.ready", map[string]any{"Name": w.names[seat]})})
}

// nextHuman is the person's seat at this computer that owes a decision,
// preferring the one at the screen; -1 when none owes one.
func (t *Table) nextHuman() int {
	found := -1
	for _, p := range t.src.Pending() {
		if !t.src.Here(p.Seat) {
			continue
		}
		if int(p.Seat) == t.handedTo {
			return t.handedTo
		}
		if found < 0 {
			found = int(p.Seat)
		}
	}
	return found
}

func (t *Table) firstHuman() int {
	for i := range t.src.Config().Seats {
		if t.src.Here(game.Seat(i)) {
			return i
		}
	}
	return 0
}

// clearChoice forgets the card and payment being decided.
func (t *Table) clearChoice() {
	t.selected, t.paying, t.plan, t.sell = wonders.NoCard, 0, 0, 0
	t.god = godChoice{}
	t.mdOwner, t.mdCard, t.mdPrice = -1, wonders.NoCard, 0
	t.detail.hide()
}

// redraw draws every zone from the view of the seat at the screen.
func (t *Table) redraw() {
	t.motion.before()
	if t.view == nil || t.view.Seat() != game.Seat(t.seat) {
		t.detail.hide()
	}
	t.handoff.hide()
	t.view = t.src.View(game.Seat(t.seat))
	if t.ctx.ReadOnly != nil {
		stillView(t.view) // a picture: nothing to choose
	}
	t.focus = t.seat
	if t.view.Acting >= 0 {
		t.focus = t.view.Acting
	}
	t.cards = t.handCards()
	if t.selected != wonders.NoCard && t.selectedView() == nil {
		t.clearChoice()
	}
	t.selectOnlyCard()
	n := t.view.NumCities
	t.showHeader()
	t.strip.update()
	t.left.update((t.focus + 1) % n)
	t.right.update((t.focus + n - 1) % n)
	t.board.update()
	t.market.update()
	t.mdPanel.update()
	if t.view.MarketDay != nil {
		t.board.root.Hide()
		t.city.root.Hide()
	} else {
		t.board.root.Show()
		t.city.root.Show()
	}
	t.city.update()
	t.hand.update()
	t.prompt.update()
	t.showActions()
	t.showLog()
	if t.view.Over {
		t.overlay.scores()
	}
	t.fitScale()
	t.showSaleRow()
	t.motion.update()
}

// fitScale sets the new texts' sizes for the table's scale, and lays the
// table out again when that changed any.
func (t *Table) fitScale() {
	if t.scale != 0 && t.rescale(t.root) {
		t.root.Refresh()
	}
}

// selectedView is the hand card being decided about, nil when none.
func (t *Table) selectedView() *wonders.CardView {
	for i := range t.cards {
		if cv := &t.cards[i]; cv.Card == t.selected && len(cv.Options) > 0 {
			return cv
		}
	}
	return nil
}

// selectOnlyCard selects the card to play when the seat has exactly one:
// its pick when it resolves in market order, the card it bought or kept
// on Market Day.
func (t *Table) selectOnlyCard() {
	if t.selected != wonders.NoCard || t.view.Prompt != wonders.KindResolve && t.view.Prompt != wonders.KindMarketPlay {
		return
	}
	var only *wonders.CardView
	for i := range t.cards {
		if len(t.cards[i].Options) > 0 {
			if only != nil {
				return
			}
			only = &t.cards[i]
		}
	}
	if only != nil {
		t.selected = only.Card
	}
}
