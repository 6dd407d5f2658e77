import { toCsv } from '@pb/api/csv'
import type { TFunction } from 'i18next'
import type { OrgStatement } from '../admin-types'
import { lineFigures, totalOf } from './statement-figures'

/**
 * The statement's child branches and own members as one CSV, amounts as plain numbers, closed by
 * the branch's own line: what kind of row, its name (a member's login id), the member's nickname,
 * then the figures. A member has no commission of its own, so those cells stay empty.
 */
export function statementCsv(statement: OrgStatement, t: TFunction<'admin'>): string {
  const header = [
    t('statements.csv.kind'),
    t('statements.csv.name'),
    t('statements.csv.nickname'),
    ...lineFigures.map((figure) => t(`statements.figures.${figure}`)),
    t('statements.figures.total'),
  ]
  const children = statement.children.map((line) => [
    t(`orgs.levels.${line.level}`),
    line.name,
    '',
    ...lineFigures.map((figure) => line[figure]),
    totalOf(line),
  ])
  const members = statement.members.map((member) => [
    t('statements.csv.member'),
    member.loginId,
    member.nickname,
    member.deposits,
    member.withdrawals,
    member.stakes,
    member.payouts,
    member.net,
    ...lineFigures.slice(lineFigures.indexOf('net') + 1).map(() => ''),
    '',
  ])
  const own = [
    t('statements.csv.total'),
    statement.name,
    '',
    ...lineFigures.map((figure) => statement[figure]),
    totalOf(statement),
  ]
  return toCsv(header, [...children, ...members, own])
}

export const statementFileName = (statement: OrgStatement, t: TFunction<'admin'>) =>
  `${t('statements.csv.fileName', { name: statement.name, start: statement.start, end: statement.end })}.csv`
