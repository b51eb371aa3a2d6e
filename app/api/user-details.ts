import type { UserDetails } from "../../shared/api-types";
import { apiRequest } from "./api-client";

export async function loadUserDetails(options: { force?: boolean } = {}) {
  return (await apiRequest<UserDetails>("user/load-details", options)).data;
}
