import { mediaFileUrl } from '@inasaku/contracts';
import { Flex, Image, Modal } from 'antd';
import { ARCHIVE_TEXTS } from '../texts';

/** The image viewer of a report cell or a detail popup: thumbnails that open antd's zooming preview. */
export function ImagesModal({ paths, onClose }: { paths: string[] | null; onClose: () => void }) {
  return (
    <Modal open={!!paths} title={ARCHIVE_TEXTS.images} footer={null} onCancel={onClose} destroyOnHidden data-testid="report-images">
      <Image.PreviewGroup>
        <Flex wrap gap={8} data-testid="report-images-list">
          {(paths ?? []).map((p) => (
            <Image key={p} src={mediaFileUrl(p)} width={120} height={120} style={{ objectFit: 'cover' }} alt={ARCHIVE_TEXTS.images} />
          ))}
        </Flex>
      </Image.PreviewGroup>
    </Modal>
  );
}
