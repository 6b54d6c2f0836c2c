import { Button, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { functionsOf } from "../../lib/web3/abi";
import { balanceOf, callContract, formatUnits, parseUnits, problemOf, sendTransaction, type Receipt } from "../../lib/web3/chain";
import { ChainStatus, ContractSource, Outcome, Panel, TransactionOutcome, useChainInfo, useText, useWallet, WalletPanel } from "./common";

type Action = "deposit" | "withdraw";

/** The Squeeze Vault (web3WalletChallenge): save ether, withdraw your savings. */
export default function Vault() {
  const text = useText();
  const { info, error } = useChainInfo();
  const walletState = useWallet();
  const { wallet } = walletState;
  const [books, setBooks] = useState<{ total: bigint; mine: bigint } | null>(null);
  const [amounts, setAmounts] = useState<Record<Action, string>>({ deposit: "0.5", withdraw: "" });
  const [busy, setBusy] = useState<Action | null>(null);
  const [result, setResult] = useState<{ kind: Action; receipt: Receipt | null; problem: string | null } | null>(null);
  const vault = info?.contracts.find((c) => c.name === "SqueezeVault");

  const refresh = useCallback(async () => {
    if (!vault) return;
    const savings = functionsOf(vault.abi).balanceOf!;
    const [total, mine] = await Promise.all([
      balanceOf(vault.address),
      callContract(vault.address, savings.encodeInput(wallet.address)).then((bytes) => savings.decodeOutput(bytes) as bigint),
    ]);
    setBooks({ total, mine });
  }, [vault, wallet.address]);

  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  if (!info || !vault) return error ? <ChainStatus error={error} /> : <Spinner aria-label={text("LOADING", "Loading")} />;
  const fn = functionsOf(vault.abi);

  const problemOfAmount = (action: Action) => {
    const value = parseUnits(amounts[action]);
    if (value === null || value === 0n) return text("WEB3_ETH_AMOUNT", "Enter an amount of ether, like 0.5.");
    if (action === "withdraw" && books && value > books.mine) return text("WEB3_VAULT_LIMIT", "You have {{mine}} ether saved.", { mine: formatUnits(books.mine) });
    if (action === "deposit" && walletState.balance !== null && value >= walletState.balance) return text("WEB3_VAULT_GAS", "Keep a little ether for gas: you hold {{balance}}.", { balance: formatUnits(walletState.balance) });
    return null;
  };

  const submit = (action: Action) => async (e: FormEvent) => {
    e.preventDefault();
    const value = parseUnits(amounts[action]);
    if (problemOfAmount(action) || value === null) return;
    setBusy(action);
    setResult(null);
    try {
      const receipt =
        action === "deposit"
          ? await sendTransaction(wallet, { to: vault.address, value, data: fn.deposit!.encodeInput() })
          : await sendTransaction(wallet, { to: vault.address, data: fn.withdraw!.encodeInput(value) });
      setResult({ kind: action, receipt, problem: null });
    } catch (err) {
      setResult({ kind: action, receipt: null, problem: problemOf(err) });
    } finally {
      setBusy(null);
      await Promise.all([refresh(), walletState.refresh()]).catch(() => undefined);
    }
  };

  const form = (action: Action, label: string, button: string) => {
    const problem = problemOfAmount(action);
    return (
      <form onSubmit={submit(action)} noValidate>
        <Stack gap="2">
          <Field.Root invalid={amounts[action] !== "" && !!problem} required>
            <Field.Label>{label}</Field.Label>
            <Input name={action} inputMode="decimal" value={amounts[action]} onChange={(e) => setAmounts((a) => ({ ...a, [action]: e.target.value }))} data-testid={`vault-${action}-amount`} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <HStack justify="end">
            <Button type="submit" colorPalette="orange" disabled={!!problem || busy !== null} loading={busy === action} data-testid={`vault-${action}`}>
              {button}
            </Button>
          </HStack>
          {result?.kind === action && (
            <>
              <Outcome message={result.problem} ok={false} testId="web3-problem" />
              {result.receipt && <TransactionOutcome receipt={result.receipt} abis={[vault]} testId="web3-receipt" />}
            </>
          )}
        </Stack>
      </form>
    );
  };

  return (
    <Stack gap="5">
      <Text>
        {text(
          "WEB3_VAULT_INTRO",
          "Keep ether in the Squeeze Vault between orders: deposit whenever you like and withdraw what you saved. The vault runs on the shop's own chain, and its code is public.",
        )}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <WalletPanel state={walletState} />
        <Panel title={text("WEB3_VAULT_TITLE", "Squeeze Vault")} testId="vault-panel">
          <Text>
            {text("WEB3_VAULT_TOTAL", "The vault holds")} <strong data-testid="vault-total">{books ? formatUnits(books.total) : "…"}</strong> ETH{" "}
            {text("WEB3_VAULT_ALL", "of everyone's savings.")}
          </Text>
          <Text>
            {text("WEB3_VAULT_MINE", "Your savings")}: <strong data-testid="vault-mine">{books ? formatUnits(books.mine) : "…"}</strong> ETH
          </Text>
          {form("deposit", text("WEB3_DEPOSIT_AMOUNT", "Ether to deposit"), text("WEB3_DEPOSIT", "Deposit"))}
          {form("withdraw", text("WEB3_WITHDRAW_AMOUNT", "Ether to withdraw"), text("WEB3_WITHDRAW", "Withdraw"))}
        </Panel>
      </SimpleGrid>
      <Panel title={text("WEB3_CONTRACTS", "The contracts")}>
        <Text fontSize="sm" wordBreak="break-all">
          SqueezeVault: {vault.address}
        </Text>
        <ContractSource name="SqueezeVault" source={vault.source} />
      </Panel>
    </Stack>
  );
}
