import { describe, expect, test } from 'bun:test'
import { listsTouchedByBalanceChange } from './balance-lists'

// Every cause the server sends has an entry: the table is a Record over the event's own type.
describe('what a balance change makes the member screens load again', () => {
  test('a bet reloads only the money ledger; a request decision also the requests; points only theirs', () => {
    expect(listsTouchedByBalanceChange.BET).toEqual(['moneyLedger'])
    expect(listsTouchedByBalanceChange.CASHIER_REQUEST).toEqual(['moneyLedger', 'requests'])
    expect(listsTouchedByBalanceChange.POINT_ADJUSTMENT).toEqual(['pointHistory'])
    expect(listsTouchedByBalanceChange.SETTLEMENT).toEqual(['moneyLedger', 'pointHistory'])
  })
})
