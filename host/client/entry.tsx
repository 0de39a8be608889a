import '../../src/ui/styles.css';

/**
 * Browser entry: the page paints first (the server-rendered markup, the stylesheet and the largest
 * image), then the app loads and hydrates (./hydrate). Evaluating React and hydrating before the
 * first frame would hold the first paint back, and so would script requests beside the stylesheet
 * and the image on a phone's network: the app's chunks are requested only from here on.
 *
 * The work is cut into tasks of its own, each short enough not to hold a tap or a scroll for
 * long: React's modules, the locale data of the browser's Intl (loaded on first use, the
 * costliest single step of the first render otherwise), then the app's modules and hydration.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstPaint();
await import('react-dom/client');
await nextTask();
const locale = document.documentElement.lang || 'de';
Intl.NumberFormat.supportedLocalesOf(locale);
await nextTask();
Intl.DateTimeFormat.supportedLocalesOf(locale);
await nextTask();
const { hydratePage } = await import('./hydrate');
await hydratePage();
