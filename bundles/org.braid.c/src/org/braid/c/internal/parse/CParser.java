package org.braid.c.internal.parse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.braid.c.CFrontEndException;
import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTPreprocessorIncludeStatement;
import org.eclipse.cdt.core.dom.ast.IASTProblem;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.gnu.c.GCCLanguage;
import org.eclipse.cdt.core.parser.DefaultLogService;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.core.parser.IncludeFileContentProvider;
import org.eclipse.cdt.core.parser.ScannerInfo;
import org.eclipse.core.runtime.CoreException;

/**
 * Parses a preprocessed buffer with CDT's GNU C parser. The first syntax problem CDT reports in
 * code that is not a system header, an {@code #error}, or an active include that cannot be
 * found becomes a {@link CFrontEndException} ({@code syntax error near '...'}); problems inside
 * system headers are left alone, since their declarations are only needed if the program uses
 * them. Other preprocessor remarks (line markers, {@code #warning}) are not errors.
 */
public final class CParser {

    private static final int CONTEXT = 40;

    /**
     * GCC's 128-bit integer types. CDT's C parser reads the keyword {@code __int128} only when
     * the scanner's {@code __GNUC__.__GNUC_MINOR__} is at least 4.7 (and knows {@code __int128_t}
     * and {@code __uint128_t} as built-in typedefs), so a file that uses it is parsed as for
     * gcc 4.7 ({@code TypeConverter.int128} gives the type); where the parser still fails (a
     * declaration CDT cannot read), the error says that {@code __int128} is involved.
     */
    public static final Pattern INT128 = Pattern.compile("__u?int128");
    public static final String INT128_UNSUPPORTED =
        " (a use of __int128 that CDT's C parser cannot read)";

    private CParser() {
    }

    public static ParsedUnit parse(PreprocessedSource source, String display) throws CFrontEndException {
        String text = Compatibility.rewrite(source.text());
        FileContent content = FileContent.create(display, text.toCharArray());
        Map<String, String> macros = new HashMap<>(source.cdtMacros());
        if (text.contains("__int128")) {
            // CDT reads the keyword only for gcc 4.7 or later
            macros.put("__GNUC__", "4");
            macros.put("__GNUC_MINOR__", "7");
        }
        ScannerInfo info = new ScannerInfo(macros, new String[0]);
        IASTTranslationUnit ast;
        try {
            ast = GCCLanguage.getDefault().getASTTranslationUnit(content, info,
                IncludeFileContentProvider.getEmptyFilesProvider(), null, 0, new DefaultLogService());
        } catch (CoreException e) {
            throw new CFrontEndException(display, 0, "cannot parse: " + e.getMessage(), e);
        }
        ParsedUnit unit = new ParsedUnit(ast, source.map(), display);
        checkProblems(unit);
        return unit;
    }

    private static void checkProblems(ParsedUnit unit) throws CFrontEndException {
        for (IASTPreprocessorIncludeStatement include : unit.ast().getIncludeDirectives()) {
            if (include.isActive() && !include.isResolved() && include.getFileLocation() != null) {
                SourceMap.Position at = unit.map().position(include.getFileLocation().getNodeOffset());
                if (!at.file().system()) {
                    throw new CFrontEndException(at.file().display(), at.line(),
                        "'" + include.getName() + "' file not found");
                }
            }
        }
        List<IASTProblem> problems = new ArrayList<>();
        for (IASTProblem p : unit.ast().getPreprocessorProblems()) {
            if (p.getID() == IASTProblem.PREPROCESSOR_POUND_ERROR) {
                problems.add(p);
            }
        }
        unit.ast().accept(new ASTVisitor() {
            {
                shouldVisitProblems = true;
                shouldVisitDeclarations = true;
                shouldVisitStatements = true;
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTProblem problem) {
                problems.add(problem);
                return PROCESS_CONTINUE;
            }
        });
        IASTProblem first = null;
        SourceMap.Position firstAt = null;
        for (IASTProblem p : problems) {
            IASTFileLocation loc = p.getFileLocation();
            if (loc == null) {
                continue;
            }
            SourceMap.Position at = unit.map().position(loc.getNodeOffset());
            if (at.file().system()) {
                continue;
            }
            if (first == null || loc.getNodeOffset() < first.getFileLocation().getNodeOffset()) {
                first = p;
                firstAt = at;
            }
        }
        if (first != null) {
            throw new CFrontEndException(firstAt.file().display(), firstAt.line(), describe(first));
        }
    }

    private static String describe(IASTProblem p) {
        IASTNode node = p.getOriginalNode();
        if (p.getID() == IASTProblem.PREPROCESSOR_INCLUSION_NOT_FOUND) {
            return "include file not found: " + String.join(" ", p.getArguments());
        }
        if (p.getID() == IASTProblem.PREPROCESSOR_POUND_ERROR) {
            return "#error " + String.join(" ", p.getArguments());
        }
        String near = node == null ? "" : node.getRawSignature();
        near = near.lines().filter(l -> !l.strip().startsWith("#")).reduce("", (a, b) -> a + " " + b);
        near = near.replaceAll("\\s+", " ").strip();
        if (near.length() > CONTEXT) {
            near = near.substring(0, CONTEXT) + "...";
        }
        String why = INT128.matcher(near).find() ? INT128_UNSUPPORTED : "";
        return near.isEmpty() ? "syntax error" : "syntax error near '" + near + "'" + why;
    }
}
