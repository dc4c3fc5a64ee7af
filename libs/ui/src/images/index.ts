export {
  canvasCodec, compressImage, fitWithin, imageExtensionOf, ImageRejected, normalizedImageName, prepareImages,
  type DecodedImage, type ImageCodec, type ImageExtension, type ImageType, type PreparedImages,
} from './compress';
export { imagePathsOf, uploadImages } from './upload';
