// Applied before the first paint so a dark-theme visitor never sees a white flash. A file rather
// than an inline script, so the Content-Security-Policy needs no 'unsafe-inline' for scripts.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
  if (localStorage.getItem('language') === 'en') document.documentElement.lang = 'en'
} catch {}
