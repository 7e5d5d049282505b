"""Export a trained churn model as a SavedModel for TF Serving, then wrap the export in a
Keras 3 pipeline with TFSMLayer for batch scoring (endpoint name taken from the old TF1 signature)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(13)
x = rng.normal(size=(1000, 10)).astype("float32")
y = (x[:, 2] - x[:, 7] > 0).astype("float32")

model = keras.Sequential([keras.Input(shape=(10,), name="features"),
                          layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=3, batch_size=64, verbose=2)

export_dir = "/home/user/project/013_churn_savedmodel"
model.export(export_dir)

# ---- batch scoring job ----
scorer = keras.Sequential([
    keras.Input(shape=(10,)),
    keras.layers.TFSMLayer(export_dir, call_endpoint="predict"),
])
scores = scorer.predict(x[:16], verbose=0)
print("scores:", np.round(scores[:4].ravel(), 3))
