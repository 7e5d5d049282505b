"""Multi-step weather forecaster: 72h of 4 sensor channels -> next 6h temperature.
timeseries_dataset_from_array windows, Conv1D + LSTM, EarlyStopping."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)
T = 24 * 200
t = np.arange(T)
temp = 12 + 8 * np.sin(2 * np.pi * t / 24 - 1.0) + rng.normal(0, 0.6, T)
hum = 60 - 1.5 * (temp - 12) + rng.normal(0, 2, T)
press = 1013 + 3 * np.sin(2 * np.pi * t / 150) + rng.normal(0, 0.3, T)
wind = np.abs(rng.normal(3, 1, T))
data = np.stack([temp, hum, press, wind], axis=1).astype("float32")

n_train, n_val = int(T * 0.7), int(T * 0.15)
mean, std = data[:n_train].mean(0), data[:n_train].std(0)
norm = (data - mean) / std

PAST, HORIZON = 72, 6
targets = np.stack([norm[i + PAST:i + PAST + HORIZON, 0] for i in range(T - PAST - HORIZON + 1)])
inputs = norm[:len(targets)]

def make_ds(start, end, shuffle):
    return keras.utils.timeseries_dataset_from_array(
        inputs, targets, sequence_length=PAST, sequence_stride=1, batch_size=128,
        shuffle=shuffle, seed=0, start_index=start, end_index=end)

train_ds = make_ds(0, n_train - PAST, True)
val_ds = make_ds(n_train, n_train + n_val - PAST, False)
test_ds = make_ds(n_train + n_val, None, False)
for xb, yb in train_ds.take(1):
    print("batch:", xb.shape, yb.shape)

model = keras.Sequential([
    keras.Input(shape=(PAST, 4)),
    layers.Conv1D(32, 5, padding="causal", activation="relu"),
    layers.LSTM(48),
    layers.Dense(HORIZON),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True)])
mse, mae = model.evaluate(test_ds, verbose=0)
naive = np.mean([np.abs(yb.numpy() - xb.numpy()[:, -1:, 0]).mean() for xb, yb in test_ds])
print(f"test mae: {mae * std[0]:.3f} degC | naive last-value mae: {naive * std[0]:.3f} degC")
