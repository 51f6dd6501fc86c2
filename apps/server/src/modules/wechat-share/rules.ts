/**
 * A page URL we sign must be a page of the brand's own origin: a signature is a credential for
 * our service account, and WeChat accepts it only on the account's JS safe domains anyway, so
 * signing another site's URL could only serve someone borrowing the account.
 */
export function isPageOf(url: string, origin: string): boolean {
  try {
    const page = new URL(url);
    return (page.protocol === 'https:' || page.protocol === 'http:') && page.origin === origin;
  } catch {
    return false;
  }
}
