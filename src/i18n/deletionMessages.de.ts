import type { DeletionTranslation } from './deletionMessages';

/** German labels of the account-deletion screen. */
export const deletionMessagesDe: DeletionTranslation = {
  resources: {
    deletionRequests: {
      name: 'Löschantrag |||| Löschanträge',
      fields: {
        createdAt: 'Antragsdatum',
        id: 'Antrags-ID',
        customerName: 'Kundenname',
        status: 'Status',
        remark: 'Bemerkung',
        lastUpdate: 'Letzte Änderung',
      },
    },
  },
  deletionRequests: {
    title: 'Anträge auf Kontolöschung',
    action: 'Aktion',
    revoke: 'Widerrufen',
    delete: 'Löschen',
    confirmTitle: 'Sind Sie sicher?',
    revokeText: 'Den Löschantrag %{id} von %{name} widerrufen? Das Konto bleibt bestehen.',
    deleteText:
      'Das Konto von %{name} (%{id}) löschen? Die persönlichen Daten werden ' +
      'endgültig gelöscht; Aufträge und Zahlungen bleiben anonymisiert erhalten.',
  },
  statuses: { open: 'Offen', revoked: 'Widerrufen', deleted: 'Gelöscht' },
};
