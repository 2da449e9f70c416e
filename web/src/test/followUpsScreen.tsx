// The Follow-ups screen rendered against a mocked API, for the screen's test files.
import FollowUpsPage from "../features/followups/FollowUpsPage";
import { mockApi, type ApiRoute } from "./mockApi";
import { renderScreen } from "./renderWithProviders";

export const summary = { total: 24, overdue: 3, dueToday: 2, completed: 9 };

export function listRoute(answer: ApiRoute["answer"]): ApiRoute {
  return { path: "/api/followups", answer };
}

export function renderFollowUps(routes: ApiRoute[], initialEntry = "/followups") {
  const api = mockApi(routes);
  return { api, ...renderScreen(<FollowUpsPage />, { path: "/followups", initialEntry }) };
}
