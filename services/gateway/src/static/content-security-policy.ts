import type { GatewayConfig } from '../config/gateway-config';

/**
 * One place for the CSP. antd's css-in-js injects <style> tags, hence 'unsafe-inline' for styles
 * only. Map tiles come from GSI (国土地理院) by default and from Google when a key is configured.
 */
export function contentSecurityPolicy(config: GatewayConfig) {
  const google = config.googleMapsApiKey
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com']
    : [];
  // PAY.JP's hosted card form (and its 3-D Secure frames) only when that provider is configured.
  const payjp = config.paymentMode === 'payjp' ? ['https://js.pay.jp', 'https://api.pay.jp'] : [];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...google, ...payjp],
      'frame-src': ["'self'", ...payjp],
      'style-src': ["'self'", "'unsafe-inline'", ...(google.length ? ['https://fonts.googleapis.com'] : [])],
      'img-src': ["'self'", 'data:', 'blob:', 'https://cyberjapandata.gsi.go.jp', ...google],
      'font-src': ["'self'", 'data:', ...(google.length ? ['https://fonts.gstatic.com'] : [])],
      'connect-src': ["'self'", 'https://msearch.gsi.go.jp', 'https://mreversegeocoder.gsi.go.jp', ...google, ...payjp],
      // The shell's service worker (/sw.js) and its web app manifest.
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    },
  };
}
