/**
 * Plug-in tests of Braid's Eclipse integration on a real workbench (UI harness, UI thread).
 * Fixtures live in {@code fixtures/} beside the tests.
 */
package org.braid.ui.tests;
