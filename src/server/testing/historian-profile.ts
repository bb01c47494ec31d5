// Issue 27: a plant historian's export as an import profile maps it: German headers, kWh and kg,
// semicolons and decimal commas, local Berlin time.
export const HISTORIAN = {
  name: 'Historian export',
  columns: {
    date: 'Zeitstempel',
    plant_id: 'Anlage',
    plant_name: 'Anlagenname',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom [kWh]',
    heat_output_MWh: 'Wärme [kWh]',
    fuel_consumption_MWh: 'Brennstoffeinsatz [kWh]',
    CO2_emissions_tonnes: 'CO2 [kg]',
    CH4_emissions_kg: 'CH4 [kg]',
    N2O_emissions_kg: 'N2O [kg]',
    efficiency_percent: 'Wirkungsgrad [%]',
  },
  units: {
    electricity_output_MWh: 'kWh',
    heat_output_MWh: 'kWh',
    fuel_consumption_MWh: 'kWh',
    CO2_emissions_tonnes: 'kg',
  },
  date_format: 'DD.MM.YYYY HH:mm',
  timezone: 'Europe/Berlin',
  decimal: ',',
  delimiter: ';',
};
