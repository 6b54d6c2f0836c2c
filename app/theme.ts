import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's tokens with only the recipes our screens use: the full default theme would put every
 * component's styles into the first load. Here are the recipes of the components the shop's first
 * page shows; the others are in ./theme-more.ts, which comes with any module that uses one of their
 * components (vite.config.ts). A screen that needs another component adds its recipe there.
 */
export const system = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: buttonRecipe,
          heading: headingRecipe,
          icon: iconRecipe,
          input: inputRecipe,
          spinner: spinnerRecipe,
        },
        slotRecipes: {
          card: cardSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
        },
      },
    }),
  ),
);

type Recipes = Pick<NonNullable<SystemConfig["theme"]>, "recipes" | "slotRecipes">;

/**
 * Adds recipes to the system once it is made. Chakra reads a component's recipe from the system's
 * theme when the component first renders, so they must be added before that: ./theme-more.ts is
 * loaded with the modules that use them. Checked here, should a Chakra release read them otherwise.
 */
export function addRecipes({ recipes = {}, slotRecipes = {} }: Recipes) {
  const theme = system._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error("theme: the system has no recipes to add to");
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
  for (const [key, recipe] of Object.entries(recipes)) if (system.getRecipe(key) !== recipe) throw new Error(`theme: recipe ${key} not added`);
  for (const [key, recipe] of Object.entries(slotRecipes)) if (system.getSlotRecipe(key) !== recipe) throw new Error(`theme: slot recipe ${key} not added`);
}
