import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A decompression bomb: a valid 1 x 1 PNG made by sharp whose header then claims width x height,
 * so the file is about 90 bytes while a decoder would allocate width x height x 3 bytes for it.
 */
export async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  // IHDR: 8-byte signature, 4-byte length, "IHDR" (byte 12), width (16), height (20), ... CRC (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
