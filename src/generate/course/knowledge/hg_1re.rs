//! Histoire-géographie 1re (programme de première générale et technologique, BO spécial n° 1
//! du 22 janvier 2019), from their fact banks (`builtin/hg/l1.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        chapters: &["histoire-geographie-1re-revolution-francaise-et-empire"],
        title_en: "The French Revolution and the Empire: a new idea of the nation",
        intro: [
            "De 1789 à 1815, la France passe de la monarchie absolue à la monarchie constitutionnelle, à la République puis à l'Empire. La souveraineté appartient désormais à la nation, et les conquêtes diffusent ces principes en Europe.",
            "From 1789 to 1815, France moves from absolute monarchy to constitutional monarchy, to the Republic and then to the Empire. Sovereignty now belongs to the nation, and the conquests spread these principles across Europe.",
        ],
        notions: &[
            notion(
                "nation-souveraine",
                "understand",
                [
                    "La nation souveraine",
                    "Expliquer comment la Révolution transfère la souveraineté du roi à la nation",
                    "Souveraineté nationale",
                    "La souveraineté nationale est le principe selon lequel le pouvoir réside dans la nation et non dans le roi.",
                    "De 1789 à la République",
                    "En juin 1789, les députés du tiers état se proclament Assemblée nationale et prêtent le serment du Jeu de paume. La Déclaration des droits de l'homme et du citoyen affirme en août 1789 la souveraineté de la nation. La monarchie constitutionnelle de 1791 échoue : la République est proclamée en septembre 1792 et Louis XVI est guillotiné en janvier 1793.",
                    "1789 : la souveraineté passe du roi à la nation.",
                ],
                [
                    "The sovereign nation",
                    "Explain how the Revolution transfers sovereignty from the king to the nation",
                    "National sovereignty",
                    "National sovereignty is the principle that power resides in the nation and not in the king.",
                    "From 1789 to the Republic",
                    "In June 1789, the deputies of the Third Estate proclaim themselves the National Assembly and swear the Tennis Court Oath. The Declaration of the Rights of Man and of the Citizen asserts the sovereignty of the nation in August 1789. The constitutional monarchy of 1791 fails: the Republic is proclaimed in September 1792 and Louis XVI is guillotined in January 1793.",
                    "1789: sovereignty passes from the king to the nation.",
                ],
            ),
            notion(
                "consulat-empire",
                "remember",
                [
                    "Le Consulat et l'Empire",
                    "Citer les principales créations de Napoléon Bonaparte",
                    "Code civil",
                    "Le Code civil est le recueil de lois de 1804 qui fixe le droit des personnes, de la famille et de la propriété.",
                    "Consolider et diffuser la Révolution",
                    "Bonaparte prend le pouvoir par le coup d'État du 18 Brumaire (1799). Il crée les préfets, signe le Concordat avec le pape Pie VII, fonde la Légion d'honneur et les lycées, et rétablit l'esclavage en 1802. Sacré empereur en 1804, il étend sa domination sur l'Europe, où les conquêtes diffusent le Code civil mais éveillent aussi le sentiment national des peuples occupés.",
                    "1804 : le Code civil et le sacre de Napoléon Ier.",
                ],
                [
                    "The Consulate and the Empire",
                    "List the main creations of Napoleon Bonaparte",
                    "Civil Code",
                    "The Civil Code is the body of laws of 1804 that sets the law of persons, of the family and of property.",
                    "Consolidating and spreading the Revolution",
                    "Bonaparte seizes power in the coup of 18 Brumaire (1799). He creates the prefects, signs the Concordat with Pope Pius VII, founds the Legion of Honour and the lycées, and restores slavery in 1802. Crowned emperor in 1804, he extends his rule over Europe, where the conquests spread the Civil Code but also awaken the national feeling of the occupied peoples.",
                    "1804: the Civil Code and the coronation of Napoleon I.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-1re-europe-entre-restauration-et-revolution"],
        title_en: "Europe between restoration and revolution (1814-1848)",
        intro: [
            "Après la chute de Napoléon, les monarchies victorieuses veulent restaurer l'ordre ancien. Mais les idées libérales et nationales, héritées de la Révolution, provoquent des révolutions en 1830 puis en 1848.",
            "After the fall of Napoleon, the victorious monarchies want to restore the old order. But liberal and national ideas, inherited from the Revolution, cause revolutions in 1830 and then in 1848.",
        ],
        notions: &[
            notion(
                "ordre-de-vienne",
                "understand",
                [
                    "L'ordre de Vienne",
                    "Expliquer comment les monarchies restaurent l'ordre ancien après 1815",
                    "Sainte-Alliance",
                    "La Sainte-Alliance est l'union conclue en 1815 par les souverains de Russie, d'Autriche et de Prusse pour défendre l'ordre monarchique.",
                    "Restaurer les monarchies",
                    "Le congrès de Vienne, dominé par le ministre autrichien Metternich, redessine la carte de l'Europe en 1815 sans tenir compte des peuples. En France, Louis XVIII, frère de Louis XVI, octroie la Charte de 1814 : c'est la Restauration.",
                    "1815 : le congrès de Vienne restaure l'ordre monarchique.",
                ],
                [
                    "The order of Vienna",
                    "Explain how the monarchies restore the old order after 1815",
                    "Holy Alliance",
                    "The Holy Alliance is the union formed in 1815 by the rulers of Russia, Austria and Prussia to defend the monarchical order.",
                    "Restoring the monarchies",
                    "The Congress of Vienna, dominated by the Austrian minister Metternich, redraws the map of Europe in 1815 without regard for the peoples. In France, Louis XVIII, brother of Louis XVI, grants the Charter of 1814: this is the Restoration.",
                    "1815: the Congress of Vienna restores the monarchical order.",
                ],
            ),
            notion(
                "revolutions-1830-1848",
                "remember",
                [
                    "Les vagues révolutionnaires",
                    "Citer les révolutions libérales et nationales de 1821 à 1848",
                    "Principe des nationalités",
                    "Le principe des nationalités est l'idée que chaque peuple a le droit de former un État indépendant.",
                    "1830 et 1848",
                    "Les Grecs se soulèvent contre l'Empire ottoman en 1821 et obtiennent leur indépendance. En juillet 1830, les Trois Glorieuses renversent Charles X ; la Belgique devient indépendante, mais l'insurrection polonaise est écrasée. En 1848, le printemps des peuples renverse Louis-Philippe et gagne une grande partie de l'Europe, avant d'être réprimé.",
                    "1848 : le printemps des peuples.",
                ],
                [
                    "The revolutionary waves",
                    "List the liberal and national revolutions from 1821 to 1848",
                    "Principle of nationalities",
                    "The principle of nationalities is the idea that each people has the right to form an independent state.",
                    "1830 and 1848",
                    "The Greeks rise up against the Ottoman Empire in 1821 and gain their independence. In July 1830, the Three Glorious Days overthrow Charles X; Belgium becomes independent, but the Polish uprising is crushed. In 1848, the Springtime of Nations overthrows Louis-Philippe and spreads over much of Europe, before being repressed.",
                    "1848: the Springtime of Nations.",
                ],
            ),
        ],
    },
];
