package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.shell.MissingPartsStartup;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.help.HelpSystem;
import org.eclipse.help.IContext;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.TrayDialog;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IWorkbenchActivitySupport;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * Context help, as in Braid's product (which has the help UI but no help web application): every
 * Braid view, page and dialog has a context whose description the Help view shows; the Preferences
 * and Properties dialogs on Braid's pages and the entry-point pair dialog have a "?" control that
 * shows it; the Help menu offers Show Context Help but not Help Contents and Search, which need
 * help pages the product cannot serve.
 */
class ContextHelpTest {

    private static final String HELP_TOOLTIP = JFaceResources.getString("helpToolTip");
    /** Where {@code IWorkbenchHelpSystem.setHelp} keeps a control's context id. */
    private static final String HELP_KEY = "org.eclipse.ui.help";
    private static final String HELP_VIEW = "org.eclipse.help.ui.HelpView";

    @Test
    void everyContextHasADescriptionInPlainWords() {
        assertTrue(PlatformUI.getWorkbench().getHelpSystem().hasHelpUI(), "the test runtime has the help UI");
        Map<String, String> phrases = new LinkedHashMap<>();
        phrases.put(Ids.HELP_INTERLEAVING_VIEW, "one swimlane per thread");
        phrases.put(Ids.HELP_FINDINGS_BY_FILE_VIEW, "grouped by file");
        phrases.put(Ids.HELP_GETTING_STARTED_VIEW, "switch analysis on");
        phrases.put(Ids.HELP_PREFERENCE_PAGE, "raise the bound its note names");
        phrases.put(Ids.HELP_PROPERTY_PAGE, "Enable project-specific settings");
        phrases.put(Ids.HELP_PAIR_DIALOG, "Pick the function");
        for (Map.Entry<String, String> entry : phrases.entrySet()) {
            IContext context = HelpSystem.getContext(entry.getKey());
            assertNotNull(context, entry.getKey());
            assertTrue(context.getText().contains(entry.getValue()), entry.getKey() + ": " + context.getText());
            assertFalse(context.getText().matches("(?s).*[`\u2016<*_].*"), "no markup characters (> separates menus): " + context.getText());
        }
    }

    @Test
    void braidsDialogsAndPagesOfferContextHelp() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchActivitySupport activities = PlatformUI.getWorkbench().getActivitySupport();
        long deadline = System.currentTimeMillis() + 20_000;
        while (activities.getActivityManager().getEnabledActivityIds().contains(MissingPartsStartup.HELP_ACTIVITY)
                && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        assertTrue(TrayDialog.isDialogHelpAvailable(), "dialogs keep their help button");
        Shell shell = window.getShell();

        PreferenceDialog preferences = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        preferences.setBlockOnOpen(false);
        preferences.open();
        try {
            assertEquals(List.of("help tool item"), helpControls(preferences.getShell()), "Preferences > Braid");
            assertEquals(List.of(Ids.HELP_PREFERENCE_PAGE), contextIds(preferences.getShell()));
        } finally {
            preferences.close();
        }

        IFile file = UiTestSupport.project("context-help", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        PreferenceDialog properties = PreferencesUtil.createPropertyDialogOn(shell, file.getProject(),
                Ids.PROPERTY_PAGE, new String[] { Ids.PROPERTY_PAGE }, null);
        properties.setBlockOnOpen(false);
        properties.open();
        try {
            assertEquals(List.of("help tool item"), helpControls(properties.getShell()), "Properties > Braid");
            assertEquals(List.of(Ids.HELP_PROPERTY_PAGE), contextIds(properties.getShell()));
        } finally {
            properties.close();
        }

        IDE.openEditor(window.getActivePage(), file);
        List<String> pairDialog = new ArrayList<>();
        inspectDialogWhenItOpens("Check Entry-Point Pair", pairDialog);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        handlers.executeCommand(ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toPortableString(), Ids.CHECK_PAIR_FIRST,
                        "increment")), null);
        deadline = System.currentTimeMillis() + 30_000;
        while (pairDialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        assertEquals(List.of("help tool item", Ids.HELP_PAIR_DIALOG), pairDialog,
                "the pair dialog has a help control and its context");

        IMenuManager help = ((org.eclipse.ui.internal.WorkbenchWindow) window).getMenuBarManager()
                .findMenuUsingPath("help");
        assertNotNull(help);
        List<String> entries = new ArrayList<>();
        for (IContributionItem item : help.getItems()) {
            if (item.isVisible() && !item.isSeparator() && !item.isGroupMarker()) {
                entries.add(item instanceof MenuManager menu ? menu.getMenuText()
                        : item instanceof org.eclipse.jface.action.ActionContributionItem action
                                ? action.getAction().getText()
                                : item.getId());
            }
        }
        assertEquals(List.of("&Show Context Help", "org.eclipse.ui.actions.showKeyAssistHandler",
                "&About "), entries,
                "Show Context Help, Key Assist and About; Help Contents and Search are hidden (no help pages)");
        file.getProject().delete(true, true, null);
    }

    @Test
    void theHelpViewShowsTheInterleavingViewsDescription() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.showView(Ids.INTERLEAVING_VIEW);
        PlatformUI.getWorkbench().getHelpSystem().displayHelp(Ids.HELP_INTERLEAVING_VIEW);
        long deadline = System.currentTimeMillis() + 20_000;
        while (page.findView(HELP_VIEW) == null && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        assertNotNull(page.findView(HELP_VIEW), "Help > Show Context Help opens the Help view");
        UiTestSupport.spin(1_000);
        Path png = UiTestSupport.screenshot(page.getWorkbenchWindow().getShell(), "context-help.png");
        assertTrue(Files.size(png) > 0);
        page.hideView(page.findView(HELP_VIEW));
    }

    /**
     * The help system's search runs on Lucene, which Maven Central ships without OSGi manifests; the
     * target platform generates them. The Help view's Search (and its "Search for ..." link)
     * analyses queries with the English analyzer of {@code org.eclipse.help.base}: it must load
     * and stem through the wrapped Lucene bundles, and a local search must answer without error.
     */
    @Test
    void theHelpSearchRunsOnWrappedLucene() throws Exception {
        org.apache.lucene.analysis.Analyzer english =
                new org.eclipse.help.internal.search.AnalyzerDescriptor("en").getAnalyzer();
        List<String> terms = new ArrayList<>();
        try (org.apache.lucene.analysis.TokenStream tokens = english.tokenStream("contents", "Racing threads")) {
            org.apache.lucene.analysis.tokenattributes.CharTermAttribute term =
                    tokens.addAttribute(org.apache.lucene.analysis.tokenattributes.CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                terms.add(term.toString());
            }
            tokens.end();
        }
        assertEquals(List.of("race", "thread"), terms, "lower-cased and stemmed by Lucene's Porter stemmer");

        org.eclipse.help.internal.base.BaseHelpSystem.getSearchManager().searchLocal(
                new org.eclipse.help.internal.search.SearchQuery("interleaving", false, List.of(),
                        org.eclipse.core.runtime.Platform.getNL()),
                new org.eclipse.help.internal.search.ISearchHitCollector() {
                    @Override
                    public void addHits(List<org.eclipse.help.internal.search.SearchHit> hits, String words) {
                    }

                    @Override
                    public void addQTCException(org.eclipse.help.internal.search.QueryTooComplexException e) {
                    }
                }, new org.eclipse.core.runtime.NullProgressMonitor());
    }

    /** When a dialog titled {@code title} opens: adds "opened", or its help controls if it has any, and closes it. */
    private static void inspectDialogWhenItOpens(String title, List<String> result) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 30_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && title.equals(shell.getText()) && shell.isVisible()) {
                    result.addAll(helpControls(shell));
                    result.addAll(contextIds(shell));
                    shell.close();
                    return;
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
    }

    /** The context ids set on {@code control} and its descendants. */
    private static List<String> contextIds(Control control) {
        List<String> found = new ArrayList<>();
        if (control.getData(HELP_KEY) instanceof String id && id.startsWith(Ids.PLUGIN)) {
            found.add(id);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                found.addAll(contextIds(child));
            }
        }
        return found;
    }

    /** The help controls of a dialog: JFace's "?" tool item or help link. */
    private static List<String> helpControls(Control control) {
        List<String> found = new ArrayList<>();
        if (control instanceof ToolBar bar) {
            for (ToolItem item : bar.getItems()) {
                if (HELP_TOOLTIP.equals(item.getToolTipText())) {
                    found.add("help tool item");
                }
            }
        }
        if (control instanceof org.eclipse.swt.widgets.Link link && HELP_TOOLTIP.equals(link.getToolTipText())) {
            found.add("help link");
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                found.addAll(helpControls(child));
            }
        }
        return found;
    }
}
