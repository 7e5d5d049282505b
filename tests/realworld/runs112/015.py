"""Two-head model (defect class + severity regression) on inspection images; losses given per output."""
import numpy as np
import keras

rng = np.random.default_rng(15)
imgs = rng.random((400, 32, 32, 1)).astype("float32")
cls = rng.integers(0, 4, 400)
sev = rng.random(400).astype("float32")

inp = keras.Input((32, 32, 1), name="image")
h = keras.layers.Conv2D(16, 3, activation="relu")(inp)
h = keras.layers.MaxPooling2D()(h)
h = keras.layers.Conv2D(32, 3, activation="relu")(h)
h = keras.layers.GlobalAveragePooling2D()(h)
defect = keras.layers.Dense(4, activation="softmax", name="defect_type")(h)
severity = keras.layers.Dense(1, name="severity")(h)
model = keras.Model(inp, {"defect_type": defect, "severity": severity})

model.compile(
    optimizer="adam",
    loss={"defect": "sparse_categorical_crossentropy", "severity": "mse"},
    loss_weights={"defect": 1.0, "severity": 0.5},
    metrics={"defect": ["accuracy"]},
)
model.fit(imgs, {"defect_type": cls, "severity": sev}, batch_size=32, epochs=2)
