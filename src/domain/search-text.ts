/**
 * How a search compares text: without capitals or accents, so 'maria nunez' finds 'MARÍA Ñúñez' and 'fermentacion'
 * finds 'fermentación'. The storefront folds in the browser; the server folds a column the same way in SQL
 * (`foldedSql`), from the letters listed here.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The accented letters Spanish and its neighbours write, each with its plain lower-case letter (SQL's translate). */
export const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ'
export const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'
/** Accent marks written apart from their letter (text stored decomposed): dropped. */
export const COMBINING_MARKS = '\u0300\u0301\u0302\u0303\u0308\u030a\u0327'
