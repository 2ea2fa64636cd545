import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine

extension LayoutCommand {
    /// `safearea layout FILE.storyboard|FILE.xib`: the initial scene (or `--scene`, or every
    /// scene with `--scene all`; every top-level view of a xib), laid out on the file's own
    /// device unless `--device` says otherwise, with `storedFrame` in the JSON.
    func renderInterfaceBuilder() throws -> String {
        var storyboards = StoryboardDiscovery()
        let document = try readInterfaceBuilder(file, linking: &storyboards)
        let catalog = try DeviceLookup.catalog()
        let chosen: Device
        if let device {
            chosen = try DeviceLookup.device(device, in: catalog)
        } else if let own = document.designDevice(in: catalog) {
            chosen = own
        } else {
            chosen = Self.newestIPhone(catalog)
        }
        let startOrientation = try orientation.map(DeviceLookup.orientation) ?? document.device?.orientation.catalogOrientation ?? .portrait
        // The newest iOS the device runs, as the command-line contract says for every input
        // (`--ios` names another: the iOS of the Xcode that saved the file, say, to compare
        // with the frames it saved).
        let version = ios?.major ?? chosen.supportedIOS.last
        _ = try DeviceLookup.metrics(chosen, startOrientation, iOS: version)

        let names = IBLayout.sceneNames(of: document)
        let wanted: [String?]
        switch scene {
        case "all"?: wanted = names
        case let name?:
            // A view-controller id or a storyboard identifier (the names list shows the
            // identifier where there is one), as `IBLayout.make` takes either.
            guard names.contains(name) || document.ownScenes.contains(where: { $0.viewController?.id == name }) else {
                throw ValidationError("unknown scene '\(name)'; the file's scenes are: \(names.joined(separator: ", "))")
            }
            wanted = [name]
        case nil: wanted = document.kind == .xib ? names : [nil]
        }
        // The fonts named, else the ones the file lists, found in its project.
        var discovery = FontDiscovery(named: fonts)
        let library = discovery.library(for: document, at: file)
        var jsonScenes: [String] = [], texts: [String] = []
        for name in wanted {
            let layout: IBLayout
            do {
                let (rules, figures) = compatibility(version)
                layout = try IBLayout.make(document: document, scene: name, device: chosen, orientation: startOrientation,
                                           iOS: rules, iOSPointRelease: ios?.pointRelease(underRules: rules),
                                           figuresIOS: figures, fonts: library)
            } catch { throw CommandFailure(message: error.description) }
            let window = layout.window
            window.checkAmbiguity()
            let snapshot = window.snapshot()
            var events: [[String: String]] = []
            if trace {
                for entry in window.trace where layout.views[entry.object] != nil || entry.object == layout.sceneName {
                    events.append([layout.views[entry.object] != nil ? "view" : "controller": entry.object, "event": entry.event,
                                   "insets": LayoutJSON.insets(entry.safeAreaInsets)])
                }
            }
            guard let root = window.rootViewController else { continue }
            if json {
                jsonScenes.append(LayoutJSON.scene(id: layout.sceneName, name: "\(document.fileName) \(layout.sceneName)", root: root,
                                                   window: window, views: layout.views, storedFrames: layout.storedFrames,
                                                   files: document.linkedFiles,
                                                   snapshot: snapshot, navigation: Self.innermost(NavigationController.self, from: root),
                                                   tabs: Self.innermost(TabBarController.self, from: root), trace: trace ? events : nil))
            } else {
                var text = LayoutText.render(name: "\(document.fileName) — \(layout.sceneName)", views: layout.views,
                                             storedFrames: layout.storedFrames, files: document.linkedFiles, snapshot: snapshot,
                                             deviceIOS: layout.window.metrics.iOS, pointRelease: layout.window.iOSPointRelease,
                                             trace: trace ? events : nil)
                for note in layout.notes { text += "\(note)\n" }
                for note in AuditOutput.carriedForwardNotes([layout.window.metrics.iOS], catalog: catalog) { text += note + "\n" }
                texts.append(text)
            }
        }
        if json {
            // What the reader could not use (also said on standard error), as the audit's JSON has it.
            return "{" + inputWarningsMember(readerNotices(document, file: file)) + "\"scenes\": [" + jsonScenes.joined(separator: ", ") + "]}\n"
        }
        return texts.joined(separator: "\n")
    }

    /// The innermost container of `type` on screen below `root`.
    static func innermost<T: ViewController>(_ type: T.Type, from root: ViewController) -> T? {
        var found: T? = nil
        var current: ViewController? = root
        while let c = current {
            if let match = c as? T { found = match }
            if let nav = c as? NavigationController { current = nav.topViewController }
            else if let tab = c as? TabBarController { current = tab.selectedViewController }
            else { current = c.children.first }
        }
        return found
    }
}
