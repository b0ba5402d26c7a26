/**
 * The {@code braid} command: {@link org.braid.cli.internal.Main} parses the command line with
 * picocli and dispatches to one class per subcommand ({@link org.braid.cli.internal.CheckCommand},
 * {@link org.braid.cli.internal.BenchCommand}). The check options' flags come from the core's
 * option registry ({@link org.braid.cli.internal.OptionFlags}), those of a front end's own options
 * ({@code --data-model}) from the front end's description ({@link org.braid.cli.internal.FrontEndFlags});
 * user text lives in
 * {@link org.braid.cli.internal.CliMessages}. Exit status: 0 no violation within bounds,
 * 1 violation, 2 usage or input error, 3 no verdict, 4 internal error.
 */
package org.braid.cli.internal;
