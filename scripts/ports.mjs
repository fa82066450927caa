// Ports for the servers the tests start (issue 30): a free one from the system, or a named one
// checked first, so a test never talks to another program that holds its port.
import { createServer } from "node:net";

/** A loopback port nobody listens on now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Fails at once, naming the port, when another program already listens on it. */
export function assertPortFree(port) {
  return new Promise((resolveFree, reject) => {
    const probe = createServer();
    probe.once("error", (error) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is in use by another program: stop it, or leave the port out to take a free one.`)
          : error,
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolveFree()));
  });
}
