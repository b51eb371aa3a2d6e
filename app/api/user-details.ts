import { apiRequest } from "./api-client";

/** SPEC §3, User. */
export interface UserDetails {
  id: number;
  paid: boolean;
  hasCreated: boolean;
  paidUntil: number | null;
}

export async function loadUserDetails(options: { force?: boolean } = {}) {
  return (await apiRequest<UserDetails>("user/load-details", options)).data;
}
