/**
 * Who is calling, loaded once per request by plugins/context.plugin.ts (which re-exports it) and kept per process by
 * ./context-cache.ts: here, below both, so neither imports the other.
 */
export interface RequestContext {
  user: { id: number; email: string; firstName: string; lastName: string; sessionVersion?: number };
  /** The user's live logins (refresh-token families): a staff token of any other is refused (issue 30). */
  sessions?: readonly string[];
  /** pricesIncludeVat: the operator's setting (issue 23); absent in contexts built elsewhere (then read when needed). */
  client: { id: number; slug: string; name: string; role: string; webSections: string[]; pricesIncludeVat?: boolean } | null;
  staff: { id: number; slug: string; role: string; status: string; allOffices: boolean; activeOfficeId: number | null } | null;
  sections: Set<string>;
  /** Offices the staff may see; null means every office of the operator. */
  officeIds: number[] | null;
  /**
   * Set when the caller is an API key (issue 29): then `user` and `staff` are the key's creator (the owner who made it),
   * `sections` the key's scopes and `officeIds` its offices. Writes that record who did them record this id too.
   */
  apiKey?: { id: number; name: string; scopes: Record<string, 'read' | 'write'> };
}
