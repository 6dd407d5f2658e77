const bootStart = '<!-- boot -->'

/**
 * The page entry with `markup` in front of the boot spinner. The stylesheet shows one of the two:
 * the markup for a Korean reader, the spinner for an English one (whose words load first). The
 * markup is inert: nothing typed into it could survive the first render replacing it.
 */
export function withPrerendered(html: string, markup: string) {
  if (!html.includes(bootStart)) throw new Error('index.html has no <!-- boot --> marker in #root')
  return html.replace(bootStart, `<div data-prerendered inert>${markup}</div>\n      ${bootStart}`)
}
