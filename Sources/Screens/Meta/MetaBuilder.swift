public import Domain
public import QuadAPIModels

/// Builds `GET /meta`: the dataset's publish id, source registry and release years, and the server build.
public enum MetaBuilder {
    public static func build(_ snapshot: DatasetSnapshot, build: BuildInfo) -> MetaResponse {
        let sources = (snapshot.meta.sources ?? [:]).sorted { $0.key < $1.key }.map { key, info in
            SourceInfo(key: key, label: info.label ?? key, publisher: info.publisher ?? "", edition: info.edition ?? "",
                       url: info.url ?? "", description: info.description ?? "")
        }
        return MetaResponse(publish: snapshot.publishID, retrieved: snapshot.meta.retrieved ?? "", sources: sources,
                            vintages: snapshot.meta.vintages ?? [:], colleges: snapshot.schools.count, build: build)
    }
}
