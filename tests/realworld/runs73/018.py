# Custom robust-scaling layer (median/IQR per batch) written with keras.ops, used in model.fit
import numpy as np
import keras
from keras import layers, ops

class BatchRobustScale(layers.Layer):
    def call(self, x):
        xs = ops.convert_to_numpy(x)                      # np.percentile is not in keras.ops
        q25, q50, q75 = np.percentile(xs, [25, 50, 75], axis=0).astype("float32")
        iqr = np.maximum(q75 - q25, 1e-6)
        return (x - ops.convert_to_tensor(q50)) / ops.convert_to_tensor(iqr)

rng = np.random.default_rng(0)
x = rng.standard_t(df=2, size=(2048, 10)).astype("float32")
y = (np.median(x, axis=1) > 0).astype("float32")

# quick sanity check in eager mode
print("scaled sample:", BatchRobustScale()(x[:256]).numpy()[0][:4])

model = keras.Sequential([keras.Input((10,)), BatchRobustScale(), layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=3, batch_size=128)
