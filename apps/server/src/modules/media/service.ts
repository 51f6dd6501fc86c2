// The media module's public surface (decision 015): the academy serves its HLS files with it.
export { sendStoredObject } from './serve-object';
