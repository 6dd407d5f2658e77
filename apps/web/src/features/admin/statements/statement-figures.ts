import { formatMoney, formatSignedMoney } from '../../../lib/format'
import type { OrgStatementLine } from '../admin-types'

/** The figures of a statement line, in the order the summary and the tables read them. */
export const lineFigures = [
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'net',
  'rollingCommission',
  'losingBase',
  'losingPool',
  'losingToChildren',
  'losingCommission',
  'adjustments',
] as const satisfies readonly (keyof OrgStatementLine)[]
export type LineFigure = (typeof lineFigures)[number]

/** What the statement owes its branch: both commissions and what earlier closes still owe. */
export const totalOf = (line: OrgStatementLine) =>
  line.rollingCommission + line.losingCommission + line.adjustments

/** Figures that can fall below zero carry their sign, so the sign and not a colour tells it. */
const signed = new Set(['net', 'adjustments', 'total'])

export function formatFigure(figure: LineFigure | 'total', value: number): string {
  return signed.has(figure) && value !== 0 ? formatSignedMoney(value) : formatMoney(value)
}

/** The house's net reads green when members lost, red when they won; a zero keeps the text colour. */
export function figureTone(figure: LineFigure | 'total', value: number): string | undefined {
  if (!signed.has(figure) || value === 0) return value === 0 ? 'text-muted-foreground' : undefined
  return value > 0 ? 'text-success' : 'text-destructive'
}
