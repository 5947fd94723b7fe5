/** What went wrong, as one line: an Error's message (and its cause's), a string, or the text of anything else. */
export function startFailureReason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause === undefined ? '' : ` (${startFailureReason(error.cause)})`
    return `${error.message || error.name}${cause}`
  }
  if (error === undefined || error === null) return 'unknown error'
  const text = Array.isArray(error) ? error.map(String).join(' ') : typeof error === 'string' ? error : JSON.stringify(error)
  return text.replace(/\s+/g, ' ').trim() || 'unknown error'
}
