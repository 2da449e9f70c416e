import type { Activity, Client, FollowUp } from "../lib/types";

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}`;

export function makeClient(overrides: Partial<Client> = {}): Client {
  const now = new Date().toISOString();
  return {
    id: nextId(),
    ownerId: "owner",
    name: "Acme Corp",
    email: "buyer@acme.test",
    phone: null,
    company: "Acme",
    status: "prospect",
    stage: "LEAD",
    priority: "MEDIUM",
    dealValue: null,
    currency: "USD",
    notes: null,
    closedAt: null,
    createdAt: now,
    updatedAt: now,
    nextFollowUp: null,
    ...overrides,
  };
}

export function makeFollowUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    id: nextId(),
    title: "Send the proposal",
    notes: null,
    dueAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
    status: "pending",
    isAiGenerated: false,
    completedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    clientId: "client-of-the-follow-up",
    client: {
      id: nextId(),
      name: "Acme Corp",
      company: "Acme",
      status: "active",
      email: "buyer@acme.test",
    },
    emailStatus: null,
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: nextId(),
    activityType: "message",
    role: "user",
    clientId: nextId(),
    clientName: "Acme Corp",
    name: "Sarah Chen",
    status: null,
    title: "Sent the pricing sheet",
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
  };
}
