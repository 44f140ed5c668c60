import type { DeletionTranslation } from './deletionMessages';

/** Spanish labels of the account-deletion screen. */
export const deletionMessagesEs: DeletionTranslation = {
  resources: {
    deletionRequests: {
      name: 'Solicitud de eliminación |||| Solicitudes de eliminación',
      fields: {
        createdAt: 'Fecha de solicitud',
        id: 'ID de solicitud',
        customerName: 'Nombre del cliente',
        status: 'Estado',
        remark: 'Observación',
        lastUpdate: 'Última actualización',
      },
    },
  },
  deletionRequests: {
    title: 'Solicitudes de eliminación de cuenta',
    action: 'Acción',
    revoke: 'Revocar',
    delete: 'Eliminar',
    confirmTitle: '¿Está seguro?',
    revokeText: '¿Revocar la solicitud de eliminación %{id} de %{name}? Su cuenta se mantiene.',
    deleteText:
      '¿Eliminar la cuenta de %{name} (%{id})? Sus datos personales se ' +
      'borran para siempre; sus solicitudes y pagos se conservan anonimizados.',
  },
  statuses: { open: 'Abierta', revoked: 'Revocada', deleted: 'Eliminada' },
};
