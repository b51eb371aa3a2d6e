/** The API's payload schemas, loaded when a form is sent: zod stays out of the first load. */
export const loadSchemas = () => import("../../shared/api-schemas");

export type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
