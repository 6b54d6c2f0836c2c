import { Alert, Badge, Box, Button, Field, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { decodeLogs, type ContractAbi, type DecodedEvent } from "../../lib/web3/abi";
import { balanceOf, chainInfo, formatUnits, fundFromFaucet, problemOf, type ChainInfo, type Receipt } from "../../lib/web3/chain";
import { isPrivateKey, loadWallet, replaceWallet, type Wallet } from "../../lib/web3/wallet";
import { PasswordInput } from "../forms";

/**
 * The parts the Web3 pages share: texts with English written here (the English the first page
 * loads stays as it was), a panel, the built-in wallet, a transaction's outcome and a contract's
 * published source. All of it loads only with those pages.
 */

/** A text by key, English given in place. */
export function useText() {
  const { t } = useTranslation();
  return useCallback((key: string, english: string, values: Record<string, unknown> = {}) => t(key, { ...values, defaultValue: english }), [t]);
}

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "5" }} bg="bg.panel" minW="0" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** An address, hash or key: monospace, wrapping anywhere (390 px screens). */
export function Mono({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box as="code" display="block" p="2" fontFamily="mono" fontSize="sm" wordBreak="break-all" bg="bg.muted" borderRadius="md" data-testid={testId}>
      {children}
    </Box>
  );
}

/** What the chain publishes, loaded once per page. */
export function useChainInfo(): { info: ChainInfo | null; error: string | null } {
  const [info, setInfo] = useState<ChainInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    chainInfo().then(setInfo, (e: unknown) => setError(problemOf(e)));
  }, []);
  return { info, error };
}

export interface WalletState {
  wallet: Wallet;
  balance: bigint | null;
  refresh(): Promise<void>;
  replace(privateKey?: string): void;
}

/** The built-in wallet and its ether balance (rendered in the browser only: the key lives there). */
export function useWallet(): WalletState {
  const [wallet, setWallet] = useState<Wallet>(() => loadWallet());
  const [balance, setBalance] = useState<bigint | null>(null);
  const refresh = useCallback(async () => {
    setBalance(await balanceOf(wallet.address).catch(() => null));
  }, [wallet]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { wallet, balance, refresh, replace: (key) => setWallet(replaceWallet(key)) };
}

/** A message after an action: polite for success, assertive for a problem. */
export function Outcome({ message, ok, testId }: { message: string | null; ok: boolean; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status={ok ? "success" : "error"} role={ok ? "status" : "alert"} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title wordBreak="break-word">{message}</Alert.Title>
    </Alert.Root>
  );
}

export function WalletPanel({ state }: { state: WalletState }) {
  const text = useText();
  const { wallet, balance, refresh, replace } = state;
  const { info } = useChainInfo();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [showKey, setShowKey] = useState(false);
  const [imported, setImported] = useState("");

  const fund = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await fundFromFaucet(wallet.address);
      await refresh();
      setMessage({ text: text("WEB3_FUNDED", "The faucet sent you 1 ether. It pays for gas on this shop's chain, nowhere else."), ok: true });
    } catch (error) {
      setMessage({ text: problemOf(error), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text("WEB3_WALLET_TITLE", "Your wallet")} testId="web3-wallet">
      <Text fontSize="sm" color="fg.muted">
        {text(
          "WEB3_WALLET_ABOUT",
          "A key made for you in this browser and kept in its local storage. It works only on this shop's own chain, which runs inside the shop: no extension, no public network.",
        )}
      </Text>
      <Box>
        <Text fontWeight="semibold" id="web3-address-label">
          {text("WEB3_ADDRESS", "Address")}
        </Text>
        <Mono testId="web3-address">{wallet.address}</Mono>
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>
          {text("WEB3_BALANCE", "Balance")}:{" "}
          <Badge size="lg" data-testid="web3-balance">
            {balance === null ? "…" : `${formatUnits(balance)} ETH`}
          </Badge>
        </Text>
        <Button size="sm" colorPalette="orange" onClick={fund} loading={busy} data-testid="web3-fund">
          {text("WEB3_FUND", "Get 1 ether from the faucet")}
        </Button>
      </HStack>
      <Outcome message={message?.text ?? null} ok={message?.ok ?? true} testId="web3-fund-outcome" />
      <Box as="details">
        <Box as="summary" cursor="pointer" fontWeight="semibold">
          {text("WEB3_KEY_SECTION", "Private key and other keys")}
        </Box>
        <Stack gap="3" mt="3">
          <Text fontSize="sm">
            {text("WEB3_KEY_ABOUT", "Whoever knows this key owns the wallet. Scripts of your own can sign with it against the chain's JSON-RPC at {{url}} (chain id {{chainId}}).", {
              url: `${window.location.origin}${info?.rpcPath ?? "/rest/web3/rpc"}`,
              chainId: info?.chainId ?? "…",
            })}
          </Text>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setShowKey((v) => !v)} aria-expanded={showKey}>
            {showKey ? text("WEB3_HIDE_KEY", "Hide the private key") : text("WEB3_SHOW_KEY", "Show the private key")}
          </Button>
          {showKey && <Mono testId="web3-private-key">{wallet.privateKey}</Mono>}
          <Field.Root invalid={imported !== "" && !isPrivateKey(imported.trim())}>
            <Field.Label>{text("WEB3_IMPORT_KEY", "Use another private key")}</Field.Label>
            <PasswordInput name="web3-key" autoComplete="off" value={imported} onChange={(e) => setImported(e.target.value)} placeholder="0x…" />
            <Field.ErrorText>{text("WEB3_KEY_FORMAT", "A private key is 0x and 64 hexadecimal digits.")}</Field.ErrorText>
          </Field.Root>
          <HStack wrap="wrap" gap="2">
            <Button size="sm" variant="outline" disabled={!isPrivateKey(imported.trim())} onClick={() => (replace(imported.trim()), setImported(""))}>
              {text("WEB3_USE_KEY", "Use this key")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => replace()}>
              {text("WEB3_NEW_KEY", "Make a new wallet")}
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Panel>
  );
}

/** What a mined transaction did: success or its revert reason, where it is, the events it left. */
export function TransactionOutcome({ receipt, abis, testId }: { receipt: Receipt; abis: readonly ContractAbi[]; testId?: string }) {
  const text = useText();
  const ok = receipt.status === "0x1";
  const logs: DecodedEvent[] = decodeLogs(receipt.logs, abis);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" borderColor={ok ? "green.600" : "red.600"} role="status" data-testid={testId} data-status={ok ? "success" : "failed"}>
      <Text fontWeight="semibold">
        {ok
          ? text("WEB3_TX_OK", "Mined in block {{block}}.", { block: Number(BigInt(receipt.blockNumber)) })
          : text("WEB3_TX_FAILED", "Mined in block {{block}}, but it failed: {{reason}}", { block: Number(BigInt(receipt.blockNumber)), reason: receipt.revertReason ?? "reverted" })}
      </Text>
      <Text fontSize="sm" wordBreak="break-all">
        {text("WEB3_TX_HASH", "Transaction")}: {receipt.transactionHash} · {text("WEB3_GAS_USED", "gas used")} {Number(BigInt(receipt.gasUsed))}
      </Text>
      {receipt.contractAddress && (
        <Text fontSize="sm" wordBreak="break-all">
          {text("WEB3_CREATED_AT", "Contract created at")} {receipt.contractAddress}
        </Text>
      )}
      {logs.length > 0 && (
        <Box as="ul" mt="2" ps="4" fontSize="sm">
          {logs.map((log, i) => (
            <Box as="li" key={i} wordBreak="break-all">
              <Text as="span" fontWeight="semibold">
                {log.name}
              </Text>{" "}
              {log.args}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A contract's published source, folded away until asked for. */
export function ContractSource({ name, source }: { name: string; source: string }) {
  const text = useText();
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" p="2">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        {text("WEB3_SOURCE_OF", "Source of {{name}}", { name })}
      </Box>
      <Box
        as="pre"
        mt="2"
        p="3"
        maxH="28rem"
        overflow="auto"
        fontSize="xs"
        fontFamily="mono"
        bg="bg.muted"
        borderRadius="md"
        tabIndex={0}
        aria-label={text("WEB3_SOURCE_OF", "Source of {{name}}", { name })}
      >
        {source}
      </Box>
    </Box>
  );
}

/** Loading or failing to load what the chain publishes. */
export function ChainStatus({ error }: { error: string | null }) {
  const text = useText();
  return <Outcome message={error ? text("WEB3_CHAIN_DOWN", "The shop's chain did not answer: {{error}}", { error }) : null} ok={false} />;
}
