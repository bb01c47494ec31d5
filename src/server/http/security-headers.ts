import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Security headers with a strict Content-Security-Policy: the web app loads its own scripts,
 * styles, fonts and images only; images may also come from https (avatar URLs). The style
 * elements that dialogs and menus add at run time carry the per-response nonce, which the
 * page reads from index.html (see routes/web-app.ts).
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
