; Agora's Windows installer (NSIS 3, Modern UI 2).
;
; Built by `make dist-windows`, which passes:
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DBUILD=1 -DEXE=dist/agora-0.1.0-windows-amd64.exe \
;            -DICON=agora.ico -DOUTFILE=dist/agora-0.1.0-windows-amd64-setup.exe \
;            [-DSIGN=scripts/package/sign.sh] scripts/package/agora.nsi
;
; Installs for all users (Program Files, HKLM) when run as administrator,
; otherwise for the current user (%LOCALAPPDATA%\Programs, HKCU); the
; command line options /AllUsers and /CurrentUser force either. /S is a
; silent install with the default components (the program and its Start
; menu shortcut); add /DesktopShortcut for the desktop one too.

; A 64-bit installer for a 64-bit program: native registry and Program
; Files views, and it runs under wine64 for testing.
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION | BUILD | EXE | ICON | OUTFILE
  !error "pass -DVERSION=x.y.z -DBUILD=n -DEXE=... -DICON=... -DOUTFILE=..."
!endif

!define APPNAME "Agora"
!define APPID "org.agora.table"
!define PUBLISHER "Agora maintainers"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPID}"

Name "${APPNAME}"
OutFile "${OUTFILE}"
BrandingText "${APPNAME} ${VERSION}"

; With a signing command, sign the installer and the uninstaller it
; carries (the program itself is signed before it gets here).
!ifdef SIGN
  !finalize '"${SIGN}" "%1"'
  !uninstfinalize '"${SIGN}" "%1"'
!endif

; Per-machine or per-user, remembered in the uninstall key.
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${APPNAME}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINSTKEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINSTKEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallLocation"
!include MultiUser.nsh
!include MUI2.nsh
!include FileFunc.nsh
!include LogicLib.nsh
!include x64.nsh

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_SMALLDESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\agora.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SecAppName ${LANG_ENGLISH} "Agora (required)"
LangString SecAppName ${LANG_FRENCH} "Agora (obligatoire)"
LangString SecAppDesc ${LANG_ENGLISH} "The game table itself."
LangString SecAppDesc ${LANG_FRENCH} "La table de jeu elle-même."
LangString SecStartName ${LANG_ENGLISH} "Start menu shortcut"
LangString SecStartName ${LANG_FRENCH} "Raccourci dans le menu Démarrer"
LangString SecStartDesc ${LANG_ENGLISH} "Adds Agora to the Start menu."
LangString SecStartDesc ${LANG_FRENCH} "Ajoute Agora au menu Démarrer."
LangString SecDesktopName ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktopName ${LANG_FRENCH} "Raccourci sur le Bureau"
LangString SecDesktopDesc ${LANG_ENGLISH} "Puts an Agora icon on the desktop."
LangString SecDesktopDesc ${LANG_FRENCH} "Place une icône d’Agora sur le Bureau."
LangString Needs64Bit ${LANG_ENGLISH} "Agora needs a 64-bit version of Windows."
LangString Needs64Bit ${LANG_FRENCH} "Agora a besoin d’une version 64 bits de Windows."
LangString ShortcutComment ${LANG_ENGLISH} "Play 7 Wonders and Dale of Merchants 2"
LangString ShortcutComment ${LANG_FRENCH} "Jouer à 7 Wonders et à Dale of Merchants 2"

VIProductVersion "${VERSION}.${BUILD}"
VIFileVersion "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APPNAME} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "© the Agora authors"

Section "$(SecAppName)" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "/oname=agora.exe" "${EXE}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Add/Remove Programs, in HKLM or HKCU as the install mode says (SHCTX).
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTKEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\agora.exe,0"
  WriteRegStr SHCTX "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
  WriteRegStr SHCTX "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINSTKEY}" "EstimatedSize" "$0"
SectionEnd

Section "$(SecStartName)" SecStart
  CreateShortCut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\agora.exe" "" "$INSTDIR\agora.exe" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"
SectionEnd

Section /o "$(SecDesktopName)" SecDesktop
  CreateShortCut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\agora.exe" "" "$INSTDIR\agora.exe" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "$(SecAppDesc)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecStart} "$(SecStartDesc)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "$(SecDesktopDesc)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(Needs64Bit)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  !insertmacro MULTIUSER_INIT
  !insertmacro MUI_LANGDLL_DISPLAY
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DesktopShortcut" $1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
  ${EndIf}
FunctionEnd

Section "Uninstall"
  Delete "$INSTDIR\agora.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  Delete "$DESKTOP\${APPNAME}.lnk"
  DeleteRegKey SHCTX "${UNINSTKEY}"
  ; The player's saves and settings (%APPDATA%\fyne\org.agora.table) stay.
SectionEnd

Function un.onInit
  SetRegView 64
  !insertmacro MULTIUSER_UNINIT
FunctionEnd
