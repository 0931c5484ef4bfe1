import Foundation
import APIContract

/// Subcommand dispatch.
enum Commands {
    static func run(_ arguments: Arguments) async throws -> Int32 {
        if arguments.flags["help"] != nil || arguments.command == "help" {
            print(HelpText.usage)
            return 0
        }
        switch arguments.command {
        case "serve":
            return try await ServeCommand.run(arguments)
        case "migrate":
            return try await MigrateCommand.run(arguments)
        case "publish":
            return try await PublishCommand.run(arguments)
        case "fixture":
            return try FixtureCommand.run(arguments)
        case "openapi":
            try arguments.requireOnly([])
            FileHandle.standardOutput.write(try OpenAPIDocument.standard().json())
            return 0
        default:
            throw ConfigurationError(description: "unknown command \"\(arguments.command)\" (see quad --help)")
        }
    }
}
