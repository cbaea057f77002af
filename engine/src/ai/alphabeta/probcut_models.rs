// Written by `outflank calibrate` (README: "Selective search"); do not edit by hand.
// 2000 positions of games-s1.txt, games-s2.txt, depths 3 to 10, seed 1.
/// The fitted models: one row per depth from [`MIN_DEPTH`], one column per
/// [`EMPTIES_PER_BUCKET`] empties.
pub const MODELS: [[Model; 7]; 8] = [
    // depth 3 from 1
    [
        Model { a: 0.9904, b: -31.8, sigma: 343.0 },
        Model { a: 0.9904, b: -31.8, sigma: 343.0 },
        Model { a: 1.0107, b: -72.7, sigma: 375.8 },
        Model { a: 0.9878, b: -62.1, sigma: 368.7 },
        Model { a: 1.0133, b: -65.0, sigma: 299.1 },
        Model { a: 1.0091, b: -27.8, sigma: 223.7 },
        Model { a: 1.0091, b: -27.8, sigma: 223.7 },
    ],
    // depth 4 from 2
    [
        Model { a: 1.0056, b: 1.5, sigma: 290.6 },
        Model { a: 1.0056, b: 1.5, sigma: 290.6 },
        Model { a: 1.0115, b: -25.1, sigma: 318.8 },
        Model { a: 1.0097, b: -10.8, sigma: 286.0 },
        Model { a: 1.0291, b: 15.4, sigma: 256.5 },
        Model { a: 1.0203, b: -9.4, sigma: 165.0 },
        Model { a: 1.0203, b: -9.4, sigma: 165.0 },
    ],
    // depth 5 from 1
    [
        Model { a: 1.0071, b: -45.0, sigma: 438.8 },
        Model { a: 1.0071, b: -45.0, sigma: 438.8 },
        Model { a: 1.0182, b: -115.8, sigma: 445.8 },
        Model { a: 0.9976, b: -78.6, sigma: 450.3 },
        Model { a: 1.0310, b: -79.3, sigma: 363.0 },
        Model { a: 1.0518, b: -25.8, sigma: 244.0 },
        Model { a: 1.0518, b: -25.8, sigma: 244.0 },
    ],
    // depth 6 from 2
    [
        Model { a: 1.0170, b: -3.3, sigma: 378.8 },
        Model { a: 1.0170, b: -3.3, sigma: 378.8 },
        Model { a: 1.0157, b: -18.2, sigma: 407.6 },
        Model { a: 1.0251, b: -25.8, sigma: 379.2 },
        Model { a: 1.0510, b: 14.2, sigma: 336.6 },
        Model { a: 1.0619, b: 14.3, sigma: 200.0 },
        Model { a: 1.0619, b: 14.3, sigma: 200.0 },
    ],
    // depth 7 from 3
    [
        Model { a: 1.0222, b: -5.4, sigma: 388.9 },
        Model { a: 1.0222, b: -5.4, sigma: 388.9 },
        Model { a: 1.0200, b: -29.5, sigma: 387.1 },
        Model { a: 1.0230, b: -37.1, sigma: 311.4 },
        Model { a: 1.0342, b: -25.2, sigma: 297.7 },
        Model { a: 1.0569, b: -19.2, sigma: 166.1 },
        Model { a: 1.0569, b: -19.2, sigma: 166.1 },
    ],
    // depth 8 from 4
    [
        Model { a: 1.0152, b: -0.6, sigma: 382.1 },
        Model { a: 1.0152, b: -0.6, sigma: 382.1 },
        Model { a: 1.0181, b: 30.9, sigma: 366.9 },
        Model { a: 1.0273, b: -11.4, sigma: 295.1 },
        Model { a: 1.0422, b: 9.9, sigma: 245.5 },
        Model { a: 1.0660, b: 22.9, sigma: 159.6 },
        Model { a: 1.0660, b: 22.9, sigma: 159.6 },
    ],
    // depth 9 from 3
    [
        Model { a: 1.0186, b: -46.1, sigma: 437.4 },
        Model { a: 1.0186, b: -46.1, sigma: 437.4 },
        Model { a: 1.0356, b: -24.7, sigma: 449.9 },
        Model { a: 1.0290, b: -30.3, sigma: 360.4 },
        Model { a: 1.0538, b: -33.1, sigma: 324.9 },
        Model { a: 1.0798, b: -11.0, sigma: 190.6 },
        Model { a: 1.0798, b: -11.0, sigma: 190.6 },
    ],
    // depth 10 from 4
    [
        Model { a: 1.0206, b: -6.4, sigma: 416.1 },
        Model { a: 1.0206, b: -6.4, sigma: 416.1 },
        Model { a: 1.0258, b: 61.8, sigma: 420.4 },
        Model { a: 1.0399, b: -7.9, sigma: 340.5 },
        Model { a: 1.0590, b: 26.5, sigma: 271.7 },
        Model { a: 1.0991, b: 27.2, sigma: 176.3 },
        Model { a: 1.0991, b: 27.2, sigma: 176.3 },
    ],
];
