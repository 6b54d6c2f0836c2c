import {
  accordionSlotRecipe,
  alertSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  sliderSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from "@chakra-ui/react/theme";
import { addRecipes } from "./theme";

/**
 * The recipes of the components the shop's first page does not show (./theme.ts has the others).
 * vite.config.ts adds this module to every module that imports one of these components from
 * Chakra (`moreRecipesFor` there), so they are in the system before such a component renders.
 */
addRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    progress: progressSlotRecipe,
    slider: sliderSlotRecipe,
    table: tableSlotRecipe,
  },
});
