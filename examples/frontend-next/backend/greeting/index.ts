import type { ActionHandler, ExtensionRegistry } from '@frontastic/extension-types';

/** Another extension of the project, beside the shop's: one action, `acme-greeting/hello`. */
const hello: ActionHandler = (request) => ({
  statusCode: 200,
  body: JSON.stringify({ greeting: `Hello from ${request.path}` }),
});

const greeting: ExtensionRegistry = { actions: { 'acme-greeting': { hello } } };
export default greeting;
