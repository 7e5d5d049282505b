"""Train a house-price regressor, export a SavedModel for TF Serving, then run the
serving smoke test the deploy job runs: load the SavedModel and call serving_default
on rows read with pandas."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(2)
cols = ["sqft", "bedrooms", "bathrooms", "age", "lot_size", "dist_center"]
df = pd.DataFrame(rng.normal(size=(2000, len(cols))), columns=cols)
df["price"] = 3 * df.sqft + 0.5 * df.bedrooms - 0.8 * df.age - 1.2 * df.dist_center + rng.normal(0, 0.3, 2000)
print(df.describe().loc[["mean", "std"]].round(3))

x = df[cols].to_numpy("float32")
y = df["price"].to_numpy("float32")
norm = keras.layers.Normalization()
norm.adapt(x)
model = keras.Sequential([keras.Input((len(cols),)), norm,
                          keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse", metrics=["mae"])
model.fit(x, y, validation_split=0.1, epochs=6, batch_size=64, verbose=2)


class Exportable(tf.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    @tf.function(input_signature=[tf.TensorSpec([None, len(cols)], tf.float32, name="features")])
    def serve(self, features):
        return {"price": self.m(features, training=False)}


export_dir = "/home/user/project/price_model_007/1"
exp = Exportable(model)
tf.saved_model.save(exp, export_dir, signatures={"serving_default": exp.serve})
print("exported to", export_dir)

# ---- serving smoke test (deploy/smoke_test.py) ----
loaded = tf.saved_model.load(export_dir)
infer = loaded.signatures["serving_default"]
print("signature inputs:", infer.structured_input_signature)
batch = pd.DataFrame(rng.normal(size=(8, len(cols))), columns=cols)   # rows from the request log
out = infer(features=tf.constant(batch[cols].values))
print("predicted prices:", out["price"].numpy().ravel().round(2))
