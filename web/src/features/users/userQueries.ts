import { useQuery } from "@tanstack/react-query";
import { useApiMutation } from "../../hooks/useApiMutation";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type {
  ClearedBackoffResponse,
  CreateUser,
  InvitationListResponse,
  InvitationResponse,
  InviteUser,
  UpdateUser,
  UserResponse,
} from "@contract";
import type { User } from "../../lib/types";

/** A row of the users list; an admin also learns until when its sign-in is held back. */
export type ListedUser = User & Partial<Pick<UserResponse, "signInBlockedUntil">>;

export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.users.all,
    enabled,
    queryFn: () =>
      api
        .get<{ users: ListedUser[] }>("/api/users", { errorMessage: "Failed to fetch users" })
        .then((answer) => answer.users),
  });
}

export const useCreateUser = () =>
  useApiMutation(
    (input: CreateUser) =>
      api.post<User>("/api/users", input, { errorMessage: "Failed to create user" }),
    [queryKeys.users.all],
  );

export const useUpdateUser = () =>
  useApiMutation(
    ({ id, changes }: { id: string; changes: UpdateUser }) =>
      api.patch<User>(`/api/users/${id}`, changes, { errorMessage: "Failed to update user" }),
    // Editing yourself changes the name and role the shell shows.
    [queryKeys.users.all, queryKeys.currentUser],
  );

export const useDeleteUser = () =>
  useApiMutation(
    (id: string) =>
      api.delete<{ success: boolean }>(`/api/users/${id}`, {
        errorMessage: "Failed to delete user",
      }),
    // The deleted user's clients now belong to the admin.
    [queryKeys.users.all, queryKeys.clients.all],
  );

/** An admin lets an account held back after wrong passwords sign in again at once. */
export const useClearSignInBlock = () =>
  useApiMutation(
    (id: string) =>
      api.delete<ClearedBackoffResponse>(`/api/users/${id}/sign-in-backoff`, {
        errorMessage: "Failed to clear the sign-in block",
      }),
    [queryKeys.users.all],
  );

/** The invitations not yet accepted; only an admin may read them. */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.users.invitations,
    enabled,
    queryFn: () =>
      api
        .get<InvitationListResponse>("/api/users/invitations", {
          errorMessage: "Failed to fetch invitations",
        })
        .then((answer) => answer.invitations),
  });
}

/** The invited account joins the users list at once, with its role. */
export const useInviteUser = () =>
  useApiMutation(
    (input: InviteUser) =>
      api.post<InvitationResponse>("/api/users/invite", input, {
        errorMessage: "Failed to send the invitation",
      }),
    [queryKeys.users.all],
  );

export const useResendInvitation = () =>
  useApiMutation(
    (id: string) =>
      api.post<InvitationResponse>(`/api/users/${id}/invitation/resend`, undefined, {
        errorMessage: "Failed to resend the invitation",
      }),
    [queryKeys.users.invitations],
  );

/** Revoking deletes the invited account; anything given to it meanwhile is the admin's. */
export const useRevokeInvitation = () =>
  useApiMutation(
    (id: string) =>
      api.delete<{ success: boolean }>(`/api/users/${id}/invitation`, {
        errorMessage: "Failed to revoke the invitation",
      }),
    [queryKeys.users.all, queryKeys.clients.all],
  );
