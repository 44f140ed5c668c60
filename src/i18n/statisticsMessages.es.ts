import type { StatisticsTranslation } from './statisticsMessages';

/** Spanish labels of the statistics page. */
export const statisticsMessagesEs: StatisticsTranslation = {
  statistics: {
    title: 'Estadísticas',
    fromDate: 'Desde',
    toDate: 'Hasta',
    services: 'Servicios',
    allServices: 'Todos los servicios',
    export: 'Exportar',
    rangeBackwards: 'Hasta no puede ser anterior a Desde',
    rangeTooLong: 'Elija como máximo %{days} días',
    loading: 'Cargando las cifras…',
    empty: 'No se reservaron solicitudes en este periodo.',
    chartLabel: 'Gráfico: %{title}',
    tableLabel: 'Tabla: %{title}',
    reports: {
      requestsPerWeek: {
        title: 'Solicitudes por semana',
        description:
          'Solicitudes reservadas cada semana ISO (de lunes a domingo, ' +
          'hora de la India) y cuántas están ya completadas o canceladas.',
      },
      resolutionTime: {
        title: 'Tiempo hasta la resolución',
        description:
          'Horas promedio desde la reserva hasta la primera vez que se ' +
          'hizo el trabajo (reparación resuelta, recogida realizada).',
      },
      revenuePerWeek: {
        title: 'Ingresos por semana',
        description:
          'Pagos de las reservas de cada semana: cobrados (pagados) y pendientes (sin pagar, solicitud no cancelada).',
      },
      top: {
        title: 'Marcas, productos y problemas principales',
        description: 'Las diez marcas, productos y problemas de reparación con más solicitudes reservadas.',
      },
      perState: {
        title: 'Solicitudes y peso recogido por estado',
        description: 'Solicitudes por el estado de la dirección reservada y los kilogramos recogidos.',
      },
    },
    columns: {
      isoWeek: 'Semana ISO',
      week: 'Semana desde',
      serviceName: 'Servicio',
      booked: 'Reservadas',
      completed: 'Completadas',
      cancelled: 'Canceladas',
      resolved: 'Resueltas',
      averageHours: 'Horas promedio',
      collectedPaise: 'Cobrado',
      outstandingPaise: 'Pendiente',
      kind: 'Tipo',
      name: 'Nombre',
      requests: 'Solicitudes',
      state: 'Estado',
      pickUps: 'Recogidas',
      weightKg: 'Peso (kg)',
    },
    kinds: { brand: 'Marca', product: 'Producto', issue: 'Problema' },
  },
};
