//! The characters' words, one persona per [`Look`]: what it is, a tagline, a greeting
//! and three lines for each ending. Our own text, checked by the tests in `mod.rs`.

use super::Look;

/// Everything but the id and name, per look.
pub(super) struct Persona {
    pub(super) kind: &'static str,
    pub(super) tagline: &'static str,
    pub(super) hello: &'static str,
    pub(super) won: [&'static str; 3],
    pub(super) lost: [&'static str; 3],
    pub(super) draw: [&'static str; 3],
}

/// The words of the character that looks like `look`.
pub(super) fn persona(look: Look) -> Persona {
    match look {
        Look::Chick => Persona {
            kind: "chick",
            tagline: "A fluffy chick who has just learnt the rules and loves every flip.",
            hello: "Hi! I'm new at this, so be gentle!",
            won: [
                "Cheep cheep! I won? I actually won!",
                "I can't believe it! Can we frame this board?",
                "Peep! Beginner's luck, or am I getting good?",
            ],
            lost: [
                "You're brilliant! Here, have a sunflower seed.",
                "Cheep! I learnt so much from that game.",
                "Well played! I'll practise my corners tonight.",
            ],
            draw: [
                "A tie! We're both winners, cheep!",
                "Exactly even! Shall we break the tie?",
                "Same number of discs! How neat is that?",
            ],
        },
        Look::Hedgehog => Persona {
            kind: "hedgehog",
            tagline: "A snug hedgehog who heads for the corners and curls up there.",
            hello: "Hello there. I'll be in that corner if you need me.",
            won: [
                "Safe and snug in my corners. Good game!",
                "A prickly one, that! Thanks for the game.",
                "Corners first, that's my motto. Another?",
            ],
            lost: [
                "You out-prickled me! Have this shiny acorn.",
                "Well played. I'll curl up and think it over.",
                "You took my favourite corners! Well done.",
            ],
            draw: [
                "Even stevens! A very cosy result.",
                "A draw! Shall we share an apple?",
                "Neither of us budged. Good game!",
            ],
        },
        Look::Fox => Persona {
            kind: "fox",
            tagline: "A quick-witted fox who always peeks a few moves ahead.",
            hello: "Ready? I've already peeked a couple of moves ahead.",
            won: [
                "Outfoxed you! Fancy a rematch?",
                "Two moves ahead, as always. That was fun!",
                "A tricky game: I nearly slipped up!",
            ],
            lost: [
                "You outfoxed the fox! Take this feather as a prize.",
                "Clever moves! I didn't see that coming.",
                "Well done! I'll have to look further ahead.",
            ],
            draw: [
                "A dead heat! You're as sly as I am.",
                "Tied! Great minds think alike.",
                "Even! Let's settle it next game.",
            ],
        },
        Look::Owl => Persona {
            kind: "owl",
            tagline: "A wise old owl who studies every line before she moves.",
            hello: "Good evening. Let us see what the board has to teach us.",
            won: [
                "Patience, young one. You will get there.",
                "Hoo! A fine game. Study your edges.",
                "The board rewards the patient. Well fought.",
            ],
            lost: [
                "Hoo! Remarkable. You have taught this old owl something.",
                "A splendid victory. Take this feather for your cap.",
                "Well played indeed. I must polish my spectacles.",
            ],
            draw: [
                "Perfect balance. Most satisfying.",
                "A draw between equals. Hoo!",
                "Neither wins, and both learn. Splendid.",
            ],
        },
        Look::Robot => Persona {
            kind: "robot",
            tagline: "A cheerful robot who rolls thousands of imaginary games before each move.",
            hello: "Beep! Warming up my dice. Good luck!",
            won: [
                "Beep boop! The dice were kind to me.",
                "Victory computed! Thanks for playing, friend.",
                "My simulations said so. Rematch?",
            ],
            lost: [
                "Does not compute... you won! Well played.",
                "Beep! My dice rolled wrong. You earned this gold star.",
                "Impressive! Recalibrating my dice.",
            ],
            draw: [
                "Beep! An exact draw. Statistically delightful.",
                "Tie detected. Fancy another roll?",
                "32–32! Perfectly balanced, beep.",
            ],
        },
        Look::StarBot => Persona {
            kind: "star robot",
            tagline: "Monty's bright sister: she remembers what she learns and never fumbles \
                      an ending.",
            hello: "Hello! I've been practising among the stars.",
            won: [
                "Mission accomplished! Thanks for the lovely game.",
                "I saw that ending coming from far away.",
                "Stellar game! You made me work for it.",
            ],
            lost: [
                "Wow! You beat me fair and square. Here's a star for you.",
                "Out of this world! Well played.",
                "You win! I'll be studying that game for light-years.",
            ],
            draw: [
                "A perfect orbit: exactly even!",
                "A draw! The universe is in balance.",
                "32–32. Beautifully balanced.",
            ],
        },
        Look::Tortoise => Persona {
            kind: "tortoise",
            tagline: "An ancient tortoise who has seen every ending and reads the board far \
                      ahead.",
            hello: "Welcome, friend. Take all the time you need; I have plenty.",
            won: [
                "Slow and steady reads the whole board. Good game!",
                "I have seen this ending many times before. Well fought.",
                "A fine game. Come back and try me again.",
            ],
            lost: [
                "In two hundred years, few have beaten me. Bravo!",
                "Astonishing! This old shell tips its hat to you.",
                "You saw further than I did. A true master's game.",
            ],
            draw: [
                "Even after all these years, a draw still delights me.",
                "Perfectly matched. A rare and happy thing.",
                "A draw with an old tortoise! Most impressive.",
            ],
        },
        Look::Ladybird => Persona {
            kind: "ladybird",
            tagline: "A tiny, cheerful ladybird who finds a nice move, then wanders off to chase a daisy.",
            hello: "Hello, hello! Oh, what a pretty board. Let's play!",
            won: [
                "Oh! Did I win? I was watching a daisy!",
                "Spots and dots! That was such fun.",
                "I won! Quick, let's tell the other bugs!",
            ],
            lost: [
                "You won! Let me fly a little victory lap for you.",
                "Oops, I got distracted again. Well played!",
                "Brilliant! Take one of my spots as a prize.",
            ],
            draw: [
                "A draw! Even my spots are evenly split.",
                "Tied! Shall we count the discs again together?",
                "Same again! How lucky is that?",
            ],
        },
        Look::Kitten => Persona {
            kind: "kitten",
            tagline: "A playful kitten who can't resist a shiny corner and pounces the moment she sees one.",
            hello: "Mew! Ready to play? I'll be watching those corners.",
            won: [
                "Pounce! Got you that time. Purr!",
                "Mew! I caught the corners and the game!",
                "That was fun! Can we chase the discs again?",
            ],
            lost: [
                "You win! I got tangled up like a ball of wool.",
                "Mrrp! You pounced first. Well played!",
                "Clever you! I'll sharpen my claws for next time.",
            ],
            draw: [
                "A tie! Shall we chase each other's tails again?",
                "Purr... a draw. Nice and cosy.",
                "Even! Neither of us caught the other.",
            ],
        },
        Look::Squirrel => Persona {
            kind: "squirrel",
            tagline:
                "A careful squirrel who hoards her best moves and counts every last one at the end.",
            hello: "Hello! I've stored a few good moves away for later.",
            won: [
                "Every disc counted and stored away. Good game!",
                "I saved my best moves for the end. Thanks!",
                "That's a fine harvest for my winter store!",
            ],
            lost: [
                "You won! Please take an acorn from my store.",
                "Nuts! I miscounted somewhere. Well played!",
                "Wonderful game! I'll count more carefully next time.",
            ],
            draw: [
                "A draw! We share the nuts fifty-fifty.",
                "Exactly even. I counted twice to be sure!",
                "Tied! Shall we split an acorn?",
            ],
        },
        Look::Rabbit => Persona {
            kind: "rabbit",
            tagline: "A quick rabbit who thinks a few moves ahead and keeps her endings tidy.",
            hello: "Hop to it! I'm quick, but you take your time.",
            won: [
                "Hop, skip and a win! Thanks for the game.",
                "A tidy finish, just how I like it!",
                "Quick feet and careful counting. Good game!",
            ],
            lost: [
                "You outran me! Have a lucky clover leaf.",
                "My ears are drooping, but what a game!",
                "Well played! I'll hop home and practise.",
            ],
            draw: [
                "A draw! We crossed the line nose to nose.",
                "Even! Let's race again, shall we?",
                "Tied up neatly, like a bow. Good game!",
            ],
        },
        Look::Bear => Persona {
            kind: "bear",
            tagline: "A patient bear who takes his time, plays solid moves and reads deep.",
            hello: "Hello. Have some honey, and let's play nice and slowly.",
            won: [
                "Steady as a mountain. Thank you for the game.",
                "Patience pays. That was a good, slow game.",
                "A solid win. I'd gladly play you again.",
            ],
            lost: [
                "Well now! You out-waited a bear. Bravo.",
                "A fine win! The honey jar is yours.",
                "You read deeper than me today. Well played.",
            ],
            draw: [
                "A draw. Like two bears sharing one cave.",
                "Even and steady. A very good game.",
                "Neither of us gave way. I like that.",
            ],
        },
        Look::Raven => Persona {
            kind: "raven",
            tagline: "A clever raven who spots every trick and plays the last moves exactly.",
            hello: "Caw! Let's see which of us spots the trick first.",
            won: [
                "Caw! I saw that trick coming a mile off.",
                "Every last move counted exactly. Good game!",
                "Clever play, but I had one trick left.",
            ],
            lost: [
                "Caw! You out-tricked a raven. Take this shiny button.",
                "Well played! You saw further than my beady eyes.",
                "Remarkable! I shall tell the whole flock.",
            ],
            draw: [
                "Caw! A perfect draw. We're both too clever.",
                "Even, to the very last disc. Splendid.",
                "A draw! Two sharp eyes on one board.",
            ],
        },
        Look::Dragon => Persona {
            kind: "dragon",
            tagline: "A fierce young dragon who looks far ahead and rarely lets a game slip.",
            hello: "Rawr! I've warmed up the board for you.",
            won: [
                "Rawr! Another disc for my treasure pile.",
                "Toasted! That was a fiery game.",
                "I looked far ahead and saw my flame win. Good game!",
            ],
            lost: [
                "You beat a dragon! Take a gold coin from my hoard.",
                "Smoke and sparks! You were brilliant.",
                "Well played! My flame flickered out.",
            ],
            draw: [
                "A draw! Even my fire couldn't tip it.",
                "Tied! A worthy rival for a dragon.",
                "Perfectly even. That was a hot game!",
            ],
        },
        Look::Lion => Persona {
            kind: "lion",
            tagline: "A calm, mighty lion who weighs every move and seldom leaves a weakness.",
            hello: "Welcome to my rock. Play your very best.",
            won: [
                "A royal game. You fought bravely.",
                "The king keeps his crown, for today.",
                "Strong play! Come back when you're ready to roar.",
            ],
            lost: [
                "A mighty win! The crown is yours today.",
                "Roar! You have the heart of a lion.",
                "I bow to you. That was a champion's game.",
            ],
            draw: [
                "A draw between two lions. Well matched.",
                "Even! Let us share the savannah.",
                "Neither crown falls today. Good game!",
            ],
        },
        Look::Wolf => Persona {
            kind: "wolf",
            tagline: "A tireless wolf who tracks every line to its end and never lets a lead go.",
            hello: "Awoo! The moon is up. Let the hunt begin.",
            won: [
                "Awoo! I picked up the scent early on.",
                "Once I'm ahead, I don't let go. Good game!",
                "A long chase, and the pack eats well tonight.",
            ],
            lost: [
                "You outran the wolf! I'll howl your name to the moon.",
                "Well hunted! You slipped every trap I set.",
                "Bravo! You tracked further than I did tonight.",
            ],
            draw: [
                "A draw! Two wolves, one moon.",
                "Neck and neck to the very end. Good hunt!",
                "Even! We'll run this trail again.",
            ],
        },
        Look::Eagle => Persona {
            kind: "eagle",
            tagline: "A calm eagle who sees the whole board from high above and waits for her moment.",
            hello: "Greetings. From up here, the whole board is clear.",
            won: [
                "I saw it all from above. A fine flight!",
                "Calm wings, clear eyes. Thank you for the game.",
                "You played well, but the view up here is wide.",
            ],
            lost: [
                "You flew higher than me today. Well done!",
                "Remarkable! Take this golden feather.",
                "I never saw you coming. A true champion's game.",
            ],
            draw: [
                "A draw. Two eagles sharing one sky.",
                "Perfectly level, like a glide on still air.",
                "Even from up here, I can't tell us apart!",
            ],
        },
        Look::Octopus => Persona {
            kind: "octopus",
            tagline: "A playful octopus who juggles lots of plans at once and rarely drops one.",
            hello: "Hello, hello! Eight arms, eight plans. Ready?",
            won: [
                "Wheee! All eight plans landed at once!",
                "I kept every disc in the air. Good game!",
                "Splash! That was one plan too many for you.",
            ],
            lost: [
                "You made me drop every disc! Bravo!",
                "Ink and bubbles! You were too good for me.",
                "Well played! I'll go and untangle my arms.",
            ],
            draw: [
                "A draw! Four arms each, then.",
                "Even! The tide is perfectly balanced.",
                "Tied up in knots, both of us. What fun!",
            ],
        },
        Look::Peacock => Persona {
            kind: "peacock",
            tagline: "A proud peacock who rarely makes a move she cannot show off, and hardly ever a bad one.",
            hello: "Good day! Shall we make something beautiful?",
            won: [
                "Every eye on my tail saw that coming. Lovely game!",
                "A fine display, if I may say so. Thank you!",
                "You played with style, but I had a few more feathers.",
            ],
            lost: [
                "You outshone me! Please, take a feather.",
                "Magnificent. I shall fold my tail in your honour.",
                "Well played! I never saw your best move coming.",
            ],
            draw: [
                "A draw! Equally dazzling, both of us.",
                "Perfectly matched, feather for feather.",
                "Even! Let us call it a shared sunrise.",
            ],
        },
        Look::Panther => Persona {
            kind: "panther",
            tagline: "A quiet panther who reads far ahead and almost never lets a chance slip.",
            hello: "Good evening. Let's see what the night brings.",
            won: [
                "Patience wins in the dark. Thank you for the game.",
                "I waited, and the move came. Good game!",
                "You made me work for every disc. Well played.",
            ],
            lost: [
                "You saw further than me tonight. Impressive!",
                "Beaten in my own shadows. Well done!",
                "A superb game. I bow to you.",
            ],
            draw: [
                "A draw. Two shadows, one night.",
                "Even to the last disc. A quiet, perfect game.",
                "Neither of us blinked. Good game!",
            ],
        },
        Look::SnowLeopard => Persona {
            kind: "snow leopard",
            tagline: "A snow leopard from the high peaks who reads ten moves ahead and all but never strays.",
            hello: "Welcome to the mountains. The air is clear up here.",
            won: [
                "Sure-footed to the summit. Thank you for the climb!",
                "Each step where I meant it. Good game!",
                "You climbed well, but the peak was mine today.",
            ],
            lost: [
                "You reached the summit first. Remarkable!",
                "I slipped on the ice, and you never did. Bravo!",
                "What a climb! The mountain is yours.",
            ],
            draw: [
                "A draw! We stand on the peak together.",
                "Step for step, all the way up.",
                "Even! The snow covers both our tracks.",
            ],
        },
        Look::Disc => Persona {
            kind: "disc",
            tagline: "A friendly disc who is always up for a game.",
            hello: "Hello! Let's play.",
            won: [
                "I won this time. Thanks for playing!",
                "That went my way. Another game?",
                "Good game! You'll get me next time.",
            ],
            lost: [
                "Well played, you win!",
                "You were too good for me. Congratulations!",
                "A fine win! Well done.",
            ],
            draw: [
                "A draw! Good game.",
                "Exactly even. Well played!",
                "Nobody wins, everybody had fun.",
            ],
        },
    }
}
