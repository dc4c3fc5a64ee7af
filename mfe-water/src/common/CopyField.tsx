import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';

const COPY_TEXTS = { copy: 'コピー', copied: 'コピーしました。' } as const;

/**
 * A read-only value with a copy button, for a secret shown once or a URL to paste elsewhere. Without
 * clipboard permission the copy fails quietly and the text stays selectable in the field.
 */
export function CopyField({ value, testId, copyTestId = `${testId}-copy` }: { value: string; testId: string; copyTestId?: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      message.success(COPY_TEXTS.copied);
    } catch (e) {
      console.warn('[mfe-water] value could not be copied', e);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={value} data-testid={testId} onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
      <Button icon={<CopyOutlined />} data-testid={copyTestId} onClick={copy}>
        {COPY_TEXTS.copy}
      </Button>
    </Space.Compact>
  );
}
