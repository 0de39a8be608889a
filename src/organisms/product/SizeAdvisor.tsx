import { FormattedMessage } from 'react-intl';
import type { useSizeAdvisor } from '../../hooks/useSizeAdvisor';
import { Button } from '../../ui/Button';

/**
 * The size advisor's button and what came of it: the advised size (chosen in the buy box), or, where
 * the provider has no advice for the article or cannot be reached, the way to the size chart.
 */
export function SizeAdvisor({ advisor, sizeChartUrl }: { advisor: ReturnType<typeof useSizeAdvisor>; sizeChartUrl?: string }) {
  if (!advisor.offered) return null;
  const { state } = advisor;
  return (
    <div className="size-advisor">
      <Button variant="secondary" busy={state.kind === 'busy'} {...advisor.reach} onClick={() => void advisor.ask()}>
        <FormattedMessage id="productDetail.sizeAdvisor" />
      </Button>
      <p className="size-advisor__result" role="status">
        {state.kind === 'advised' ? <FormattedMessage id="productDetail.sizeAdvisor.advised" values={{ size: state.size }} /> : null}
        {state.kind === 'unsupported' || state.kind === 'failed' ? (
          <>
            <FormattedMessage id={`productDetail.sizeAdvisor.${state.kind}`} />
            {sizeChartUrl ? (
              <>
                {' '}
                <a className="product-size-chart" href={sizeChartUrl}>
                  <FormattedMessage id="productDetail.sizeChart" />
                </a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
