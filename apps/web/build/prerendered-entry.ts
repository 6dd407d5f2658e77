import { facesFor, fontFaces, preloadFont } from './font-faces'

const bootStart = '<!-- boot -->'

/** The markup's words as shown: its text and the attributes a reader sees (placeholders, labels). */
const shownText = (markup: string) =>
  markup
    .replace(/<[^>]*?(?:placeholder|aria-label|alt|value)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')

/**
 * The page entry with `markup` in front of the boot spinner. The stylesheet shows one of the two:
 * the markup for a Korean reader, the spinner for an English one (whose words load first). The
 * markup is inert: nothing typed into it could survive the first render replacing it.
 *
 * The font's rules for every character the markup shows go into the page itself, their files
 * preloaded: the first paint already draws the final glyphs, so the app's render that replaces the
 * markup draws the same boxes (no layout shift, and no later, larger paint for the phone to wait on).
 * `fontCss` is the font's stylesheet, which otherwise arrives with the app.
 */
export function withPrerendered(html: string, markup: string, fontCss: string) {
  if (!html.includes(bootStart)) throw new Error('index.html has no <!-- boot --> marker in #root')
  const faces = facesFor(fontFaces(fontCss), shownText(markup))
  const preloads = faces
    .filter((face) => !html.includes(`href="${face.file}"`))
    .map((face) => preloadFont(face.file))
  const head = [`<style>${faces.map((face) => face.rule).join('')}</style>`, ...preloads].join('\n    ')
  return html
    .replace('</title>', `</title>\n    ${head}`)
    .replace(bootStart, `<div data-prerendered inert>${markup}</div>\n      ${bootStart}`)
}
