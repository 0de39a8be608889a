import '../../src/ui/styles.css';

/**
 * Browser entry: the page paints first (the server-rendered markup and the stylesheet), then the
 * app loads and hydrates (./hydrate, its chunks already fetched by the server's modulepreload
 * links). Evaluating React and hydrating before the first frame would hold the first paint back.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

await afterFirstPaint();
await import('./hydrate');
