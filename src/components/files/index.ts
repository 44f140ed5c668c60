export { FileUploadButton } from './FileUploadButton';
export { StoredImage } from './StoredImage';
export { useFileUrl } from './useFileUrl';
export { uploadErrorMessage } from './uploadErrorMessage';
