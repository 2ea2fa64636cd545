/// Who holds, pushes, embeds and presents whom in a document's scenes, indexed once.
///
/// The walks of IBLayout+Segues (a scene's containers, the scene that pushes it, how it is
/// presented) ask these questions many times per layout. Answered by scanning
/// `document.scenes`, every question copied every scene's controller, a large value holding
/// its whole view tree: about a sixth of an audit of a storyboard went to those copies. Each
/// map keeps the first scene in document order, as the scans did.
struct IBSceneGraph {
    /// Controller id → the first scene whose navigation or tab bar controller holds it by a
    /// relationship segue.
    private(set) var containerScene: [String: Int] = [:]
    /// Controller id → the first scene whose controller pushes it by a show or `push` segue
    /// (of the scene's own segues, to another controller).
    private(set) var pusherScene: [String: Int] = [:]
    /// The same by a show segue only.
    private(set) var showPusherScene: [String: Int] = [:]
    /// Controller id → the first scene whose controller has it.
    private(set) var controllerScene: [String: Int] = [:]
    /// Controller id → the first presentation (or `modal`) segue to it, in document order.
    private(set) var presentationSegue: [String: IBSegue] = [:]
    /// Controller id → the first scene whose split view controller holds it by a relationship
    /// segue, and that segue's relationship (a column: ``IBLayout/SplitColumn``).
    private(set) var splitHolder: [String: (scene: Int, relationship: String?)] = [:]
    /// Ids a container view's embed segue shows.
    private(set) var embedded: Set<String> = []
    /// Ids a popover presentation segue shows.
    private(set) var popoverDestinations: Set<String> = []
    /// Ids any segue leads to, relationships included.
    private(set) var destinations: Set<String> = []
    /// Ids a segue other than a relationship leads to (a show, a presentation, an embed).
    private(set) var shownBySegue: Set<String> = []

    init(_ document: IBDocument) {
        let scenes = document.scenes
        for i in scenes.indices {
            for segue in scenes[i].segues {
                let destination = segue.destination
                switch segue.kind {
                case "embed": embedded.insert(destination)
                case "popoverPresentation": popoverDestinations.insert(destination)
                default: break
                }
                if segue.isPresentation, presentationSegue[destination] == nil { presentationSegue[destination] = segue }
                destinations.insert(destination)
                if segue.kind != "relationship" { shownBySegue.insert(destination) }
            }
            // The controller's fields are read in place: a copy of it would copy its view tree.
            guard let id = scenes[i].viewController?.id, let kind = scenes[i].viewController?.kind else { continue }
            if controllerScene[id] == nil { controllerScene[id] = i }
            // A show segue, or a pre-iOS 8 `push`, to another controller.
            for segue in scenes[i].segues where (segue.kind == "show" || segue.kind == "push") && segue.destination != id {
                if pusherScene[segue.destination] == nil { pusherScene[segue.destination] = i }
                if segue.kind == "show", showPusherScene[segue.destination] == nil { showPusherScene[segue.destination] = i }
            }
            let holds = scenes[i].viewController?.segues.filter { $0.kind == "relationship" }.map(\.destination) ?? []
            switch kind {
            case .navigationController, .tabBarController:
                for id in holds where containerScene[id] == nil { containerScene[id] = i }
            case .splitViewController:
                for segue in scenes[i].viewController?.segues ?? [] where segue.kind == "relationship" && splitHolder[segue.destination] == nil {
                    splitHolder[segue.destination] = (i, segue.relationship)
                }
            default:
                break
            }
        }
    }
}
