import { bodyLimit } from "hono/body-limit";
import { badRequest } from "./errors.ts";

/** Refuses an upload body over maxBytes before it is read into memory. */
export const uploadLimit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw badRequest(
        "file_too_large",
        `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller file.`,
      );
    },
  });
