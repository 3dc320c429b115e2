// The route table: every contract of the API, grouped by feature. The server registers each one,
// the OpenAPI document is generated from them, and tests walk this table.
export const routes = {} as const;
