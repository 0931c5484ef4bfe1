import Foundation

/// Subcommand dispatch.
enum Commands {
    static func run(_ arguments: Arguments) async throws -> Int32 {
        if arguments.flags["help"] != nil || arguments.command == "help" {
            print(HelpText.usage)
            return 0
        }
        switch arguments.command {
        default:
            throw ConfigurationError(description: "unknown command \"\(arguments.command)\" (see quad --help)")
        }
    }
}
