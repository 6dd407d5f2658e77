/** One `@font-face` rule of a stylesheet: the rule itself, its font file and the code points it covers. */
export interface FontFace {
  rule: string
  file: string
  ranges: [number, number][]
}

/** The `@font-face` rules of a stylesheet that name a woff2 file and a unicode-range. */
export function fontFaces(css: string): FontFace[] {
  const faces: FontFace[] = []
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const file = /url\(([^)]+\.woff2)\)/.exec(rule)?.[1]?.replace(/^["']|["']$/g, '')
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1]
    if (!file || !range) continue
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
      return [Number.parseInt(from ?? '', 16), Number.parseInt(to ?? '', 16)]
    })
    faces.push({ rule, file, ranges })
  }
  return faces
}

export const covers = (face: FontFace, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)

/** The faces needed to draw every character of `text`, in stylesheet order. */
export const facesFor = (faces: FontFace[], text: string) => {
  const codePoints = new Set([...text].map((character) => character.codePointAt(0) ?? 0))
  return faces.filter((face) => [...codePoints].some((codePoint) => covers(face, codePoint)))
}

const preloadFont = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`

/**
 * For a page's head: the faces' rules inline, so its text can use them as soon as their files are in
 * (a file is fetched only once a character it covers is drawn), and the files of `preloaded` fetched at
 * once, so the first paint can use them.
 */
export const facesInHead = (faces: FontFace[], preloaded: FontFace[] = faces) =>
  [
    ...(faces.length > 0 ? [`<style>${faces.map((face) => face.rule).join('')}</style>`] : []),
    ...preloaded.map((face) => preloadFont(face.file)),
  ].join('\n    ')
