import type { AdminViewServerProps } from 'payload'

/** One value of the page address's query, trimmed; undefined when absent or blank (the first, if repeated). */
export function queryValue(searchParams: AdminViewServerProps['searchParams'], name: string): string | undefined {
  const value = searchParams?.[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
}
