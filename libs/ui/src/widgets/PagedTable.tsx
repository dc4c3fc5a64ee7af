import { Empty, Flex, Pagination, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { CursorPages } from './useCursorPages';

interface PagedTableProps<T> extends Pick<TableProps<T>, 'columns' | 'onRow'> {
  /** The list's pages, as useCursorPages keeps them. */
  pages: Pick<CursorPages<T>, 'data' | 'page' | 'pageSize' | 'loading' | 'load'>;
  rowKey: keyof T & string;
  /** Shown by the table while it has no rows (e.g. while loading). */
  emptyText: ReactNode;
  pagerTestId: string;
}

/** A widget's small fixed-layout table of one page, with its pager at the bottom right (hidden for one page). */
export function PagedTable<T extends object>({ pages, rowKey, emptyText, pagerTestId, columns, onRow }: PagedTableProps<T>) {
  const { data, page, pageSize, loading, load } = pages;
  return (
    <>
      <Table<T>
        size="small"
        rowKey={rowKey}
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText }}
        onRow={onRow}
        columns={columns}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Pagination
          size="small"
          data-testid={pagerTestId}
          current={page}
          pageSize={pageSize}
          total={data.total_count}
          showSizeChanger={false}
          hideOnSinglePage
          disabled={loading}
          onChange={(p) => void load(p)}
        />
      </Flex>
    </>
  );
}

/**
 * A dashboard widget's list: its own test id, the load failure line above the table, or only the
 * empty state while there is nothing to list.
 */
export function WidgetList({ testId, pages: { failed, empty }, errorTestId, errorText, emptyDescription, children }: {
  testId: string;
  pages: Pick<CursorPages<unknown>, 'failed' | 'empty'>;
  errorTestId: string;
  errorText: string;
  emptyDescription: ReactNode;
  children: ReactNode;
}) {
  if (empty) {
    return (
      <div data-testid={testId}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyDescription} />
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      {failed ? (
        <Typography.Text type="danger" data-testid={errorTestId}>
          {errorText}
        </Typography.Text>
      ) : null}
      {children}
    </div>
  );
}
