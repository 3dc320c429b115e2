declare module 'subset-font' {
  /** Subsets a font to the glyphs `text` needs (harfbuzz); variation axes are kept unless pinned. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}
