/** The integrations page's section for personal API tokens for scripts (issue 32). */
export function ApiTokensSection() {
  return null;
}
