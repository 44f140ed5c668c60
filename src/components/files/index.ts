export { FileUploadButton, type FileUploadButtonProps } from './FileUploadButton';
export { StoredImage, type StoredImageProps } from './StoredImage';
export { useFileUrl, type FileUrl } from './useFileUrl';
export { uploadErrorMessage } from './uploadErrorMessage';
