import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'onRow' | 'pagination' | 'rowKey'> {
  rowKey: keyof T & string;
  /** data-testid of every row. */
  rowTestId: string;
  /** Called when a row is clicked; the rows then show a pointer. */
  onOpen?: (row: T) => void;
}

/**
 * A screen's whole list in one table (no pages: settings lists and dialogs' lists are short), each
 * row marked for the tests and, with `onOpen`, opening its item when clicked.
 */
export function ListTable<T extends object>({ rowTestId, onOpen, size = 'middle', ...props }: ListTableProps<T>) {
  const onRow = (row: T): HTMLAttributes<HTMLElement> & { 'data-testid': string } =>
    onOpen ? { onClick: () => onOpen(row), style: { cursor: 'pointer' }, 'data-testid': rowTestId } : { 'data-testid': rowTestId };
  return <Table<T> size={size} pagination={false} {...props} onRow={onRow} />;
}
