import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { INFORMATION_MESSAGES, MAX_INFORMATION_IMAGES } from '@inasaku/contracts';
import { prepareImages, type ImageCodec } from '@inasaku/ui';
import { App, Button, Flex, Image, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_TEXTS } from '../texts';

const T = NOTICE_TEXTS.images;

/** One picture of a notice: a stored one (path) or a new, already compressed file. */
export interface NoticeImageEntry {
  key: string;
  /** what <img src> shows: the stored /media/file URL or an object URL of the new file */
  url: string;
  name: string;
  /** blob key of a stored image */
  path?: string;
  /** a new image, uploaded on post or save */
  file?: File;
}

export function storedEntries(paths: readonly string[], urls: readonly string[]): NoticeImageEntry[] {
  return paths.map((path, i) => ({ key: path, path, url: urls[i] ?? '', name: path.slice(path.lastIndexOf('/') + 1) }));
}

let seq = 0;

/**
 * Image upload of the notice form (spec 001 "Dashboard", §5): png and jpeg, several at once,
 * compressed before they are shown; previews that enlarge on click, each with a remove button.
 * A file that cannot be compressed is skipped with a warning.
 */
export function NoticeImagePicker({
  value,
  onChange,
  disabled,
  codec,
  onBusyChange,
}: {
  value: NoticeImageEntry[];
  onChange: (next: NoticeImageEntry[]) => void;
  disabled?: boolean;
  codec?: ImageCodec;
  onBusyChange?: (busy: boolean) => void;
}) {
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
      const room = Math.max(0, MAX_INFORMATION_IMAGES - latest.current.length);
      if (files.length > room) message.warning(INFORMATION_MESSAGES.tooManyImages);
      const prepared = await prepareImages(files.slice(0, room), { codec });
      if (prepared.skipped.length) message.warning(T.skipped(prepared.skipped));
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

  const remove = (entry: NoticeImageEntry) => onChange(latest.current.filter((e) => e.key !== entry.key));

  return (
    <div data-testid="notice-image-upload">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        // The attribute alone loses to the form's input styles.
        style={{ display: 'none' }}
        data-testid="notice-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
      <Flex align="center" gap={8} wrap>
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || busy || value.length >= MAX_INFORMATION_IMAGES}
          loading={busy}
          data-testid="notice-image-pick"
          onClick={() => input.current?.click()}
        >
          {T.upload}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {busy ? T.preparing : T.accept}
        </Typography.Text>
      </Flex>
      {value.length ? (
        <Image.PreviewGroup>
          <Flex wrap gap={12} style={{ marginTop: 10 }}>
            {value.map((entry) => (
              <div key={entry.key} style={{ position: 'relative' }} data-testid="notice-image-preview" data-name={entry.name}>
                <Image
                  src={entry.url}
                  alt={entry.name}
                  width={80}
                  height={80}
                  style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
                  preview={{ cover: T.preview }}
                />
                {disabled ? null : (
                  <Button
                    size="small"
                    shape="circle"
                    danger
                    icon={<CloseOutlined />}
                    aria-label={T.remove}
                    data-testid="notice-image-remove"
                    onClick={() => remove(entry)}
                    style={{ position: 'absolute', top: -8, right: -8, zIndex: 2 }}
                  />
                )}
              </div>
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
    </div>
  );
}

/** The images of a notice in the reference frame and the report popup; a click enlarges them. */
export function NoticeImageGallery({ urls, size = 96 }: { urls: readonly string[]; size?: number }) {
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8} data-testid="notice-images">
        {urls.map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={`${NOTICE_TEXTS.fields.images}${i + 1}`}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
            preview={{ cover: NOTICE_TEXTS.images.preview }}
            data-testid="notice-image"
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
