import { isIPv6 } from 'node:net'

/** The hextets of a valid IPv6 address, `::` expanded and a dotted IPv4 tail turned into two. */
function hextets(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head = '', tail] = address.split('::')
  const start = parse(head)
  const end = tail === undefined ? [] : parse(tail)
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/**
 * The address password attempts are counted by. An IPv6 subscriber is handed at least a /64, so
 * every address in it is one guesser: an IPv6 address counts as its /64. An IPv4 address counts
 * by itself, also when a dual-stack socket writes it ::ffff:a.b.c.d. Anything else (no address, a
 * proxy's odd entry) counts as written.
 */
export function attemptAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '')
  if (!isIPv6(address)) return ip
  const groups = hextets(address.toLowerCase())
  const [g6 = 0, g7 = 0] = groups.slice(6)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
