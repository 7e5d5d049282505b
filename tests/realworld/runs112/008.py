"""Count regression (bike rentals per hour) with a Poisson NLL written by hand with keras.ops."""
import numpy as np
import pandas as pd
import keras
from keras import ops

rng = np.random.default_rng(8)
n = 4000
df = pd.DataFrame({"hour": rng.integers(0, 24, n), "temp": rng.normal(15, 8, n),
                   "humidity": rng.uniform(20, 100, n), "workday": rng.integers(0, 2, n)})
rate = np.exp(1.5 + 0.04 * df.temp - 0.01 * df.humidity + 0.8 * np.sin(df.hour / 24 * 2 * np.pi) + 0.3 * df.workday)
df["count"] = rng.poisson(rate)
print(df.head())

x = df[["hour", "temp", "humidity", "workday"]].to_numpy("float32")
y = df["count"].to_numpy("float32")

def poisson_nll(y_true, y_pred):
    # torch.nn.PoissonNLLLoss(log_input=False): pred - target * log(pred)
    return ops.mean(y_pred - y_true * ops.log(y_pred), axis=-1)

model = keras.Sequential([
    keras.Input((4,)),
    keras.layers.Normalization(),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
model.layers[0].adapt(x)
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss=poisson_nll, metrics=["mae"])
model.fit(x, y, batch_size=128, epochs=5, validation_split=0.2, verbose=2)
print("pred sample:", model.predict(x[:5], verbose=0).ravel())
