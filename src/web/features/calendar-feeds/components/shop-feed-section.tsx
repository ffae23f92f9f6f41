/** The integrations page's section for the shop's calendar feed of pick-ups and returns (issue 32). */
export function ShopFeedSection() {
  return null;
}
