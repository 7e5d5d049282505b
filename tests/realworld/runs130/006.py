"""Train a small churn model, export a SavedModel with a serving signature,
then run the batch-scoring client against the exported signature."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(6)
rng = np.random.default_rng(6)
EXPORT_DIR = "/home/user/project/churn_savedmodel_006"

N, D = 2000, 12
x = rng.normal(size=(N, D)).astype("float32")
y = (x[:, 0] - 0.7 * x[:, 3] + 0.3 * rng.normal(size=N) > 0).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(D,), name="features"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=3, validation_split=0.2, verbose=2)


class ChurnModule(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec([None, D], tf.float32, name="features")])
    def serve(self, features):
        p = self.model(features, training=False)
        return {"churn_probability": p, "churn": tf.cast(p > 0.5, tf.int32)}


shutil.rmtree(EXPORT_DIR, ignore_errors=True)
module = ChurnModule(model)
tf.saved_model.save(module, EXPORT_DIR, signatures={"serving_default": module.serve})
print("exported to", EXPORT_DIR)

# ---- scoring client ----
loaded = tf.saved_model.load(EXPORT_DIR)
infer = loaded.signatures["serving_default"]
print("signature inputs:", infer.structured_input_signature)
batch = tf.constant(rng.normal(size=(16, D)).astype("float32"))
out = infer(batch)
print("scored", out["churn_probability"].shape[0], "customers; churn rate",
      float(tf.reduce_mean(tf.cast(out["churn"], tf.float32))))
