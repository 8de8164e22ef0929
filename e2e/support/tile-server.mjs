// The map's tile server for browser journeys (decision 037): machines here have no internet, so
// MAP_TILES_URL points at this local server, which answers every /tiles/{z}/{x}/{y}.png with the
// same small PNG (pale land, a darker grid line along two edges, so the tiles are visibly there).
// Requests are counted, so a journey can check the tiles came from here.
import { createServer } from "node:http";
import { deflateSync } from "node:zlib";

const SIZE = 256;

/** A 256×256 RGB PNG, built by hand (signature, IHDR, one IDAT, IEND) to need no image library. */
function tilePng() {
  const row = (y) => {
    const line = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const edge = x === 0 || y === 0;
      line.set(edge ? [214, 211, 203] : [242, 239, 233], 1 + x * 3);
    }
    return line;
  };
  const raw = Buffer.concat(Array.from({ length: SIZE }, (_, y) => row(y)));
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Serves tiles on 127.0.0.1:`port`; GET /count answers how many tiles were served so far. */
export function startTileServer(port) {
  const png = tilePng();
  let served = 0;
  createServer((req, res) => {
    if (req.url === "/count") return res.writeHead(200, { "content-type": "text/plain" }).end(String(served));
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) return res.writeHead(404).end();
    served += 1;
    res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" }).end(png);
  }).listen(port, "127.0.0.1");
  return `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`;
}
