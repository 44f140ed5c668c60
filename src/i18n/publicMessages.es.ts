import { LOADING_LABELS } from './loadingLabels';
import type { DeepPartial, PublicMessages } from './publicMessages';

/** Spanish labels of the public pages and shared parts (spec 000 §9: layout labels only); the brand stays as it is. */
export const publicMessagesEs: DeepPartial<PublicMessages> = {
  app: {
    title: 'Back office de Reloop',
    rightsReserved: 'Todos los derechos reservados.',
    termsAndConditions: 'Términos y condiciones',
    loading: LOADING_LABELS.es,
    configFailed: 'El back office no pudo cargar su configuración.',
    reload: 'Recargar',
  },
  auth: {
    login: 'Inicio de sesión',
    welcome: 'Inicie sesión en el back office',
    adminTab: 'Admin / Socio',
    technicianTab: 'Técnico',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    signIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    mobile: 'Número de móvil',
    otp: 'Código de un solo uso',
    getOtp: 'Obtener código',
    getOtpIn: 'Obtener código en %{seconds} s',
    verifyOtp: 'Verificar código',
    resendOtp: 'Reenviar código',
    resendIn: 'Reenviar código en %{seconds} s',
    changeNumber: 'Cambiar número',
    otpSent: 'Se ha enviado un código de un solo uso a +91 %{mobile}.',
    privacy: 'Política de privacidad',
    terms: 'Términos de uso',
    agree: 'Al iniciar sesión, acepta nuestros',
    and: 'y',
    demoHint: 'Demostración: utilice admin@reloop.test / Admin@1234',
    noAccount: '¿No tiene una cuenta?',
    register: 'Registrarse',
    backToLogin: 'Volver al inicio de sesión',
    recoveryTitle: 'Recuperar contraseña',
    recoveryText:
      'Introduzca el correo electrónico de su cuenta y le enviaremos un código para restablecer su contraseña.',
    sendCode: 'Enviar código',
    resetTitle: 'Restablecer contraseña',
    resetText: 'Introduzca el código que recibió y elija una nueva contraseña.',
    codeSent: 'Hemos enviado un código a %{email}. Puede tardar un minuto en llegar.',
    resendCodeIn: 'Reenviar código en %{seconds} s',
    code: 'Código',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    currentPassword: 'Contraseña actual',
    resetPassword: 'Restablecer contraseña',
    verifyTitle: 'Verifique su cuenta',
    verifyText: 'Introduzca el código que le enviamos para confirmar su cuenta.',
    username: 'Nombre de usuario',
    verify: 'Verificar',
    resendCode: 'Reenviar código',
    codeResent: 'Se ha enviado un nuevo código.',
    verified: 'Su cuenta está confirmada. Inicie sesión.',
    passwordChanged: 'Su contraseña ha sido cambiada. Inicie sesión.',
    firstLoginTitle: 'Establezca su contraseña',
    firstLoginText: 'Este es su primer inicio de sesión. Elija una nueva contraseña.',
    savePassword: 'Guardar contraseña',
    registerTitle: 'Registrarse',
    registerText:
      'Las cuentas de socios de canal, distribuidores y técnicos se ' +
      'crean por invitación. Solicite una invitación a su administrador.',
  },
  pages: {
    forbiddenTitle: '403 ¡Prohibido!',
    forbiddenText: 'Acceso denegado',
    takeMeHome: 'Ir al inicio',
    notFoundTitle: '¡Aquí no hay nada!',
    notFoundText: 'La página solicitada no existe.',
    comingSoonTitle: '¡Próximamente!',
    comingSoonText: 'En desarrollo',
    pendingTitle: 'El perfil está en revisión.',
    pendingText:
      'Podrá reservar solicitudes en cuanto se apruebe su perfil de ' +
      'distribuidor. Recibirá el resultado por correo electrónico o notificación.',
    termsTitle: 'Términos de uso',
    privacyTitle: 'Política de privacidad',
  },
  legal: {
    terms: {
      p1:
        'Este back office se ofrece a los administradores web, socios de canal, distribuidores y ' +
        'técnicos del marketplace Reloop para reparaciones y recogidas de reciclaje en la India.',
      p2:
        'Debe mantener la confidencialidad de sus datos de acceso, utilizar el back office solo para ' +
        'el trabajo asignado a su rol y mantener exacta y actualizada la información que introduzca.',
      p3:
        'Los socios de canal y los distribuidores son responsables de los ' +
        'servicios, precios, zonas de servicio, datos bancarios y documentos que ' +
        'envían. Reloop puede revisar, aprobar, rechazar o revocar un perfil.',
      p4:
        'La información de clientes que se muestra en el back office solo ' +
        'puede utilizarse para atender la solicitud a la que pertenece.',
    },
    privacy: {
      p1:
        'Recopilamos los datos necesarios para operar el marketplace: nombres, ' +
        'direcciones de correo electrónico y números de móvil, datos comerciales y ' +
        'bancarios, documentos KYC, zonas de servicio y las solicitudes que usted gestiona.',
      p2:
        'Estos datos se utilizan para verificar a socios y técnicos, asignar y completar ' +
        'solicitudes de reparación y de recogida, pagar a los socios y abonar puntos de recompensa.',
      p3:
        'Los documentos se almacenan de forma segura y solo se muestran a ' +
        'los administradores que los verifican. No vendemos datos personales.',
      p4: 'Para corregir o eliminar sus datos, póngase en contacto con su administrador o con el soporte de Reloop.',
    },
  },
  generic: {
    errorLoading: 'Error al cargar los datos, inténtelo de nuevo.',
    reloadData: 'Recargar datos',
    somethingWentWrong: 'Algo salió mal… ',
    redirecting: 'Redirigiendo al panel',
    noData: 'No hay datos disponibles',
    addDetails: 'Añadir datos',
    page: 'Página %{page} de %{pages}',
    pageOfMore: 'Página %{page} de %{pages}+',
    records: '%{from}–%{to} de %{total}',
    recordsMore: '%{from}–%{to} de %{total}+',
    goToPage: 'Ir a la página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    filters: 'Filtros',
    clear: 'Limpiar',
    export: 'Exportar',
    apply: 'Aplicar',
    done: 'Hecho',
    submit: 'Enviar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    remark: 'Observación',
    documentNumber: 'Número de documento',
    showFilters: 'Mostrar filtros',
    hideFilters: 'Ocultar filtros',
    stillMissing: 'Falta todavía: %{items}',
  },
};
