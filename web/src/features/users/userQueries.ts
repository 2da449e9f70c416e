import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { CreateUser, UpdateUser } from "@contract";
import type { User } from "../../lib/types";

export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.users.all,
    enabled,
    queryFn: () =>
      api
        .get<{ users: User[] }>("/api/users", { errorMessage: "Failed to fetch users" })
        .then((answer) => answer.users),
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUser) =>
      api.post<User>("/api/users", input, { errorMessage: "Failed to create user" }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUser }) =>
      api.patch<User>(`/api/users/${id}`, changes, { errorMessage: "Failed to update user" }),
    onSuccess: async (updated) => {
      await invalidate();
      // Editing yourself changes the name and role the shell shows.
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      return updated;
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: boolean }>(`/api/users/${id}`, { errorMessage: "Failed to delete user" }),
    // The deleted user's clients now belong to the admin.
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: queryKeys.clients.all })]),
  });
}
