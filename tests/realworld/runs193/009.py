"""Document layout model: class of the region + bounding box (x1, y1, x2, y2) from 48 handcrafted features."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(9)
N = 1500
X = rng.normal(size=(N, 48)).astype("float32")
cls = rng.integers(0, 6, N)
boxes = rng.uniform(0, 1, size=(N, 4)).astype("float32")   # x1, y1, x2, y2 normalised

inp = keras.Input(shape=(48,))
h = layers.Dense(128, activation="relu")(inp)
h = layers.Dropout(0.2)(h)
h = layers.Dense(64, activation="relu")(h)
cls_out = layers.Dense(6, name="cls")(h)
box_out = layers.Dense(2, activation="sigmoid", name="box")(h)   # center x, center y
model = keras.Model(inp, [cls_out, box_out])
model.compile(optimizer=keras.optimizers.AdamW(1e-3),
              loss=[keras.losses.SparseCategoricalCrossentropy(from_logits=True), keras.losses.Huber()],
              loss_weights=[1.0, 5.0])
model.fit(X, [cls, boxes], batch_size=50, epochs=3, verbose=2)
