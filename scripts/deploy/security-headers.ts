/**
 * The response headers of the app's pages and files: one source for `vite preview` and the nginx
 * configuration in `deploy/`, so what the tests see is what is deployed. The policy is computed from
 * the build's configuration (which robot check, whether cards and monitoring are on, the upload host).
 */

/** Origins a third party's script needs, by CSP directive. */
export interface ThirdPartySources {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  style?: readonly string[];
}

export interface SecurityHeaderInputs {
  /** The upload host's origin, when uploads go to another origin than the page's. */
  uploadOrigin: string | null;
  /** Third parties the build uses (Stripe, the robot check, monitoring), each with the origins it needs. */
  thirdParties: readonly ThirdPartySources[];
  /** Hosts whose pages a form may post to (hosted checkouts that take a form, such as PayFast). */
  formActionHosts: readonly string[];
  /** Who may frame the app (spec section 4's iframe rule): the app itself by default. */
  frameAncestors?: readonly string[];
}

/** Stripe.js and its frames (card fields, 3-D Secure) and API, only in builds that take cards. */
export const STRIPE_SOURCES: ThirdPartySources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Airwallex's hosted-payment SDK (loaded when a live Airwallex payment starts): production only. A
 * live build takes real money, so its policy allows no test environment's hosts; mock and demo
 * builds use the simulated checkout and load no SDK.
 */
export const AIRWALLEX_SOURCES: ThirdPartySources = {
  script: ['https://static.airwallex.com'],
  connect: ['https://checkout.airwallex.com'],
};

const unique = (sources: readonly string[]): string[] => [...new Set(sources)];

const fromThirdParties = (inputs: SecurityHeaderInputs, directive: keyof ThirdPartySources): string[] =>
  inputs.thirdParties.flatMap((party) => party[directive] ?? []);

/** `*.example.com` → `https://*.example.com`: CSP host sources for the redirect host patterns. */
const httpsSource = (host: string): string => `https://${host}`;

/**
 * The Content-Security-Policy. Scripts come only from the app's origin and the third parties in
 * use (no inline script, no eval). Styles allow 'unsafe-inline': Mantine writes its theme as a
 * `<style>` element and components set `style` attributes (CSS variables) at run time, which a
 * nonce cannot cover in a static single-page app. Images may come from any https host: bank logos
 * and product images are server-given URLs on hosts the app does not know in advance.
 */
const contentSecurityPolicy = (inputs: SecurityHeaderInputs): string => {
  const upload = inputs.uploadOrigin === null ? [] : [inputs.uploadOrigin];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...fromThirdParties(inputs, 'script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...fromThirdParties(inputs, 'style')]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', ...upload]],
    ['connect-src', ["'self'", ...upload, ...fromThirdParties(inputs, 'connect')]],
    // 'self': the partner's landing preview frames the app's own sign-up page (sandboxed).
    ['frame-src', ["'self'", ...fromThirdParties(inputs, 'frame')]],
    // The demo's mock backend runs in a service worker of the app's origin; nothing else runs workers.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...inputs.formActionHosts.map(httpsSource)]],
    ['frame-ancestors', [...(inputs.frameAncestors ?? ["'self'"])]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
};

/**
 * Every header the server sends with the app's pages and files.
 * - Referrer-Policy `strict-origin`: a sign-in link's `id_token` must not reach the Referer of the
 *   asset requests the page makes before the app rewrites the address, not even same-origin ones.
 * - No HSTS here: it belongs to whoever terminates TLS (see the README's "Deploying").
 */
export const securityHeaders = (inputs: SecurityHeaderInputs): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(inputs),
  'Referrer-Policy': 'strict-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self "https://js.stripe.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
});
