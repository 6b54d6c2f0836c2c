import { Button, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { functionsOf } from "../../lib/web3/abi";
import { callContract, formatUnits, parseUnits, problemOf, sendTransaction, type Receipt, type ShopContract } from "../../lib/web3/chain";
import { browserApi } from "../../lib/api";
import { ChainStatus, ContractSource, Outcome, Panel, TransactionOutcome, useChainInfo, useText, useWallet, WalletPanel } from "./common";

interface Holdings {
  pulp: bigint;
  claimable: bigint;
  jars: bigint;
  allowance: bigint;
}

/** The Bee Haven (nftMintChallenge): PULP from the faucet, Honey Pots minted for 100 PULP each. */
export default function BeeHaven() {
  const text = useText();
  const { info, error } = useChainInfo();
  const walletState = useWallet();
  const { wallet } = walletState;
  const [holdings, setHoldings] = useState<Holdings | null>(null);
  const [amount, setAmount] = useState("10");
  const [busy, setBusy] = useState<"claim" | "mint" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The outcome shows in the panel of the action that had it (in view on a narrow screen).
  const [result, setResult] = useState<{ kind: "claim" | "mint"; receipt: Receipt | null; problem: string | null } | null>(null);

  const contract = useCallback((name: string): ShopContract => info!.contracts.find((c) => c.name === name)!, [info]);

  const refresh = useCallback(async () => {
    if (!info) return;
    const token = contract("PulpToken");
    const faucet = contract("PulpFaucet");
    const honeyPot = contract("HoneyPot");
    const read = async (c: ShopContract, fn: string, arg?: unknown) => {
      const method = functionsOf(c.abi)[fn]!;
      return method.decodeOutput(await callContract(c.address, method.encodeInput(arg))) as bigint;
    };
    const [pulp, claimable, jars, allowance] = await Promise.all([
      read(token, "balanceOf", wallet.address),
      read(faucet, "remaining", wallet.address),
      read(honeyPot, "balanceOf", wallet.address),
      // A public mapping's getter: its inputs have no names, so they are passed in order.
      read(token, "allowance", [wallet.address, honeyPot.address]),
    ]);
    setHoldings({ pulp, claimable, jars, allowance });
  }, [info, contract, wallet.address]);

  useEffect(() => {
    refresh().catch((e: unknown) => setProblem(problemOf(e)));
  }, [refresh]);

  if (!info) return error ? <ChainStatus error={error} /> : <Spinner aria-label={text("LOADING", "Loading")} />;
  const faucet = contract("PulpFaucet");
  const honeyPot = contract("HoneyPot");
  const token = contract("PulpToken");
  const price = 100n * 10n ** 18n;
  const wanted = parseUnits(amount);
  // The page keeps to the faucet's promise of 10 PULP per wallet.
  const amountProblem =
    wanted === null || wanted === 0n
      ? text("WEB3_PULP_AMOUNT", "Enter an amount of PULP, like 2.5.")
      : holdings && wanted > holdings.claimable
        ? text("WEB3_PULP_LIMIT", "This wallet may claim {{left}} PULP more.", { left: formatUnits(holdings.claimable) })
        : null;

  const act = async (kind: "claim" | "mint", work: () => Promise<Receipt>) => {
    setBusy(kind);
    setResult(null);
    try {
      setResult({ kind, receipt: await work(), problem: null });
    } catch (e) {
      setResult({ kind, receipt: null, problem: problemOf(e) });
    } finally {
      setBusy(null);
      await Promise.all([refresh(), walletState.refresh()]).catch(() => undefined);
    }
  };

  const abis = [token, faucet, honeyPot];
  const outcomeOf = (kind: "claim" | "mint") =>
    result?.kind === kind ? (
      <>
        <Outcome message={result.problem} ok={false} testId="web3-problem" />
        {result.receipt && <TransactionOutcome receipt={result.receipt} abis={abis} testId="web3-receipt" />}
      </>
    ) : null;

  const claim = (e: FormEvent) => {
    e.preventDefault();
    if (amountProblem || wanted === null) return;
    void act("claim", () => sendTransaction(wallet, { to: faucet.address, data: functionsOf(faucet.abi).claim!.encodeInput(wanted) }));
  };

  const mint = () =>
    act("mint", async () => {
      if ((holdings?.allowance ?? 0n) < price) {
        const approval = await sendTransaction(wallet, { to: token.address, data: functionsOf(token.abi).approve!.encodeInput({ spender: honeyPot.address, value: price }) });
        if (approval.status !== "0x1") return approval;
      }
      const minted = await sendTransaction(wallet, { to: honeyPot.address, data: functionsOf(honeyPot.abi).mint!.encodeInput() });
      // The reference shop's pages ask the server to confirm the mint; the mined block has told it already.
      if (minted.status === "0x1") await browserApi().rest.web3.walletNFTVerify.$post({ json: { walletAddress: wallet.address } });
      return minted;
    });

  return (
    <Stack gap="5">
      <Text>
        {text(
          "WEB3_BEE_INTRO",
          "Honey Pots are collectible jars for the shop's most devoted customers, minted on the shop's own chain. A jar costs 100 PULP, the shop's loyalty token. Every wallet may claim up to 10 PULP from the faucet.",
        )}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <WalletPanel state={walletState} />
        <Panel title={text("WEB3_PULP_TITLE", "PULP")} testId="pulp-panel">
          <Text>
            {text("WEB3_PULP_BALANCE", "You hold")}{" "}
            <strong data-testid="pulp-balance">{holdings ? formatUnits(holdings.pulp) : "…"}</strong> PULP.{" "}
            {holdings && text("WEB3_PULP_LEFT", "The faucet gives this wallet {{left}} more.", { left: formatUnits(holdings.claimable) })}
          </Text>
          <form onSubmit={claim} noValidate>
            <Stack gap="3">
              <Field.Root invalid={!!amountProblem} required>
                <Field.Label>{text("WEB3_CLAIM_AMOUNT", "PULP to claim")}</Field.Label>
                <Input name="pulp" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="pulp-amount" />
                <Field.ErrorText>{amountProblem}</Field.ErrorText>
              </Field.Root>
              <HStack justify="end">
                <Button type="submit" colorPalette="orange" disabled={!!amountProblem || busy !== null} loading={busy === "claim"} data-testid="pulp-claim">
                  {text("WEB3_CLAIM", "Claim PULP")}
                </Button>
              </HStack>
            </Stack>
          </form>
          {outcomeOf("claim")}
        </Panel>
        <Panel title={text("WEB3_HONEY_TITLE", "Honey Pots")} testId="honey-panel">
          <Text>
            {text("WEB3_HONEY_OWNED", "This wallet owns {{count}} Honey Pots.", { count: holdings ? holdings.jars.toString() : "…" })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {text("WEB3_HONEY_HOW", "Minting asks for two signatures: one allows the Honey Pot contract to take 100 PULP, the other mints the jar.")}
          </Text>
          {/* Shown once the balance is known: it does not flicker from disabled to enabled. */}
          {holdings ? (
            <Button alignSelf="start" colorPalette="orange" onClick={() => void mint()} disabled={busy !== null || holdings.pulp < price} loading={busy === "mint"} data-testid="honey-mint">
              {text("WEB3_MINT", "Mint a Honey Pot for 100 PULP")}
            </Button>
          ) : (
            <Spinner size="sm" aria-label={text("LOADING", "Loading")} />
          )}
          {holdings && holdings.pulp < price && <Text fontSize="sm">{text("WEB3_MINT_SHORT", "You need 100 PULP to mint a jar.")}</Text>}
          {outcomeOf("mint")}
        </Panel>
        <Panel title={text("WEB3_CONTRACTS", "The contracts")}>
          <Text fontSize="sm">{text("WEB3_CONTRACTS_ABOUT", "Their verified sources, as deployed on this chain:")}</Text>
          {[faucet, honeyPot, token].map((c) => (
            <Stack key={c.name} gap="1">
              <Text fontSize="sm" wordBreak="break-all">
                {c.name}: {c.address}
              </Text>
              <ContractSource name={c.name} source={c.source} />
            </Stack>
          ))}
        </Panel>
      </SimpleGrid>
      <Outcome message={problem} ok={false} />
    </Stack>
  );
}
