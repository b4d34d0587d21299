"""The release year of each set the card pool's ``firstSet`` names, for figures by era.

From the sets' public release dates. A promotional set that spans years (media inserts, The
List, pro tour promos) is given the year most of its pool cards were first printed, so a
handful of promo-first cards may fall one era off; the figures are approximate there.
"""

from __future__ import annotations

SET_YEARS: dict[str, int] = {
    # 1993-2002
    "LEA": 1993, "LEB": 1993, "ARN": 1993, "ATQ": 1994, "LEG": 1994, "DRK": 1994, "FEM": 1994,
    "PDRC": 1994, "ICE": 1995, "HML": 1995, "PHPR": 1995, "ALL": 1996, "MIR": 1996,
    "MGB": 1996, "VIS": 1997, "POR": 1997, "WTH": 1997, "STH": 1998, "EXO": 1998, "P02": 1998,
    "USG": 1998, "PUSG": 1998, "PSTH": 1998, "JGP": 1998, "ULG": 1999, "PULG": 1999,
    "UDS": 1999, "PUDS": 1999, "PTK": 1999, "PPTK": 1999, "S99": 1999, "MMQ": 1999,
    "PSUS": 1999, "NEM": 2000, "PCY": 2000, "INV": 2000, "PLS": 2001, "APC": 2001,
    "ODY": 2001, "TOR": 2002, "PTOR": 2002, "JUD": 2002, "ONS": 2002,
    # 2003-2012
    "LGN": 2003, "SCG": 2003, "PSCG": 2003, "F03": 2003, "PAL03": 2003, "MRD": 2003,
    "DST": 2004, "5DN": 2004, "CHK": 2004, "PAL04": 2004, "BOK": 2005, "SOK": 2005,
    "PSOK": 2005, "RAV": 2005, "PRAV": 2005, "PAL05": 2005, "GPT": 2006, "DIS": 2006,
    "CSP": 2006, "TSP": 2006, "PTSP": 2006, "PAL06": 2006, "PCMP": 2006, "PLC": 2007,
    "FUT": 2007, "LRW": 2007, "PG07": 2007, "PGPX": 2007, "PPRO": 2007, "MOR": 2008,
    "SHM": 2008, "PSHM": 2008, "EVE": 2008, "PG08": 2008, "PSAL": 2008, "ALA": 2008,
    "CON": 2009, "ARB": 2009, "M10": 2009, "PM10": 2009, "HOP": 2009, "ZEN": 2009,
    "PZEN": 2009, "PW09": 2009, "WWK": 2010, "PWWK": 2010, "ROE": 2010, "PROE": 2010,
    "M11": 2010, "PM11": 2010, "ARC": 2010, "DDF": 2010, "V10": 2010, "SOM": 2010,
    "PSOM": 2010, "PW10": 2010, "PURL": 2010, "MBS": 2011, "PMBS": 2011, "NPH": 2011,
    "PNPH": 2011, "M12": 2011, "PM12": 2011, "CMD": 2011, "F11": 2011, "PW11": 2011,
    "PMEI": 2011, "ISD": 2011, "DKA": 2012, "PDKA": 2012, "AVR": 2012, "PAVR": 2012,
    "PHEL": 2012, "PC2": 2012, "M13": 2012, "PM13": 2012, "F12": 2012, "PW12": 2012,
    "PIDW": 2012, "RTR": 2012,
    # 2013-2022
    "GTC": 2013, "PGTC": 2013, "DGM": 2013, "PDGM": 2013, "M14": 2013, "PM14": 2013,
    "THS": 2013, "PTHS": 2013, "C13": 2013, "DDL": 2013, "F13": 2013, "PI13": 2013,
    "PSDC": 2013, "PRES": 2013, "BNG": 2014, "PBNG": 2014, "JOU": 2014, "PJOU": 2014,
    "CNS": 2014, "M15": 2014, "PM15": 2014, "KTK": 2014, "C14": 2014, "F14": 2014,
    "PDP14": 2014, "PS14": 2014, "FRF": 2015, "DTK": 2015, "ORI": 2015, "BFZ": 2015,
    "C15": 2015, "DDP": 2015, "F15": 2015, "PDP15": 2015, "UGIN": 2015, "CP3": 2015,
    "OGW": 2016, "SOI": 2016, "PSOI": 2016, "EMN": 2016, "CN2": 2016, "KLD": 2016,
    "MPS": 2016, "C16": 2016, "DDQ": 2016, "F16": 2016, "AER": 2017, "AKH": 2017,
    "MP2": 2017, "HOU": 2017, "C17": 2017, "XLN": 2017, "PXLN": 2017, "F17": 2017,
    "RIX": 2018, "PRIX": 2018, "DOM": 2018, "BBD": 2018, "M19": 2018, "G18": 2018,
    "GNT": 2018, "GS1": 2018, "C18": 2018, "GRN": 2018, "RNA": 2019, "PRNA": 2019,
    "WAR": 2019, "MED": 2019, "MH1": 2019, "M20": 2019, "C19": 2019, "GN2": 2019,
    "SLD": 2019, "ELD": 2019, "THB": 2020, "IKO": 2020, "C20": 2020, "M21": 2020,
    "JMP": 2020, "PLIST": 2020, "ZNR": 2020, "ZNC": 2020, "PHED": 2020, "KHM": 2021,
    "KHC": 2021, "STX": 2021, "PSTX": 2021, "STA": 2021, "C21": 2021, "MH2": 2021,
    "AFR": 2021, "AFC": 2021, "PLG21": 2021, "MID": 2021, "MIC": 2021, "VOW": 2021,
    "PVOW": 2021, "VOC": 2021, "NEO": 2022, "NEC": 2022, "SNC": 2022, "NCC": 2022,
}  # fmt: skip

#: The eras the coverage figures are given by: first printing from ... to ... (inclusive).
ERAS = ((1993, 2002), (2003, 2012), (2013, 2022))


def era(set_code: str) -> str:
    """``"1993–2002"`` for a set first printed then; ``"unknown"`` for a code not listed."""
    year = SET_YEARS.get(set_code)
    for first, last in ERAS:
        if year is not None and first <= year <= last:
            return f"{first}–{last}"
    return "unknown"
