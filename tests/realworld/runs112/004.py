"""Same training script, switched to the JAX backend for speed as the Keras 3 docs suggest."""
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras

print("Keras", keras.__version__, "backend", keras.backend.backend())
x = np.random.rand(1024, 32).astype("float32")
y = np.random.randint(0, 4, size=(1024,))
model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(64, activation="gelu"),
                          keras.layers.Dense(4)])
model.compile(optimizer="adamw", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["sparse_categorical_accuracy"])
model.fit(x, y, batch_size=128, epochs=3)
