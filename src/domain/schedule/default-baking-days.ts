/** Baking happens Tuesday to Saturday, closed Sunday and Monday (spec §1), until staff set their own days in settings. */
export const DEFAULT_BAKING_DAYS: readonly number[] = [2, 3, 4, 5, 6]
