import { MAX_IMAGES_PER_HISTORY, WORKS_MESSAGES } from '@inasaku/contracts';
import { BUTTONS, ImagePicker, type ImageCodec, type ImageEntry } from '@inasaku/ui';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { IMAGE_TEXTS } from './texts';

/**
 * 画像アップロード (spec 000 §2.6, §5): the shared picker of @inasaku/ui, up to MAX_IMAGES_PER_HISTORY;
 * a preview opens the zoom popup.
 */
export function ImageUpload(props: { value: ImageEntry[]; onChange: (next: ImageEntry[]) => void; disabled?: boolean; codec?: ImageCodec; onBusyChange?: (busy: boolean) => void }) {
  const [zoom, setZoom] = useState<ImageEntry | null>(null);
  return (
    <>
      <ImagePicker
        {...props}
        testIdPrefix="image" removeTestId="image-delete" texts={IMAGE_TEXTS}
        max={MAX_IMAGES_PER_HISTORY} tooManyMessage={WORKS_MESSAGES.tooManyImages}
        picture={(entry) => (
          <button
            type="button"
            aria-label={IMAGE_TEXTS.zoom}
            onClick={() => setZoom(entry)}
            style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fafafa', cursor: 'zoom-in', display: 'block' }}
          >
            <img src={entry.url} alt={entry.name} width={80} height={80} style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} />
          </button>
        )}
      />
      <ImageZoom entry={zoom} onClose={() => setZoom(null)} />
    </>
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
