/**
 * Suppressing findings in the IDE: the project's {@code .braid-suppressions} and the sources'
 * {@code braid: benign-race} comments applied to each check ({@link ProjectSuppressions}), and
 * the quick fixes that write them ({@link SuppressResolutions}).
 */
package org.braid.ui.internal.suppress;
