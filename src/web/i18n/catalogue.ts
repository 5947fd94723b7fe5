/** The shape of one area's English catalogue with every text widened to `string`: a translation must have the same keys. */
export type Catalogue<T> = T extends string ? string : { readonly [K in keyof T]: Catalogue<T[K]> }
