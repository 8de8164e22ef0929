/** A failure of the embedded PostgreSQL with a message meant for the person starting Roost. */
export class EmbeddedPostgresError extends Error {}

/** PostgreSQL could not listen: another program took the port first. */
export class PortTakenError extends EmbeddedPostgresError {}
