// Helvetica Neue's metrics, the iOS font family apps most often name in Interface Builder.
// Generated from the fonts' own tables; see IBText.swift for how they are used.

/// Helvetica Neue's advances and kerning for U+0020…U+007E in five weights, read from
/// Linotype's Helvetica Neue (1981, 1997) TrueType fonts (`hmtx`; `GPOS` `kern` as a shaper
/// applies it to each pair) as published in WikaJobs/Fonts (51a08179). Their advances are
/// Linotype's published widths, which Apple's Helvetica Neue keeps: [obs] 25 of 27 labels
/// of Helvetica Neue text sized by their text in the held-out files match within 0.5 pt
/// (siskin-im, passforios, MarqueeLabel, BEMCheckBox, polar-ble-sdk, SwiftEntryKit), where
/// Helvetica's advances match 1. Their vertical metrics are not Apple's: lines keep San
/// Francisco's height, as the saved frames do (17 pt Light lines 20.5 tall at 2×).
enum IBHelveticaNeue {
    /// The face of a Helvetica Neue PostScript name: the five weights here, each oblique
    /// (`-Italic`, `-BoldItalic`, …) as its upright (Helvetica Neue's obliques keep the
    /// uprights' widths); nil for other names (`-UltraLight`, `-CondensedBold`).
    static func face(named name: String) -> IBSystemFont.Face? {
        switch name {
        case "HelveticaNeue", "HelveticaNeue-Italic": return roman
        case "HelveticaNeue-Light", "HelveticaNeue-LightItalic": return light
        case "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic": return medium
        case "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic": return bold
        case "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic": return thin
        default: return nil
        }
    }

    /// Helvetica Neue Roman.
    static let roman = IBSystemFont.Face(
        advances: [
            569, 530, 872, 1138, 1138, 2048, 1290, 569, 530, 530, 720, 1228, 569, 796, 569, 681,
            1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 569, 569, 1228, 1228, 1228, 1138,
            1638, 1327, 1402, 1478, 1441, 1251, 1175, 1554, 1478, 530, 1062, 1366, 1138, 1783, 1478, 1556,
            1327, 1556, 1402, 1327, 1175, 1478, 1251, 1896, 1251, 1327, 1251, 530, 681, 530, 1228, 1024,
            454, 1099, 1214, 1099, 1214, 1099, 606, 1175, 1138, 454, 454, 1062, 454, 1746, 1138, 1175,
            1214, 1214, 681, 1024, 645, 1138, 1024, 1552, 1060, 1024, 983, 681, 454, 681, 1228,
        ],
        kerning: #"""
        A -188:T -152:Y -94:V -49:W -37:vwy
        F -322:,. -113:A
        L -227:Y -188:TV -113:W -76:y
        P -367:,. -152:A
        R -76:Y -37:TVW
        T -264:- -227:,.:;aceoswy -188:Aru
        V -264:,. -113:-aeo -94::;A -76:ru -37:iy
        W -152:,. -117:eo -76:a -49:A -37::;ru
        Y -285:,. -227:-eo -188::;aq -152:Apu -113:v -76:i
        f -37:f
        r -188:,. -113:- -57:g -37:cdeoq 37:n
        v -152:,.
        w -113:,.
        y -152:,.
        """#)

    /// Helvetica Neue Light.
    static let light = IBSystemFont.Face(
        advances: [
            569, 493, 757, 1138, 1138, 1820, 1251, 569, 493, 493, 720, 1228, 569, 757, 569, 681,
            1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 569, 569, 1228, 1228, 1228, 1099,
            1638, 1290, 1366, 1441, 1402, 1214, 1099, 1517, 1441, 454, 1024, 1327, 1099, 1705, 1441, 1517,
            1290, 1517, 1366, 1290, 1138, 1402, 1214, 1857, 1175, 1251, 1175, 493, 681, 493, 1228, 1024,
            378, 1062, 1175, 1062, 1175, 1062, 530, 1138, 1099, 378, 378, 1024, 378, 1705, 1099, 1138,
            1175, 1175, 645, 985, 606, 1099, 948, 1517, 985, 948, 948, 681, 454, 681, 1228,
        ],
        kerning: #"""
        A -152:Y -139:T -102:V -37:vwy -10:W
        F -264:,. -113:A
        L -227:Y -188:TV -113:W -76:y
        P -313:,. -152:A
        R -27:Y 12:TVW 49:y
        T -264:- -227:,.:;aceoswy -188:ru -139:A 49:i
        V -264:,. -152::; -113:-Aaeo -76:ru -37:y 12:i
        W -152:,. -76:a -37::;Aeoru 49:i
        Y -252:, -227:- -203:. -188::;aeoq -152:Apu -113:v -14:i
        f -37:f
        r -188:,. -113:- -37:cdeoq 37:n
        v -152:,.
        w -113:,.
        y -188:,.
        """#)

    /// Helvetica Neue Medium.
    static let medium = IBSystemFont.Face(
        advances: [
            569, 569, 909, 1138, 1138, 2048, 1327, 569, 569, 569, 757, 1228, 569, 796, 569, 720,
            1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 569, 569, 1228, 1228, 1228, 1138,
            1638, 1366, 1441, 1478, 1478, 1290, 1214, 1554, 1478, 569, 1099, 1402, 1175, 1820, 1478, 1556,
            1366, 1556, 1441, 1327, 1214, 1478, 1251, 1933, 1327, 1327, 1290, 606, 720, 606, 1228, 1024,
            493, 1138, 1251, 1138, 1251, 1138, 645, 1214, 1175, 493, 493, 1099, 493, 1781, 1175, 1214,
            1251, 1251, 720, 1062, 681, 1175, 1062, 1593, 1099, 1062, 1024, 606, 454, 606, 1228,
        ],
        kerning: #"""
        A -188:T -152:Y -127:V -51:W -37:vwy
        F -264:,. -113:A
        L -227:Y -188:TV -113:W -76:y
        P -346:,. -152:A
        R -76:Y -37:TVW
        T -264:- -227:,.ceoswy -205:a -188:Aru -170::;
        V -264:,. -113:-Aaeo -94::; -76:ru -37:y 20:i
        W -152:,. -76:a -57:- -51:A -37::;eoru
        Y -227:,-. -213:q -188::;aeo -176:pu -152:A -113:v -18:i
        f -37:f
        r -188:,. -37:cdeoq 37:n
        v -152:,.
        w -113:,.
        y -188:,.
        """#)

    /// Helvetica Neue Bold.
    static let bold = IBSystemFont.Face(
        advances: [
            569, 569, 948, 1138, 1138, 2048, 1402, 569, 606, 606, 833, 1228, 569, 833, 569, 759,
            1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 569, 569, 1228, 1228, 1228, 1138,
            1638, 1402, 1441, 1517, 1517, 1327, 1214, 1554, 1517, 604, 1138, 1478, 1214, 1857, 1517, 1593,
            1366, 1593, 1478, 1329, 1251, 1517, 1290, 1933, 1366, 1366, 1327, 681, 759, 681, 1228, 1024,
            530, 1175, 1251, 1175, 1251, 1175, 681, 1251, 1214, 528, 569, 1175, 528, 1855, 1214, 1251,
            1251, 1251, 796, 1099, 720, 1214, 1064, 1667, 1099, 1062, 1062, 681, 456, 681, 1228,
        ],
        kerning: #"""
        A -152:TY -94:V -37:Wvwy
        F -264:,. -113:A
        L -227:TY -188:V -113:W -76:y
        P -264:,. -152:A
        R -76:Y -37:T 12:VW
        T -264:- -227:,.aceosw -188:ruy -178::; -152:A
        V -264:,. -113:-aeo -102::; -94:A -76:ru -37:iy
        W -152:,. -76:aeo -37::;Aru
        Y -227:,-. -188:aeoq -164:: -152:Apu -139:; -113:v -27:i
        f -37:f
        r -188:,. -113:- -37:cdeoq 37:n
        v -113:,.
        w -113:,.
        y -113:,.
        """#)

    /// Helvetica Neue Thin.
    static let thin = IBSystemFont.Face(
        advances: [
            569, 530, 645, 1138, 1138, 1593, 1214, 417, 493, 493, 720, 1228, 569, 720, 569, 681,
            1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 1138, 569, 569, 1228, 1228, 1228, 1062,
            1638, 1214, 1290, 1441, 1366, 1146, 1052, 1517, 1372, 348, 985, 1255, 1024, 1656, 1388, 1517,
            1210, 1517, 1290, 1290, 1062, 1376, 1138, 1820, 1138, 1175, 1099, 493, 681, 493, 1228, 1024,
            342, 1024, 1138, 1062, 1138, 1062, 493, 1099, 1062, 344, 344, 948, 344, 1630, 1062, 1099,
            1138, 1138, 569, 985, 530, 1062, 909, 1441, 909, 909, 872, 681, 454, 681, 1228,
        ],
        kerning: #"""
        A -102:T -76:Y -63:V -51:W -37:vwy
        F -238:,. -76:A
        L -227:Y -188:TV -152:W -113:y
        P -295:,. -113:A
        T -227:,-. -188:aceorsuwy -178::; -102:A -29:i
        V -242:. -188:, -88:A -76:-:;aeo -37:ru
        W -113:,. -76:- -37::;aeo -12:A 49:i
        Y -238:,. -201:- -152:aeoq -113::;Ap -76:u -37:v
        r -152:,. -113:- 37:vy
        v -152:,.
        w -113:,.
        y -152:,.
        """#)
}
