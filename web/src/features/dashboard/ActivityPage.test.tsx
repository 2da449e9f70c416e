import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeActivity } from "../../test/fixtures";
import { jsonError, mockApi } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import ActivityPage from "./ActivityPage";

describe("ActivityPage", () => {
  it("lists up to 50 activities", async () => {
    const api = mockApi([
      {
        path: "/api/dashboard/activity",
        answer: {
          activities: [
            makeActivity({ clientName: "Globex" }),
            makeActivity({ clientName: "Initech" }),
          ],
        },
      },
    ]);
    renderScreen(<ActivityPage />);
    expect(await screen.findByText("Globex")).toBeInTheDocument();
    expect(screen.getByText("Initech")).toBeInTheDocument();
    expect(api.calls[0]!.query.limit).toBe("50");
  });

  it("shows the empty text", async () => {
    mockApi([{ path: "/api/dashboard/activity", answer: { activities: [] } }]);
    renderScreen(<ActivityPage />);
    expect(await screen.findByText("No recent activities found")).toBeInTheDocument();
  });

  it("shows the error with a retry", async () => {
    let attempts = 0;
    mockApi([
      {
        path: "/api/dashboard/activity",
        answer: () =>
          ++attempts === 1 ? jsonError(500, {}, "Internal Server Error") : { activities: [] },
      },
    ]);
    const { user } = renderScreen(<ActivityPage />);
    expect(
      await screen.findByText("Failed to fetch activities: Internal Server Error"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No recent activities found")).toBeInTheDocument();
  });
});
