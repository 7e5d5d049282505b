"""Small CNN on synthetic 32x32 RGB images (healthy baseline)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
n, ncls = 1200, 3
y = rng.integers(0, ncls, size=n)
x = rng.normal(0, 0.3, size=(n, 32, 32, 3)).astype("float32")
for c in range(ncls):                      # class-dependent colour blob so it is learnable
    x[y == c, 8:24, 8:24, c] += 1.0

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dropout(0.2),
    layers.Dense(ncls, activation="softmax"),
], name="tiny_cnn")
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
hist = model.fit(x, y, batch_size=64, epochs=4, validation_split=0.2, verbose=2)
print("final val_accuracy:", round(hist.history["val_accuracy"][-1], 4))
