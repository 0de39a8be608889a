import '../../src/ui/styles.css';
import { intlWarmupSteps } from '../../src/page/intl-warmup';

/**
 * Browser entry: the page paints first (the server-rendered markup, the stylesheet and the largest
 * image), then the app loads and hydrates (./hydrate). Evaluating React and hydrating before the
 * first frame would hold the first paint back, and so would script requests beside the stylesheet
 * and the image on a phone's network: the app's chunks are requested only from here on.
 *
 * The work is cut into tasks of its own, each short enough not to hold a tap or a scroll for
 * long: React's modules, the data of the browser's Intl services the first render uses (loaded on
 * first use, src/page/intl-warmup.ts), then the app's modules and hydration.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstPaint();
await import('react-dom/client');
for (const step of intlWarmupSteps(document.documentElement.lang || 'de')) {
  await nextTask();
  try {
    step();
  } catch {
    // A service this browser lacks: the app meets the same when it uses it.
  }
}
await nextTask();
const { hydratePage } = await import('./hydrate');
await hydratePage();
