import { describe, expect, test } from 'bun:test'
import { toCsv } from './csv'

describe('toCsv', () => {
  test('text a spreadsheet would run as a formula starts with an apostrophe', () => {
    const cells = ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\ry', 'plain', '역삼매장']
    expect(toCsv(['a'], [cells]).split('\r\n')[1]).toBe(`'=SUM(A1),'+1,'-2,'@cmd,'\tx,"'\ry",plain,역삼매장`)
  })

  test('numbers stay figures, negative ones too', () => {
    expect(toCsv(['n'], [[-1000, 0, 1234]]).split('\r\n')[1]).toBe('-1000,0,1234')
  })

  test('commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(toCsv(['x'], [['a,b', 'say "hi"', 'two\nlines']]).split('\r\n')[1]).toBe(
      '"a,b","say ""hi""","two\nlines"',
    )
  })
})
