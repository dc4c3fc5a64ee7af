import { render, screen } from '@testing-library/react';
import { Space } from 'antd';
import { SaveCancelButtons } from './form-parts';

describe('SaveCancelButtons', () => {
  it('keeps 保存 and キャンセル apart inside a row of buttons (each its own spaced item)', () => {
    render(
      <Space wrap>
        <SaveCancelButtons testIdPrefix="field" canSave busy={null} onSave={() => undefined} onCancel={() => undefined} />
        <button type="button">削除</button>
      </Space>,
    );
    const saveItem = screen.getByTestId('field-save').closest('.ant-space-item');
    const cancelItem = screen.getByTestId('field-cancel').closest('.ant-space-item');
    expect(saveItem).not.toBeNull();
    expect(cancelItem).not.toBeNull();
    expect(saveItem).not.toBe(cancelItem);
  });
});
