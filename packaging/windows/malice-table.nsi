; Malice Table's Windows installer, for NSIS 3 (Debian's `nsis` package
; builds it on Linux). .ci/package-windows runs:
;
;   makensis -DVERSION=0.1.0 -DEXE=path/to/malice-table.exe \
;            -DOUTFILE=path/to/malice-table-0.1.0-setup.exe malice-table.nsi
;
; A per-user install: no administrator, the program under
; %LOCALAPPDATA%\Programs\Malice Table, a Start-menu entry, an optional
; desktop shortcut, saved games (.malicetable) opening at the table when
; double-clicked (HKCU\Software\Classes: the person's own file types), and
; an uninstaller listed in Windows' installed apps.
; Installing over an older version replaces the program and keeps the
; person's saves, settings and statistics: they live in %APPDATA%\Malice
; Table, which neither the installer nor the uninstaller touches.
; `/S` installs or uninstalls silently; `/D=folder` (last) chooses the folder.

Unicode true
Target amd64-unicode

!ifndef VERSION
  !error "Give the version: makensis -DVERSION=x.y.z"
!endif
!ifndef EXE
  !error "Give the program: makensis -DEXE=path/to/malice-table.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "malice-table-${VERSION}-setup.exe"
!endif
!ifndef ROOT
  ; The checkout, for the icon, README and licences.
  !define ROOT "..\.."
!endif

!define NAME "Malice Table"
!define PUBLISHER "The Malice Table authors"
!define PROGRAM "malice-table.exe"
!define UNINSTALLER "uninstall.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\MaliceTable"
!define SETTINGS_KEY "Software\Malice Table"
; The saves' extension and the ProgID it points to, for this user only.
!define SAVE_EXTENSION ".malicetable"
!define SAVE_PROGID "MaliceTable.Save"
!define CLASSES "Software\Classes"
; SHChangeNotify's SHCNE_ASSOCCHANGED: Explorer reads the file types again.
!define SHCNE_ASSOCCHANGED 0x08000000

Name "${NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
SetCompressor /SOLID lzma
BrandingText "${NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${NAME} installer"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "${PUBLISHER}, MIT or Apache-2.0"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ROOT}\icons\malice-table.ico"
!define MUI_UNICON "${ROOT}\icons\malice-table.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${PROGRAM}"

!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The installer speaks the system's language when it is one of the table's.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "PortugueseBR"

LangString SectionProgram ${LANG_ENGLISH} "Malice Table"
LangString SectionProgram ${LANG_GERMAN} "Malice Table"
LangString SectionProgram ${LANG_PORTUGUESEBR} "Malice Table"
LangString SectionDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SectionDesktop ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString SectionDesktop ${LANG_PORTUGUESEBR} "Atalho na área de trabalho"
LangString AboutProgram ${LANG_ENGLISH} "The program and its Start-menu entry."
LangString AboutProgram ${LANG_GERMAN} "Das Programm und sein Eintrag im Startmenü."
LangString AboutProgram ${LANG_PORTUGUESEBR} "O programa e a sua entrada no menu Iniciar."
LangString AboutDesktop ${LANG_ENGLISH} "A shortcut on the desktop."
LangString AboutDesktop ${LANG_GERMAN} "Eine Verknüpfung auf dem Desktop."
LangString AboutDesktop ${LANG_PORTUGUESEBR} "Um atalho na área de trabalho."
LangString SaveTypeName ${LANG_ENGLISH} "Malice Table saved game"
LangString SaveTypeName ${LANG_GERMAN} "Malice-Table-Spielstand"
LangString SaveTypeName ${LANG_PORTUGUESEBR} "Partida salva do Malice Table"

Section "!$(SectionProgram)" SectionProgram
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "/oname=${PROGRAM}" "${EXE}"
  File "/oname=README.md" "${ROOT}\README.md"
  File "/oname=LICENSE-MIT.txt" "${ROOT}\LICENSE-MIT"
  File "/oname=LICENSE-APACHE.txt" "${ROOT}\LICENSE-APACHE"
  ; The pages and images the README links to, where its links find them.
  SetOutPath "$INSTDIR\docs"
  File "${ROOT}\docs\*.md"
  File "${ROOT}\docs\screenshot.png"
  SetOutPath "$INSTDIR\docs\rules"
  File "${ROOT}\docs\rules\*.md"
  SetOutPath "$INSTDIR\docs\ladder"
  File "${ROOT}\docs\ladder\*.png"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"
  CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${PROGRAM}" "" "$INSTDIR\${PROGRAM}" 0

  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${PROGRAM},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; A double-clicked save opens at the table, with the program's icon.
  WriteRegStr HKCU "${CLASSES}\${SAVE_PROGID}" "" "$(SaveTypeName)"
  WriteRegStr HKCU "${CLASSES}\${SAVE_PROGID}\DefaultIcon" "" "$INSTDIR\${PROGRAM},0"
  WriteRegStr HKCU "${CLASSES}\${SAVE_PROGID}\shell\open\command" "" '"$INSTDIR\${PROGRAM}" "%1"'
  WriteRegStr HKCU "${CLASSES}\${SAVE_EXTENSION}" "" "${SAVE_PROGID}"
  WriteRegStr HKCU "${CLASSES}\${SAVE_EXTENSION}" "Content Type" "application/x-malice-table-save"
  WriteRegStr HKCU "${CLASSES}\${SAVE_EXTENSION}\OpenWithProgids" "${SAVE_PROGID}" ""
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

Section "$(SectionDesktop)" SectionDesktop
  SetShellVarContext current
  CreateShortcut "$DESKTOP\${NAME}.lnk" "$INSTDIR\${PROGRAM}" "" "$INSTDIR\${PROGRAM}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SectionProgram} $(AboutProgram)
  !insertmacro MUI_DESCRIPTION_TEXT ${SectionDesktop} $(AboutDesktop)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; Takes out the program, its shortcuts and its registry entries. The
; person's saves, settings and statistics (%APPDATA%\Malice Table) stay.
Section "Uninstall"
  SetShellVarContext current
  Delete "$INSTDIR\${PROGRAM}"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\LICENSE-MIT.txt"
  Delete "$INSTDIR\LICENSE-APACHE.txt"
  RMDir /r "$INSTDIR\docs"
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$DESKTOP\${NAME}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"

  ; The saves' file type: the ProgID, and of the extension only what the
  ; installer wrote (another program may have taken it since).
  DeleteRegKey HKCU "${CLASSES}\${SAVE_PROGID}"
  DeleteRegValue HKCU "${CLASSES}\${SAVE_EXTENSION}\OpenWithProgids" "${SAVE_PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${SAVE_EXTENSION}\OpenWithProgids"
  ReadRegStr $0 HKCU "${CLASSES}\${SAVE_EXTENSION}" ""
  StrCmp $0 "${SAVE_PROGID}" 0 +3
    DeleteRegValue HKCU "${CLASSES}\${SAVE_EXTENSION}" ""
    DeleteRegValue HKCU "${CLASSES}\${SAVE_EXTENSION}" "Content Type"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${SAVE_EXTENSION}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd
