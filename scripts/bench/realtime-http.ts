// A minimal keep-alive HTTP client for the realtime benchmark: node:http directly, so the
// client's own overhead stays small next to the server it shares the process with.
import http from "node:http";

export interface HttpResult {
  status: number;
  setCookie: string[];
  /** A 503's Retry-After in seconds; 0 when there is none. */
  retryAfter: number;
  body: string;
}

export function createHttpClient(baseUrl: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);

  function request(
    method: string,
    pathName: string,
    headers: Record<string, string>,
    body?: unknown,
    timeoutMs = 15_000,
  ): Promise<HttpResult> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path: pathName,
          headers: {
            ...headers,
            ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              setCookie: res.headers["set-cookie"] ?? [],
              retryAfter: Number(res.headers["retry-after"]) || 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathName} timed out`)));
      req.on("error", reject);
      req.end(payload);
    });
  }

  return {
    request,
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
