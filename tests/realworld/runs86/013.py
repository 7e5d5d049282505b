# Multi-task model (category + price) ported from a torch module returning a dict of heads.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 2000
x = rng.standard_normal((N, 24)).astype("float32")
y_cls = rng.integers(0, 5, size=N)
y_price = (x[:, :3].sum(1) * 10 + 50).astype("float32")

inp = keras.Input((24,), name="features")
h = layers.Dense(64, activation="relu", name="trunk1")(inp)
h = layers.Dense(64, activation="relu", name="trunk2")(h)
cls_logits = layers.Dense(5, name="category_head")(h)
price = layers.Dense(1, name="price_head")(h)
model = keras.Model(inp, {"category": cls_logits, "price": price})

# same keys as the torch loss dict
model.compile(
    optimizer="adam",
    loss={"category_logits": keras.losses.SparseCategoricalCrossentropy(from_logits=True),
          "price": "mse"},
    loss_weights={"category_logits": 1.0, "price": 0.01},
    metrics={"category_logits": ["accuracy"]},
)
model.fit(x, {"category_logits": y_cls, "price": y_price}, batch_size=64, epochs=3, verbose=2)
