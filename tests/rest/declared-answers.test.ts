import { expect, test } from 'bun:test'
import { declaredProcedures } from '@pb/api'

const walletAnswer = declaredProcedures.find(({ path }) => path === 'users.wallet')?.output

test('outside production a declared answer is checked, and handed on unchanged', () => {
  expect(() => walletAnswer?.({ moneyBal: 1 })).toThrow()
  const wallet = { moneyBal: 1, pointBal: 2, heldBal: 0 }
  expect(walletAnswer?.(wallet)).toBe(wallet)
})
