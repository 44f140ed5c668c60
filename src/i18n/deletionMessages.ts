import type { Texts } from './texts';

/**
 * English labels of the account-deletion screen (customers/delete, spec 001 §2): the table's columns and filters
 * (`resources.deletionRequests`) and its actions and dialog (`deletionRequests`). Spec messages ('Something went
 * wrong') come from domain/customers/deletion and stay English.
 */
export const deletionMessages = {
  resources: {
    deletionRequests: {
      name: 'Deletion Request |||| Deletion Requests',
      fields: {
        createdAt: 'Request Date',
        id: 'Request Id',
        customerName: 'Customer Name',
        status: 'Status',
        remark: 'Remark',
        lastUpdate: 'Last Update',
      },
    },
  },
  deletionRequests: {
    title: 'Account Deletion Requests',
    action: 'Action',
    revoke: 'Revoke',
    delete: 'Delete',
    confirmTitle: 'Are You Sure',
    revokeText: 'Revoke the deletion request %{id} of %{name}? Their account stays.',
    deleteText:
      'Delete the account of %{name} (%{id})? Their personal data is ' +
      'erased for good; their requests and payments stay, anonymised.',
  },
  statuses: { open: 'Open', revoked: 'Revoked', deleted: 'Deleted' },
};

/** A translation of the deletion screen: every key of the English messages, so the compiler and a test catch a gap. */
export type DeletionTranslation = Texts<typeof deletionMessages>;
