import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prepareImages, type ImageCodec } from './compress';

/** One picture of an entry (a work history, a notice): a stored one (path) or a new, already compressed file. */
export interface ImageEntry {
  key: string;
  /** what <img src> shows: the stored '/media/file/..' URL or an object URL of the new file */
  url: string;
  name: string;
  /** blob key of a stored image */
  path?: string;
  /** a new image, uploaded on save */
  file?: File;
}

/** Stored images of an entry as picker entries. */
export function storedImages(paths: readonly string[], urls: readonly string[]): ImageEntry[] {
  return paths.map((path, i) => ({ key: path, path, url: urls[i] ?? '', name: path.slice(path.lastIndexOf('/') + 1) }));
}

interface ImagePickerTexts {
  upload: string;
  accept: string;
  preparing: string;
  remove: string;
  skipped: (names: string[]) => string;
}

let seq = 0;

/**
 * 画像アップロード (spec 000 §2.6, §5): png and jpeg, several at once up to `max`, compressed before
 * they are shown; each preview with a remove button. A file that cannot be compressed is skipped with
 * a warning. The screen draws each picture (`picture`) and may wrap the previews (an antd preview
 * group); test ids start with `testIdPrefix`, the remove button's is `removeTestId`.
 */
export function ImagePicker(props: {
  testIdPrefix: string;
  value: ImageEntry[];
  onChange: (next: ImageEntry[]) => void;
  disabled?: boolean;
  codec?: ImageCodec;
  onBusyChange?: (busy: boolean) => void;
  max: number;
  tooManyMessage: string;
  texts: ImagePickerTexts;
  removeTestId: string;
  picture: (entry: ImageEntry) => ReactNode;
  wrapPreviews?: (previews: ReactNode) => ReactNode;
  /** Space between the previews and above them. */
  spacing?: { gap: number; top: number };
}) {
  const { testIdPrefix: p, value, onChange, disabled, codec, onBusyChange, max, tooManyMessage, texts, removeTestId, picture } = props;
  const { wrapPreviews = (previews: ReactNode) => previews, spacing = { gap: 8, top: 8 } } = props;
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const created = useRef<string[]>([]);
  const latest = useRef(value);
  latest.current = value;

  useEffect(
    () => () => {
      for (const url of created.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = async (files: File[]) => {
    if (!files.length) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      const room = Math.max(0, max - latest.current.length);
      if (files.length > room) message.warning(tooManyMessage);
      const prepared = await prepareImages(files.slice(0, room), { codec });
      if (prepared.skipped.length) message.warning(texts.skipped(prepared.skipped));
      const added = prepared.files.map((file) => {
        const url = URL.createObjectURL(file);
        created.current.push(url);
        seq += 1;
        return { key: `new-${seq}`, url, name: file.name, file };
      });
      if (added.length) onChange([...latest.current, ...added]);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const remove = (entry: ImageEntry) => {
    if (entry.file) URL.revokeObjectURL(entry.url);
    onChange(latest.current.filter((e) => e.key !== entry.key));
  };

  return (
    <div data-testid={`${p}-upload`}>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        // The attribute alone loses to a form's input styles.
        style={{ display: 'none' }}
        data-testid={`${p}-input`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
      <Flex align="center" gap={8} wrap>
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || busy || value.length >= max}
          loading={busy}
          data-testid={`${p}-pick`}
          onClick={() => input.current?.click()}
        >
          {texts.upload}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {busy ? texts.preparing : texts.accept}
        </Typography.Text>
      </Flex>
      {value.length
        ? wrapPreviews(
            <Flex wrap gap={spacing.gap} style={{ marginTop: spacing.top }}>
              {value.map((entry) => (
                <div key={entry.key} style={{ position: 'relative' }} data-testid={`${p}-preview`} data-name={entry.name}>
                  {picture(entry)}
                  {disabled ? null : (
                    <Button
                      size="small"
                      shape="circle"
                      danger
                      icon={<CloseOutlined />}
                      aria-label={texts.remove}
                      data-testid={removeTestId}
                      onClick={() => remove(entry)}
                      style={{ position: 'absolute', top: -8, right: -8, zIndex: 2 }}
                    />
                  )}
                </div>
              ))}
            </Flex>,
          )
        : null}
    </div>
  );
}
