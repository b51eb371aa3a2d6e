import type { Messages } from "./messages";

/** What the server says in words, in German (see ./en.ts). */
export const messages: Messages = {
  refusals: {
    // Spiele und Einträge
    gameNotFound: "Es gibt kein Spiel mit diesem Code, oder du bist nicht dabei.",
    entryNotFound: "Diesen Eintrag gibt es in keinem deiner Spiele.",
    paymentRequired: "Du hast schon ein Spiel erstellt. Mit einem Pass kannst du 90 Tage lang unbegrenzt Spiele erstellen.",
    onlyCreatorCanStart: "Nur wer das Spiel erstellt hat, kann es starten.",
    unmarkNotAllowed: "Nur wer das Spiel erstellt oder dieses Feld markiert hat, kann die Markierung entfernen",
    deleteNotAllowed: "Nur wer das Spiel erstellt oder diesen Eintrag hinzugefügt hat, kann ihn löschen.",
    editNotAllowed: "Nur wer das Spiel erstellt oder diesen Eintrag hinzugefügt hat, kann ihn bearbeiten.",
    editOnlyInSetup: "Einträge kannst du nur bearbeiten, bevor das Spiel beginnt.",
    gameNotInSetup: "Das Spiel läuft gerade: Einträge lassen sich nur vor dem Start oder zwischen den Runden ändern.",
    gameNotInPlay: "Einträge kannst du nur markieren, während das Spiel läuft.",
    gameAlreadyStarted: "Das Spiel hat schon begonnen.",
    notEnoughEntries: "Noch {missing} Einträge nötig, um ein Spiel zu starten",
    tooManyEntries: "Ein Spiel kann höchstens {limit} Einträge haben.",
    entryIdsUsedUp: "Dieses Spiel kann keine weiteren Einträge aufnehmen: Starte ein neues Spiel, um mehr hinzuzufügen.",
    duplicateEntry: "Diesen Eintrag gibt es in diesem Spiel schon.",
    gameFull: "Dieses Spiel ist voll: Es sind schon {limit} Leute dabei.",
    bingoAlreadyCalled: "In diesem Spiel hat schon jemand Bingo gerufen.",
    noBingo: "Auf deiner Karte ist noch keine Reihe voll.",
    onlyCreatorCanStartRound: "Nur wer das Spiel erstellt hat, kann eine neue Runde starten.",
    roundNotOver: "Eine neue Runde kann erst starten, wenn in dieser Runde Bingo gerufen wurde.",
    roundAlreadyPlayed: "Diese Runde ist längst vorbei: Das Spiel ist schon in Runde {round}.",
    noMoreRounds: "Dieses Spiel ist beendet: Es gibt keine weiteren Runden.",
    concurrentUpdate: "Das Spiel hat sich beim Speichern geändert. Bitte versuch es noch einmal.",
    onlyHost: "Das kann nur die Spielleitung.",
    alreadyHost: "Diese Person hat die Spielleitung schon.",
    hostNotAway: "Du kannst erst übernehmen, wenn die Spielleitung seit {minutes} Minuten offline ist.",
    notLongestPresent: "Nur wer am längsten dabei ist, kann die Spielleitung übernehmen.",
    gameLocked: "Dieses Spiel ist gesperrt: Die Spielleitung lässt gerade keine neuen Leute beitreten.",
    gameEnded: "Dieses Spiel ist beendet.",
    markSuperseded: "Jemand anderes hat dieses Feld nach deinem Tippen geändert, deshalb siehst du jetzt diese Änderung.",
    onlyOwnerEnds: "Nur wer dieses Spiel erstellt hat, kann es beenden, solange diese Person mitspielt.",

    // Jemanden entfernen
    onlyCreatorCanRemove: "Nur wer das Spiel erstellt hat, kann jemanden entfernen.",
    cannotRemoveYourself: "Du kannst dich nicht aus deinem eigenen Spiel entfernen.",
    cannotRemoveOwner: "Die Person, die dieses Spiel erstellt hat, kann niemand entfernen.",
    playerNotFound: "Niemand in diesem Spiel hat diesen Code.",
    removedFromGame: "Die Spielleitung hat dich aus diesem Spiel entfernt.",

    // Zahlungen
    paymentsNotConfigured: "Zahlungen sind auf diesem Server nicht eingerichtet.",
    paymentsMisconfigured: "Zahlungen sind nicht verfügbar, weil der Server falsch eingerichtet ist.",
    paymentsUnavailable: "Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuch es noch einmal.",
    paymentNotFound: "Du hast keine Zahlung mit dieser ID.",
    paymentNotSucceeded: "Die Zahlung ist nicht durchgegangen (Status: {status}).",
    paymentNotForPass: "Diese Zahlung ist kein Pass für $5.",
    receiptEmailAlreadySet: "Der Beleg zu dieser Zahlung geht schon an eine andere Adresse.",
    paymentAlreadyConfirmed: "Diese Zahlung ist schon bestätigt: Die Adresse für den Beleg lässt sich nicht mehr ändern.",
    invalidWebhookSignature: "Die Signatur passt nicht zum Inhalt, oder das Ereignis ist zu alt.",
    webhookTooLarge: "Das Ereignis ist zu groß.",

    // Anfragen und Anmeldung
    unauthenticated: "Ein gültiges Firebase ID token ist als 'Authorization: Bearer <token>' erforderlich.",
    authMisconfigured: "Die Anmeldung ist nicht verfügbar, weil der Server falsch eingerichtet ist.",
    authUnavailable: "Die Anmeldung konnte gerade nicht geprüft werden. Bitte versuch es noch einmal.",
    storeUnavailable: "Die Spieldaten sind gerade nicht erreichbar. Versuche es in ein paar Sekunden noch einmal.",
    accountChangeUnderWay: "Deine Änderung läuft und wird gleich von selbst abgeschlossen.",
    malformedJson: "Der Inhalt der Anfrage muss gültiges JSON sein.",
    bodyTooLarge: "Der Inhalt der Anfrage darf höchstens {maxBytes} Bytes groß sein.",

    // Die Spielverbindung
    socketMethod: "Öffne die Spielverbindung mit GET.",
    socketUpgrade: "Verbinde dich über einen WebSocket.",
    socketOrigin: "Diese Website darf keine Spielverbindungen öffnen.",
    socketTicket: "Das Verbindungsticket fehlt, ist abgelaufen oder wurde schon benutzt.",
    roomFull: "Dieses Spiel hat gerade zu viele Verbindungen: gleich wird es noch einmal versucht.",

    // Das Konto
    mergeTokenInvalid: "Die Gastsitzung, die übernommen werden soll, ist abgelaufen oder ungültig.",
    mergeSourceNotAnonymous: "Nur die Spiele einer Gastsitzung lassen sich in ein Konto übernehmen.",
    mergeTokenOlderThanAccount: "Diese Gastsitzung ist älter als das Konto: Melde dich auf diesem Gerät noch einmal als Gast an, um ihre Spiele zu übernehmen.",
    recentSignInRequired: "Zu deiner Sicherheit musst du dich dafür in den letzten {minutes} Minuten angemeldet haben: Bitte bestätige dein Passwort.",

    // Patterns and places (docs/decisions/029-patterns-and-places.md)
    patternNotComplete: "Deine Karte hat das Muster dieser Runde noch nicht vollständig.",
    alreadyPlaced: "Du hast in dieser Runde schon einen Platz gewonnen: die nächsten Plätze sind für die anderen.",
    // Paper seats
    seatNotFound: "Diese Karte gibt es in diesem Spiel nicht, oder ihr Link ist falsch.",
    seatClaimed: "Jemand spielt diese Karte schon auf dem Handy.",
    seatPlaced: "Diese Karte hat in dieser Runde schon einen Platz gewonnen.",
    voteOpen: "Der Tisch stimmt noch über eine Markierung ab: Vorhersagen können gelöscht werden, sobald die Abstimmung vorbei ist.",
    tooManySeats: "Eine Runde kann höchstens {limit} gedruckte Karten haben.",
    // Played again next year (docs/decisions/031)
    gameNotFinished: "Nur ein beendetes Spiel kann nochmal gespielt werden.",
    alreadyPlayedAgain: "Dieses Spiel wurde schon nochmal gespielt: siehe Meine Spiele.",

    // TV-Kopplung
    tvCodeNotFound: "Kein Fernseher zeigt gerade diesen Code. Prüfe den Code auf dem Fernseher; nach zehn Minuten zeigt er einen neuen.",
  },
  busy: {
    fewSeconds: "Gerade ist viel los. Bitte warte ein paar Sekunden und versuch es dann noch einmal.",
    minute: "Gerade ist viel los. Bitte warte eine Minute und versuch es dann noch einmal.",
    freeGamesToday: "Aus diesem Netzwerk wurden heute schon zu viele kostenlose Spiele erstellt. Bitte versuch es morgen wieder.",
  },
  validation: {
    required: "{label} ist erforderlich.",
    notText: "{label} muss Text sein.",
    tooLong: "{label} darf höchstens {max} Zeichen lang sein.",
    brokenCharacters: "{label} enthält ungültige Zeichen.",
    controlCharacters: "{label} enthält Steuerzeichen.",
    hiddenCharacters: "{label} enthält unsichtbare Zeichen oder Zeichen für die Textrichtung; bitte tippe den Text ohne sie ein.",
    gameCodeForm: "{label} muss 8 Zeichen lang sein: Buchstaben außer I und O, Ziffern von 2 bis 9.",
    notEmail: "{label} muss eine E-Mail-Adresse sein.",
    notObject: "Der Inhalt der Anfrage muss ein JSON-Objekt sein.",
  },
  labels: {
    screenName: "Anzeigename",
    gameName: "Spielname",
    description: "Beschreibung",
    gameCode: "Spielcode",
    entry: "Eintrag",
    playerCode: "Spielercode",
    email: "E-Mail",
    password: "Passwort",
    newPassword: "Neues Passwort",
    currentPassword: "Aktuelles Passwort",
    // Paper seats
    seatName: "Kartenname",
  },
  formAlerts: {
    createGame: "Bitte füll alle Pflichtfelder aus",
    joinGame: "Bitte füll alle Felder aus",
  },
};
