const entryTag = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/
const preloadTags = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g

/**
 * Started by the page once its first content is on screen (or at once where the browser cannot
 * tell, or after 3 s at the latest): the entry, then the preloads, one per task. Appending them all
 * in one go was one long task on a slow phone, at the moment a member starts to tap.
 */
const loader = (entry: string, preloads: string[]) =>
  `(function(){var started=false;function start(){if(started)return;started=true;var script=document.createElement('script');script.type='module';script.src=${JSON.stringify(entry)};document.head.appendChild(script);var hrefs=${JSON.stringify(preloads)};(function next(){var href=hrefs.shift();if(!href)return;var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link);setTimeout(next,0)})()}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf('paint')<0)return start();new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();start()}).observe({type:'paint',buffered:true});setTimeout(start,3000)})()`

/**
 * A page whose first screen is already in its HTML asks for its scripts only once that screen is
 * painted. Fetched at once, the scripts share the phone's slow link with the stylesheet and fonts
 * the first paint waits for; and the app's first render, if it came before that paint was shown,
 * would replace the markup before the browser counted it as the page's largest paint.
 */
export function scriptsAfterPaint(html: string) {
  const entry = entryTag.exec(html)?.[1]
  if (!entry) throw new Error('the page has no module entry script')
  const preloads = [...html.matchAll(preloadTags)].map(([, href]) => href ?? '')
  return html
    .replace(entryTag, '')
    .replace(preloadTags, '')
    .replace('</head>', `  <script>${loader(entry, preloads)}</script>\n  </head>`)
}
