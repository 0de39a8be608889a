import { request, type ApiResult } from './request';

/** Return portal start: the order number and its email give the portal's address (shown in a frame). */
export function startReturn(orderNumber: string, email: string): Promise<ApiResult<{ success: true; data: string }>> {
  const query = new URLSearchParams({ orderNumber, email });
  return request<{ success: true; data: string }>(`/api/acl/return/redirect?${query.toString()}`);
}
