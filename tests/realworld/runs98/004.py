"""CIFAR-like small CNN; checkpoint every 5 epochs like the old tf.keras tutorial did."""
import os
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
x = rng.random((512, 32, 32, 3)).astype("float32")
y = rng.integers(0, 10, size=(512,)).astype("int32")

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])

ckpt_dir = "/home/user/project/004_ckpt"
os.makedirs(ckpt_dir, exist_ok=True)
ckpt = keras.callbacks.ModelCheckpoint(
    filepath=os.path.join(ckpt_dir, "cp-{epoch:04d}.weights.h5"),
    save_weights_only=True,
    verbose=1,
    period=5,
)
model.fit(x, y, epochs=10, batch_size=64, callbacks=[ckpt], validation_split=0.1, verbose=2)
