// Runs inside the identity provider's silent-check iframe: hands the answer (code or error) back to
// the Yaam page that opened it (oidc-client-ts IFrameWindow protocol). No inline script: CSP script-src 'self'.
parent.postMessage({ source: 'oidc-client', url: location.href, keepOpen: false }, location.origin);
