/** `path?search` with some of its parameters set (a string) or taken away (null), the others kept as they were. */
export function addressWith(path: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
