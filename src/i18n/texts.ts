/**
 * The shape of a translation of `T`: every key of the English messages, each a string, so the compiler and a test catch
 * a gap.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
