// The mail server of the mail scenarios: a real SMTP server (the smtp-server package) in the chaos
// process that can refuse every connection (an outage) and can call a fault the moment a mail
// reaches a chosen point of the conversation (connected, or just answered 250). It keeps every
// accepted message with its Message-ID and the wall-clock time of the 250.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  /** Date.now() when the 250 was given. */
  acceptedAt: number;
}

/** Where a fault fires: on connecting (before anything is sent), or right after the 250. */
export type MailPoint = "connect" | "accepted";

export class ChaosSmtp {
  readonly received: ReceivedMail[] = [];
  /** Connections refused because the server was "down". */
  refused = 0;
  private down = false;
  private fault: { point: MailPoint; fire: () => void } | null = null;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<ChaosSmtp> {
    let self: ChaosSmtp | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect: (_session, callback) => self?.onConnect(callback),
      onData: (stream, session, callback) => self?.onData(stream, session, callback),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    self = new ChaosSmtp(server, (server.server.address() as AddressInfo).port);
    return self;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** While down, every connection gets "421 try again later" (a temporary failure). */
  setDown(down: boolean): void {
    this.down = down;
  }

  /** Calls `fire` once, when the next mail reaches `point` (before the 250 is lost or kept). */
  armFault(point: MailPoint, fire: () => void): void {
    this.fault = { point, fire };
  }

  /** Copies received per Message-ID. */
  copiesById(): Map<string, ReceivedMail[]> {
    const byId = new Map<string, ReceivedMail[]>();
    for (const mail of this.received) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
    return byId;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private fireAt(point: MailPoint): void {
    if (this.fault?.point !== point) return;
    const { fire } = this.fault;
    this.fault = null;
    fire();
  }

  private onConnect(callback: (error?: Error) => void): void {
    if (this.down) {
      this.refused++;
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
      return;
    }
    this.fireAt("connect");
    callback();
  }

  private onData(
    stream: NodeJS.ReadableStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): void {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) =>
        new RegExp(`^${name}: *(.+)$`, "im").exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim() ?? "";
      this.received.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(","),
        subject: header("Subject"),
        messageId: header("Message-ID"),
        acceptedAt: Date.now(),
      });
      callback(); // 250
      this.fireAt("accepted");
    });
  }
}
