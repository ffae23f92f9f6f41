import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * The QR codes of a PDF read back as a scanner reads them: every image drawn on each page, taken
 * out of the PDF as pixels (pdfjs decodes them as it would to show them), turned to luminance and
 * decoded with ZXing's pure-JavaScript reader. No system tool (poppler, zbar) is needed.
 */

type PdfImage = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };

/** One byte of luminance per pixel, from pdfjs's grey, RGB or RGBA pixels (alpha over white). */
function luminance(image: PdfImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const channels = image.data.length / pixels;
  if (![1, 3, 4].includes(channels)) throw new Error(`An image of ${channels} bytes a pixel`);
  const out = new Uint8ClampedArray(pixels);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const at = pixel * channels;
    if (channels === 1) {
      out[pixel] = image.data[at]!;
      continue;
    }
    const grey = 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
    const alpha = channels === 4 ? image.data[at + 3]! / 255 : 1;
    out[pixel] = grey * alpha + 255 * (1 - alpha);
  }
  return out;
}

/**
 * The text of the QR code in the image. ZXing's finder-pattern detector, made for camera frames,
 * misses a few per cent of perfectly square, pixel-exact codes (measured: 10 of 300 serial numbers,
 * whatever the scale, error correction or binarizer; a slight blur or rotation finds most of them);
 * a code it misses is read as what it is, a pure code on white (its modules read from the corners
 * of its black area), which checks every module all the same.
 */
function decodeQr(image: PdfImage): string {
  const source = new RGBLuminanceSource(luminance(image), image.width, image.height);
  const read = (hints: Map<DecodeHintType, boolean>) =>
    new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  try {
    return read(new Map([[DecodeHintType.TRY_HARDER, true]]));
  } catch {
    return read(new Map([[DecodeHintType.PURE_BARCODE, true]]));
  }
}

/** The text of every QR code in the PDF, page by page, in the order they are drawn. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const operators = await page.getOperatorList();
      const codes: string[] = [];
      for (const [index, operator] of operators.fnArray.entries()) {
        if (operator !== OPS.paintImageXObject) continue;
        const name = (operators.argsArray[index] as [string])[0];
        const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
        codes.push(decodeQr(image));
      }
      pages.push(codes);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
