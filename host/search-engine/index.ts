/**
 * The embedded search engine and its Algolia-compatible HTTP API: the local stand-in for Algolia.
 * Only the host (and the scripts and benchmarks that run one) use it; the deployable extension
 * bundle never contains it. See README.md in this folder.
 */
export { SearchEngine } from './engine/engine';
export type { EngineStats } from './engine/answer-budget';
export { SearchEngineThread } from './thread';
export { inThisThread, type SearchBackend } from './operations';
export { createSearchHttpHandler, InsightsLog, INSIGHTS_PATH, type SearchHttpOptions } from './http';
