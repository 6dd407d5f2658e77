import { describe, expect, test } from 'bun:test'
import { createHash, createHmac } from 'node:crypto'
import { buildSeedChain, drawFromSeed, fromHex, seedsChain, toHex, verifySeed } from '@pb/game'

const fixedTop = fromHex('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff')

/** The draw of docs/game-rules.md §2 written again with node:crypto, to check the Web Crypto version. */
function referenceDraw(seedHex: string, roundNo: number) {
  const h = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`powerball:${roundNo}`).digest()
  const f = (i: number) => h.readUInt32BE(i * 4) / 2 ** 32
  const pool = Array.from({ length: 28 }, (_, i) => i + 1)
  const drawOrder = [0, 1, 2, 3, 4].flatMap((i) => pool.splice(Math.floor(f(i) * pool.length), 1))
  return { drawOrder, powerball: Math.floor(f(5) * 10) }
}

describe('provably fair seeds', () => {
  test('the chain hashes down from s288 and the anchor is SHA-256(s1)', async () => {
    const chain = await buildSeedChain(fixedTop)
    expect(chain.seeds).toHaveLength(288)
    expect(chain.seeds[287]).toBe(toHex(fixedTop))
    for (let k = 1; k < 288; k++) {
      expect(chain.seeds[k - 1]).toBe(
        createHash('sha256')
          .update(Buffer.from(chain.seeds[k] ?? '', 'hex'))
          .digest('hex'),
      )
    }
    expect(chain.anchor).toBe(
      createHash('sha256')
        .update(Buffer.from(chain.seeds[0] ?? '', 'hex'))
        .digest('hex'),
    )
  })

  test('a revealed seed verifies against the anchor and its neighbour; a tampered one does not', async () => {
    const chain = await buildSeedChain(fixedTop)
    for (const k of [1, 2, 144, 288])
      expect(await verifySeed(chain.seeds[k - 1] ?? '', k, chain.anchor)).toBe(true)
    expect(await verifySeed(chain.seeds[9] ?? '', 11, chain.anchor)).toBe(false)
    const tampered = `${(chain.seeds[9] ?? '').slice(0, 63)}0`
    expect(
      await verifySeed(
        tampered === chain.seeds[9] ? `${tampered.slice(0, 63)}1` : tampered,
        10,
        chain.anchor,
      ),
    ).toBe(false)
    expect(await seedsChain(chain.seeds[10] ?? '', chain.seeds[9] ?? '')).toBe(true)
    expect(await seedsChain(chain.seeds[9] ?? '', chain.seeds[10] ?? '')).toBe(false)
  })

  test('a fixed seed gives fixed balls, equal to an independent implementation', async () => {
    const chain = await buildSeedChain(fixedTop)
    for (let k = 1; k <= 288; k += 7) {
      const roundNo = 700_000 + k
      expect(await drawFromSeed(chain.seeds[k - 1] ?? '', roundNo)).toEqual(
        referenceDraw(chain.seeds[k - 1] ?? '', roundNo),
      )
    }
    expect(await drawFromSeed(toHex(fixedTop), 1)).toEqual(referenceDraw(toHex(fixedTop), 1))
  })

  test('the pinned vector does not drift', async () => {
    const seed = 'ab'.repeat(32)
    const drawn = await drawFromSeed(seed, 12345)
    expect(drawn).toEqual(referenceDraw(seed, 12345))
    expect(new Set(drawn.drawOrder).size).toBe(5)
    expect(drawn).toMatchSnapshot()
  })

  test('the same seed with another round number draws differently', async () => {
    const seed = 'cd'.repeat(32)
    const a = await drawFromSeed(seed, 1)
    const b = await drawFromSeed(seed, 2)
    expect(a).not.toEqual(b)
  })
})
