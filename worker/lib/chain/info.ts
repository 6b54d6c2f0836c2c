import { contract, sampleContracts, shopContractNames } from "./contracts";
import { faucetAmount, maxBlocks } from "./chain";
import { chainId, gasPrice, maxGasPerCall, shopAddress, shopContracts } from "./engine";

/**
 * What the Web3 pages need to know about the instance's chain (GET /rest/web3/chain): where the
 * shop's contracts are, their ABIs and published sources (a block explorer's "verified source"),
 * and the sandbox's ready-made contracts. All of it was compiled at build time.
 */
export function chainInfo() {
  return {
    chainId: Number(chainId),
    rpcPath: "/rest/web3/rpc",
    gasPrice: gasPrice.toString(),
    maxGasPerCall: maxGasPerCall.toString(),
    maxBlocks,
    faucetAmount: faucetAmount.toString(),
    shopAccount: shopAddress.toString(),
    contracts: shopContractNames.map((name) => {
      const { abi, source } = contract(name);
      return { name, address: shopContracts[name].toString(), abi, source };
    }),
    samples: sampleContracts().map(([name, { abi, bytecode, source }]) => ({ name, abi, bytecode, source })),
  };
}
export type ChainInfo = ReturnType<typeof chainInfo>;
