import serverPackage from '../package.json' with { type: 'json' };

/** The portal's version, as its server package names it (bundled into dist at build). */
export const PORTAL_VERSION: string = serverPackage.version;
