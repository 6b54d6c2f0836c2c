import { z } from "zod";

/**
 * The JSON-RPC 2.0 envelope of POST /rest/web3/rpc, kept apart from the chain itself so that the
 * route validates a body without loading the EVM. Each method checks its own params (rpc.ts).
 */
export const rpcRequest = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(4).optional(),
});
export type RpcRequest = z.infer<typeof rpcRequest>;

/** A single request, or a batch of a few (each answered in order). */
export const rpcBody = z.union([rpcRequest, z.array(rpcRequest).min(1).max(20)]);

export interface RpcError {
  code: number;
  message: string;
  data?: string;
}

export type RpcResponse = { jsonrpc: "2.0"; id: string | number | null } & ({ result: unknown } | { error: RpcError });
