import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";

/** Formats we accept, judged by the file's bytes, never by its name or the declared type. */
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]);

/**
 * Full decodes running at once in this process, across every upload path (avatars, listing photos,
 * seeding). A 24 MP decode holds about 100 MB, so without a bound a burst of uploads could take
 * the process down; two keeps both cores busy. Later uploads wait their turn.
 */
export const MAX_CONCURRENT_DECODES = 2;

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly code: "invalid_image" | "image_too_large" = "invalid_image",
  ) {
    super(message);
  }
}

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
 * metadata block (EXIF, GPS, XMP) after applying the EXIF orientation. The pixel cap is checked
 * on the dimensions in the header, before anything is decoded, so a decompression bomb costs a
 * header read; the decodes themselves take turns in the process-wide decode slots.
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
    // Reads the header only; the cap is ours to check, with a message that says what to do.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("The image could not be read.");
  }
  if (!meta.width || !meta.height) throw new ImageRejected("The image could not be read.");
  const pixels = meta.width * meta.height;
  if (pixels > maxPixels) {
    throw new ImageRejected(
      `This image is too large (${megapixels(pixels)} megapixels). Please upload one under ${megapixels(maxPixels)} megapixels.`,
      "image_too_large",
    );
  }
  return withDecodeSlot(async () => {
    const out: ProcessedImage[] = [];
    try {
      // One variant after another: parallel variants would decode the same image twice at once.
      for (const v of variants) {
        const { data, info } = await sharp(input, { limitInputPixels: maxPixels, animated: false })
          .rotate()
          .resize({ width: v.width, height: v.height, fit: v.fit, withoutEnlargement: v.fit === "inside" })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        out.push({
          name: v.name,
          body: data,
          width: info.width,
          height: info.height,
          contentType: "image/webp",
        });
      }
    } catch {
      throw new ImageRejected("The image could not be read.");
    }
    return out;
  });
}

export type OutputFormat = "avif" | "webp" | "jpeg";

export interface VariantRequest {
  width: number;
  height?: number;
  fit: "cover" | "inside";
  format: OutputFormat;
}

export interface EncodedVariant extends VariantRequest {
  body: Buffer;
  /** The size sharp produced (never larger than the source with fit "inside"). */
  width: number;
  height: number;
}

/**
 * Encoder settings per format. AVIF effort 2 (of 0–9) encodes much faster than the default 4 for
 * somewhat larger files: the job shares the machine with the requests (decision 039). mozjpeg
 * makes the share picture's JPEG smaller at the same quality.
 */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
} satisfies Record<OutputFormat, (image: Sharp) => Sharp>;

/**
 * Further sizes and formats of an image we stored ourselves: processImage has already checked,
 * oriented and stripped it, so this only resizes and encodes, one variant after another in a
 * decode slot like every other decode.
 */
export function encodeVariants(
  source: Buffer,
  requests: readonly VariantRequest[],
): Promise<EncodedVariant[]> {
  return withDecodeSlot(async () => {
    const out: EncodedVariant[] = [];
    for (const request of requests) {
      const resized = sharp(source, { animated: false }).resize({
        width: request.width,
        height: request.height,
        fit: request.fit,
        withoutEnlargement: request.fit === "inside",
      });
      const { data, info } = await ENCODE[request.format](resized).toBuffer({ resolveWithObject: true });
      out.push({ ...request, body: data, width: info.width, height: info.height });
    }
    return out;
  });
}

/** 12_000_000 -> "12", 12_345_678 -> "12.3". */
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);

let activeDecodes = 0;
let peakDecodes = 0;
const waitingDecodes: Array<() => void> = [];

/** Runs task in one of the MAX_CONCURRENT_DECODES slots, waiting for a free one first. */
export async function withDecodeSlot<T>(task: () => Promise<T>): Promise<T> {
  if (activeDecodes < MAX_CONCURRENT_DECODES) {
    activeDecodes++;
    peakDecodes = Math.max(peakDecodes, activeDecodes);
  } else {
    // The releasing task hands its slot straight over, so activeDecodes stays as it is.
    await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  }
  try {
    return await task();
  } finally {
    const next = waitingDecodes.shift();
    if (next) next();
    else activeDecodes--;
  }
}

/** Decode slots in use now and the most ever in use at once (tests and diagnostics). */
export const decodeSlotStats = () => ({
  active: activeDecodes,
  peak: peakDecodes,
  waiting: waitingDecodes.length,
});
