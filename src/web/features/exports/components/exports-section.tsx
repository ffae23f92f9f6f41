/** The integrations page's section for CSV exports of orders, rentals, units and customers (issue 32). */
export function ExportsSection() {
  return null;
}
