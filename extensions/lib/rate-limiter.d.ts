/**
 * The two classes the throttle uses, imported from their own files so that the extension bundle
 * does not carry rate-limiter-flexible's database stores (Redis, SQL, Mongo ...). The package types
 * only its root; these re-use those types.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
