"""House price regression (California-housing-like synthetic data), raw targets in dollars."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
n = 8000
feats = np.stack([
    rng.uniform(1, 15, n),        # median income (10k$)
    rng.uniform(1, 52, n),        # house age
    rng.uniform(2, 10, n),        # avg rooms
    rng.uniform(300, 5000, n),    # population
    rng.uniform(32, 42, n),       # latitude
    rng.uniform(-124, -114, n),   # longitude
], axis=1).astype("float32")
price = (40000 * feats[:, 0] + 1200 * feats[:, 2] - 800 * feats[:, 1]
         + rng.normal(0, 20000, n)).astype("float32")

model = keras.Sequential([
    keras.Input((6,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="mse", metrics=["mae"])
model.fit(feats, price, batch_size=32, epochs=4, validation_split=0.2)
