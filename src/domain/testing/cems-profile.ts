// Issue 27's US CEMS-style hourly export as an import profile maps it: facility, date and hour
// apart, short tons and mmBtu, no heat output, CH4, N2O or efficiency, local standard time all year.
export const CEMS = {
  name: 'CEMS hourly',
  columns: {
    date: ['Date', 'Hour'] as [string, string],
    plant_id: 'Facility ID',
    plant_name: 'Facility Name',
    fuel_type: 'Primary Fuel',
    electricity_output_MWh: 'Gross Load (MW)',
    fuel_consumption_MWh: 'Heat Input (mmBtu)',
    CO2_emissions_tonnes: 'CO2 Mass (short tons)',
  },
  units: { fuel_consumption_MWh: 'mmBtu', CO2_emissions_tonnes: 'short_ton' },
  date_format: 'YYYY-MM-DD H',
  timezone: '-06:00',
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
};
