import type { ClientStatus, DealStage, Priority } from "../../lib/types";

export const STATUS_LABELS: Record<ClientStatus, string> = {
  active: "Active",
  prospect: "Prospect",
  inactive: "Inactive",
  churned: "Churned",
};

export const STAGE_LABELS: Record<DealStage, string> = {
  LEAD: "Lead",
  QUALIFIED: "Qualified",
  PROPOSAL: "Proposal",
  NEGOTIATION: "Negotiation",
  CLOSED_WON: "Won",
  CLOSED_LOST: "Lost",
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  HIGH: "High",
  MEDIUM: "Medium",
  LOW: "Low",
};
