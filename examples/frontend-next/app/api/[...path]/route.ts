import { specRoute } from '@/frontastic/spec-route';

/** The spec's `/api/...` addresses (the app's web views, CRM mail links), forwarded to the API hub's actions. */
export const { GET, POST } = specRoute();
