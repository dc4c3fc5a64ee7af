import type { PaddyFieldImportPreview, PaddyFieldImportRow } from '@inasaku/contracts';
import { Alert, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TRANSFER_TEXTS } from '../texts';

const C = TRANSFER_TEXTS.columns;

const COLUMNS: ColumnsType<PaddyFieldImportRow> = [
  { key: 'index', title: C.index, dataIndex: 'index', width: 48 },
  { key: 'name', title: C.name, dataIndex: 'name', render: (v: string | null) => v ?? '' },
  { key: 'area', title: C.area, dataIndex: 'area', align: 'right', render: (v: string | null) => v ?? '' },
  {
    key: 'brand',
    title: C.brand,
    render: (_: unknown, r) => (
      <>
        {r.brand ?? ''}
        {r.brand && r.new_brand ? <Typography.Text type="secondary">{TRANSFER_TEXTS.newBrand}</Typography.Text> : null}
      </>
    ),
  },
  { key: 'cultivator', title: C.cultivator, dataIndex: 'cultivator', render: (v: string | null) => v ?? '' },
  {
    key: 'boundary',
    title: C.boundary,
    render: (_: unknown, r) => (r.boundary ? TRANSFER_TEXTS.hasBoundary(r.boundary_area_a) : TRANSFER_TEXTS.none),
  },
  {
    key: 'problems',
    title: C.problems,
    render: (_: unknown, r) =>
      r.problems.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid={`import-problems-${r.index}`}>
          {r.problems.map((p, i) => (
            <li key={i}>
              <Typography.Text type="danger">{p}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="success">{TRANSFER_TEXTS.ok}</Typography.Text>
      ),
  },
];

/**
 * What an import would register, before anything is written: every row with all its problems
 * in Japanese (the service's words), and the file's own problems above the table.
 */
export function ImportPreview({ preview }: { preview: PaddyFieldImportPreview }) {
  return (
    <div data-testid="import-preview">
      {preview.problems.map((p, i) => (
        <Alert key={i} type="error" showIcon title={p} style={{ marginBottom: 8 }} data-testid="import-file-problem" />
      ))}
      <Typography.Paragraph strong data-testid="import-summary" style={{ marginBottom: 8 }}>
        {TRANSFER_TEXTS.summary(preview.ok_count, preview.problem_count)}
      </Typography.Paragraph>
      <Table<PaddyFieldImportRow>
        size="small"
        rowKey="index"
        columns={COLUMNS}
        dataSource={preview.rows}
        pagination={preview.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 640 }}
        rowClassName={(r) => (r.problems.length ? 'import-row-problem' : '')}
        onRow={(r) => ({ 'data-testid': `import-row-${r.index}`, style: r.problems.length ? { background: '#fff1f0' } : undefined }) as React.HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}

/** Nothing is imported while any row or the file itself has a problem (the service refuses it too). */
export function canImport(preview: PaddyFieldImportPreview | null): boolean {
  return !!preview && preview.problems.length === 0 && preview.problem_count === 0 && preview.ok_count > 0;
}
