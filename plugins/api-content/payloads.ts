/** The route of the page that documents every event's payload. */
export const PAYLOADS_PAGE = '/docs/notifications/webhook-notification-payloads';

/** The anchor of an event's payload section on that page (`payload-deposit.received`); its row in the table of events is the bare type. */
export const payloadAnchor = (type: string) => `payload-${type}`;
