export interface Page<T> {
  items: T[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

export function pageOf<T>(items: T[], params: { page: number; limit: number }, total: number): Page<T> {
  return {
    items,
    pagination: {
      page: params.page,
      limit: params.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / params.limit)),
    },
  }
}
