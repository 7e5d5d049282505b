"""Product model with two heads: category (classification) and price (regression)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(3)
X = rng.normal(size=(2000, 24)).astype("float32")
y_cat = (X[:, :4].argmax(1)).astype("int32")
y_price = (X[:, 5] * 3.0 + 10.0).astype("float32")

inp = keras.Input(shape=(24,), name="features")
h = layers.Dense(64, activation="relu")(inp)
h = layers.Dense(32, activation="relu")(h)
cat_out = layers.Dense(4, name="category")(h)
price_out = layers.Dense(1, name="price")(h)
model = keras.Model(inp, {"category": cat_out, "price": price_out})

model.compile(
    optimizer="adam",
    loss={"category_logits": keras.losses.SparseCategoricalCrossentropy(from_logits=True),
          "price": "mse"},
    loss_weights={"category_logits": 1.0, "price": 0.1},
    metrics={"category_logits": ["accuracy"], "price": ["mae"]},
)
model.fit(X, {"category": y_cat, "price": y_price}, epochs=3, batch_size=64, validation_split=0.2, verbose=2)
