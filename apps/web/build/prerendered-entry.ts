import { facesFor, facesInHead, fontFaces } from './font-faces'
import { scriptsAfterPaint } from './scripts-after-paint'

const bootStart = '<!-- boot -->'

/** Marks the page before its first paint when no token is stored under `key` (src/index.css hides the markup then). */
const signedOutScript = (key: string) =>
  `<script>try{if(!localStorage.getItem(${JSON.stringify(key)}))document.documentElement.setAttribute('data-signed-out','')}catch(e){}</script>`

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
 * `fontCss` is the font's stylesheet, which otherwise arrives once the first screen's calls have
 * answered (src/lib/first-screen.ts). The scripts are asked for once the markup is painted (scriptsAfterPaint).
 *
 * A page only for the signed in (`signedInWith`: where the area's token is stored) shows a visitor
 * without that token the boot spinner instead, before the first paint: the app sends them to sign in.
 */
export function withPrerendered(
  html: string,
  markup: string,
  fontCss: string,
  { signedInWith }: { signedInWith?: string } = {},
) {
  if (!html.includes(bootStart)) throw new Error('index.html has no <!-- boot --> marker in #root')
  // The page already holds the rules of the subsets the app's words need, and preloads the most used.
  const faces = facesFor(fontFaces(fontCss), shownText(markup))
  const newRules = faces.filter((face) => !html.includes(face.rule))
  const toPreload = faces.filter((face) => !html.includes(`href="${face.file}"`))
  const signedOutCheck = signedInWith ? `\n    ${signedOutScript(signedInWith)}` : ''
  return scriptsAfterPaint(
    html
      .replace('</title>', `</title>${signedOutCheck}\n    ${facesInHead(newRules, toPreload)}`)
      .replace(bootStart, `<div data-prerendered inert>${markup}</div>\n      ${bootStart}`),
  )
}
