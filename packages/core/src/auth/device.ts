/** What a person recognises of a user agent: the browser, the system and whether it is a phone. */
export interface Device {
  browser: string
  os: string
  mobile: boolean
}

// Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Whale\//, 'Whale'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export function deviceOf(userAgent: string): Device {
  return {
    browser: browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '',
    os: systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '',
    mobile: /Mobi|Android|iPhone|iPad/.test(userAgent),
  }
}

/** The address as people know it: an IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d. */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
