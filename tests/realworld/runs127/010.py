"""Store-level daily sales forecaster: two years of daily history -> next day (yearly seasonality).
Train on 2022-2023, validate on the most recent 30 days."""
import numpy as np
import pandas as pd
import keras
from keras import layers

rng = np.random.default_rng(2)
days = pd.date_range("2022-01-01", "2024-01-30", freq="D")
dow = days.day_of_week.values
sales = 200 + 40 * (dow >= 5) + 0.05 * np.arange(len(days)) + rng.normal(0, 10, len(days))
df = pd.DataFrame({"date": days, "sales": sales, "promo": rng.random(len(days)) < 0.1})
df["dow_sin"] = np.sin(2 * np.pi * dow / 7)
df["dow_cos"] = np.cos(2 * np.pi * dow / 7)
print(df.tail(3).to_string(index=False))

FEATS = ["sales", "promo", "dow_sin", "dow_cos"]
LOOKBACK = 2 * 365          # two full yearly cycles of context
split_date = df["date"].max() - pd.Timedelta(days=30)
train_df, val_df = df[df.date <= split_date], df[df.date > split_date]
mu, sd = train_df["sales"].mean(), train_df["sales"].std()

def to_ds(frame, shuffle):
    x = frame[FEATS].astype("float32").values
    x[:, 0] = (x[:, 0] - mu) / sd
    y = x[LOOKBACK:, 0]
    return keras.utils.timeseries_dataset_from_array(
        x[:-1], y, sequence_length=LOOKBACK, batch_size=32, shuffle=shuffle, seed=0)

train_ds, val_ds = to_ds(train_df, True), to_ds(val_df, False)
print(f"train rows={len(train_df)} val rows={len(val_df)}")

model = keras.Sequential([
    keras.Input(shape=(LOOKBACK, len(FEATS))),
    layers.GRU(32),
    layers.Dense(16, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint("/home/user/project/sales_best.keras",
                                                     monitor="val_loss", save_best_only=True)])
