import { PictureOutlined } from '@ant-design/icons';
import type { TableColumnType } from 'antd';

/** The narrow column of a list whose rows may carry pictures: an image icon in the header, one in each row that has any. */
export function imageColumn<T extends { image_paths: readonly string[] }>({ width, label, hasImageLabel, testId }: {
  width: number;
  /** The header icon's accessible name. */
  label: string;
  hasImageLabel: string;
  testId: string;
}): TableColumnType<T> {
  return {
    key: 'image',
    title: <PictureOutlined aria-label={label} />,
    width,
    align: 'center',
    render: (_v, row) => (row.image_paths.length > 0 ? <PictureOutlined aria-label={hasImageLabel} data-testid={testId} /> : null),
  };
}
