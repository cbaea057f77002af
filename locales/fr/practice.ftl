### Les pages d'entraînement d'Outflank : problèmes (#puzzles), problème du jour (#puzzles/daily) et vos propres erreurs (#puzzles/mistakes).

nav-practice = Entraînement
title-practice = Problèmes, problème du jour, vos propres erreurs et ouvertures à revoir
practice-title = Entraînement
practice-tabs = Types d'entraînement
practice-tab-puzzles = Problèmes
practice-tab-daily = Problème du jour
practice-tab-mistakes = Mes erreurs
practice-loading = Chargement des problèmes…
practice-damaged = Les problèmes n'ont pas pu être chargés (le fichier est endommagé ou absent). La partie n'est pas touchée.
practice-puzzle-number = Problème { NUMBER($number) }
practice-to-move = { $side } joue
practice-kind-win = Trouvez le seul coup gagnant
practice-kind-draw = Sauvez le match nul
practice-kind-best-score = Trouvez le coup au meilleur score
practice-kind-find-move = Trouvez le coup
practice-kind-trap = Ne tombez pas dans le piège
practice-difficulty = Difficulté
practice-difficulty-value = Difficulté { NUMBER($level) } sur 5
practice-theme-corner = Thème : coin
practice-theme-edge = Thème : bord
practice-theme-parity = Thème : parité
practice-theme-tempo = Thème : tempo
practice-theme-wipe-out = Thème : anéantissement
practice-values-exact = Les valeurs sont exactes (calculées jusqu'à la fin).
practice-values-search = Les valeurs sont celles d'une recherche profonde.
practice-wrong = { $square } perd { $loss ->
    [one] { $loss } pion
   *[other] { $loss } pions
} ; il y a un meilleur coup.
practice-wrong-unknown = { $square } n'est pas le meilleur coup trouvé par l'analyse.
practice-solved = Bien joué : { $square } est le meilleur coup.
practice-continue = Bien joué : { $square }. L’ordinateur répond { $reply } ; à vous de jouer.
practice-continue-pass = Bien joué : { $square }. L’ordinateur n’a pas de coup et passe ; à vous de jouer encore.
practice-step = Coup { NUMBER($step) } sur { NUMBER($steps) }
practice-try-again = Réessayer
practice-show-solution = Voir la solution
practice-solution = La valeur de chaque coup est sur le plateau, le meilleur entouré.
practice-next = Problème suivant
practice-solved-count = { $count ->
    [one] { $count } problème résolu
   *[other] { $count } problèmes résolus
}
practice-streak = Résolus du premier coup à la suite : { NUMBER($count) }
practice-missed = { $count ->
    [one] { $count } problème manqué reviendra
   *[other] { $count } problèmes manqués reviendront
}
practice-daily-date = Le problème du { $date }, le même pour tous
practice-daily-streak = { $count ->
    [one] { $count } jour d'affilée
   *[other] { $count } jours d'affilée
}
practice-daily-done = Vous avez résolu le problème du jour. Un nouveau arrive demain.
practice-no-mistakes = Aucune erreur à revoir. Après une partie, choisissez « Analyser la partie », puis « Revoir mes erreurs ».
practice-mistakes-left = { $count ->
    [one] { $count } erreur à revoir
   *[other] { $count } erreurs à revoir
}
practice-mistake-played = Dans votre partie, vous avez joué { $square }, qui a perdu { $loss ->
    [one] { $loss } pion
   *[other] { $loss } pions
}.
practice-mistake-note = Seul le meilleur coup trouvé par l'analyse est accepté ; parmi les autres coups, seul celui que vous avez joué a une valeur.
practice-mistake-next = Erreur suivante
practice-mistakes-add = Revoir mes erreurs
title-practice-mistakes = Ajouter à l'entraînement vos coups de cette partie qui ont perdu 6 pions ou plus
practice-mistakes-added = { $count ->
    [0] Aucune nouvelle erreur de 6 pions ou plus à ajouter.
    [one] { $count } erreur ajoutée à l'entraînement.
   *[other] { $count } erreurs ajoutées à l'entraînement.
}
practice-open-mistakes = Ouvrir mes erreurs

## L'entraîneur d'ouvertures (#openings).

practice-tab-openings = Ouvertures
practice-trainer-line = Ouverture
practice-trainer-book-lines = Les meilleures suites de la bibliothèque
practice-trainer-color = Votre couleur
practice-trainer-loading = Chargement des ouvertures…
practice-trainer-failed = La bibliothèque d'ouvertures n'est pas disponible : l'entraîneur ne peut pas juger vos coups. La partie n'est pas touchée.
practice-trainer-heading = { $line }, avec { $side }
practice-trainer-your-move = À vous : jouez le coup suivant de l'ouverture.
practice-trainer-your-move-book = À vous : jouez un coup que la bibliothèque estime à 1 pion au plus de son meilleur.
practice-trainer-asking = Recherche de la position dans la bibliothèque…
practice-trainer-right = Juste : { $square }.
practice-trainer-replied = L'ordinateur a répondu { $square }.
practice-trainer-wrong-line = { $square } sort de l'ouverture. Le bon coup est entouré sur le plateau avec la valeur de la bibliothèque.
practice-trainer-wrong-book = { $square } perd { $loss ->
    [one] 1 pion
   *[other] { $loss } pions
} par rapport au meilleur coup de la bibliothèque. Les bons coups sont entourés sur le plateau avec leur valeur.
practice-trainer-line-end = L'ouverture s'arrête ici : { $line } est jouée jusqu'au bout.
practice-trainer-book-end = La bibliothèque s'arrête ici.
practice-trainer-missed = Vous avez manqué un coup : cette ouverture revient tout de suite.
practice-trainer-clean = Tous les coups justes du premier coup : cette ouverture monte d'un niveau.
practice-trainer-next = Ouverture suivante
practice-trainer-next-is = Ensuite : { $line }, avec { $side }
practice-trainer-progress = Vos ouvertures
practice-trainer-card = { $line }, avec { $side } : niveau { NUMBER($level) } sur 5
practice-trainer-due = à revoir
practice-trainer-mastered = Ouvertures maîtrisées : { NUMBER($count) } sur { NUMBER($total) }
practice-trainer-none = Aucune ouverture travaillée pour l'instant. Celles que vous manquez reviennent jusqu'à ce que vous les sachiez.
practice-trainer-note = Les valeurs sont celles de la bibliothèque d'ouvertures : l'écart final de pions en jouant au mieux, pour le camp au trait.
