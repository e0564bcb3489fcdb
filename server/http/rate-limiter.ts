// The route tests under app/api/v1 and api-lane.test.ts reset the limiter through this path;
// the limiter itself sits below the doors (server/throttle), where every door's policies reach it.
export * from "../throttle/rate-limiter";
