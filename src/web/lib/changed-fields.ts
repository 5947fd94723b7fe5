/**
 * The fields of `values` that differ from what the form was filled with: what a staff member changed. Sending only
 * these lets two people save different fields of one record at once without the second undoing the first.
 */
export function changedFields<T extends object>(values: T, loaded: object): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify((loaded as Record<string, unknown>)[key])),
  ) as Partial<T>
}
