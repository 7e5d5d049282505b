# Keras 3 (JAX backend) text-feature classifier; labels kept as class ids from the torch pipeline
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 40)).astype("float32")
y = (X @ rng.normal(size=(40, 5))).argmax(-1).astype("int64")    # class ids 0..4, as for torch CrossEntropyLoss
print("X", X.shape, "y", y.shape, y[:10])

model = keras.Sequential([
    keras.Input((40,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(5, activation="softmax"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(X, y, batch_size=64, epochs=5, validation_split=0.1, verbose=2)
