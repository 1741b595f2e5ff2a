import { useQuery } from '@tanstack/react-query';
import { getHealth } from '../stripe/api/get-health';
import { DEMO_STAGE_QUERY_KEY } from '@/lib/query-keys';

/** The stages whose database holds the six sample codes (docs/decisions/sample-codes-local-and-dev-only.md). */
export const SAMPLE_CODE_STAGES: ReadonlySet<string> = new Set(['local', 'dev']);

/**
 * Whether /discount-demo may list the sample codes: false once the API says this is a stage
 * without them (prod's CloudFront already answers the address itself with a 404; this covers a
 * visit that arrives inside the app). While the stage is unknown the page is shown: on the stages
 * that lack the codes, nothing it lists would be accepted anyway.
 */
export function useSampleCodesShown(): boolean {
  const stage = useQuery({
    queryKey: DEMO_STAGE_QUERY_KEY,
    queryFn: async ({ signal }) => (await getHealth({ signal })).reply.stage,
    staleTime: Infinity,
    retry: false,
  });
  return stage.data === undefined || SAMPLE_CODE_STAGES.has(stage.data);
}
