import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

// Test support: opens a PDF with a real parser (pdf-lib) and counts the pictures on each page.

export async function pdfPageImages(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xobjects) return 0;
    return xobjects.keys().filter((name) => {
      const object = pdf.context.lookup(xobjects.get(name));
      return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    }).length;
  });
}
