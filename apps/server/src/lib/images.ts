import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";

/** Formats we accept, judged by the file's bytes, never by its name or the declared type. */
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]);

export class ImageRejected extends Error {}

export interface ImageVariant {
  name: string;
  width: number;
  height?: number;
  fit: "cover" | "inside";
}

export interface ProcessedImage {
  name: string;
  body: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
}

/**
 * Checks the bytes are an image and re-encodes each variant as WebP. Re-encoding drops every
 * metadata block (EXIF, GPS, XMP) after applying the EXIF orientation, and the pixel cap stops
 * decompression bombs before sharp allocates them.
 */
export async function processImage(
  input: Buffer,
  variants: ImageVariant[],
  { maxPixels }: { maxPixels: number },
): Promise<ProcessedImage[]> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime))
    throw new ImageRejected("The file is not a JPG, PNG, GIF, WebP or AVIF image.");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw new ImageRejected("The image could not be read.");
  }
  if (!meta.width || !meta.height) throw new ImageRejected("The image could not be read.");
  if (meta.width * meta.height > maxPixels) throw new ImageRejected("The image has too many pixels.");
  try {
    return await Promise.all(
      variants.map(async (v) => {
        const { data, info } = await sharp(input, { limitInputPixels: maxPixels, animated: false })
          .rotate()
          .resize({ width: v.width, height: v.height, fit: v.fit, withoutEnlargement: v.fit === "inside" })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          name: v.name,
          body: data,
          width: info.width,
          height: info.height,
          contentType: "image/webp" as const,
        };
      }),
    );
  } catch {
    throw new ImageRejected("The image could not be read.");
  }
}
