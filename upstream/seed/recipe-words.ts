/** Word lists for recipes, in both languages. */
import type { Language } from "../../lib/verticals/verticals";

export interface RecipeWords {
  /** Builds a dish name from a main, a style and a side. */
  dish(main: string, style: string, side: string): string;
  mains: readonly string[];
  styles: readonly string[];
  sides: readonly string[];
  desserts: readonly string[];
  ingredients: readonly string[];
  dessertIngredients: readonly string[];
  groupNames: readonly string[];
  /** In cooking order; a recipe keeps a subset in this order. */
  steps: readonly string[];
  dessertSteps: readonly string[];
  notes: readonly string[];
  descriptions: readonly string[];
  categories: readonly (readonly [slug: string, name: string])[];
  servings: (count: number) => string;
  calories: (count: number) => string;
}

const EN: RecipeWords = {
  dish: (main, style, side) => `${style} ${main} ${side}`,
  mains: ["chicken thighs", "salmon", "pork tenderloin", "shrimp", "meatballs", "turkey breast", "chickpeas", "flank steak", "cauliflower", "tofu"],
  styles: ["Crispy", "Creamy", "Smoky", "Lemony", "Spicy", "Garlicky", "Slow-cooker", "One-pan", "Sheet-pan", "Honey-glazed", "Herb-roasted", "Maple-mustard"],
  sides: ["with roasted vegetables", "with garlic mashed potatoes", "with herbed rice", "with a crunchy green salad", "with cranberry relish", "with lemon orzo", "with crispy potatoes", "with charred broccoli"],
  desserts: ["Brown butter chocolate chip cookies", "Pumpkin pie bars", "Apple crumble", "Lemon olive oil cake", "Pecan pie", "Cinnamon rolls", "Banana bread", "No-bake cheesecake", "Gingerbread loaf", "Salted caramel brownies"],
  ingredients: [
    "2 tablespoons olive oil", "1 pound boneless chicken thighs", "3 cloves garlic, minced", "1 teaspoon kosher salt", "½ teaspoon black pepper",
    "1 cup chicken broth", "2 cups baby spinach", "1 lemon, zested and juiced", "1 tablespoon butter", "¼ cup grated Parmesan",
    "1 small onion, diced", "2 teaspoons smoked paprika", "1 cup cherry tomatoes", "2 tablespoons chopped fresh parsley", "1 cup heavy cream",
  ],
  dessertIngredients: [
    "2 cups all-purpose flour", "¾ cup sugar", "2 large eggs", "1 teaspoon vanilla extract", "½ cup unsalted butter, softened",
    "1 teaspoon baking powder", "½ teaspoon cinnamon", "¼ teaspoon salt", "1 cup whole milk", "½ cup brown sugar",
  ],
  groupNames: ["For the sauce", "For the topping", "For serving"],
  steps: [
    "Preheat the oven to 425 F and line a baking sheet with parchment.",
    "Pat the main ingredient dry and season generously with salt and pepper.",
    "Heat the oil in a large skillet over medium-high heat.",
    "Add the garlic and onion and cook until fragrant, about 2 minutes.",
    "Stir in the broth and simmer until slightly thickened, 5 to 7 minutes.",
    "Transfer to the oven and roast for 20 to 25 minutes, until golden.",
    "Whisk the remaining ingredients together in a small bowl.",
    "Let rest for 5 minutes before slicing.",
    "Garnish with parsley and serve warm.",
  ],
  dessertSteps: [
    "Preheat the oven to 350 F and butter a baking dish.",
    "Whisk the flour, baking powder and salt in a bowl.",
    "Beat the butter and sugar until light and fluffy, then add the eggs one at a time.",
    "Fold in the dry ingredients until just combined.",
    "Bake for 25 to 30 minutes, until a toothpick comes out clean.",
    "Let cool completely before serving.",
  ],
  notes: [
    "You can make the sauce up to two days ahead and keep it refrigerated.",
    "Leftovers keep in an airtight container for up to four days.",
    "For a little more heat, add a pinch of red pepper flakes.",
    "Swap the broth for water and a squeeze of lemon if that is what you have.",
  ],
  descriptions: [
    "A weeknight favorite that comes together with pantry staples.",
    "Bright, comforting and ready in under an hour.",
    "A crowd-pleaser that reheats beautifully the next day.",
    "Simple enough for a Tuesday, special enough for guests.",
    "Our readers' most-saved recipe this season.",
  ],
  categories: [["dinner", "Dinner"], ["dessert", "Dessert"], ["breakfast", "Breakfast"], ["appetizers", "Appetizers"], ["sides", "Side dishes"], ["holiday", "Holiday"]],
  servings: (count) => `${count} servings`,
  calories: (count) => `${count} calories`,
};

const ES: RecipeWords = {
  dish: (main, style, side) => `${main} ${style} ${side}`,
  mains: ["Pollo", "Salmón", "Lomo de cerdo", "Camarones", "Albóndigas", "Pechuga de pavo", "Garbanzos", "Arrachera", "Coliflor", "Tofu"],
  styles: ["al horno", "al ajillo", "a la parrilla", "en salsa verde", "con chipotle", "estilo casero", "a la mexicana", "en salsa de tamarindo"],
  sides: ["con arroz con cilantro", "con puré de papa", "con verduras asadas", "con ensalada fresca", "con frijoles refritos", "con tortillas de maíz", "con plátanos maduros", "con elote asado"],
  desserts: ["Flan de vainilla", "Tres leches", "Arroz con leche", "Churros con chocolate", "Pastel de elote", "Buñuelos", "Tarta de guayaba", "Galletas de nuez"],
  ingredients: [
    "2 cucharadas de aceite de oliva", "1 libra de pollo sin hueso", "3 dientes de ajo picados", "1 cucharadita de sal", "½ cucharadita de pimienta negra",
    "1 taza de caldo de pollo", "2 tazas de espinaca", "1 limón, su jugo y ralladura", "1 cucharada de mantequilla", "¼ taza de queso cotija",
    "1 cebolla pequeña picada", "2 chiles chipotle en adobo", "1 taza de tomates cherry", "2 cucharadas de cilantro picado", "1 taza de crema",
  ],
  dessertIngredients: [
    "2 tazas de harina", "¾ taza de azúcar", "2 huevos grandes", "1 cucharadita de extracto de vainilla", "1 lata de leche condensada",
    "1 lata de leche evaporada", "1 cucharadita de polvo para hornear", "½ cucharadita de canela", "1 pizca de sal", "½ taza de mantequilla",
  ],
  groupNames: ["Para la salsa", "Para decorar", "Para servir"],
  steps: [
    "Precalienta el horno a 425 °F y cubre una bandeja con papel para hornear.",
    "Seca bien el ingrediente principal y sazónalo con sal y pimienta.",
    "Calienta el aceite en un sartén grande a fuego medio alto.",
    "Agrega el ajo y la cebolla y cocina hasta que suelten su aroma, unos 2 minutos.",
    "Incorpora el caldo y deja hervir a fuego bajo hasta que espese un poco.",
    "Hornea de 20 a 25 minutos, hasta que esté dorado.",
    "Mezcla el resto de los ingredientes en un tazón pequeño.",
    "Deja reposar 5 minutos antes de cortar.",
    "Decora con cilantro y sirve caliente.",
  ],
  dessertSteps: [
    "Precalienta el horno a 350 °F y engrasa un molde.",
    "Mezcla la harina, el polvo para hornear y la sal en un tazón.",
    "Bate la mantequilla con el azúcar y agrega los huevos uno a uno.",
    "Incorpora los ingredientes secos con movimientos suaves.",
    "Hornea de 25 a 30 minutos, hasta que al insertar un palillo salga limpio.",
    "Deja enfriar por completo antes de servir.",
  ],
  notes: [
    "Puedes preparar la salsa hasta con dos días de anticipación y guardarla en el refrigerador.",
    "Lo que sobre se conserva hasta cuatro días en un recipiente hermético.",
    "Si te gusta más picante, agrega otro chile.",
    "Puedes cambiar el caldo por agua con un chorrito de limón.",
  ],
  descriptions: [
    "Un clásico para entre semana que se prepara con ingredientes de la despensa.",
    "Lleno de sabor, reconfortante y listo en menos de una hora.",
    "Encanta a todos y al día siguiente sabe todavía mejor.",
    "Fácil para un martes y especial para recibir invitados.",
    "La receta más guardada por nuestros lectores esta temporada.",
  ],
  categories: [["cena", "Cena"], ["postres", "Postres"], ["desayuno", "Desayuno"], ["botanas", "Botanas"], ["guarniciones", "Guarniciones"], ["fiestas", "Fiestas"]],
  servings: (count) => `${count} porciones`,
  calories: (count) => `${count} calorías`,
};

export function recipeWordsFor(language: Language): RecipeWords {
  return language === "es" ? ES : EN;
}
