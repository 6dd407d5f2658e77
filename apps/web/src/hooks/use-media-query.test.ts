import { expect, test } from 'bun:test'
import { matchesOnPhone } from './use-media-query'

test("a render to HTML answers width queries as a phone's screen does, anything else as not matching", () => {
  expect(matchesOnPhone('(min-width: 1024px)')).toBe(false)
  expect(matchesOnPhone('(min-width: 360px)')).toBe(true)
  expect(matchesOnPhone('(max-width: 639px)')).toBe(true)
  expect(matchesOnPhone('(max-width: 320px)')).toBe(false)
  expect(matchesOnPhone('(prefers-reduced-motion: reduce)')).toBe(false)
  expect(matchesOnPhone('(min-width: 40em)')).toBe(false)
})
