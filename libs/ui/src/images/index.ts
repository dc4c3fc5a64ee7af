export { type ImageCodec } from './compress';
export { imagePathsOf, uploadImages } from './upload';
export { ImagePicker, storedImages, type ImageEntry } from './ImagePicker';
