### The levels' characters in English, by level id: every message selects on $level, with
### one variant for each level of the engine's table (tests/i18n_catalogs.rs fails when a level
### has none) and *[other] for an id no level has, a friendly disc. A level's technical details
### are made from its settings (the level-details messages of main.ftl).

# A level's name (its character's).
level-name = { $level ->
   [0] Pip
   [7] Dot
   [8] Tumble
   [1] Bramble
   [9] Maple
   [2] Juniper
   [4] Monty
   [10] Clover
   [22] Hazel
   [3] Sage
   [11] Basil
   [12] Rook
   [13] Ember
   [14] Atlas
   [15] Storm
   [16] Vega
   [17] Marlo
   [18] Iris
   [21] Reed
   [19] Onyx
   [20] Lyra
   [5] Nova
   [6] Oracle
  *[other] The computer
}

# Its portrait's name: "Pip the chick".
character-title = { $level ->
   [0] { $name } the chick
   [7] { $name } the ladybird
   [8] { $name } the kitten
   [1] { $name } the hedgehog
   [9] { $name } the squirrel
   [2] { $name } the fox
   [4] { $name } the robot
   [10] { $name } the rabbit
   [22] { $name } the badger
   [3] { $name } the owl
   [11] { $name } the bear
   [12] { $name } the raven
   [13] { $name } the dragon
   [14] { $name } the lion
   [15] { $name } the wolf
   [16] { $name } the eagle
   [17] { $name } the octopus
   [18] { $name } the peacock
   [21] { $name } the heron
   [19] { $name } the panther
   [20] { $name } the snow leopard
   [5] { $name } the star robot
   [6] { $name } the tortoise
  *[other] { $name } the disc
}

# One friendly line about the character.
character-tagline = { $level ->
   [0] A fluffy chick who has just learnt the rules and loves every flip.
   [7] A tiny, cheerful ladybird who finds a nice move, then wanders off to chase a daisy.
   [8] A playful kitten who can't resist a shiny corner and pounces the moment she sees one.
   [1] A snug hedgehog who heads for the corners and curls up there.
   [9] A careful squirrel who hoards her best moves and counts every last one at the end.
   [2] A quick-witted fox who always peeks a few moves ahead.
   [4] A cheerful robot who rolls thousands of imaginary games before each move.
   [10] A quick rabbit who thinks a few moves ahead and keeps her endings tidy.
   [22] A steady badger who digs a few moves deep and seldom takes a wrong tunnel.
   [3] A wise old owl who studies every line before she moves.
   [11] A patient bear who takes his time, plays solid moves and reads deep.
   [12] A clever raven who spots every trick and plays the last moves exactly.
   [13] A fierce young dragon who looks far ahead and rarely lets a game slip.
   [14] A calm, mighty lion who weighs every move and seldom leaves a weakness.
   [15] A tireless wolf who tracks every line to its end and never lets a lead go.
   [16] A calm eagle who sees the whole board from high above and waits for her moment.
   [17] A playful octopus who juggles lots of plans at once and rarely drops one.
   [18] A proud peacock who rarely makes a move she cannot show off, and hardly ever a bad one.
   [21] A patient heron who stands still in the reeds, then strikes at just the right move.
   [19] A quiet panther who reads far ahead and almost never lets a chance slip.
   [20] A snow leopard from the high peaks who reads ten moves ahead and all but never strays.
   [5] Monty's bright sister: she remembers what she learns and never fumbles an ending.
   [6] An ancient tortoise who has seen every ending and reads the board far ahead.
  *[other] A friendly disc who is always up for a game.
}

# How the level plays, in plain words.
level-about = { $level ->
   [0] Looks only at the move in front of it and often picks one at random.
   [7] Looks one move ahead and sees what a move wins, but often drifts to a weaker one.
   [8] Looks one move ahead and mostly picks a good one.
   [1] Thinks of your reply before it moves, though it often settles for less.
   [9] Thinks of your reply and counts the last eight moves exactly.
   [2] Thinks three moves ahead, counts the last ten exactly and never gives much away at once.
   [4] Plays thousands of random games in its head before each move.
   [10] Thinks four moves ahead and counts the last twelve exactly, but still lets good moves slip.
   [22] Thinks four moves ahead and counts the last twelve exactly, and now and then lets a good move slip.
   [3] Thinks four moves ahead and counts the last twelve exactly.
   [11] Thinks four moves ahead, weighs its choices carefully and counts the last twelve exactly.
   [12] Thinks five moves ahead and counts the last fourteen exactly.
   [13] Thinks five moves ahead, rarely lets a good move pass and counts the last fourteen exactly.
   [14] Thinks six moves ahead, rarely lets a good move pass and counts the last sixteen exactly.
   [15] Thinks six moves ahead, seldom lets a good move pass and counts the last sixteen exactly.
   [16] Thinks seven moves ahead, rarely misses the best move and counts the last eighteen exactly.
   [17] Thinks eight moves ahead, almost always finds the best move and counts the last eighteen exactly.
   [18] Thinks eight moves ahead, nearly always plays the best move and counts the last eighteen exactly.
   [21] Thinks eight moves ahead, rarely misses the best move and counts the last nineteen exactly.
   [19] Thinks nine moves ahead, seldom strays from the best move and counts the last twenty exactly.
   [20] Thinks ten moves ahead, all but never strays from the best move and counts the last twenty exactly.
   [5] Monty's clever sister: grows a tree of many lines, judges them with what she learnt from our games, spots forced wins and plays the endgame perfectly.
   [6] The strongest: reads many moves ahead with a judgement learnt from thousands of perfectly finished games, and plays the last twenty or so moves perfectly.
  *[other] {""}
}

# The computer won: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-won = { $level ->
   [0] { $line ->
       [0] Cheep cheep! I won? I actually won!
       [1] I can't believe it! Can we frame this board?
      *[other] Peep! Beginner's luck, or am I getting good?
    }
   [7] { $line ->
       [0] Oh! Did I win? I was watching a daisy!
       [1] Spots and dots! That was such fun.
      *[other] I won! Quick, let's tell the other bugs!
    }
   [8] { $line ->
       [0] Pounce! Got you that time. Purr!
       [1] Mew! I caught the corners and the game!
      *[other] That was fun! Can we chase the discs again?
    }
   [1] { $line ->
       [0] Safe and snug in my corners. Good game!
       [1] A prickly one, that! Thanks for the game.
      *[other] Corners first, that's my motto. Another?
    }
   [9] { $line ->
       [0] Every disc counted and stored away. Good game!
       [1] I saved my best moves for the end. Thanks!
      *[other] That's a fine harvest for my winter store!
    }
   [2] { $line ->
       [0] Outfoxed you! Fancy a rematch?
       [1] Two moves ahead, as always. That was fun!
      *[other] A tricky game: I nearly slipped up!
    }
   [4] { $line ->
       [0] Beep boop! The dice were kind to me.
       [1] Victory computed! Thanks for playing, friend.
      *[other] My simulations said so. Rematch?
    }
   [10] { $line ->
       [0] Hop, skip and a win! Thanks for the game.
       [1] A tidy finish, just how I like it!
      *[other] Quick feet and careful counting. Good game!
    }
   [22] { $line ->
       [0] Dug in and held on. Thank you for the game!
       [1] Every tunnel led somewhere. Good game!
      *[other] You made me dig deep for that one. Well played.
    }
   [3] { $line ->
       [0] Patience, young one. You will get there.
       [1] Hoo! A fine game. Study your edges.
      *[other] The board rewards the patient. Well fought.
    }
   [11] { $line ->
       [0] Steady as a mountain. Thank you for the game.
       [1] Patience pays. That was a good, slow game.
      *[other] A solid win. I'd gladly play you again.
    }
   [12] { $line ->
       [0] Caw! I saw that trick coming a mile off.
       [1] Every last move counted exactly. Good game!
      *[other] Clever play, but I had one trick left.
    }
   [13] { $line ->
       [0] Rawr! Another disc for my treasure pile.
       [1] Toasted! That was a fiery game.
      *[other] I looked far ahead and saw my flame win. Good game!
    }
   [14] { $line ->
       [0] A royal game. You fought bravely.
       [1] The king keeps his crown, for today.
      *[other] Strong play! Come back when you're ready to roar.
    }
   [15] { $line ->
       [0] Awoo! I picked up the scent early on.
       [1] Once I'm ahead, I don't let go. Good game!
      *[other] A long chase, and the pack eats well tonight.
    }
   [16] { $line ->
       [0] I saw it all from above. A fine flight!
       [1] Calm wings, clear eyes. Thank you for the game.
      *[other] You played well, but the view up here is wide.
    }
   [17] { $line ->
       [0] Wheee! All eight plans landed at once!
       [1] I kept every disc in the air. Good game!
      *[other] Splash! That was one plan too many for you.
    }
   [18] { $line ->
       [0] Every eye on my tail saw that coming. Lovely game!
       [1] A fine display, if I may say so. Thank you!
      *[other] You played with style, but I had a few more feathers.
    }
   [21] { $line ->
       [0] Still water, sharp eyes. Thank you for the game!
       [1] I stood and waited, and your move came to me. Good game!
      *[other] You kept me wading to the very end. Well played.
    }
   [19] { $line ->
       [0] Patience wins in the dark. Thank you for the game.
       [1] I waited, and the move came. Good game!
      *[other] You made me work for every disc. Well played.
    }
   [20] { $line ->
       [0] Sure-footed to the summit. Thank you for the climb!
       [1] Each step where I meant it. Good game!
      *[other] You climbed well, but the peak was mine today.
    }
   [5] { $line ->
       [0] Mission accomplished! Thanks for the lovely game.
       [1] I saw that ending coming from far away.
      *[other] Stellar game! You made me work for it.
    }
   [6] { $line ->
       [0] Slow and steady reads the whole board. Good game!
       [1] I have seen this ending many times before. Well fought.
      *[other] A fine game. Come back and try me again.
    }
  *[other] { $line ->
       [0] I won this time. Thanks for playing!
       [1] That went my way. Another game?
      *[other] Good game! You'll get me next time.
    }
}

# The computer lost: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-lost = { $level ->
   [0] { $line ->
       [0] You're brilliant! Here, have a sunflower seed.
       [1] Cheep! I learnt so much from that game.
      *[other] Well played! I'll practise my corners tonight.
    }
   [7] { $line ->
       [0] You won! Let me fly a little victory lap for you.
       [1] Oops, I got distracted again. Well played!
      *[other] Brilliant! Take one of my spots as a prize.
    }
   [8] { $line ->
       [0] You win! I got tangled up like a ball of wool.
       [1] Mrrp! You pounced first. Well played!
      *[other] Clever you! I'll sharpen my claws for next time.
    }
   [1] { $line ->
       [0] You out-prickled me! Have this shiny acorn.
       [1] Well played. I'll curl up and think it over.
      *[other] You took my favourite corners! Well done.
    }
   [9] { $line ->
       [0] You won! Please take an acorn from my store.
       [1] Nuts! I miscounted somewhere. Well played!
      *[other] Wonderful game! I'll count more carefully next time.
    }
   [2] { $line ->
       [0] You outfoxed the fox! Take this feather as a prize.
       [1] Clever moves! I didn't see that coming.
      *[other] Well done! I'll have to look further ahead.
    }
   [4] { $line ->
       [0] Does not compute... you won! Well played.
       [1] Beep! My dice rolled wrong. You earned this gold star.
      *[other] Impressive! Recalibrating my dice.
    }
   [10] { $line ->
       [0] You outran me! Have a lucky clover leaf.
       [1] My ears are drooping, but what a game!
      *[other] Well played! I'll hop home and practise.
    }
   [22] { $line ->
       [0] You dug deeper than me today. Well done!
       [1] Oh, my stripes! I took the wrong tunnel. Bravo!
      *[other] A lovely game. I'll curl up in my sett and think it over.
    }
   [3] { $line ->
       [0] Hoo! Remarkable. You have taught this old owl something.
       [1] A splendid victory. Take this feather for your cap.
      *[other] Well played indeed. I must polish my spectacles.
    }
   [11] { $line ->
       [0] Well now! You out-waited a bear. Bravo.
       [1] A fine win! The honey jar is yours.
      *[other] You read deeper than me today. Well played.
    }
   [12] { $line ->
       [0] Caw! You out-tricked a raven. Take this shiny button.
       [1] Well played! You saw further than my beady eyes.
      *[other] Remarkable! I shall tell the whole flock.
    }
   [13] { $line ->
       [0] You beat a dragon! Take a gold coin from my hoard.
       [1] Smoke and sparks! You were brilliant.
      *[other] Well played! My flame flickered out.
    }
   [14] { $line ->
       [0] A mighty win! The crown is yours today.
       [1] Roar! You have the heart of a lion.
      *[other] I bow to you. That was a champion's game.
    }
   [15] { $line ->
       [0] You outran the wolf! I'll howl your name to the moon.
       [1] Well hunted! You slipped every trap I set.
      *[other] Bravo! You tracked further than I did tonight.
    }
   [16] { $line ->
       [0] You flew higher than me today. Well done!
       [1] Remarkable! Take this golden feather.
      *[other] I never saw you coming. A true champion's game.
    }
   [17] { $line ->
       [0] You made me drop every disc! Bravo!
       [1] Ink and bubbles! You were too good for me.
      *[other] Well played! I'll go and untangle my arms.
    }
   [18] { $line ->
       [0] You outshone me! Please, take a feather.
       [1] Magnificent. I shall fold my tail in your honour.
      *[other] Well played! I never saw your best move coming.
    }
   [21] { $line ->
       [0] You were quicker than my beak today. Well done!
       [1] I waited for a move that never came. Bravo!
      *[other] A lovely game. I'll go back to my reeds and think.
    }
   [19] { $line ->
       [0] You saw further than me tonight. Impressive!
       [1] Beaten in my own shadows. Well done!
      *[other] A superb game. I bow to you.
    }
   [20] { $line ->
       [0] You reached the summit first. Remarkable!
       [1] I slipped on the ice, and you never did. Bravo!
      *[other] What a climb! The mountain is yours.
    }
   [5] { $line ->
       [0] Wow! You beat me fair and square. Here's a star for you.
       [1] Out of this world! Well played.
      *[other] You win! I'll be studying that game for light-years.
    }
   [6] { $line ->
       [0] In two hundred years, few have beaten me. Bravo!
       [1] Astonishing! This old shell tips its hat to you.
      *[other] You saw further than I did. A true master's game.
    }
  *[other] { $line ->
       [0] Well played, you win!
       [1] You were too good for me. Congratulations!
      *[other] A fine win! Well done.
    }
}

# A draw: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-draw = { $level ->
   [0] { $line ->
       [0] A tie! We're both winners, cheep!
       [1] Exactly even! Shall we break the tie?
      *[other] Same number of discs! How neat is that?
    }
   [7] { $line ->
       [0] A draw! Even my spots are evenly split.
       [1] Tied! Shall we count the discs again together?
      *[other] Same again! How lucky is that?
    }
   [8] { $line ->
       [0] A tie! Shall we chase each other's tails again?
       [1] Purr... a draw. Nice and cosy.
      *[other] Even! Neither of us caught the other.
    }
   [1] { $line ->
       [0] Even stevens! A very cosy result.
       [1] A draw! Shall we share an apple?
      *[other] Neither of us budged. Good game!
    }
   [9] { $line ->
       [0] A draw! We share the nuts fifty-fifty.
       [1] Exactly even. I counted twice to be sure!
      *[other] Tied! Shall we split an acorn?
    }
   [2] { $line ->
       [0] A dead heat! You're as sly as I am.
       [1] Tied! Great minds think alike.
      *[other] Even! Let's settle it next game.
    }
   [4] { $line ->
       [0] Beep! An exact draw. Statistically delightful.
       [1] Tie detected. Fancy another roll?
      *[other] 32–32! Perfectly balanced, beep.
    }
   [10] { $line ->
       [0] A draw! We crossed the line nose to nose.
       [1] Even! Let's race again, shall we?
      *[other] Tied up neatly, like a bow. Good game!
    }
   [22] { $line ->
       [0] A draw! We met halfway down the tunnel.
       [1] Even to the last disc. Shall we share the hazelnuts?
      *[other] Level ground for both of us. Good game!
    }
   [3] { $line ->
       [0] Perfect balance. Most satisfying.
       [1] A draw between equals. Hoo!
      *[other] Neither wins, and both learn. Splendid.
    }
   [11] { $line ->
       [0] A draw. Like two bears sharing one cave.
       [1] Even and steady. A very good game.
      *[other] Neither of us gave way. I like that.
    }
   [12] { $line ->
       [0] Caw! A perfect draw. We're both too clever.
       [1] Even, to the very last disc. Splendid.
      *[other] A draw! Two sharp eyes on one board.
    }
   [13] { $line ->
       [0] A draw! Even my fire couldn't tip it.
       [1] Tied! A worthy rival for a dragon.
      *[other] Perfectly even. That was a hot game!
    }
   [14] { $line ->
       [0] A draw between two lions. Well matched.
       [1] Even! Let us share the savannah.
      *[other] Neither crown falls today. Good game!
    }
   [15] { $line ->
       [0] A draw! Two wolves, one moon.
       [1] Neck and neck to the very end. Good hunt!
      *[other] Even! We'll run this trail again.
    }
   [16] { $line ->
       [0] A draw. Two eagles sharing one sky.
       [1] Perfectly level, like a glide on still air.
      *[other] Even from up here, I can't tell us apart!
    }
   [17] { $line ->
       [0] A draw! Four arms each, then.
       [1] Even! The tide is perfectly balanced.
      *[other] Tied up in knots, both of us. What fun!
    }
   [18] { $line ->
       [0] A draw! Equally dazzling, both of us.
       [1] Perfectly matched, feather for feather.
      *[other] Even! Let us call it a shared sunrise.
    }
   [21] { $line ->
       [0] A draw! Two herons, each on one leg.
       [1] Even to the last disc. The pond is calm.
      *[other] Level as the water. Good game!
    }
   [19] { $line ->
       [0] A draw. Two shadows, one night.
       [1] Even to the last disc. A quiet, perfect game.
      *[other] Neither of us blinked. Good game!
    }
   [20] { $line ->
       [0] A draw! We stand on the peak together.
       [1] Step for step, all the way up.
      *[other] Even! The snow covers both our tracks.
    }
   [5] { $line ->
       [0] A perfect orbit: exactly even!
       [1] A draw! The universe is in balance.
      *[other] 32–32. Beautifully balanced.
    }
   [6] { $line ->
       [0] Even after all these years, a draw still delights me.
       [1] Perfectly matched. A rare and happy thing.
      *[other] A draw with an old tortoise! Most impressive.
    }
  *[other] { $line ->
       [0] A draw! Good game.
       [1] Exactly even. Well played!
      *[other] Nobody wins, everybody had fun.
    }
}
