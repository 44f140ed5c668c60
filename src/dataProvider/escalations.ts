import { ESCALATION_RESOURCE, ESCALATION_API_PATH } from './resourceNames';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import {
  escalationFiltersDataSchema,
  escalationRecordSchema,
  type EscalationAnswerBody,
  type EscalationCommentBody,
  type EscalationFiltersData,
  type EscalationRecord,
  type EscalationStatusBody,
  type RaiseEscalationBody,
  type UpdateEscalationBody,
} from '../../domain/escalations/schemas';
import type { ConsoleDataProvider } from './';

const escalationQueryKey = (id: string) => [ESCALATION_RESOURCE, 'record', id];

/** GET escalations/filters/data: the choices of the queue's filters and the SLA hours per priority. */
export function useEscalationFilterData() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [ESCALATION_RESOURCE, 'filtersData'],
    queryFn: async (): Promise<EscalationFiltersData> =>
      escalationFiltersDataSchema.parse((await dataProvider.call(`${ESCALATION_API_PATH}/filters/data`)).json),
  });
}

/** GET escalations/{id}: the escalation with its comments and history. */
export function useEscalation(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: escalationQueryKey(id),
    queryFn: async (): Promise<EscalationRecord> =>
      escalationRecordSchema.parse((await dataProvider.call(`${ESCALATION_API_PATH}/${encodeURIComponent(id)}`)).json),
    enabled: !!id,
    retry: false,
  });
}

/**
 * The escalation's writes through the data provider (POST escalations, PATCH escalations/{id}, PUT …/status, POST
 * …/comments, PUT …/answer); each answers the escalation as it now stands, which replaces the page's copy.
 */
export function useEscalationActions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const send = async (path: string, method: 'POST' | 'PATCH' | 'PUT', body: object): Promise<EscalationRecord> => {
    const record = escalationRecordSchema.parse((await dataProvider.call(path, { method, body })).json);
    queryClient.setQueryData(escalationQueryKey(record.id), record);
    await queryClient.invalidateQueries({
      queryKey: [ESCALATION_RESOURCE],
      exact: false,
      predicate: (query) => query.queryKey[1] !== 'record',
    });
    return record;
  };
  const at = (id: string, tail = '') => `${ESCALATION_API_PATH}/${encodeURIComponent(id)}${tail}`;
  return {
    raise: (body: RaiseEscalationBody) => send(ESCALATION_API_PATH, 'POST', body),
    update: (id: string, body: UpdateEscalationBody) => send(at(id), 'PATCH', body),
    move: (id: string, body: EscalationStatusBody) => send(at(id, '/status'), 'PUT', body),
    comment: (id: string, body: EscalationCommentBody) => send(at(id, '/comments'), 'POST', body),
    answer: (id: string, body: EscalationAnswerBody) => send(at(id, '/answer'), 'PUT', body),
  };
}
