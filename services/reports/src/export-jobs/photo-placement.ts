/**
 * Where the photos of the image export go: each entry's photos side by side in its group's image
 * column (画像), in the row of the field (or ほ場外作業 entry) they belong to, each scaled to fit a
 * square box at its own aspect ratio. Pure, so the sizes are tested without a workbook.
 */

/** The box a photo is scaled into, in pixels (portrait and landscape photos both fit it). */
export const PHOTO_BOX_PX = 96;
/** Space around and between photos, in pixels. */
export const PHOTO_GAP_PX = 4;
/** The height of a row holding photos, in points (1 pt = 4/3 px): the box and a gap above and below. */
export const PHOTO_ROW_HEIGHT_PT = ((PHOTO_BOX_PX + 2 * PHOTO_GAP_PX) * 3) / 4;

/** Excel's column width (characters of the default 11 pt font, 7 px each plus 5 px of padding) that holds `count` photos. */
export function photoColumnWidth(count: number): number {
  const px = count * (PHOTO_BOX_PX + PHOTO_GAP_PX) + PHOTO_GAP_PX;
  return Math.ceil(((px - 5) / 7) * 100) / 100;
}

export interface PhotoBox {
  /** offset from the cell's top-left corner, pixels */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The `index`-th photo of a cell, `size` its pixel size (null when it could not be read: then it
 * fills the box). Scaled down or up to the box, centred in it.
 */
export function photoBox(index: number, size: { width: number; height: number } | null): PhotoBox {
  let width = PHOTO_BOX_PX;
  let height = PHOTO_BOX_PX;
  if (size && size.width > 0 && size.height > 0) {
    const scale = PHOTO_BOX_PX / Math.max(size.width, size.height);
    width = Math.max(1, Math.round(size.width * scale));
    height = Math.max(1, Math.round(size.height * scale));
  }
  const left = PHOTO_GAP_PX + index * (PHOTO_BOX_PX + PHOTO_GAP_PX);
  return { x: left + Math.floor((PHOTO_BOX_PX - width) / 2), y: PHOTO_GAP_PX + Math.floor((PHOTO_BOX_PX - height) / 2), width, height };
}
