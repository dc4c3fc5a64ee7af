import { INFORMATION_MESSAGES, MAX_INFORMATION_IMAGES } from '@inasaku/contracts';
import { ImagePicker, type ImageCodec, type ImageEntry } from '@inasaku/ui';
import { Flex, Image } from 'antd';
import { NOTICE_TEXTS } from '../texts';

const T = NOTICE_TEXTS.images;

/**
 * Image upload of the notice form (spec 001 "Dashboard", §5): the shared picker of @inasaku/ui, up to
 * MAX_INFORMATION_IMAGES; the previews enlarge on click.
 */
export function NoticeImagePicker(props: { value: ImageEntry[]; onChange: (next: ImageEntry[]) => void; disabled?: boolean; codec?: ImageCodec; onBusyChange?: (busy: boolean) => void }) {
  return (
    <ImagePicker
      {...props}
      testIdPrefix="notice-image" removeTestId="notice-image-remove" texts={T}
      max={MAX_INFORMATION_IMAGES} tooManyMessage={INFORMATION_MESSAGES.tooManyImages}
      spacing={{ gap: 12, top: 10 }}
      wrapPreviews={(previews) => <Image.PreviewGroup>{previews}</Image.PreviewGroup>}
      picture={(entry) => (
        <Image
          src={entry.url}
          alt={entry.name}
          width={80}
          height={80}
          style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
          preview={{ cover: T.preview }}
        />
      )}
    />
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
