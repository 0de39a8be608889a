import type { TasticProps } from '../../../src/shop/registry';

export interface PageViewTrackerData {
  /** The page type the page's page view carries (home, alist, details, checkout, search, other). */
  pageType?: string;
}

/**
 * Tells the page's one page view which page type it is (a landing page tracked as a listing, say):
 * the page shell's tracker reads this block's configuration (src/tracking/page-view.ts), so there is
 * never a second page view. It renders nothing; in the editor's preview it says what it does.
 */
export default function PageViewTracker({ data }: TasticProps<PageViewTrackerData>) {
  return <span hidden data-page-type={data.pageType ?? ''} />;
}
