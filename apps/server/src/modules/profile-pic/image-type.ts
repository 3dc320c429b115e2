import { sniffImageOf } from '../../images/image-type.js';

/** JPEG or PNG by the file's first bytes; the name and declared content type prove nothing. */
export const sniffImageType = (data: Uint8Array) => sniffImageOf(data, ['image/jpeg', 'image/png']);
