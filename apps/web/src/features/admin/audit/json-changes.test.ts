import { describe, expect, test } from 'bun:test'
import { changesOf, compactEntry, compactValue, prettyJson } from './json-changes'

describe('changesOf', () => {
  test('keeps only the fields that differ, replaced values before added ones', () => {
    const before = { normalBalls: [3, 8, 12, 19, 25], powerBall: 1, source: 'MANUAL' }
    const after = {
      voided: 1,
      powerBall: 2,
      source: 'MANUAL',
      normalBalls: [3, 8, 12, 19, 25],
      timeRange: { start: 'a', end: 'b' },
    }
    expect(changesOf(before, after)).toEqual([
      { field: 'powerBall', before: 1, after: 2 },
      { field: 'voided', before: undefined, after: 1 },
      { field: 'timeRange.start', before: undefined, after: 'a' },
      { field: 'timeRange.end', before: undefined, after: 'b' },
    ])
  })

  test('a list that changed is one change, and a field only before is a removal', () => {
    expect(changesOf({ balls: [1, 2], gone: true }, { balls: [1, 3] })).toEqual([
      { field: 'balls', before: [1, 2], after: [1, 3] },
      { field: 'gone', before: true, after: undefined },
    ])
  })

  test('nothing recorded or nothing changed: no changes', () => {
    expect(changesOf(null, null)).toEqual([])
    expect(changesOf({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([])
  })

  test('a plain value on either side is named "value"', () => {
    expect(changesOf(5, 7)).toEqual([{ field: 'value', before: 5, after: 7 }])
  })
})

describe('display', () => {
  test('values on one line', () => {
    expect(compactValue('text')).toBe('text')
    expect(compactValue([1, 2])).toBe('[1,2]')
    expect(compactValue(null)).toBe('—')
    expect(compactEntry(null, { a: 1 })).toBe('null → {"a":1}')
  })

  test('pretty JSON keeps lists of plain values on one line', () => {
    expect(prettyJson({ balls: [3, 8], range: { start: 'a' }, items: [{ x: 1 }] })).toBe(
      [
        '{',
        '  "balls": [3, 8],',
        '  "range": {',
        '    "start": "a"',
        '  },',
        '  "items": [',
        '    {',
        '      "x": 1',
        '    }',
        '  ]',
        '}',
      ].join('\n'),
    )
  })
})
