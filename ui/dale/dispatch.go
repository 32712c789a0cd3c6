package dale

import eng "agora/game/dale"

// The table's dispatch: what a zone's tap asks (an act, act.go), the
// table does.

// dispatch does what a zone's tap asks.
func (t *Table) dispatch(a act) {
	switch a.kind {
	case actChoose:
		t.choose(a.opt)
	case actArm:
		t.arm(a.opt)
	case actList:
		t.list(a.typ)
	case actDisarm:
		t.disarm()
	case actMarket:
		t.tapMarket(a.opt)
	case actHand:
		t.tapHand(t.view(), a.card, a.at)
	case actPay:
		if v := t.view(); t.payment(v) != nil {
			t.tapPay(v, t.payment(v), a.card, a.in, a.at)
		}
	case actPayNow:
		t.payNow()
	case actSelect:
		t.listing, t.selected, t.selectedAt = 0, a.card, -1
		t.redraw()
	case actKeepGlue:
		if p := t.payment(t.view()); p != nil && a.at < len(p.keep) {
			p.keep[a.at] = a.in
		}
	case actTarget:
		t.armed = a.opt
		t.redraw()
	case actEndTurn:
		if a.opt == 0 || !t.endArmed {
			t.armed, t.listing, t.selected, t.endArmed = 0, 0, eng.NoCard, true
			t.redraw()
			return
		}
		t.endTurn(a.opt)
	}
}
