/** Spec section 9: the pagination shows a window of at most 5 page numbers, centred on the current page. */
export const PAGE_WINDOW = 5

export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(PAGE_WINDOW, totalPages)
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), totalPages - size + 1))
  return Array.from({ length: size }, (_, index) => start + index)
}
