import { defineAction } from '../lib/action';

/** Answers whether the action layer is reachable (the host's /health covers the process itself). */
export const health = defineAction({
  handler: ({ project, locale }) => ({ body: { success: true, project: project.id, locale: locale.code } }),
});
