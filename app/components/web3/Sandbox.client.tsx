import { Badge, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { abiFrom, decodeResult, encodeCall, encodeDeployment, functionEntries, isReadOnly, type ContractAbi } from "../../lib/web3/abi";
import { callContract, parseUnits, problemOf, rpc, sendTransaction, toHex, type Abi, type AbiEntry, type Receipt } from "../../lib/web3/chain";
import { ChainStatus, ContractSource, Mono, Outcome, Panel, TransactionOutcome, useChainInfo, useText, useWallet, WalletPanel, type WalletState } from "./common";

/**
 * The contract sandbox: deploy one of the shop's ready-made contracts (compiled when the shop was
 * built) or creation code of your own, then call any function of any contract on the chain. There
 * is no compiler here: bring bytecode and its ABI from your own tools.
 */

interface SavedContract {
  name: string;
  address: string;
  abi: Abi;
}

const savedKey = "web3SandboxContracts";

function loadSaved(): SavedContract[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c: unknown) => {
      if (typeof c !== "object" || c === null) return [];
      const { name, address, abi } = c as Record<string, unknown>;
      const entries = abiFrom(abi);
      return typeof name === "string" && typeof address === "string" && /^0x[0-9a-f]{40}$/i.test(address) && entries ? [{ name, address, abi: entries }] : [];
    });
  } catch {
    return [];
  }
}

/** A pasted JSON ABI, or why it is not one (the key of the text that says so). */
function parseAbi(text: string): { abi: Abi | null; problem: "WEB3_ABI_NOT_JSON" | "WEB3_ABI_NOT_LIST" | null } {
  if (!text.trim()) return { abi: [], problem: null };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { abi: null, problem: "WEB3_ABI_NOT_JSON" };
  }
  const abi = abiFrom(json);
  return abi ? { abi, problem: null } : { abi: null, problem: "WEB3_ABI_NOT_LIST" };
}

const own = "(own)";

function Deploy({ wallet, onDeployed }: { wallet: WalletState; onDeployed(contract: SavedContract): void }) {
  const text = useText();
  const { info } = useChainInfo();
  const [choice, setChoice] = useState("Counter");
  const [bytecode, setBytecode] = useState("");
  const [abiText, setAbiText] = useState("");
  const [args, setArgs] = useState<string[]>([]);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ receipt: Receipt | null; problem: string | null } | null>(null);
  if (!info) return <Spinner aria-label={text("LOADING", "Loading")} />;
  const sample = info.samples.find((s) => s.name === choice);
  const pasted = parseAbi(abiText);
  const abi = sample ? sample.abi : pasted.abi;
  const constructor = abi?.find((e) => e.type === "constructor");
  const payable = constructor?.stateMutability === "payable";
  const code = sample ? sample.bytecode : bytecode.trim();
  const codeProblem = !sample && !/^0x([0-9a-f]{2})+$/i.test(code) ? text("WEB3_BYTECODE_FORMAT", "Creation code is 0x followed by pairs of hexadecimal digits.") : null;

  const deploy = async (e: FormEvent) => {
    e.preventDefault();
    if (codeProblem || !abi) return;
    setBusy(true);
    setResult(null);
    try {
      const data = encodeDeployment(abi, code, args);
      const wei = payable && value ? parseUnits(value) : 0n;
      if (wei === null) throw new Error(text("WEB3_ETH_AMOUNT", "Enter an amount of ether, like 0.5."));
      const receipt = await sendTransaction(wallet.wallet, { data, value: wei });
      setResult({ receipt, problem: null });
      if (receipt.status === "0x1" && receipt.contractAddress) onDeployed({ name: sample?.name ?? text("WEB3_OWN_CONTRACT", "Your contract"), address: receipt.contractAddress, abi });
    } catch (err) {
      setResult({ receipt: null, problem: problemOf(err) });
    } finally {
      setBusy(false);
      void wallet.refresh();
    }
  };

  return (
    <Panel title={text("WEB3_DEPLOY_TITLE", "Deploy a contract")} testId="sandbox-deploy">
      <form onSubmit={deploy} noValidate>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{text("WEB3_DEPLOY_WHAT", "Contract")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="contract"
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  setArgs([]);
                  setResult(null);
                }}
                data-testid="sandbox-sample"
              >
                {info.samples.map((s) => (
                  <option key={s.name} value={s.name}>
                    {s.name}
                  </option>
                ))}
                <option value={own}>{text("WEB3_OWN_BYTECODE", "Bytecode and ABI of your own")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {sample ? (
            <ContractSource name={sample.name} source={sample.source} />
          ) : (
            <>
              <Field.Root invalid={bytecode !== "" && !!codeProblem} required>
                <Field.Label>{text("WEB3_BYTECODE", "Creation code (bytecode)")}</Field.Label>
                <Textarea name="bytecode" rows={4} fontFamily="mono" fontSize="xs" value={bytecode} onChange={(e) => setBytecode(e.target.value)} placeholder="0x6080…" data-testid="sandbox-bytecode" />
                <Field.ErrorText>{codeProblem}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!pasted.problem}>
                <Field.Label>{text("WEB3_ABI", "ABI (JSON)")}</Field.Label>
                <Textarea name="abi" rows={4} fontFamily="mono" fontSize="xs" value={abiText} onChange={(e) => setAbiText(e.target.value)} placeholder='[{"type":"function","name":"…"}]' data-testid="sandbox-abi" />
                <Field.ErrorText>{pasted.problem && text(pasted.problem, pasted.problem)}</Field.ErrorText>
              </Field.Root>
            </>
          )}
          {(constructor?.inputs ?? []).map((input, i) => (
            <Field.Root key={`${choice}-${i}`}>
              <Field.Label>
                {input.name || text("WEB3_ARGUMENT", "Argument {{n}}", { n: i + 1 })} ({input.type})
              </Field.Label>
              <Input value={args[i] ?? ""} onChange={(e) => setArgs((a) => Object.assign([...a], { [i]: e.target.value }))} />
            </Field.Root>
          ))}
          {payable && (
            <Field.Root>
              <Field.Label>{text("WEB3_SEND_ETHER", "Ether to send along")}</Field.Label>
              <Input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} placeholder="0" />
            </Field.Root>
          )}
          <HStack justify="end">
            <Button type="submit" colorPalette="orange" loading={busy} disabled={!!codeProblem || !abi} data-testid="sandbox-deploy-button">
              {text("WEB3_DEPLOY", "Deploy")}
            </Button>
          </HStack>
          <Outcome message={result?.problem ?? null} ok={false} testId="web3-problem" />
          {result?.receipt && abi && <TransactionOutcome receipt={result.receipt} abis={[{ address: result.receipt.contractAddress ?? undefined, abi }]} testId="web3-receipt" />}
        </Stack>
      </form>
    </Panel>
  );
}

function AddExisting({ onAdd }: { onAdd(contract: SavedContract): void }) {
  const text = useText();
  const { info } = useChainInfo();
  const [address, setAddress] = useState("");
  const [abiText, setAbiText] = useState("");
  const pasted = parseAbi(abiText);
  const addressProblem = !/^0x[0-9a-f]{40}$/i.test(address.trim()) ? text("WEB3_ADDRESS_FORMAT", "An address is 0x and 40 hexadecimal digits.") : null;
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (addressProblem || !pasted.abi) return;
    onAdd({ name: text("WEB3_CONTRACT_AT", "Contract at {{address}}", { address: address.trim().slice(0, 10) }), address: address.trim().toLowerCase(), abi: pasted.abi });
    setAddress("");
    setAbiText("");
  };
  return (
    <Panel title={text("WEB3_ADD_TITLE", "Use a contract already on the chain")}>
      {info && (
        <Stack gap="2">
          <Text fontSize="sm">{text("WEB3_SHOP_CONTRACTS", "The shop's own contracts:")}</Text>
          <HStack wrap="wrap" gap="2">
            {info.contracts.map((c) => (
              <Button key={c.name} size="sm" variant="outline" onClick={() => onAdd({ name: c.name, address: c.address, abi: c.abi })} data-testid={`sandbox-use-${c.name}`}>
                {c.name}
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Stack gap="3">
          <Field.Root invalid={address !== "" && !!addressProblem} required>
            <Field.Label>{text("WEB3_CONTRACT_ADDRESS", "Contract address")}</Field.Label>
            <Input name="address" value={address} onChange={(e) => setAddress(e.target.value)} placeholder="0x…" fontFamily="mono" />
            <Field.ErrorText>{addressProblem}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!pasted.problem}>
            <Field.Label>{text("WEB3_ABI", "ABI (JSON)")}</Field.Label>
            <Textarea name="abi" rows={3} fontFamily="mono" fontSize="xs" value={abiText} onChange={(e) => setAbiText(e.target.value)} />
            <Field.ErrorText>{pasted.problem && text(pasted.problem, pasted.problem)}</Field.ErrorText>
          </Field.Root>
          <HStack justify="end">
            <Button type="submit" variant="outline" disabled={!!addressProblem || !pasted.abi}>
              {text("WEB3_ADD", "Add")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Panel>
  );
}

function FunctionForm({ contract, entry, wallet, known }: { contract: SavedContract; entry: AbiEntry & { name: string }; wallet: WalletState; known: readonly ContractAbi[] }) {
  const text = useText();
  const readOnly = isReadOnly(entry);
  const payable = entry.stateMutability === "payable";
  const inputs = entry.inputs ?? [];
  const [args, setArgs] = useState<string[]>([]);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ output?: string; receipt?: Receipt; problem?: string } | null>(null);
  const id = `fn-${contract.address}-${entry.name}-${inputs.length}`;

  // Calldata alone, to hand to another contract (a Relay's relay() or setHook(), say).
  const encodeOnly = () => {
    try {
      setResult({ output: toHex(encodeCall(entry, args)) });
    } catch (err) {
      setResult({ problem: problemOf(err) });
    }
  };

  const run = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const data = encodeCall(entry, args);
      if (readOnly) {
        setResult({ output: decodeResult(entry, await callContract(contract.address, data, wallet.wallet.address)) });
      } else {
        const wei = payable && value ? parseUnits(value) : 0n;
        if (wei === null) throw new Error(text("WEB3_ETH_AMOUNT", "Enter an amount of ether, like 0.5."));
        setResult({ receipt: await sendTransaction(wallet.wallet, { to: contract.address, data, value: wei }) });
      }
    } catch (err) {
      setResult({ problem: problemOf(err) });
    } finally {
      setBusy(false);
      if (!readOnly) void wallet.refresh();
    }
  };

  return (
    <form onSubmit={run} noValidate aria-labelledby={`${id}-name`} data-testid={`sandbox-fn-${entry.name}`}>
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
        <HStack justify="space-between" wrap="wrap">
          <Text id={`${id}-name`} fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
            {entry.name}({inputs.map((i) => i.type).join(", ")})
          </Text>
          <Badge colorPalette={readOnly ? "gray" : payable ? "orange" : "blue"}>{readOnly ? text("WEB3_READ", "read") : payable ? text("WEB3_PAYABLE", "payable") : text("WEB3_WRITE", "transaction")}</Badge>
        </HStack>
        {inputs.map((input, i) => (
          <Field.Root key={i}>
            <Field.Label fontSize="sm">
              {input.name || text("WEB3_ARGUMENT", "Argument {{n}}", { n: i + 1 })} ({input.type})
            </Field.Label>
            <Input size="sm" name={input.name || `arg${i}`} value={args[i] ?? ""} onChange={(e) => setArgs((a) => Object.assign([...a], { [i]: e.target.value }))} placeholder={/int/.test(input.type) ? "42, 0x2a, 1.5 ether" : undefined} />
          </Field.Root>
        ))}
        {payable && (
          <Field.Root>
            <Field.Label fontSize="sm">{text("WEB3_SEND_ETHER", "Ether to send along")}</Field.Label>
            <Input size="sm" name="value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} placeholder="0" />
          </Field.Root>
        )}
        <HStack justify="end" wrap="wrap">
          <Button size="sm" variant="ghost" onClick={encodeOnly}>
            {text("WEB3_CALLDATA", "Calldata")}
          </Button>
          <Button type="submit" size="sm" variant={readOnly ? "outline" : "solid"} colorPalette="orange" loading={busy}>
            {readOnly ? text("WEB3_CALL", "Read") : text("WEB3_SEND", "Send")}
          </Button>
        </HStack>
        {result?.output !== undefined && (
          <Box role="status">
            <Mono testId="sandbox-output">{result.output || text("WEB3_NO_OUTPUT", "(no return value)")}</Mono>
          </Box>
        )}
        <Outcome message={result?.problem ?? null} ok={false} testId="web3-problem" />
        {result?.receipt && <TransactionOutcome receipt={result.receipt} abis={[contract, ...known]} testId="web3-receipt" />}
      </Stack>
    </form>
  );
}

/** `known`: the other contracts whose ABIs the page has, to read the events a call makes them leave. */
function ContractView({ contract, wallet, known }: { contract: SavedContract; wallet: WalletState; known: readonly ContractAbi[] }) {
  const text = useText();
  const [hasCode, setHasCode] = useState<boolean | null>(null);
  useEffect(() => {
    setHasCode(null);
    rpc<string>("eth_getCode", [contract.address, "latest"]).then(
      (code) => setHasCode(code !== "0x"),
      () => setHasCode(null),
    );
  }, [contract.address]);
  const entries = functionEntries(contract.abi);
  return (
    <Panel title={contract.name} testId="sandbox-contract">
      <Mono>{contract.address}</Mono>
      {hasCode === false && (
        <Outcome ok={false} message={text("WEB3_NO_CODE", "No contract lives at this address on this chain (was the shop reset since?).")} />
      )}
      {entries.length === 0 && <Text>{text("WEB3_NO_FUNCTIONS", "Its ABI names no functions.")}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {entries.map((entry, i) => (
          <FunctionForm key={`${contract.address}-${i}`} contract={contract} entry={entry} wallet={wallet} known={known} />
        ))}
      </SimpleGrid>
    </Panel>
  );
}

export default function Sandbox() {
  const text = useText();
  const { info, error } = useChainInfo();
  const wallet = useWallet();
  const [saved, setSaved] = useState<SavedContract[]>(() => loadSaved());
  const [selected, setSelected] = useState<string | null>(() => loadSaved()[0]?.address ?? null);
  const store = (next: SavedContract[]) => {
    setSaved(next);
    localStorage.setItem(savedKey, JSON.stringify(next));
  };
  const add = (contract: SavedContract) => {
    store([contract, ...saved.filter((c) => c.address !== contract.address)].slice(0, 20));
    setSelected(contract.address);
  };
  if (!info) return error ? <ChainStatus error={error} /> : <Spinner aria-label={text("LOADING", "Loading")} />;
  const current = saved.find((c) => c.address === selected);

  return (
    <Stack gap="5">
      <Text>
        {text(
          "WEB3_SANDBOX_INTRO",
          "Deploy contracts to the shop's own chain and call them, with the wallet below. The chain runs inside the shop; nothing here reaches a public network. There is no compiler: pick a ready-made contract, or bring creation code and an ABI from your own tools.",
        )}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <WalletPanel state={wallet} />
        <Deploy wallet={wallet} onDeployed={add} />
        <AddExisting onAdd={add} />
        <Panel title={text("WEB3_YOUR_CONTRACTS", "Your contracts")} testId="sandbox-contracts">
          {saved.length === 0 ? (
            <Text>{text("WEB3_NONE_YET", "None yet: deploy one, or add one that is on the chain.")}</Text>
          ) : (
            <Stack gap="2" as="ul" listStyleType="none">
              {saved.map((c) => (
                <HStack as="li" key={c.address} justify="space-between" gap="2">
                  <Button size="sm" variant={c.address === selected ? "solid" : "ghost"} aria-pressed={c.address === selected} onClick={() => setSelected(c.address)} minW="0" flex="1" justifyContent="start">
                    <Text truncate>
                      {c.name} · {c.address.slice(0, 10)}…
                    </Text>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => store(saved.filter((s) => s.address !== c.address))} aria-label={text("WEB3_FORGET", "Forget {{name}}", { name: c.name })}>
                    ✕
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
      </SimpleGrid>
      {current && <ContractView contract={current} wallet={wallet} known={[...saved, ...info.contracts]} />}
      <Text fontSize="xs" color="fg.muted">
        {text("WEB3_SANDBOX_LIMITS", "Each transaction or call may use up to {{gas}} gas. Chain id {{chainId}}.", { gas: Number(info.maxGasPerCall).toLocaleString("en-US"), chainId: info.chainId })}
      </Text>
    </Stack>
  );
}
