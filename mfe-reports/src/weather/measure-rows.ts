import type { ReactNode } from 'react';

/** One measure of a weather table whose columns are days or hours: its label and its cell in one column. */
export interface MeasureRow<T> {
  key: string;
  label: string;
  cell: (column: T) => ReactNode;
}

/** A weather value as the tables show it: '-' where the provider gave none. */
export const valueText = (v: number | null | undefined) => (v === null || v === undefined ? '-' : String(v));
