import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { LORAWAN_TEXTS } from './texts';

/** A read-only value with a copy button (without clipboard permission the text stays selectable). */
export function CopyField({ value, testId }: { value: string; testId: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      message.success(LORAWAN_TEXTS.copied);
    } catch (e) {
      console.warn('[mfe-water] value could not be copied', e);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={value} data-testid={testId} onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
      <Button icon={<CopyOutlined />} data-testid={`${testId}-copy`} onClick={copy}>
        {LORAWAN_TEXTS.copy}
      </Button>
    </Space.Compact>
  );
}
