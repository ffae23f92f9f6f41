/** The integrations page's section for the endpoints that get the shop's events, signed (issue 32). */
export function WebhooksSection() {
  return null;
}
