/**
 * The ports the actions depend on, and the one place that decides which adapter fills them
 * (configuration from the environment, read once). Filled by the embedded backend.
 */
import type { CataloguePort } from './catalogue';

export interface Services {
  catalogue: CataloguePort;
}

let current: Services | null = null;
let factory: (() => Services) | null = null;

/** Registers how to build the services (the host and tests call this once at start). */
export function configureServices(build: () => Services): void {
  factory = build;
  current = null;
}

export function setServices(services: Services | null): void {
  current = services;
}

export function getServices(): Services {
  if (!current) {
    if (!factory) return {} as Services;
    current = factory();
  }
  return current;
}
