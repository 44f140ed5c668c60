/** English labels of the about page and the app downloads. */
export const aboutMessages = {
  about: {
    title: 'About Reloop',
    product:
      'Reloop is the back office of a repair and recycling marketplace in India: customers ' +
      'book repairs of their appliances and pick-ups of e-waste, plastic, used cooking ' +
      'oil and textiles; channel partners and their technicians serve them, dealers book ' +
      'for their customers, and admins run the catalogue, the partners and the money.',
    version: 'Version',
    build: 'Build',
    builtOn: 'Built on',
    licences: 'Open-source licences',
    licencesIntro: 'Reloop ships these open-source packages; each is used under its licence.',
    search: 'Search packages or licences',
    package: 'Package',
    packageVersion: 'Version',
    licence: 'Licence',
    count: '%{count} packages',
    none: 'No package matches',
  },
  apks: {
    title: 'Mobile App Downloads',
    intro: 'Android builds of the Reloop apps. Download one and open it on the phone to install it.',
    appName: 'App',
    version: 'Version',
    size: 'Size',
    uploadedAt: 'Uploaded',
    uploadedBy: 'Uploaded By',
    fileName: 'File',
    download: 'Download',
    upload: 'Upload Build',
    file: 'App package (.apk)',
    chooseFile: 'Choose .apk file',
    none: 'No app builds yet',
    uploaded: 'App build uploaded',
    apps: { 'Technician app': 'Technician app', 'Customer app': 'Customer app' },
  },
};

export type AboutTranslation = typeof aboutMessages;
