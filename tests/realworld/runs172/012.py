"""Delivery-time regressor with categorical features looked up inside the model (multi-input functional)."""
import io
import json
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
tf.random.set_seed(12)

ZIPS = ["10001", "10002", "10003", "94103", "94105", "94110", "60601", "60614", "73301", "02139"]
CARRIERS = ["ups", "fedex", "usps", "dhl"]
n = 5000
csv = io.StringIO()
pd.DataFrame({
    "zip": rng.choice(ZIPS, n),
    "carrier": rng.choice(CARRIERS, n),
    "weight_kg": rng.gamma(2.0, 1.5, n).round(2),
    "distance_km": rng.uniform(5, 3000, n).round(1),
    "days": rng.integers(1, 9, n),
}).to_csv(csv, index=False)
csv.seek(0)

# vocabularies shipped with the serving config
vocab = json.loads(json.dumps({"zip": ZIPS, "carrier": CARRIERS}))
df = pd.read_csv(csv)
print(df.dtypes)
print(df.head(3))

zip_in = keras.Input(shape=(1,), name="zip", dtype=df["zip"].dtype.name)
carrier_in = keras.Input(shape=(1,), name="carrier", dtype="string")
num_in = keras.Input(shape=(2,), name="numeric")

zip_idx = layers.StringLookup(vocabulary=vocab["zip"], name="zip_lookup")(zip_in)
car_idx = layers.StringLookup(vocabulary=vocab["carrier"], name="carrier_lookup")(carrier_in)
z = layers.Flatten()(layers.Embedding(len(ZIPS) + 1, 4)(zip_idx))
c = layers.Flatten()(layers.Embedding(len(CARRIERS) + 1, 2)(car_idx))
num = layers.Normalization()
num.adapt(df[["weight_kg", "distance_km"]].to_numpy("float32"))
h = layers.Concatenate()([z, c, num(num_in)])
h = layers.Dense(32, activation="relu")(h)
out = layers.Dense(1, name="days")(h)
model = keras.Model({"zip": zip_in, "carrier": carrier_in, "numeric": num_in}, out, name="eta_model")
model.compile(optimizer="adam", loss="mse", metrics=["mae"])

inputs = {
    "zip": df[["zip"]].to_numpy(),
    "carrier": tf.constant(df[["carrier"]].to_numpy().astype(str)),
    "numeric": df[["weight_kg", "distance_km"]].to_numpy("float32"),
}
model.fit(inputs, df["days"].to_numpy("float32"), batch_size=64, epochs=3, validation_split=0.2, verbose=2)
