import Audit
import DeviceCatalog

/// One screen on one configuration as an SVG picture: the display's outline with its rounded
/// corners, the status bar, the sensor housing and the home-indicator band, the safe area
/// shaded, the input's views outlined, and the findings' views and overlaps in red.
public enum SVGPicture {
    static let margin = 12.0

    /// The largest coordinate drawn: a view laid out further away (a layout run away) is drawn
    /// at this distance, where it is still off the picture, rather than as a number SVG cannot read.
    static let farthestCoordinate = 1_000_000_000.0

    /// `value` in the fixed notation SVG wants (no exponent; at most two decimals).
    static func n(_ value: Double) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, -farthestCoordinate), farthestCoordinate)
        let rounded = (clamped * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func rect(_ r: Rect, _ attributes: String) -> String {
        "<rect x=\"\(n(r.x + margin))\" y=\"\(n(r.y + margin))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" \(attributes)/>"
    }

    /// The SVG of `picture` with `findings` (those of this configuration) marked.
    public static func render(_ picture: AuditPicture, findings: [Finding]) -> String {
        let w = picture.screen.width, h = picture.screen.height
        let radius = picture.cornerRadius ?? 0
        var out: [String] = []
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(w + 2 * margin))\" height=\"\(n(h + 2 * margin))\" "
                   + "viewBox=\"0 0 \(n(w + 2 * margin)) \(n(h + 2 * margin))\" role=\"img\">")
        out.append("<title>\(XMLText.escape("\(picture.scene) on \(picture.deviceName), \(picture.orientation.rawValue), iOS \(picture.iOSVersion)"))</title>")
        out.append("<defs><clipPath id=\"display\">\(rect(Rect(x: 0, y: 0, width: w, height: h), "rx=\"\(n(radius))\""))</clipPath>"
                   + "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                   + "<rect width=\"3\" height=\"6\" fill=\"#8e8e93\" fill-opacity=\"0.35\"/></pattern></defs>")
        // The device body and its display.
        out.append(rect(Rect(x: -margin / 2, y: -margin / 2, width: w + margin, height: h + margin),
                        "rx=\"\(n(radius + margin / 2))\" fill=\"#1c1c1e\""))
        out.append("<g clip-path=\"url(#display)\">")
        out.append(rect(Rect(x: 0, y: 0, width: w, height: h), "fill=\"#ffffff\""))
        let i = picture.safeAreaInsets
        out.append(rect(Rect(x: i.left, y: i.top, width: w - i.left - i.right, height: h - i.top - i.bottom),
                        "fill=\"#34c759\" fill-opacity=\"0.12\" stroke=\"#34c759\" stroke-dasharray=\"4 3\" class=\"safe-area\""))
        if let bar = picture.statusBar { out.append(rect(bar, "fill=\"url(#hatch)\" class=\"status-bar\"")) }
        if let band = picture.homeIndicatorBand { out.append(rect(band, "fill=\"url(#hatch)\" class=\"home-indicator\"")) }
        let flagged = Set(findings.map(\.view))
        for view in picture.views {
            let bad = flagged.contains(view.id)
            out.append("<g class=\"view\(bad ? " flagged" : "")\">"
                       + rect(view.frame, "fill=\"\(bad ? "#ff3b30" : "#0a84ff")\" fill-opacity=\"0.08\" stroke=\"\(bad ? "#ff3b30" : "#0a84ff")\" stroke-width=\"\(bad ? 2 : 1)\"")
                       + "<title>\(XMLText.escape("\(view.id) (\(view.type)) \(view.frame)"))</title></g>")
        }
        for finding in findings {
            guard let overlap = finding.overlap else { continue }
            out.append("<g class=\"overlap\">" + rect(overlap, "fill=\"#ff3b30\" fill-opacity=\"0.45\"")
                       + "<title>\(XMLText.escape("[\(finding.rule)] \(finding.message)"))</title></g>")
        }
        if let housing = picture.sensorHousing {
            out.append(rect(housing, "rx=\"\(n(min(housing.height, housing.width) / 2))\" fill=\"#000000\" class=\"sensor-housing\""))
        }
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }
}
