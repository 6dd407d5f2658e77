import type { Beacon } from '@pb/game'

/**
 * A drand relay for tests: serves the beacons it holds at `/{chainHash}/public/{round}` and the
 * newest it holds at `/{chainHash}/public/latest`, 404 otherwise, and counts what it was asked.
 */
export function startBeaconRelay(chainHash: string, beacons: Beacon[] = []) {
  const held = new Map(beacons.map((beacon) => [beacon.round, beacon]))
  let asked = 0
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      asked++
      const match = new URL(request.url).pathname.match(/^\/([0-9a-f]+)\/public\/(latest|\d+)$/)
      if (!match || match[1] !== chainHash) return new Response('not found', { status: 404 })
      const round = match[2] === 'latest' ? Math.max(0, ...held.keys()) : Number(match[2])
      const beacon = held.get(round)
      return beacon ? Response.json(beacon) : new Response('not found', { status: 404 })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}`,
    /** Publishes a value (a real one, or anything a broken relay might serve). */
    hold(beacon: Beacon) {
      held.set(beacon.round, beacon)
    },
    get asked() {
      return asked
    },
    stop: () => server.stop(true),
  }
}
