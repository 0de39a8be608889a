import { readServerConfig } from '../extensions/config';
import { InvalidSiteError, PortInUseError, startHost } from './server';

/** `npm start` / `npm run dev`: start the storefront on PORT (default 3000) and print its address. */
async function main() {
  const development = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a number between 0 and 65535, got "${process.env.PORT}".`);
    process.exit(1);
  }
  const config = readServerConfig();
  const started = Date.now();
  const host = await startHost({
    port,
    hostname: process.env.HOST ?? '127.0.0.1',
    config,
    development: development || config.NODE_ENV !== 'production',
    watch: development,
  });
  console.log(`Storefront (${config.PROJECT_ID}) ready in ${Date.now() - started} ms: ${host.url}/`);
  if (host.actionsUrl) console.log(`Actions on their own origin, as the API hub: ${host.actionsUrl}/frontastic/action/{namespace}/{action}`);

  const stop = async (signal: string) => {
    console.log(`${signal} received: finishing open requests, then stopping.`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await host.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  if (error instanceof PortInUseError || error instanceof InvalidSiteError) {
    console.error(error.message);
  } else {
    console.error('The storefront could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
