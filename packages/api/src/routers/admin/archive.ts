import { memberIdInput } from '@pb/contract/inputs/members'
import { archiveEveryone } from '@pb/core/history-archive/archive-everyone'
import { listArchives } from '@pb/core/history-archive/archive-list'
import { archiveMember } from '@pb/core/history-archive/archive-member'
import { archivedHistory } from '@pb/core/history-archive/archived-history'
import { archiveEveryoneInput, archiveInput, archiveListInput } from '@pb/core/history-archive/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { archivedHistory as archivedHistoryAnswer } from '../../rest/responses/archive'
import { adminProcedure } from '../../trpc'

/** Settlements archive history (nothing is deleted); SUPER reads the archive. */
export const adminArchiveRouter = {
  member: adminProcedure('archive.member')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/settlement',
        summary: '회원 정산: 지금까지의 내역 보관 (잔액·포인트 유지)',
      },
    })
    .input(memberIdInput)
    .mutation(({ ctx, input }) => archiveMember(ctx, input)),

  everyone: adminProcedure('archive.everyone')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/settlement',
        summary: '전체 정산 (SUPER): {"confirm": true}로만 진행, 없으면 보관될 건수와 함께 400',
      },
    })
    .input(archiveEveryoneInput)
    .mutation(({ ctx, input }) => archiveEveryone(ctx, input)),

  rows: adminProcedure('archive.read')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/archive',
        summary: '보관된 내역 (SUPER; kind: bets | money | points | transactions)',
      },
    })
    .input(archiveInput)
    .output(answer(archivedHistoryAnswer))
    .query(({ ctx, input }) => archivedHistory(ctx, input)),

  runs: adminProcedure('archive.read')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/archive/settlements',
        summary: '정산 기록 (SUPER): 누가, 누구를, 언제, 몇 건 보관했는지',
      },
    })
    .input(archiveListInput)
    .query(({ ctx, input }) => listArchives(ctx, input)),
} satisfies TRPCRouterRecord
