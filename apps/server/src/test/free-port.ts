import net from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now (the kernel picks it). Tests that start
 * their own server or PostgreSQL take one each: a random or fixed port collides with whatever else
 * this shared machine runs at the same moment.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
