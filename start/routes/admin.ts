/** Routes of this area are registered here (see start/routes.ts). */
export {}
