import { withApiOptions } from '@contract/common/api-router';
import { productLinksContract } from '@contract/product-links/product-links.contract';
import { createDomainApi } from '@/lib/api';

export const productLinksApi = createDomainApi(withApiOptions(productLinksContract));

export const productLinksKeys = {
  all: ['product-links'] as const,
  profile: () => [...productLinksKeys.all, 'profile'] as const,
};

/** The seller's product links; an approved one is what an ad account request is for. */
export const productProfileOptions = () => ({ queryKey: productLinksKeys.profile() });
