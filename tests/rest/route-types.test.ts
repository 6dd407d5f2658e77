import { expect, test } from 'bun:test'
import { appRouter, type RestRoute, restRoutes } from '@pb/api'

test('every REST route calls a query or a mutation of the router', () => {
  // At run time the router keeps its procedures in one map by dotted path.
  const procedures = new Map<string, { _def: { type: string } }>(
    Object.entries(appRouter._def.procedures as object),
  )
  for (const route of restRoutes) {
    expect(['query', 'mutation']).toContain(procedures.get(route.procedure)?._def.type ?? 'missing')
  }
})

// Checked by `bun run typecheck`: the table names procedures by type, so these do not compile.
export const misspelt: RestRoute = {
  method: 'GET',
  path: '/admin/users',
  // @ts-expect-error no such procedure
  procedure: 'admin.users.lst',
  summary: '회원 목록',
}
export const subscription: RestRoute = {
  method: 'GET',
  path: '/events',
  // @ts-expect-error a subscription cannot answer a REST call
  procedure: 'events.stream',
  summary: '이벤트',
}
export const unknownMethod: RestRoute = {
  // @ts-expect-error the adapter serves GET, POST, PUT and DELETE
  method: 'PATCH',
  path: '/admin/auth/login',
  procedure: 'auth.login',
  summary: '관리자 로그인',
}
