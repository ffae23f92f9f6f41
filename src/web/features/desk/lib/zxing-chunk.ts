/**
 * ZXing's barcode reader: a chunk fetched only when a browser without its own BarcodeDetector
 * opens the camera at the desk.
 */
export { BrowserMultiFormatReader } from '@zxing/browser';
