import type { RewardTranslation } from './rewardMessages';

/** Spanish labels of the reward-points screen. */
export const rewardMessagesEs: RewardTranslation = {
  resources: {
    rewards: {
      name: 'Movimiento de puntos |||| Movimientos de puntos',
      fields: {
        createdAt: 'Fecha',
        userName: 'Usuario',
        holderName: 'Nombre',
        holderType: 'Titular',
        holderId: 'ID del titular',
        idType: 'Tipo',
        id: 'Referencia',
        description: 'Descripción',
        points: 'Puntos',
        'createdAt@isAfter': 'Desde',
        'createdAt@isBefore': 'Hasta',
      },
    },
  },
  rewards: {
    title: 'Puntos de recompensa',
    matrix: 'Puntos por mes',
    matrixRange: 'Meses mostrados',
    months: { '6': 'Últimos 6 meses', '12': 'Últimos 12 meses', '24': 'Últimos 24 meses' },
    credited: 'Abonados',
    debited: 'Cargados',
    encashed: 'Canjeados',
    noMatrix: 'No se movieron puntos en estos meses',
    loadingMatrix: 'Cargando el gráfico',
    chartLabel: 'Puntos de recompensa abonados, cargados y canjeados por mes',
    addEntry: 'Abono / Cargo',
    entryTitle: 'Abonar o cargar puntos de recompensa',
    holderType: 'Titular',
    userName: 'Nombre de usuario',
    userNameHelp: 'El móvil de un cliente o el nombre de usuario de un técnico o socio',
    kind: 'Movimiento',
    points: 'Puntos',
    reason: 'Motivo',
    save: 'Guardar',
    saved: 'Movimiento registrado: el saldo es ahora %{balance}',
  },
  statuses: {
    Encashment: 'Canje',
    Credit: 'Abono',
    Debit: 'Cargo',
    Customer: 'Cliente',
    Technician: 'Técnico',
    'Channel Partner': 'Socio de canal',
  },
};
