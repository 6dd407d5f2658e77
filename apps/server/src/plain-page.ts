const titles: Record<number, string> = {
  400: '잘못된 요청입니다 / Bad request',
  404: '페이지를 찾을 수 없습니다 / Not found',
  405: '허용되지 않는 요청 방식입니다 / Method not allowed',
  500: '서버 오류가 발생했습니다 / Server error',
}

/** A bare error page: the status and one line, never a stack, a source line or a path. */
export function plainPage(status: number): Response {
  const title = titles[status] ?? titles[500]
  return new Response(
    `<!doctype html><html lang="ko"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}
