import type http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

/** How long a connection must have sat without a request before shutdown closes it. */
const IDLE_GRACE_MS = 1_000;

interface ConnectionState {
  inFlight: number;
  idleSince: number;
}

/**
 * Graceful close without dropped requests. Node's own server.close() also closes every keep-alive
 * connection that looks idle at that instant, and a client may already have sent its next request
 * on it: that request is lost with a reset. Instead: stop listening, answer every request from now
 * on with "Connection: close" (so clients go elsewhere), and close only connections that have
 * stayed idle for IDLE_GRACE_MS.
 */
export function trackConnections(server: http.Server): { drain(): Promise<void> } {
  const connections = new Map<Socket, ConnectionState>();
  const open = new Set<http.ServerResponse>();
  let draining = false;

  server.on('connection', (socket) => {
    connections.set(socket, { inFlight: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req, res) => {
    const state = connections.get(req.socket);
    if (state) state.inFlight += 1;
    open.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      open.delete(res);
      if (state) {
        state.inFlight -= 1;
        state.idleSince = Date.now();
      }
    });
  });

  return {
    drain() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, state] of connections) {
          if (state.inFlight === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.destroy();
        }
      }, 100);
      return closed.finally(() => clearInterval(sweep));
    },
  };
}
