/** A path segment of a route: text to equal, or a `{name}` parameter taking any one segment. */
type Segment = { text: string } | { param: string }

interface Compiled<Route> {
  route: Route
  segments: Segment[]
}

export type RouteLookup<Route> =
  | { route: Route; params: Record<string, string> }
  /** The path exists, but not for this method. */
  | { route: null; methods: string[] }
  | null

const segmentsOf = (path: string): Segment[] =>
  path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1]
      return param ? { param } : { text: part }
    })

const fits = (segments: Segment[], parts: string[]) =>
  segments.length === parts.length &&
  segments.every((segment, i) => ('text' in segment ? segment.text === parts[i] : parts[i] !== ''))

/**
 * Of two routes matching one path, the one whose first differing segment is text wins
 * (`/bets/caps` over `/bets/{id}`); negative when `a` wins.
 */
function precedence(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < a.length; i++) {
    const aText = 'text' in (a[i] as Segment)
    const bText = 'text' in (b[i] as Segment)
    if (aText !== bText) return aText ? -1 : 1
  }
  return 0
}

/** One shape for routes that match the same paths: the text segments where they are, `{}` elsewhere. */
const shapeOf = (segments: Segment[]) =>
  segments.map((segment) => ('text' in segment ? segment.text : '{}')).join('/')

/**
 * Finds the route of a request whatever order the routes are listed in: text segments win over
 * parameters, from the left. Refuses at creation two routes of one method that could match the same
 * request with neither winning (the same path up to parameter names), so no route can shadow another.
 */
export function createRouteMatcher<Route extends { method: string; path: string }>(routes: Route[]) {
  const compiled: Compiled<Route>[] = routes.map((route) => ({ route, segments: segmentsOf(route.path) }))
  const seen = new Map<string, Route>()
  for (const { route, segments } of compiled) {
    const key = `${route.method} /${shapeOf(segments)}`
    const earlier = seen.get(key)
    if (earlier)
      throw new Error(
        `REST routes ${earlier.method} ${earlier.path} and ${route.method} ${route.path} match the same requests`,
      )
    seen.set(key, route)
  }

  return function lookup(method: string, path: string): RouteLookup<Route> {
    const parts = path.split('/').slice(1)
    const matching = compiled.filter(({ segments }) => fits(segments, parts))
    if (matching.length === 0) return null
    const best = matching
      .filter(({ route }) => route.method === method)
      .sort((a, b) => precedence(a.segments, b.segments))[0]
    if (!best) return { route: null, methods: [...new Set(matching.map(({ route }) => route.method))] }
    const params: Record<string, string> = {}
    best.segments.forEach((segment, i) => {
      if ('param' in segment) params[segment.param] = parts[i] ?? ''
    })
    return { route: best.route, params }
  }
}
