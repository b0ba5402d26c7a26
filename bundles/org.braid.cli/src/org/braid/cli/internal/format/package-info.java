/**
 * Reports of a {@link org.braid.core.CheckResult} for the command line: compiler-style text
 * ({@link org.braid.cli.internal.format.TextReport}), JSON
 * ({@link org.braid.cli.internal.format.JsonReport}) and SARIF 2.1.0
 * ({@link org.braid.cli.internal.format.SarifReport}). Every format renders the same result and
 * takes its wording from {@link org.braid.cli.internal.CliMessages}.
 */
package org.braid.cli.internal.format;
