# Fine-tune a small CNN from a pretrained checkpoint produced by the previous experiment
import os, numpy as np, tensorflow as tf, keras
from keras import layers

def build(width):
    return keras.Sequential([
        keras.Input(shape=(28, 28, 1)),
        layers.Conv2D(16, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, activation="relu"),
        layers.GlobalAveragePooling2D(),
        layers.Dense(width, activation="relu"),
        layers.Dense(10),
    ], name="small_cnn")

rng = np.random.default_rng(3)
x = rng.random((512, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=512)
os.makedirs("ckpt", exist_ok=True)
if not os.path.exists("ckpt/pretrain.weights.h5"):
    pre = build(64)
    pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    pre.fit(x, y, epochs=1, batch_size=64, verbose=2)
    pre.save_weights("ckpt/pretrain.weights.h5")
    print("saved pretrain weights")

model = build(128)   # head widened for fine-tuning config
model.load_weights("ckpt/pretrain.weights.h5")
model.compile(keras.optimizers.SGD(1e-2, momentum=0.9),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=64, verbose=2)
