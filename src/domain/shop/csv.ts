/**
 * CSV for staff to open in a spreadsheet: RFC 4180 quoting and CRLF lines, and a cell that starts like a formula
 * (=, +, -, @) is prefixed with an apostrophe so a visitor's text is never run by the spreadsheet (OWASP CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
  }
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
