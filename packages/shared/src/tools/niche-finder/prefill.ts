// The Niche Finder's form from a client file: the client's industry (as one of the form's options)
// and its market, in the client's own words with its size.
import { COMPANY_SIZE_OPTIONS, optionLabel } from '../../options.ts';
import { fit, filled, industryOption } from '../prefillRead.ts';
import type { Prefill } from '../define.ts';
import type { NicheFinderRequest } from './schemas.ts';

export const nicheFinderPrefill: Prefill<NicheFinderRequest> = {
  from: [],
  values: ({ client }) => {
    if (!client) return {};
    const industry = industryOption(client.industry);
    const size = client.size ? optionLabel(COMPANY_SIZE_OPTIONS, client.size) : '';
    return filled({
      ...(industry ? { industry } : {}),
      // "Physiotherapy clinics, Small (11-50)": the market the client is in, as the client names it.
      targetMarket: client.industry.trim() ? fit([client.industry.trim(), size].filter(Boolean).join(', ')) : '',
    });
  },
};
