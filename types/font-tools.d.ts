// Types for the two font packages the build uses (deploy/font-subset.ts); neither ships its own.

declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    variationAxes?: Record<string, AxisRange>;
    /** OpenType feature tags to keep; without it every feature is kept. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
