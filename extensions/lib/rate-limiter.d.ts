/**
 * The classes the limits use, imported from their own files so that the extension bundle does not
 * carry rate-limiter-flexible's other database stores (SQL, Mongo, Dynamo ...). The package types
 * only its root; these re-use those types.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible';
  export default RateLimiterRedis;
}
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
