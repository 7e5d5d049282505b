"""Imbalanced fraud detector; hyper-parameters (incl. class weights) come from a JSON config."""
import json
import numpy as np
import keras
from keras import layers

CONFIG = json.loads("""
{
  "batch_size": 128,
  "epochs": 3,
  "learning_rate": 0.001,
  "class_weight": {"0": 1.0, "1": 25.0}
}
""")

rng = np.random.default_rng(9)
n = 10000
X = rng.normal(size=(n, 30)).astype("float32")
y = ((X[:, 0] + 0.5 * X[:, 3]) > 2.0).astype("int32")
print(f"positives: {int(y.sum())} / {n}")

model = keras.Sequential([
    keras.Input((30,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(CONFIG["learning_rate"]), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.Recall(name="recall")])
model.fit(X, y, batch_size=CONFIG["batch_size"], epochs=CONFIG["epochs"],
          validation_split=0.2, class_weight=CONFIG["class_weight"])
