// Written by `outflank calibrate` (README: "Selective search"); do not edit by hand.
// 2000 positions of games-s1.txt, games-s2.txt, depths 3 to 10, seed 1.
/// The fitted models: one row per depth from [`MIN_DEPTH`], one column per
/// [`EMPTIES_PER_BUCKET`] empties.
pub const MODELS: [[Model; 7]; 8] = [
    // depth 3 from 1
    [
        Model { a: 0.9941, b: -40.4, sigma: 344.0 },
        Model { a: 0.9941, b: -40.4, sigma: 344.0 },
        Model { a: 1.0079, b: -59.2, sigma: 328.6 },
        Model { a: 1.0042, b: -24.1, sigma: 303.5 },
        Model { a: 1.0248, b: -76.8, sigma: 271.5 },
        Model { a: 0.9893, b: -3.5, sigma: 232.2 },
        Model { a: 0.9893, b: -3.5, sigma: 232.2 },
    ],
    // depth 4 from 2
    [
        Model { a: 1.0091, b: -25.6, sigma: 285.7 },
        Model { a: 1.0091, b: -25.6, sigma: 285.7 },
        Model { a: 1.0078, b: -23.5, sigma: 298.7 },
        Model { a: 1.0069, b: 1.5, sigma: 262.9 },
        Model { a: 1.0405, b: 25.0, sigma: 226.7 },
        Model { a: 0.9853, b: -1.3, sigma: 156.0 },
        Model { a: 0.9853, b: -1.3, sigma: 156.0 },
    ],
    // depth 5 from 1
    [
        Model { a: 1.0140, b: -57.5, sigma: 443.1 },
        Model { a: 1.0140, b: -57.5, sigma: 443.1 },
        Model { a: 1.0166, b: -86.8, sigma: 411.4 },
        Model { a: 1.0155, b: -43.5, sigma: 381.3 },
        Model { a: 1.0446, b: -89.7, sigma: 336.9 },
        Model { a: 1.0252, b: -10.0, sigma: 253.7 },
        Model { a: 1.0252, b: -10.0, sigma: 253.7 },
    ],
    // depth 6 from 2
    [
        Model { a: 1.0157, b: -7.0, sigma: 375.6 },
        Model { a: 1.0157, b: -7.0, sigma: 375.6 },
        Model { a: 1.0119, b: -18.4, sigma: 388.4 },
        Model { a: 1.0243, b: -10.4, sigma: 333.3 },
        Model { a: 1.0614, b: 40.1, sigma: 296.4 },
        Model { a: 1.0319, b: 19.9, sigma: 197.3 },
        Model { a: 1.0319, b: 19.9, sigma: 197.3 },
    ],
    // depth 7 from 3
    [
        Model { a: 1.0238, b: -12.4, sigma: 391.0 },
        Model { a: 1.0238, b: -12.4, sigma: 391.0 },
        Model { a: 1.0187, b: -15.9, sigma: 375.9 },
        Model { a: 1.0291, b: -32.2, sigma: 284.6 },
        Model { a: 1.0394, b: -19.1, sigma: 269.7 },
        Model { a: 1.0544, b: -36.3, sigma: 160.7 },
        Model { a: 1.0544, b: -36.3, sigma: 160.7 },
    ],
    // depth 8 from 4
    [
        Model { a: 1.0107, b: 28.6, sigma: 380.3 },
        Model { a: 1.0107, b: 28.6, sigma: 380.3 },
        Model { a: 1.0169, b: 13.6, sigma: 343.1 },
        Model { a: 1.0267, b: -7.5, sigma: 270.4 },
        Model { a: 1.0379, b: 31.1, sigma: 246.6 },
        Model { a: 1.0703, b: 33.8, sigma: 148.2 },
        Model { a: 1.0703, b: 33.8, sigma: 148.2 },
    ],
    // depth 9 from 3
    [
        Model { a: 1.0230, b: -44.8, sigma: 443.2 },
        Model { a: 1.0230, b: -44.8, sigma: 443.2 },
        Model { a: 1.0361, b: -5.6, sigma: 420.8 },
        Model { a: 1.0313, b: -18.7, sigma: 329.0 },
        Model { a: 1.0685, b: -24.6, sigma: 311.5 },
        Model { a: 1.0826, b: -42.8, sigma: 193.4 },
        Model { a: 1.0826, b: -42.8, sigma: 193.4 },
    ],
    // depth 10 from 4
    [
        Model { a: 1.0165, b: 17.6, sigma: 434.2 },
        Model { a: 1.0165, b: 17.6, sigma: 434.2 },
        Model { a: 1.0237, b: 42.5, sigma: 397.3 },
        Model { a: 1.0354, b: -4.9, sigma: 303.6 },
        Model { a: 1.0602, b: 32.2, sigma: 264.2 },
        Model { a: 1.1063, b: 46.0, sigma: 179.6 },
        Model { a: 1.1063, b: 46.0, sigma: 179.6 },
    ],
];
