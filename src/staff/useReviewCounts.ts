import { useQuery } from '@tanstack/react-query';
import { reviewCounts } from '../../contract/staffReviews';
import { call } from './stack';

/** How many wait in each queue the role works, read again every minute and after a decision. */
export function useReviewCounts() {
  return useQuery({
    queryKey: ['staff', 'reviewCounts'],
    queryFn: () => call(reviewCounts, { silent: true }),
    refetchInterval: 60_000,
  });
}
