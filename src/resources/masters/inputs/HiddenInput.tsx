import { useInput } from 'ra-core';
import type { MasterField } from '../config/types';

/** A value the form always sends but never shows (generic spare parts are generic). */
export function HiddenInput({ field }: { field: MasterField }) {
  useInput({ source: field.source, defaultValue: field.defaultValue });
  return null;
}
