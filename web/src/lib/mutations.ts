import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that refreshes the lists it changes once it succeeds. */
export function useInvalidatingMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
