import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names; it does not resolve Tailwind conflicts. A component never lets a caller's class fight
 * one of its own (pick a variant, size or layout prop instead): which one wins depends on the order of the
 * rules in the stylesheet, not on the order here.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}
