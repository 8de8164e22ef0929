// Limits of the transport itself (request bodies, WebSocket frames and sockets), not of any one
// feature. None is in the spec: they are chosen so that no real use comes near them while a
// script cannot make the server hold megabytes per request (docs/decisions, fail-closed edge).

/** Largest JSON (or any non-upload) request body under /api; uploads declare their own limit. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Largest WebSocket message a client may send; the client only sends small control messages. */
export const REALTIME_MAX_PAYLOAD_BYTES = 4 * 1024;

/** Open WebSockets per user on one server instance; a further one is refused, older ones stay. */
export const REALTIME_MAX_SOCKETS_PER_USER = 8;

/**
 * Frames a client may send on one socket: a burst of REALTIME_FRAME_BURST (the web app sends one
 * subscribe per open channel when it reconnects, and a ping every 25 s), then
 * REALTIME_FRAMES_PER_SECOND. Past it the socket is closed (1008): each subscribe is a database
 * query, and one socket must not hold the pool that every other request needs.
 */
export const REALTIME_FRAME_BURST = 20;
export const REALTIME_FRAMES_PER_SECOND = 5;

/** Channels one socket may be subscribed to at once; a further subscribe is refused. */
export const REALTIME_MAX_CHANNELS_PER_SOCKET = 200;
