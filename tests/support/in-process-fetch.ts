/**
 * A fetch that answers /api/v1 requests with the router in this process (the one the catch-all
 * route and the lane use): the typed client can then be tested against the real server code and
 * database without starting a server.
 */
import { NextRequest } from "next/server";
import { dispatchApiRequest } from "@/server/http/api-router";

export const inProcessFetch: typeof fetch = async (input, init) => {
  const request = new NextRequest(input instanceof Request ? input : new Request(input, init));
  request.headers.set("x-forwarded-for", "198.51.100.200");
  return dispatchApiRequest(request);
};
