import type { AccountTranslation } from './accountMessages';

/** Spanish labels of the account pages. */
export const accountMessagesEs: AccountTranslation = {
  account: {
    tabs: { general: 'General', notifications: 'Notificaciones', team: 'Equipo' },
    general: {
      title: 'Cuenta',
      profile: 'Perfil',
      name: 'Nombre',
      nameFromProfile: 'Su nombre es el de su perfil. Cámbielo en su página de perfil.',
      organization: 'Organización: %{organization}',
      saved: 'Perfil guardado',
      photo: 'Foto de perfil',
      uploadPhoto: 'Subir foto',
      removePhoto: 'Quitar foto',
      photoHint: '.png, .jpg o .jpeg',
      readOnlyPhoto: 'Su acceso es de solo lectura, por lo que su foto no se puede cambiar aquí.',
    },
    password: {
      title: 'Contraseña',
      current: 'Contraseña actual',
      next: 'Nueva contraseña',
      confirm: 'Confirmar la nueva contraseña',
      change: 'Cambiar contraseña',
      changed: 'Contraseña cambiada',
      mismatch: 'Las contraseñas deben coincidir',
      none:
        'Usted inicia sesión con un código de un solo uso enviado ' +
        'a su móvil, así que no hay contraseña que cambiar.',
    },
    notifications: {
      title: 'Notificaciones',
      intro: 'Elija qué mensajes recibe. Lo que desactive dejará de enviársele.',
      email: 'Correo electrónico',
      sms: 'SMS',
      saved: 'Notificaciones guardadas',
      topics: {
        requestAssigned: 'Se reserva o se le asigna una solicitud',
        profileDecision: 'Una decisión sobre la revisión del perfil (aprobado, rechazado, devuelto)',
      },
      mandatory: {
        title: 'Siempre enviados',
        note: 'Estos mensajes son necesarios para iniciar sesión y no se pueden desactivar.',
        signInCode: 'Códigos de inicio de sesión de un solo uso',
        invitation: 'Invitaciones',
        passwordReset: 'Códigos para restablecer la contraseña',
      },
    },
    team: {
      title: 'Equipo',
      partnerIntro:
        'Su personal inicia sesión con su propio correo y trabaja para su ' +
        'empresa. El personal de solo lectura ve todo pero no cambia nada.',
      adminIntro: 'Administradores y usuarios de atención al cliente invitados desde aquí.',
      invite: 'Invitar',
      inviteTitle: 'Invitar a un miembro del equipo',
      invited: 'Invitación enviada',
      name: 'Nombre',
      email: 'Correo electrónico',
      access: 'Acceso',
      role: 'Rol',
      status: 'Estado',
      invitedAt: 'Invitado el',
      enabled: 'Puede iniciar sesión',
      empty: 'Aún no hay miembros del equipo',
      accessChoices: { read: 'Solo lectura', full: 'Completo' },
      roles: {
        'Web-Admin': 'Administrador',
        'Customer-Care': 'Atención al cliente',
        'Channel-Partner': 'Personal del socio',
      },
      statuses: { CONFIRMED: 'Activo', FORCE_CHANGE_PASSWORD: 'Invitación enviada', UNKNOWN: 'Desconocido' },
      changed: 'Miembro del equipo actualizado',
    },
  },
  settings: { system: 'Sistema', saved: 'Ajustes guardados' },
};
