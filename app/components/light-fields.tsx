import {
  chakra,
  createRecipeContext,
  createSlotRecipeContext,
  type InputProps,
  type NativeSelectFieldProps,
  type NativeSelectIndicatorProps,
  type NativeSelectRootProps,
} from "@chakra-ui/react";

/*
 * Chakra's Input and NativeSelect for what every page shows (the top bar's search, the shop's page
 * size): the same recipes, elements, classes and styles, without the Ark field machinery Chakra's
 * bring along for a control inside a Field (about 2.5 kB of the first load). Inside a form's Field,
 * use Chakra's own.
 */

export const Input = createRecipeContext({ key: "input" }).withContext<HTMLInputElement, InputProps>("input");

const select = createSlotRecipeContext({ key: "nativeSelect" });
const IndicatorBox = select.withContext<HTMLDivElement, NativeSelectIndicatorProps>("div", "indicator");

function Indicator({ children, ...props }: NativeSelectIndicatorProps) {
  return (
    <IndicatorBox {...props}>
      {children ?? (
        <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      )}
    </IndicatorBox>
  );
}

export const NativeSelect = {
  Root: select.withProvider<HTMLDivElement, NativeSelectRootProps>("div", "root"),
  Field: select.withContext<HTMLSelectElement, NativeSelectFieldProps>("select", "field"),
  Indicator,
};
