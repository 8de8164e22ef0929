// What a person is told of what they did offline (decision 066): kept on the device, sent when
// the connection is back.
export const OFFLINE_QUEUE_TEXTS = {
  /** Under a chat message written offline, in place of its time. */
  messageWaiting: "Waiting for connection",
  favouriteQueued: {
    title: "Saved on this device",
    description: "Your favourites are updated when you're back online.",
  },
} as const;
