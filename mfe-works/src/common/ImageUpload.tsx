import { MAX_IMAGES_PER_HISTORY, WORKS_MESSAGES } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { prepareImages, type ImageCodec } from '@inasaku/ui';
import { IMAGE_TEXTS } from './texts';

/** One picture of an entry: a stored one (path) or a new, already compressed file. */
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

/** Stored images of a history as entries. */
export function storedImages(paths: readonly string[], urls: readonly string[]): ImageEntry[] {
  return paths.map((path, i) => ({ key: path, path, url: urls[i] ?? '', name: path.slice(path.lastIndexOf('/') + 1) }));
}

let seq = 0;

/**
 * 画像アップロード (spec 000 §2.6, §5): png and jpeg, several at once, compressed before they are
 * shown; previews with delete and a zoom popup. A file that cannot be compressed is skipped.
 */
export function ImageUpload({
  value,
  onChange,
  disabled,
  codec,
  onBusyChange,
}: {
  value: ImageEntry[];
  onChange: (next: ImageEntry[]) => void;
  disabled?: boolean;
  codec?: ImageCodec;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [zoom, setZoom] = useState<ImageEntry | null>(null);
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
      const room = Math.max(0, MAX_IMAGES_PER_HISTORY - latest.current.length);
      if (files.length > room) message.warning(WORKS_MESSAGES.tooManyImages);
      const prepared = await prepareImages(files.slice(0, room), { codec });
      if (prepared.skipped.length) message.warning(IMAGE_TEXTS.skipped(prepared.skipped));
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
    <div data-testid="image-upload">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        style={{ display: 'none' }}
        data-testid="image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
      <Flex align="center" gap={8} wrap>
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || busy || value.length >= MAX_IMAGES_PER_HISTORY}
          loading={busy}
          data-testid="image-pick"
          onClick={() => input.current?.click()}
        >
          {IMAGE_TEXTS.upload}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {busy ? IMAGE_TEXTS.preparing : IMAGE_TEXTS.accept}
        </Typography.Text>
      </Flex>
      {value.length ? (
        <Flex wrap gap={8} style={{ marginTop: 8 }}>
          {value.map((entry) => (
            <div key={entry.key} style={{ position: 'relative' }} data-testid="image-preview" data-name={entry.name}>
              <button
                type="button"
                aria-label={IMAGE_TEXTS.zoom}
                onClick={() => setZoom(entry)}
                style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fafafa', cursor: 'zoom-in', display: 'block' }}
              >
                <img src={entry.url} alt={entry.name} width={80} height={80} style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} />
              </button>
              {disabled ? null : (
                <Button
                  size="small"
                  shape="circle"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={IMAGE_TEXTS.remove}
                  data-testid="image-delete"
                  onClick={() => remove(entry)}
                  style={{ position: 'absolute', top: -8, right: -8 }}
                />
              )}
            </div>
          ))}
        </Flex>
      ) : null}
      <ImageZoom entry={zoom} onClose={() => setZoom(null)} />
    </div>
  );
}

/** The image zoom popup (spec 000 §2.7). */
export function ImageZoom({ entry, onClose }: { entry: Pick<ImageEntry, 'url' | 'name'> | null; onClose: () => void }) {
  return (
    <Modal
      open={entry !== null}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="image-zoom-close">
          {BUTTONS.close}
        </Button>
      }
      title={entry?.name}
      width="min(92vw, 1060px)"
      centered
      destroyOnHidden
      zIndex={1100}
    >
      {entry ? (
        <img
          src={entry.url}
          alt={entry.name}
          data-testid="image-zoom"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', objectFit: 'contain' }}
        />
      ) : null}
    </Modal>
  );
}
