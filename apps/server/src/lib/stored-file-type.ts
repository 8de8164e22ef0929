import { fileTypeFromBuffer } from "file-type";

/**
 * The Content-Type to serve a stored upload with, read from its bytes: uploads are images
 * re-encoded by sharp (WebP today, AVIF and others as variants come), and a key's extension is
 * only what the writer chose. Anything that is not a recognised image goes out as a download.
 */
export async function storedFileContentType(bytes: Uint8Array): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime.startsWith("image/") ? type.mime : "application/octet-stream";
}
