"""Housing price regression with mixed precision (ported from a torch.cuda.amp script)."""
import numpy as np
import pandas as pd
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
df = pd.read_csv("/home/user/project/data/csv/housing.csv")
features = ["longitude", "latitude", "housing_median_age", "total_rooms", "median_income"]
x = df[features].to_numpy("float32")
y = df["median_house_value"].to_numpy("float32")   # dollars, e.g. 101312.0
print("x", x.shape, "y range", y.min(), y.max())

norm = layers.Normalization()
norm.adapt(x)
model = keras.Sequential([
    keras.Input((len(features),)),
    norm,
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(x, y, batch_size=32, epochs=5, validation_split=0.2, verbose=2)
