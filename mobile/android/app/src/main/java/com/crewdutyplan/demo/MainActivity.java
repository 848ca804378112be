package com.crewdutyplan.demo;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
