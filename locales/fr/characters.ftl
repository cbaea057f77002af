### Les personnages des niveaux, par numéro de niveau : même structure que characters.ftl
### en anglais ; chaque message choisit sur $level, *[other] pour un numéro sans niveau (un pion).

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
  *[other] L’ordinateur
}

# Its portrait's name: "Pip the chick".
character-title = { $level ->
   [0] { $name } le poussin
   [7] { $name } la coccinelle
   [8] { $name } le chaton
   [1] { $name } le hérisson
   [9] { $name } l’écureuil
   [2] { $name } le renard
   [4] { $name } le robot
   [10] { $name } la lapine
   [22] { $name } le blaireau
   [3] { $name } la chouette
   [11] { $name } l’ours
   [12] { $name } le corbeau
   [13] { $name } le dragon
   [14] { $name } le lion
   [15] { $name } le loup
   [16] { $name } l’aigle
   [17] { $name } la pieuvre
   [18] { $name } le paon
   [21] { $name } le héron
   [19] { $name } la panthère
   [20] { $name } la panthère des neiges
   [5] { $name } le robot étoilé
   [6] { $name } la tortue
  *[other] { $name }, le pion
}

# One friendly line about the character.
character-tagline = { $level ->
   [0] Un poussin tout duveteux qui vient d’apprendre les règles et adore retourner les pions.
   [7] Une toute petite coccinelle joyeuse qui trouve un joli coup, puis s’envole après une pâquerette.
   [8] Un chaton joueur qui ne résiste pas à un coin brillant et bondit dès qu’il en voit un.
   [1] Un hérisson douillet qui file vers les coins et s’y roule en boule.
   [9] Un écureuil prudent qui garde ses meilleurs coups en réserve et compte tout à la fin.
   [2] Un renard malin qui jette toujours un œil quelques coups plus loin.
   [4] Un robot joyeux qui fait rouler des milliers de parties imaginaires avant chaque coup.
   [10] Une lapine rapide qui voit quelques coups plus loin et soigne ses fins de partie.
   [22] Un blaireau tenace qui creuse quelques coups en profondeur et se trompe rarement de galerie.
   [3] Une vieille chouette sage qui étudie chaque variante avant de jouer.
   [11] Un ours patient qui prend son temps, joue des coups solides et lit loin.
   [12] Un corbeau rusé qui repère chaque piège et joue les derniers coups à la perfection.
   [13] Un jeune dragon fougueux qui voit loin et laisse rarement filer une partie.
   [14] Un lion calme et puissant qui pèse chaque coup et laisse rarement une faiblesse.
   [15] Un loup infatigable qui suit chaque variante jusqu’au bout et ne lâche jamais son avance.
   [16] Un aigle calme qui voit tout le plateau de très haut et attend son heure.
   [17] Une pieuvre joueuse qui jongle avec plein de plans à la fois et n’en laisse presque jamais tomber.
   [18] Un paon fier qui joue rarement un coup dont il ne pourrait se vanter, et presque jamais un mauvais.
   [21] Un héron patient qui reste immobile dans les roseaux, puis saisit le coup juste.
   [19] Une panthère silencieuse qui voit loin et ne laisse presque jamais passer une occasion.
   [20] Une panthère des neiges venue des hauts sommets, qui voit dix coups à l’avance et ne s’égare pour ainsi dire jamais.
   [5] La brillante sœur de Monty : elle retient ce qu’elle apprend et ne rate jamais une fin de partie.
   [6] Une tortue antique qui a vu toutes les finales et lit le plateau très loin.
  *[other] Un pion sympathique, toujours partant pour une partie.
}

# How the level plays, in plain words.
level-about = { $level ->
   [0] Ne regarde que le coup devant lui et joue souvent au hasard.
   [7] Regarde un coup à l’avance et voit ce qu’un coup rapporte, mais dérive souvent vers un coup plus faible.
   [8] Regarde un coup à l’avance et choisit le plus souvent un bon coup.
   [1] Pense à ta réponse avant de jouer, mais se contente souvent de moins.
   [9] Pense à ta réponse et compte exactement les huit derniers coups.
   [2] Voit trois coups à l’avance, compte exactement les dix derniers et ne cède jamais beaucoup d’un coup.
   [4] Joue des milliers de parties au hasard dans sa tête avant chaque coup.
   [10] Voit quatre coups à l’avance et compte exactement les douze derniers, mais laisse encore filer de bons coups.
   [22] Voit quatre coups à l’avance et compte exactement les douze derniers, mais laisse parfois filer un bon coup.
   [3] Voit quatre coups à l’avance et compte exactement les douze derniers.
   [11] Voit quatre coups à l’avance, pèse ses choix avec soin et compte exactement les douze derniers.
   [12] Voit cinq coups à l’avance et compte exactement les quatorze derniers.
   [13] Voit cinq coups à l’avance, laisse rarement passer un bon coup et compte exactement les quatorze derniers.
   [14] Voit six coups à l’avance, laisse rarement passer un bon coup et compte exactement les seize derniers.
   [15] Voit six coups à l’avance, laisse peu passer un bon coup et compte exactement les seize derniers.
   [16] Voit sept coups à l’avance, manque rarement le meilleur coup et compte exactement les dix-huit derniers.
   [17] Voit huit coups à l’avance, trouve presque toujours le meilleur coup et compte exactement les dix-huit derniers.
   [18] Voit huit coups à l’avance, joue presque toujours le meilleur coup et compte exactement les dix-huit derniers.
   [21] Voit huit coups à l’avance, manque rarement le meilleur coup et compte exactement les dix-neuf derniers.
   [19] Voit neuf coups à l’avance, s’écarte rarement du meilleur coup et compte exactement les vingt derniers.
   [20] Voit dix coups à l’avance, ne s’écarte pour ainsi dire jamais du meilleur coup et compte exactement les vingt derniers.
   [5] La sœur maligne de Monty : fait pousser un arbre de nombreuses variantes, les juge avec ce qu’elle a appris de nos parties, repère les gains forcés et joue la finale à la perfection.
   [6] La plus forte : voit de nombreux coups à l’avance avec un jugement appris de milliers de parties jouées parfaitement jusqu’au bout, et joue parfaitement la vingtaine de derniers coups.
  *[other] {""}
}

# The computer won: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-won = { $level ->
   [0] { $line ->
       [0] Piou piou ! J’ai gagné ? J’ai vraiment gagné !
       [1] Je n’en reviens pas ! On peut encadrer ce plateau ?
      *[other] Piou ! La chance du débutant, ou je deviens fort ?
    }
   [7] { $line ->
       [0] Oh ! J’ai gagné ? Je regardais une pâquerette !
       [1] Points et pois ! C’était trop amusant.
      *[other] J’ai gagné ! Vite, allons le dire aux autres insectes !
    }
   [8] { $line ->
       [0] Hop ! Je t’ai eu cette fois. Ronron !
       [1] Miaou ! J’ai attrapé les coins et la partie !
      *[other] C’était drôle ! On recourt après les pions ?
    }
   [1] { $line ->
       [0] Bien au chaud dans mes coins. Belle partie !
       [1] Une partie qui piquait ! Merci.
      *[other] Les coins d’abord, c’est ma devise. Une autre ?
    }
   [9] { $line ->
       [0] Chaque pion compté et rangé. Belle partie !
       [1] J’ai gardé mes meilleurs coups pour la fin. Merci !
      *[other] Belle récolte pour mes réserves d’hiver !
    }
   [2] { $line ->
       [0] Je t’ai bien eu ! Une revanche ?
       [1] Deux coups d’avance, comme toujours. C’était drôle !
      *[other] Une partie piégeuse : j’ai failli glisser !
    }
   [4] { $line ->
       [0] Bip boup ! Les dés m’ont été favorables.
       [1] Victoire calculée ! Merci d’avoir joué, l’ami.
      *[other] Mes simulations l’avaient prévu. Revanche ?
    }
   [10] { $line ->
       [0] Un bond, un saut, une victoire ! Merci pour la partie.
       [1] Une fin bien nette, comme je les aime !
      *[other] Pattes rapides et calcul soigné. Belle partie !
    }
   [22] { $line ->
       [0] Creuser et tenir bon, c’est ma méthode. Merci pour la partie !
       [1] Chaque galerie menait quelque part. Belle partie !
      *[other] Tu m’as fait creuser profond pour celle-là. Bien joué.
    }
   [3] { $line ->
       [0] Patience, jeune personne. Tu y arriveras.
       [1] Hou ! Une belle partie. Étudie tes bords.
      *[other] Le plateau récompense les patients. Bien combattu.
    }
   [11] { $line ->
       [0] Solide comme une montagne. Merci pour la partie.
       [1] La patience paie. Une bonne partie, bien lente.
      *[other] Une victoire solide. Je rejouerai volontiers avec toi.
    }
   [12] { $line ->
       [0] Croa ! J’ai vu ce piège venir de loin.
       [1] Chaque dernier coup compté exactement. Belle partie !
      *[other] Bien joué, mais il me restait un tour dans mon sac.
    }
   [13] { $line ->
       [0] Grrr ! Encore un pion pour mon trésor.
       [1] Grillé ! Quelle partie enflammée.
      *[other] J’ai vu loin, et ma flamme l’a emporté. Belle partie !
    }
   [14] { $line ->
       [0] Une partie royale. Tu t’es battu avec courage.
       [1] Le roi garde sa couronne, pour aujourd’hui.
      *[other] Beau jeu ! Reviens quand tu seras prêt à rugir.
    }
   [15] { $line ->
       [0] Aouuu ! J’ai flairé la piste très tôt.
       [1] Quand je mène, je ne lâche rien. Belle partie !
      *[other] Une longue traque, et la meute mange bien ce soir.
    }
   [16] { $line ->
       [0] J’ai tout vu d’en haut. Un beau vol !
       [1] Ailes calmes, regard clair. Merci pour la partie.
      *[other] Tu as bien joué, mais d’ici la vue est large.
    }
   [17] { $line ->
       [0] Youpi ! Mes huit plans ont réussi en même temps !
       [1] J’ai gardé tous les pions en l’air. Belle partie !
      *[other] Plouf ! Un plan de trop pour toi.
    }
   [18] { $line ->
       [0] Tous les yeux de ma queue l’avaient vu venir. Jolie partie !
       [1] Une belle roue, si j’ose dire. Merci !
      *[other] Tu as joué avec style, mais j’avais quelques plumes de plus.
    }
   [21] { $line ->
       [0] Eau calme, œil vif. Merci pour la partie !
       [1] J’ai attendu sans bouger, et ton coup est venu à moi. Belle partie !
      *[other] Tu m’as fait patauger jusqu’au bout. Bien joué.
    }
   [19] { $line ->
       [0] Dans le noir, la patience gagne. Merci pour la partie.
       [1] J’ai attendu, et le coup est venu. Belle partie !
      *[other] Tu m’as fait lutter pour chaque pion. Bien joué.
    }
   [20] { $line ->
       [0] D’un pas sûr jusqu’au sommet. Merci pour l’ascension !
       [1] Chaque pas là où je le voulais. Belle partie !
      *[other] Tu as bien grimpé, mais le sommet était à moi aujourd’hui.
    }
   [5] { $line ->
       [0] Mission accomplie ! Merci pour cette belle partie.
       [1] J’ai vu cette fin arriver de très loin.
      *[other] Une partie stellaire ! Tu m’as donné du fil à retordre.
    }
   [6] { $line ->
       [0] Lentement mais sûrement, je lis tout le plateau. Belle partie !
       [1] J’ai déjà vu cette finale bien des fois. Bien combattu.
      *[other] Une belle partie. Reviens me défier.
    }
  *[other] { $line ->
       [0] J’ai gagné cette fois. Merci d’avoir joué !
       [1] La chance était de mon côté. Une autre partie ?
      *[other] Belle partie ! Tu m’auras la prochaine fois.
    }
}

# The computer lost: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-lost = { $level ->
   [0] { $line ->
       [0] Tu es génial ! Tiens, une graine de tournesol.
       [1] Piou ! J’ai appris plein de choses dans cette partie.
      *[other] Bien joué ! Ce soir, je révise mes coins.
    }
   [7] { $line ->
       [0] Tu as gagné ! Je fais un petit tour d’honneur pour toi.
       [1] Oups, encore distraite. Bien joué !
      *[other] Bravo ! Prends un de mes points en récompense.
    }
   [8] { $line ->
       [0] Tu as gagné ! Je me suis emmêlé comme une pelote de laine.
       [1] Mrrp ! Tu as bondi le premier. Bien joué !
      *[other] Malin ! Je vais aiguiser mes griffes pour la prochaine fois.
    }
   [1] { $line ->
       [0] Tu m’as piqué ! Tiens, ce joli gland brillant.
       [1] Bien joué. Je vais me rouler en boule pour y réfléchir.
      *[other] Tu as pris mes coins préférés ! Bravo.
    }
   [9] { $line ->
       [0] Tu as gagné ! Prends un gland dans ma réserve.
       [1] Zut ! Je me suis trompé quelque part. Bien joué !
      *[other] Superbe partie ! Je compterai mieux la prochaine fois.
    }
   [2] { $line ->
       [0] Tu as roulé le renard ! Prends cette plume en prix.
       [1] Joli coup ! Je ne l’avais pas vu venir.
      *[other] Bravo ! Je devrai regarder plus loin.
    }
   [4] { $line ->
       [0] Erreur de calcul… tu as gagné ! Bien joué.
       [1] Bip ! Mes dés ont mal roulé. Cette étoile d’or est pour toi.
      *[other] Impressionnant ! Je recalibre mes dés.
    }
   [10] { $line ->
       [0] Tu m’as dépassée ! Prends ce trèfle porte-bonheur.
       [1] J’ai les oreilles basses, mais quelle partie !
      *[other] Bien joué ! Je rentre en bondissant m’entraîner.
    }
   [22] { $line ->
       [0] Aujourd’hui, tu as creusé plus profond que moi. Bravo !
       [1] Oh, mes rayures ! J’ai pris la mauvaise galerie. Bien joué !
      *[other] Une belle partie. Je retourne y réfléchir au fond de mon terrier.
    }
   [3] { $line ->
       [0] Hou ! Remarquable. Tu as appris quelque chose à cette vieille chouette.
       [1] Une splendide victoire. Prends cette plume pour ton chapeau.
      *[other] Fort bien joué. Il faut que je nettoie mes lunettes.
    }
   [11] { $line ->
       [0] Eh bien ! Tu as été plus patient qu’un ours. Bravo.
       [1] Belle victoire ! Le pot de miel est à toi.
      *[other] Tu as lu plus loin que moi aujourd’hui. Bien joué.
    }
   [12] { $line ->
       [0] Croa ! Tu as piégé un corbeau. Prends ce bouton brillant.
       [1] Bien joué ! Tu as vu plus loin que mes petits yeux.
      *[other] Remarquable ! Je vais le raconter à toute la volée.
    }
   [13] { $line ->
       [0] Tu as battu un dragon ! Prends une pièce d’or de mon trésor.
       [1] Fumée et étincelles ! Tu as été brillant.
      *[other] Bien joué ! Ma flamme s’est éteinte.
    }
   [14] { $line ->
       [0] Une victoire puissante ! La couronne est à toi aujourd’hui.
       [1] Roar ! Tu as un cœur de lion.
      *[other] Je m’incline. C’était une partie de champion.
    }
   [15] { $line ->
       [0] Tu as semé le loup ! Je hurlerai ton nom à la lune.
       [1] Belle chasse ! Tu as évité tous mes pièges.
      *[other] Bravo ! Tu as pisté plus loin que moi ce soir.
    }
   [16] { $line ->
       [0] Tu as volé plus haut que moi aujourd’hui. Bravo !
       [1] Remarquable ! Prends cette plume dorée.
      *[other] Je ne t’ai pas vu venir. Une vraie partie de champion.
    }
   [17] { $line ->
       [0] Tu m’as fait lâcher tous mes pions ! Bravo !
       [1] Encre et bulles ! Tu étais trop fort pour moi.
      *[other] Bien joué ! Je vais démêler mes bras.
    }
   [18] { $line ->
       [0] Tu m’as éclipsée ! Prends donc une plume.
       [1] Magnifique. Je replie ma queue en ton honneur.
      *[other] Bien joué ! Je n’ai pas vu venir ton meilleur coup.
    }
   [21] { $line ->
       [0] Aujourd’hui, ton coup a été plus vif que mon bec. Bravo !
       [1] J’ai attendu un coup qui n’est jamais venu. Bien joué !
      *[other] Une belle partie. Je retourne réfléchir dans mes roseaux.
    }
   [19] { $line ->
       [0] Tu as vu plus loin que moi ce soir. Impressionnant !
       [1] Battue dans mes propres ombres. Bravo !
      *[other] Une partie superbe. Je m’incline.
    }
   [20] { $line ->
       [0] Tu as atteint le sommet la première ! Remarquable !
       [1] J’ai glissé sur la glace, toi jamais. Bravo !
      *[other] Quelle ascension ! La montagne est à toi.
    }
   [5] { $line ->
       [0] Waouh ! Tu m’as battue à la loyale. Voici une étoile pour toi.
       [1] Hors de ce monde ! Bien joué.
      *[other] Tu as gagné ! Je vais étudier cette partie pendant des années-lumière.
    }
   [6] { $line ->
       [0] En deux cents ans, peu m’ont battue. Bravo !
       [1] Étonnant ! Cette vieille carapace te tire son chapeau.
      *[other] Tu as vu plus loin que moi. Une vraie partie de maître.
    }
  *[other] { $line ->
       [0] Bien joué, tu as gagné !
       [1] Tu étais trop fort pour moi. Félicitations !
      *[other] Une belle victoire ! Bravo.
    }
}

# A draw: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-draw = { $level ->
   [0] { $line ->
       [0] Match nul ! On a gagné tous les deux, piou !
       [1] Pile à égalité ! On se fait la belle ?
      *[other] Autant de pions chacun ! C’est chouette, non ?
    }
   [7] { $line ->
       [0] Match nul ! Même mes points sont partagés.
       [1] Égalité ! On recompte les pions ensemble ?
      *[other] Encore pareil ! Quelle chance, non ?
    }
   [8] { $line ->
       [0] Match nul ! On se court encore après la queue ?
       [1] Ronron… match nul. Bien douillet.
      *[other] Égalité ! Aucun de nous n’a attrapé l’autre.
    }
   [1] { $line ->
       [0] Égalité parfaite ! Un résultat bien douillet.
       [1] Match nul ! On partage une pomme ?
      *[other] Aucun de nous n’a cédé. Belle partie !
    }
   [9] { $line ->
       [0] Match nul ! On partage les noisettes moitié-moitié.
       [1] Pile à égalité. J’ai compté deux fois pour être sûr !
      *[other] Égalité ! On se partage un gland ?
    }
   [2] { $line ->
       [0] Ex æquo ! Tu es aussi rusé que moi.
       [1] Égalité ! Les grands esprits se rencontrent.
      *[other] Égalité ! On règle ça à la prochaine partie.
    }
   [4] { $line ->
       [0] Bip ! Match nul exact. Statistiquement délicieux.
       [1] Égalité détectée. On relance les dés ?
      *[other] 32–32 ! Parfaitement équilibré, bip.
    }
   [10] { $line ->
       [0] Match nul ! On a franchi la ligne nez à nez.
       [1] Égalité ! On refait la course ?
      *[other] Bien noué, comme un ruban. Belle partie !
    }
   [22] { $line ->
       [0] Nulle ! On s’est retrouvés au milieu de la galerie.
       [1] À égalité jusqu’au dernier pion. On partage les noisettes ?
      *[other] Terrain plat pour tous les deux. Belle partie !
    }
   [3] { $line ->
       [0] Un équilibre parfait. Très satisfaisant.
       [1] Un nul entre égaux. Hou !
      *[other] Personne ne gagne et chacun apprend. Splendide.
    }
   [11] { $line ->
       [0] Match nul. Comme deux ours dans une même caverne.
       [1] Égal et posé. Une très bonne partie.
      *[other] Aucun de nous n’a cédé. J’aime ça.
    }
   [12] { $line ->
       [0] Croa ! Un nul parfait. Nous sommes trop malins tous les deux.
       [1] À égalité jusqu’au dernier pion. Splendide.
      *[other] Match nul ! Deux regards perçants sur un plateau.
    }
   [13] { $line ->
       [0] Match nul ! Même mon feu n’a pas fait pencher la balance.
       [1] Égalité ! Un rival digne d’un dragon.
      *[other] Parfaitement égal. Quelle partie brûlante !
    }
   [14] { $line ->
       [0] Un nul entre deux lions. Bien assortis.
       [1] Égalité ! Partageons la savane.
      *[other] Aucune couronne ne tombe aujourd’hui. Belle partie !
    }
   [15] { $line ->
       [0] Match nul ! Deux loups, une lune.
       [1] Au coude à coude jusqu’au bout. Belle chasse !
      *[other] Égalité ! Nous referons ce chemin.
    }
   [16] { $line ->
       [0] Match nul. Deux aigles qui partagent un ciel.
       [1] Parfaitement égal, comme un vol plané sans vent.
      *[other] Même d’ici, impossible de nous départager !
    }
   [17] { $line ->
       [0] Match nul ! Quatre bras chacun, alors.
       [1] Égalité ! La marée est parfaitement équilibrée.
      *[other] Tous les deux emmêlés. Quel plaisir !
    }
   [18] { $line ->
       [0] Nulle ! Aussi éblouissants l’un que l’autre.
       [1] Parfaitement à égalité, plume pour plume.
      *[other] Égalité ! Disons que nous avons partagé le lever du soleil.
    }
   [21] { $line ->
       [0] Nulle ! Deux hérons, chacun sur une patte.
       [1] À égalité jusqu’au dernier pion. L’étang est calme.
      *[other] Lisse comme l’eau. Belle partie !
    }
   [19] { $line ->
       [0] Nulle. Deux ombres, une seule nuit.
       [1] À égalité jusqu’au dernier pion. Une partie calme et parfaite.
      *[other] Aucun de nous n’a cillé. Belle partie !
    }
   [20] { $line ->
       [0] Nulle ! Nous voilà ensemble au sommet.
       [1] Pas à pas, jusqu’en haut.
      *[other] Égalité ! La neige recouvre nos deux traces.
    }
   [5] { $line ->
       [0] Une orbite parfaite : pile à égalité !
       [1] Match nul ! L’univers est en équilibre.
      *[other] 32–32. Magnifiquement équilibré.
    }
   [6] { $line ->
       [0] Même après toutes ces années, un nul me ravit encore.
       [1] Parfaitement assortis. Une chose rare et heureuse.
      *[other] Un nul avec une vieille tortue ! Très impressionnant.
    }
  *[other] { $line ->
       [0] Match nul ! Belle partie.
       [1] Pile à égalité. Bien joué !
      *[other] Personne ne gagne, tout le monde s’est amusé.
    }
}
