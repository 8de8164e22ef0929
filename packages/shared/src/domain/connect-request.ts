// Connect request states of spec §4, seen from one user looking at another's roommate card.

export const CONNECT_REQUEST_STATUSES = ["pending", "accepted", "rejected"] as const;
export type ConnectRequestStatus = (typeof CONNECT_REQUEST_STATUSES)[number];

export type ConnectButtonState =
  | "connect"
  | "request_sent"
  | "pending_response"
  | "message"
  | "connect_again";

export const CONNECT_BUTTON_LABELS: Readonly<Record<ConnectButtonState, string>> = {
  connect: "Connect",
  request_sent: "Request Sent",
  pending_response: "Pending Response",
  message: "Message",
  connect_again: "Connect Again",
};

export interface ConnectRequestView {
  senderId: string;
  receiverId: string;
  status: ConnectRequestStatus;
}

/**
 * There is at most one request per pair (in either direction), so the card's action depends only
 * on that request and on which side of it the viewer is.
 */
export function connectButtonState(request: ConnectRequestView | null, viewerId: string): ConnectButtonState {
  if (request === null) return "connect";
  switch (request.status) {
    case "accepted":
      return "message";
    case "pending":
      return request.senderId === viewerId ? "request_sent" : "pending_response";
    default:
      return "connect_again";
  }
}

/** Direct messaging opens up only through an accepted request (§4). */
export function canMessageDirectly(request: ConnectRequestView | null): boolean {
  return request?.status === "accepted";
}
