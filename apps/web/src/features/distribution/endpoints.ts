import type * as contract from '@vidmatrix/contract/distribution';
import * as routes from '@vidmatrix/contract/distribution-routes';
import { endpointRef } from '../../shared/api/call-endpoint';

/**
 * The distribution endpoints as the page calls them: typed from the contract, but built from its
 * zod-free routes module — importing a value from the contract's distribution.ts pulls zod
 * (~27 KB gzip) into the visitor chunk (docs/decisions/004). The endpoints only a publish flow
 * calls live in flows/flow-endpoints.ts, loaded with that flow; the claim's own endpoints are chosen
 * by the contract's distribution-claim.ts, which the server's boot script shares.
 */
export const shareUrlInfo = endpointRef<typeof contract.shareUrlInfo>(routes.shareUrlInfo);
