import type { AboutTranslation } from './aboutMessages';

export const aboutMessagesEs: AboutTranslation = {
  about: {
    title: 'Acerca de Reloop',
    product:
      'Reloop es el back office de un mercado de reparación y reciclaje en la India: los clientes ' +
      'reservan reparaciones de sus aparatos y recogidas de residuos electrónicos, plástico, aceite de ' +
      'cocina usado y textiles; los socios de canal y sus técnicos los atienden, los distribuidores ' +
      'reservan para sus clientes y los administradores gestionan el catálogo, los socios y los pagos.',
    version: 'Versión',
    build: 'Compilación',
    builtOn: 'Compilado el',
    licences: 'Licencias de código abierto',
    licencesIntro: 'Reloop incluye estos paquetes de código abierto; cada uno se usa bajo su licencia.',
    search: 'Buscar paquetes o licencias',
    package: 'Paquete',
    packageVersion: 'Versión',
    licence: 'Licencia',
    count: '%{count} paquetes',
    none: 'Ningún paquete coincide',
  },
  apks: {
    title: 'Descargas de apps móviles',
    intro: 'Versiones Android de las apps de Reloop. Descargue una y ábrala en el teléfono para instalarla.',
    appName: 'App',
    version: 'Versión',
    size: 'Tamaño',
    uploadedAt: 'Subida',
    uploadedBy: 'Subida por',
    fileName: 'Archivo',
    download: 'Descargar',
    upload: 'Subir versión',
    file: 'Paquete de la app (.apk)',
    chooseFile: 'Elegir archivo .apk',
    none: 'Aún no hay versiones de la app',
    uploaded: 'Versión de la app subida',
    apps: { 'Technician app': 'App de técnicos', 'Customer app': 'App de clientes' },
  },
};
