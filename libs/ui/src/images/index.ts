export { prepareImages, type ImageCodec } from './compress';
export { imagePathsOf, uploadImages } from './upload';
