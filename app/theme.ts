import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's tokens with only the recipes our screens use: the full default theme would put every
 * component's styles into the first load. A screen that needs another component adds its recipe.
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
          checkmark: checkmarkRecipe,
        },
        slotRecipes: {
          alert: alertSlotRecipe,
          card: cardSlotRecipe,
          checkbox: checkboxSlotRecipe,
          dialog: dialogSlotRecipe,
          drawer: drawerSlotRecipe,
          field: fieldSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          progress: progressSlotRecipe,
        },
      },
    }),
  ),
);
