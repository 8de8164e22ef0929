import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";
import { createTestApp } from "./test-app.ts";

// The local SMTP server of the mail tests: accepts everything and keeps the raw messages, so a
// test reads exactly what a mail provider would receive (headers, both parts, attachments).

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts everything and keeps the raw messages. */
export async function startSmtp() {
  const received: Received[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (rejecting > 0) {
          rejecting--;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` messages get a temporary failure (451) instead of 250. */
    rejectNext: (count: number) => {
      rejecting = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test app that sends its mail to a local SMTP server of its own, both closed after the file's
 * tests. Call at the top level of a test file: `const { t, smtp } = await testAppWithSmtp();`.
 */
export async function testAppWithSmtp() {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  return { t, smtp };
}

/** A raw message with header folding and quoted-printable soft line breaks undone, to search in. */
export const unfoldMail = (raw: string) => raw.replace(/=\r\n/g, "").replace(/\r\n[ \t]+/g, " ");
