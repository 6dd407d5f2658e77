import { describe, expect, test } from 'bun:test'
import { csvField, toCsv } from '../src/csv'

describe('the CSV writer', () => {
  test('text a spreadsheet would run as a formula is led by an apostrophe', () => {
    const cells = ['=SUM(A1)', '+1+1', '-2-2', '@cmd', '\tx', '\ry', '=HYPERLINK("http://x","y")']
    expect(cells.map(csvField)).toEqual([
      `'=SUM(A1)`,
      `'+1+1`,
      `'-2-2`,
      `'@cmd`,
      `'\tx`,
      `"'\ry"`,
      `"'=HYPERLINK(""http://x"",""y"")"`,
    ])
  })

  test('plain numbers stay figures, negative ones too, whether sent as numbers or as text', () => {
    expect([-5000, 0, 1234, 1.5, '-5000', '+30', '-0.25'].map(csvField)).toEqual([
      '-5000',
      '0',
      '1234',
      '1.5',
      '-5000',
      '+30',
      '-0.25',
    ])
  })

  test('ordinary text, empty cells, commas, quotes and line breaks', () => {
    expect(['역삼매장', 'a-b', '', null, undefined].map(csvField)).toEqual(['역삼매장', 'a-b', '', '', ''])
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvField)).toEqual(['"a,b"', '"say ""hi"""', '"two\nlines"'])
  })

  test('a file: the byte order mark, then every line ended by CRLF', () => {
    expect(toCsv(['이름', '금액'], [['=1+1', -5000]])).toBe("\uFEFF이름,금액\r\n'=1+1,-5000\r\n")
    expect(toCsv(['a'], [])).toBe('\uFEFFa\r\n')
  })
})
