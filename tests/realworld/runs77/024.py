import os
os.environ["KERAS_BACKEND"] = "jax"
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# healthy: Keras 3 (JAX backend) small transformer encoder, DataParallel over 4 host devices, batch 32
import numpy as np
import keras
print("keras", keras.__version__, "backend", keras.backend.backend())
keras.utils.set_random_seed(0)
keras.distribution.set_distribution(keras.distribution.DataParallel(devices=keras.distribution.list_devices()))
V, T = 200, 24
inputs = keras.Input((T,), dtype="int32")
x = keras.layers.Embedding(V, 32)(inputs)
a = keras.layers.MultiHeadAttention(num_heads=2, key_dim=16)(x, x)
x = keras.layers.LayerNormalization()(x + a)
f = keras.layers.Dense(32)(keras.layers.Dense(64, activation="gelu")(x))
x = keras.layers.LayerNormalization()(x + f)
x = keras.layers.GlobalAveragePooling1D()(x)
outputs = keras.layers.Dense(2, activation="softmax")(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.AdamW(2e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
rng = np.random.default_rng(0)
X = rng.integers(1, V, (1024, T)); y = (X == 7).any(1).astype("int32")
model.fit(X, y, batch_size=32, epochs=6, validation_split=0.125, verbose=2)
print("eval", model.evaluate(X[:256], y[:256], batch_size=32, verbose=0))
