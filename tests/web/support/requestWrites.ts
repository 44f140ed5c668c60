import type { RequestRecord } from '../../../domain/requests/records';
import type { HttpRequest } from '../../../src/dataProvider/httpClient';
import type { RouteTable } from '../profileFixtures';

/**
 * A request page's fake routes as the server behaves: GET of the request answers what the last write left (a write
 * answering the request, `extra`'s non-GET routes), since the page reads every query again after a write.
 */
export function requestRoutesFollowingWrites(request: RequestRecord, extra: RouteTable = {}): RouteTable {
  const base = request.kind === 'pickUp' ? 'pickUpRequests' : 'requests';
  let current = request;
  const routes: RouteTable = { [`GET ${base}/${request.id}`]: () => current };
  for (const [key, answer] of Object.entries(extra))
    routes[key] = key.startsWith('GET ')
      ? answer
      : async (call: HttpRequest & { path: string }) => {
          const json = typeof answer === 'function' ? await (answer as (c: typeof call) => unknown)(call) : answer;
          if (json && typeof json === 'object' && (json as RequestRecord).id === request.id && 'kind' in json)
            current = json as RequestRecord;
          return json;
        };
  return routes;
}
