import { describe, expect, test } from 'bun:test'
import { restRoutes } from '@pb/api'
import { createRouteMatcher } from '../../packages/api/src/rest/route-matcher'

/* The REST route table matches by path shape, not by the order routes are listed in. */
const route = (method: string, path: string) => ({ method, path })
/** A request path for a route: each `{param}` filled with a value. */
const requestPathOf = (path: string) => path.replaceAll(/\{\w+\}/g, 'v1')

describe('REST route matching', () => {
  test('every route is found for its own path, in the listed order and reversed', () => {
    const forward = createRouteMatcher(restRoutes)
    const reversed = createRouteMatcher([...restRoutes].reverse())
    for (const each of restRoutes) {
      const path = requestPathOf(each.path)
      expect({ path, found: forward(each.method, path)?.route }).toEqual({ path, found: each })
      expect({ path, found: reversed(each.method, path)?.route }).toEqual({ path, found: each })
    }
  })

  test('a text segment wins over a parameter, from the left, whatever the order', () => {
    const byId = route('GET', '/bets/{id}')
    const caps = route('GET', '/bets/caps')
    const middleParam = route('GET', '/a/{x}/c')
    const lastParam = route('GET', '/a/b/{y}')
    const routes = [byId, caps, middleParam, lastParam]
    for (const listed of [routes, [...routes].reverse()]) {
      const lookup = createRouteMatcher(listed)
      expect(lookup('GET', '/bets/caps')).toEqual({ route: caps, params: {} })
      expect(lookup('GET', '/bets/42')).toEqual({ route: byId, params: { id: '42' } })
      expect(lookup('GET', '/a/b/c')).toEqual({ route: lastParam, params: { y: 'c' } })
      expect(lookup('GET', '/a/z/c')).toEqual({ route: middleParam, params: { x: 'z' } })
    }
    const real = createRouteMatcher([...restRoutes].reverse())
    expect(real('GET', '/bets/caps')?.route?.procedure).toBe('bets.caps')
    expect(real('GET', '/admin/transactions/pending-counts')?.route?.procedure).toBe(
      'admin.requests.pendingCounts',
    )
  })

  test('an unknown path, another method and an empty segment are told apart', () => {
    const lookup = createRouteMatcher([route('GET', '/bets/{id}'), route('DELETE', '/bets/{id}')])
    expect(lookup('POST', '/bets/7')).toEqual({ route: null, methods: ['GET', 'DELETE'] })
    expect(lookup('GET', '/bets')).toBeNull()
    expect(lookup('GET', '/bets/')).toBeNull()
    expect(lookup('GET', '/bets/7/more')).toBeNull()
  })

  test('two routes that would match the same requests with neither winning are refused', () => {
    expect(() => createRouteMatcher([route('GET', '/bets/{id}'), route('GET', '/bets/{betId}')])).toThrow(
      'GET /bets/{id} and GET /bets/{betId} match the same requests',
    )
    expect(() => createRouteMatcher([route('POST', '/x'), route('POST', '/x')])).toThrow()
    expect(() => createRouteMatcher([route('GET', '/bets/{id}'), route('PUT', '/bets/{id}')])).not.toThrow()
  })
})
