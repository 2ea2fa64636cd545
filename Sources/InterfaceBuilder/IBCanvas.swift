// How the canvas of the Xcode that saved a file drew it, where that differs from UIKit on a
// device: the saved frames are a layout of the canvas, so the oracle lays files out this way.

import DeviceCatalog
import LayoutEngine

/// What Interface Builder's canvas drew differently from a device running UIKit, for one file
/// on its design device. `IBLayout.make(…, canvas:)` lays a scene out as that canvas did; without
/// it (the CLI's default) the layout is UIKit's.
public struct IBCanvas: Hashable, Sendable {
    /// The status bar the canvas drew (``IBDocument/canvasShowsStatusBar(on:)``).
    public var statusBar: Window.StatusBar
    /// Whether a navigation controller's bar is drawn where the file saved it: its bottom at
    /// the saved frame's, below the status band (``IBDocument/canvasDrawsNavigationBarsAsSaved``).
    public var drawsNavigationBarsAsSaved: Bool

    /// The canvas of `document`'s saving Xcode on `device`.
    public init(of document: IBDocument, on device: Device) {
        statusBar = document.canvasShowsStatusBar(on: device) ? .shown : .hidden
        drawsNavigationBarsAsSaved = document.canvasDrawsNavigationBarsAsSaved
    }

    /// A canvas with the given properties.
    public init(statusBar: Window.StatusBar = .shown, drawsNavigationBarsAsSaved: Bool = false) {
        self.statusBar = statusBar
        self.drawsNavigationBarsAsSaved = drawsNavigationBarsAsSaved
    }
}

extension IBDocument {
    /// Whether the saving Xcode's canvas puts a navigation bar where the file saved it even
    /// when that is not the device's standard place: Xcode 26 (iOS 26 SDK). [obs] Its files on
    /// retina6_12 save the bar at y 118, 54 pt tall, and lay the content out below 172 (an
    /// opaque bar's roots 680 = 852 − 172 tall; a translucent bar's safe area at 172):
    /// firebase/quickstart-ios database Main.storyboard (toolsVersion 24127, in the fixtures,
    /// lines 408–409 and 18–19) and LeoNatan/LNPopupController's example storyboards (25094,
    /// 25095; outside the fixtures). UIKit's standard iOS 26 bar is not known to differ, so
    /// this is the canvas's, not the engine's. **[uncertain]** for other devices.
    public var canvasDrawsNavigationBarsAsSaved: Bool { (savedWithIOS ?? 0) >= 26 }
}
