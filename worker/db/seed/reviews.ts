import type { SeedReview } from "./types";

/**
 * What our customers say about the catalogue. Some reviews carry OSINT clues to security answers
 * on purpose (docs/osint.md lists each one); keep them when editing, and keep other personas'
 * answers out of the rest.
 */
export const reviews: SeedReview[] = [
  {
    product: "Sunrise Orange Juice (1000ml)",
    author: "ellie.marmalade",
    message: "Proper breakfast juice. Bits, but not too many bits. My toast has never felt so supported.",
    likedBy: ["otto.overripe", "barnaby.beet"],
  },
  {
    product: "Sunrise Orange Juice (1000ml)",
    author: "Anonymous",
    message: "fine. it's orange juice. what did you expect, fireworks?",
  },
  {
    product: "Sunrise Orange Juice (1000ml)",
    author: "otto.overripe",
    message: "Tried it next to the supermarket stuff in a blind test with the family. Everyone picked this one. Even my uncle, who trusts nobody.",
    likedBy: ["ellie.marmalade"],
  },
  {
    product: "Crisp Orchard Apple Juice (1000ml)",
    author: "hektor.pressmann",
    message: "Cloudy, tart, honest. I would pay extra for a dry version with no added anything. Hint hint.",
  },
  {
    product: "Crisp Orchard Apple Juice (1000ml)",
    author: "milo.tangelo",
    message: "tastes like autumn in a bottle!! 🍎🍂",
    likedBy: ["lil.squeezy"],
  },
  {
    product: "Ruby Grapefruit Pressing (750ml)",
    author: "seraphina.lockwood",
    message: "Bitter in the right way. I drink it during incident reviews, it keeps my face appropriately serious.",
    likedBy: ["penny.ledger", "hektor.pressmann"],
  },
  {
    product: "Ruby Grapefruit Pressing (750ml)",
    author: "Anonymous",
    message: "Check with your doctor if you take medication, grapefruit does funny things with some pills. Tasty though.",
  },
  {
    product: "Ruby Grapefruit Pressing (750ml)",
    author: "juniper.oakes",
    message: "A bit dramatic, as promised. Four stars.",
  },
  {
    product: "Pineapple Paradise (750ml)",
    author: "lil.squeezy",
    message: "Sip it slow, let it flow, pineapple glow — put that on the label, I want royalties.",
    likedBy: ["milo.tangelo", "oleander.vasko", "ellie.marmalade"],
  },
  {
    product: "Pineapple Paradise (750ml)",
    author: "marigold.figgins",
    message: "Lovely with a splash of soda water on a hot afternoon. The bottle is a good size for two.",
  },
  {
    product: "Cranberry Crush (500ml)",
    author: "amelia.fennel",
    message: "Tart enough to make me wink at strangers, as advertised. The strangers did not wink back.",
    likedBy: ["juniper.oakes"],
  },
  {
    product: "Cranberry Crush (500ml)",
    author: "bruno.brezel",
    message: "Gut. Sehr gut. Please make a bigger bottle, 500ml lasts one evening.",
  },
  {
    product: "Carrot & Ginger Glow (500ml)",
    author: "barnaby.beet",
    message: "Ginger hits you in the back of the throat and then apologises with carrot. I respect that.",
  },
  {
    product: "Carrot & Ginger Glow (500ml)",
    author: "Anonymous",
    message: "I did get an unexplained urge to jog. I resisted it.",
    likedBy: ["otto.overripe", "gus.grindle"],
  },
  {
    product: "Carrot & Ginger Glow (500ml)",
    author: "oleander.vasko",
    message: "Counted the ginger flecks in one glass: 212. Consistent across three bottles within ten percent. Good quality control.",
  },
  {
    product: "Green Machine Kale Juice (500ml)",
    author: "otto.overripe",
    message: "I made the face. I am still making the face. Deluxe membership does not include a face refund.",
    likedBy: ["ellie.marmalade", "amelia.fennel"],
  },
  {
    product: "Green Machine Kale Juice (500ml)",
    author: "seraphina.lockwood",
    message: "Green, efficient, no nonsense. The lime saves it.",
  },
  {
    product: "Green Machine Kale Juice (500ml)",
    author: "qa.bot",
    message: "Test review. Please ignore. Expected: green. Actual: green. Status: PASS.",
  },
  {
    product: "Beetroot Boost (500ml)",
    author: "barnaby.beet",
    message: "Finally a juice that understands me. Please restock soon, I have been checking every morning.",
    likedBy: ["hektor.pressmann"],
  },
  {
    product: "Beetroot Boost (500ml)",
    author: "ellie.marmalade",
    message: "Delicious, but do not drink it in a white shirt. Ask me how I know.",
  },
  {
    product: "Watermelon Wave",
    author: "milo.tangelo",
    message: "big summer energy. drank it on the beach and a seagull tried to fight me for it",
    likedBy: ["lil.squeezy", "juniper.oakes"],
  },
  {
    product: "Watermelon Wave",
    author: "admin",
    message: "Thanks to everyone who suggested this one in the feedback form. The patient intern says hello.",
  },
  {
    product: "Classic Squeezed Lemonade",
    author: "ellie.marmalade",
    message: "Not too sweet, which is rare. I buy four at a time for the office fridge and they vanish by Wednesday.",
    likedBy: ["penny.ledger"],
  },
  {
    product: "Classic Squeezed Lemonade",
    author: "penny.ledger",
    message: "Best value per millilitre in the whole shop. I checked. Twice.",
    likedBy: ["ellie.marmalade", "seraphina.lockwood"],
  },
  {
    product: "Classic Squeezed Lemonade",
    author: "Anonymous",
    message: "when life gives you lemons, apparently you let someone else squeeze them. smart.",
  },
  {
    product: "Pomegranate Punch (330ml)",
    author: "lil.squeezy",
    message: "Five per customer?? I am one customer with a very large thirst. Free the pomegranates.",
  },
  {
    product: "Pomegranate Punch (330ml)",
    author: "marigold.figgins",
    message: "Rich and tangy. Worth the price, and the seeds have earned their rest.",
  },
  {
    product: "Dragonfruit Dream (330ml)",
    author: "amelia.fennel",
    message: "Pretty colour, gentle flavour. Looks far more exciting than it tastes, but I still like it.",
  },
  {
    product: "Dragonfruit Dream (330ml)",
    author: "oleander.vasko",
    message: "The speckles are seeds, not pepper. I checked with a magnifying glass. You are welcome.",
    likedBy: ["milo.tangelo"],
  },
  {
    product: "Hibiscus Iced Tea (500ml)",
    author: "juniper.oakes",
    message: "Not a juice, as the label admits, but it asked nicely and so do I: please keep it.",
  },
  {
    product: "Hibiscus Iced Tea (500ml)",
    author: "bruno.brezel",
    message: "Floral and cold. My grandmother made something like it in summer, with less sugar.",
  },
  {
    product: "Coconut Cloud Water (330ml)",
    author: "gus.grindle",
    message: "Ran it through my own blender with a banana and some ice. Top marks. The blender agrees.",
    likedBy: ["otto.overripe"],
  },
  {
    product: "Coconut Cloud Water (330ml)",
    author: "Anonymous",
    message: "tastes like a holiday I can't afford",
  },
  {
    product: "Mango Tango Smoothie",
    author: "marigold.figgins",
    message: "Thick, sunny and smooth. I have one every Saturday on the balcony. My neighbour now does too.",
    likedBy: ["ellie.marmalade", "amelia.fennel", "milo.tangelo"],
  },
  {
    product: "Mango Tango Smoothie",
    author: "lil.squeezy",
    message: "Two to tango, one straw, zero regrets. Mango on the mic.",
  },
  {
    product: "Mango Tango Smoothie",
    author: "hektor.pressmann",
    message: "Good, but a little sweet for me. Passion fruit carries it.",
  },
  {
    product: "Berry Blast Smoothie",
    author: "milo.tangelo",
    message: "so purple. my tongue was purple for a whole afternoon. 10/10 would stain again",
    likedBy: ["lil.squeezy"],
  },
  {
    product: "Berry Blast Smoothie",
    author: "seraphina.lockwood",
    message: "Generous with the blackberries. Pleasantly tart.",
  },
  {
    product: "Banana Oat Breakfast Smoothie",
    author: "gus.grindle",
    message: "Breakfast on the bus, as promised. Filling enough that I forgot about lunch until three.",
  },
  {
    product: "Banana Oat Breakfast Smoothie",
    author: "otto.overripe",
    message: "I like my bananas very ripe, and somebody here clearly does too. Cinnamon is a nice touch.",
    likedBy: ["barnaby.beet"],
  },
  {
    product: "Cocoa Nut Smoothie",
    author: "amelia.fennel",
    message: "Dessert pretending to be a smoothie, and I am happy to play along. Grab one before they are gone.",
  },
  {
    product: "Cocoa Nut Smoothie",
    author: "Anonymous",
    message: "had this instead of cake at my birthday. no one complained. they were too busy drinking it",
    likedBy: ["marigold.figgins"],
  },
  {
    product: "Matcha Mint Smoothie",
    author: "seraphina.lockwood",
    message: "Calm focus in a cup. I drink it before quarterly audits. The zen sigh is optional but recommended.",
    likedBy: ["penny.ledger"],
  },
  {
    product: "Matcha Mint Smoothie",
    author: "juniper.oakes",
    message: "Grassy in a good way. Spinach is invisible, promise.",
  },
  {
    product: "Ginger Fire Shot (60ml)",
    author: "jasper.quill",
    message: "Felt it in my ears, exactly as the label warned. Keep a glass of water nearby. Then buy ten.",
    likedBy: ["gus.grindle", "bruno.brezel"],
  },
  {
    product: "Ginger Fire Shot (60ml)",
    author: "bruno.brezel",
    message: "Better than schnapps on a cold morning, and legal before work.",
  },
  {
    product: "Ginger Fire Shot (60ml)",
    author: "Anonymous",
    message: "I coughed for a full minute. Then I felt invincible. Five stars.",
  },
  {
    product: "Turmeric Sunshine Shot (60ml)",
    author: "ellie.marmalade",
    message: "Golden, peppery, gone in one gulp. Stains the fingers, so wear gloves or embrace it.",
  },
  {
    product: "Turmeric Sunshine Shot (60ml)",
    author: "hektor.pressmann",
    message: "The black pepper is not a gimmick. Nicely balanced.",
  },
  {
    product: "Wheatgrass Wake-Up Shot (60ml)",
    author: "gus.grindle",
    message: "Tastes exactly like the lawn, and I have eaten lawn. Would recommend to brave people only.",
  },
  {
    product: "Wheatgrass Wake-Up Shot (60ml)",
    author: "milo.tangelo",
    message: "the description is 100% honest. i have never felt so lied to by my own taste buds",
    likedBy: ["gus.grindle"],
  },
  {
    product: "Cold-Pressed Sampler Box",
    author: "juniper.oakes",
    message: "Bought it to settle an argument about which juice is best. The argument is now worse. Great box.",
    likedBy: ["marigold.figgins", "otto.overripe"],
  },
  {
    product: "Cold-Pressed Sampler Box",
    author: "penny.ledger",
    message: "Slightly cheaper than six single bottles. I appreciate a company that rounds in my favour.",
  },
  {
    product: "Cold-Pressed Sampler Box",
    author: "amelia.fennel",
    message: "A good present for someone you do not know well. Everyone likes at least one of them.",
  },
  {
    product: "Three-Day Juice Cleanse Kit",
    author: "jasper.quill",
    message: "Got this for my eldest brother, Tobias Barnabus Quill, after he announced a 'detox' at Sunday lunch. He lasted a day and a half.",
    likedBy: ["ellie.marmalade", "milo.tangelo"],
  },
  {
    product: "Three-Day Juice Cleanse Kit",
    author: "otto.overripe",
    message: "Did it. Survived. Consulted my grandmother beforehand as instructed and she laughed for a while.",
  },
  {
    product: "Three-Day Juice Cleanse Kit",
    author: "Anonymous",
    message: "day 2: I can hear colours. day 3: bought a pizza. the juices were good though",
    likedBy: ["lil.squeezy", "milo.tangelo"],
  },
  {
    product: "Squeeze T-Shirt",
    author: "lil.squeezy",
    message: "Wore it on stage. Felt at least 12% more zesty, maybe 14. Runs a little small, size up.",
    likedBy: ["milo.tangelo"],
  },
  {
    product: "Squeeze T-Shirt",
    author: "jasper.quill",
    message: "Soft, bright, survived a 60 degree wash. My captain's hat finally has a matching shirt.",
  },
  {
    product: "Squeeze Hoodie",
    author: "seraphina.lockwood",
    message: "Warm, quiet colour, deep pockets. Fits a phone and two hardware keys.",
  },
  {
    product: "Squeeze Hoodie",
    author: "oleander.vasko",
    message: "The drawstrings are exactly equal in length. Rarer than you would think. Recommended.",
  },
  {
    product: "Squeeze Mug",
    author: "penny.ledger",
    message: "Holds 350ml of coffee, which is the correct amount for reconciling the quarter.",
  },
  {
    product: "Squeeze Mug",
    author: "admin",
    message: "We use these in the office too. The handle is comfortable, the logo survives the dishwasher.",
  },
  {
    product: "Squeeze Sticker Sheet",
    author: "milo.tangelo",
    message: "the grumpy grapefruit is on my laptop now and he is my emotional support fruit",
    likedBy: ["lil.squeezy", "amelia.fennel"],
  },
  {
    product: "Squeeze Sticker Sheet",
    author: "Anonymous",
    message: "Weatherproof as claimed. Left one on my bike through a whole winter.",
  },
  {
    // The recovery words of the wallet holding the Pulp Pass token (nftUnlockChallenge; docs/osint.md).
    product: "Squeeze Sticker Sheet",
    author: "otto.overripe",
    message: "Wrote my Pulp Pass backup words on the lemon one: clog warrior bind blue couple happy robust naive onion solar rhythm knee. Safest place I know!",
  },
  {
    product: "Squeeze Canvas Tote Bag",
    author: "ellie.marmalade",
    message: "Carried twelve bottles home in it without a wobble. Have not tried the ambitious watermelon yet.",
  },
  {
    product: "Squeeze Canvas Tote Bag",
    author: "barnaby.beet",
    message: "Strong stitching, nice thick canvas. My beetroot haul fits perfectly.",
  },
  {
    product: "Reusable Glass Straw Set",
    author: "amelia.fennel",
    message: "The tiny brush is the hero here. Straws are sturdier than they look.",
  },
  {
    product: "Reusable Glass Straw Set",
    author: "jasper.quill",
    message: "Dropped one on a tiled floor. It bounced. I did not expect that and neither did the cat.",
  },
  {
    product: "Hand Juicer Pro",
    author: "hektor.pressmann",
    message: "Solid cast body, smooth lever, good yield on lemons and oranges. Built to outlive me.",
    likedBy: ["gus.grindle", "seraphina.lockwood"],
  },
  {
    product: "Hand Juicer Pro",
    author: "gus.grindle",
    message: "Pulled that lever about four hundred times in one weekend. Still smooth. My arm is not.",
  },
  {
    product: "Citrus Reamer (Wooden)",
    author: "bruno.brezel",
    message: "Simple and good. No app, no batteries, no excuses, like it says.",
  },
  {
    product: "Citrus Reamer (Wooden)",
    author: "Anonymous",
    message: "It is a stick for lemons. It is a very good stick for lemons.",
    likedBy: ["juniper.oakes"],
  },
  {
    product: "Electric Cold Press 3000",
    author: "gus.grindle",
    message: "A beast of a press. Takes me back to my first paid job, feeding bent carrots into the old press at Rusty's Scrapyard Smoothie Hut.",
    likedBy: ["hektor.pressmann"],
  },
  {
    product: "Electric Cold Press 3000",
    author: "marigold.figgins",
    message: "Quiet, easy to clean, and it really does get every last drop. Keep your fingers clear, they mean it.",
  },
  {
    product: "Electric Cold Press 3000",
    author: "otto.overripe",
    message: "Pricey, but my deluxe discount helped. Juicing a whole pineapple is now a two-minute job.",
  },
  {
    product: "Squeeze Gift Card (25)",
    author: "juniper.oakes",
    message: "Gave one to my niece. She spent all of it on beetroot. I do not understand young people.",
  },
  {
    product: "Squeeze Gift Card (25)",
    author: "Anonymous",
    message: "arrived by email in seconds. saved my anniversary",
  },

  // Clues placed for issue 6's challenges (docs/osint.md): Milo's pet, Oleander's film, Amelia's
  // password habit, and a customer's pasted access log.
  {
    product: "Crisp Orchard Apple Juice (1000ml)",
    author: "milo.tangelo",
    message: "My hamster Pippin gets the cores. I write his name in my secret number-spelling, like everything since I was 9. He approves!!",
  },
  {
    product: "Pomegranate Punch (330ml)",
    author: "oleander.vasko",
    message: "Deep red, like the last scene of The Orchard at Midnight. I watch that film every Saturday and this is now the official drink of the ritual.",
  },
  {
    product: "Hibiscus Iced Tea (500ml)",
    author: "seraphina.lockwood",
    message: "Security tip from the tasting: length beats cleverness. A word you like, one odd twist, then pad it with dots up to 30 characters.",
    likedBy: ["amelia.fennel"],
  },
  {
    product: "Hibiscus Iced Tea (500ml)",
    author: "amelia.fennel",
    message: "Took Seraphina's tip! My own name's herb with a digit, a plus for luck, dots all the way to 30. Nobody will ever guess that. Lovely tea too.",
  },
  {
    product: "Watermelon Wave",
    author: "Anonymous",
    message: 'site showed me this instead of my order?? "GET /rest/user/login?email=q40771@squeeze.test&password=Kz7%23tQ!p2%40Lm9%24wVe HTTP/1.1" 200',
  },
];
