// lib/review: `npm run revisar` (Node). The width of an image file, read from its header.

/** PNG: the IHDR chunk, right after the signature, starts with the width. */
function readPngWidth(bytes: Buffer): number | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return undefined;
  return bytes.readUInt32BE(16);
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X), each with its own header. */
function readWebpWidth(bytes: Buffer): number | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return 1 + bytes.readUIntLE(24, 3);
  if (chunk === 'VP8L') return 1 + (bytes.readUInt16LE(21) & 0x3fff);
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  return undefined;
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the width. */
function readJpegWidth(bytes: Buffer): number | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return bytes.readUInt16BE(offset + 7);
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The width in pixels of a PNG, WebP or JPEG file's contents, from its header; undefined for
 * another format or a file that is not what its header says.
 */
export function readImageWidth(bytes: Buffer): number | undefined {
  return readPngWidth(bytes) ?? readWebpWidth(bytes) ?? readJpegWidth(bytes);
}
