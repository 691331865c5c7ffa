/** HEAD is answered from the same GET response: its status and headers, without the body. */
export function headOnly(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
