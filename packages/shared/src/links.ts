// Kept free of zod so the first page of the web app can use it without loading the schemas.

/** http(s), mailto and same-site relative links only: no `javascript:`, `data:` or `//host`. */
export function isSafeLink(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) return !/[\s<>"]/.test(link);
  try {
    const url = new URL(link);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol);
  } catch {
    return false;
  }
}
