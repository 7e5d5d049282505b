# Fine-tune a small CNN classifier from a pretrained backbone checkpoint (Keras 3 .weights.h5)
import numpy as np
import keras
from keras import layers

def build(width):
    inp = keras.Input(shape=(32, 32, 3))
    x = layers.Conv2D(32, 3, activation="relu", name="conv1")(inp)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, activation="relu", name="conv2")(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dense(width, activation="relu", name="fc")(x)
    out = layers.Dense(10, name="head")(x)
    return keras.Model(inp, out, name="smallcnn")

rng = np.random.default_rng(0)
x = rng.normal(size=(512, 32, 32, 3)).astype("float32")
y = rng.integers(0, 10, size=(512,))

pre = build(256)
pre.compile(optimizer=keras.optimizers.Adam(1e-3),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pre.fit(x, y, batch_size=64, epochs=1, verbose=2)
pre.save_weights("pretrained.weights.h5")
print("saved pretrained.weights.h5")

cfg = {"hidden_size": 128, "lr": 5e-4, "epochs": 2}
model = build(cfg["hidden_size"])
model.load_weights("pretrained.weights.h5")
model.compile(optimizer=keras.optimizers.Adam(cfg["lr"]),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=cfg["epochs"], verbose=2)
