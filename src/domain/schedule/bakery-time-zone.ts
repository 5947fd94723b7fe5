/** The bakery's zone unless BAKERY_TIMEZONE says otherwise: UTC−6 all year (Mexico dropped daylight saving time in 2022).
 * Its own module so pages can name it without loading date-fns. */
export const DEFAULT_BAKERY_TIMEZONE = 'America/Merida'
