// Limits of the transport itself (request bodies, WebSocket frames and sockets), not of any one
// feature. None is in the spec: they are chosen so that no real use comes near them while a
// script cannot make the server hold megabytes per request (docs/decisions, fail-closed edge).

/** Largest JSON (or any non-upload) request body under /api; uploads declare their own limit. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Largest WebSocket message a client may send; the client only sends small control messages. */
export const REALTIME_MAX_PAYLOAD_BYTES = 4 * 1024;

/** Open WebSockets per user on one server instance; a further one is refused, older ones stay. */
export const REALTIME_MAX_SOCKETS_PER_USER = 8;
