import { useAccount } from '../hooks/useAccount';
import { usePageViewTracking } from '../hooks/usePageViewTracking';
import type { PageData } from '../shop/page-model';
import { pageTypeOfPage } from '../tracking/page-view';

/** Sends one page view per page, with the page's tracking type, once the user is known. */
export function PageViewTracker({ data }: { data: PageData }) {
  const { user } = useAccount();
  usePageViewTracking(user, pageTypeOfPage(data));
  return null;
}
