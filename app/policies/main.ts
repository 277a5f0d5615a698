/**
 * Bouncer policies by name (DESIGN §6): ownership and roles are decided here, on the server.
 * Denials surface as 404 and are logged by the callers.
 */
export const policies = {
  AddressPolicy: () => import('#policies/address_policy'),
  ProductPolicy: () => import('#policies/product_policy'),
}
