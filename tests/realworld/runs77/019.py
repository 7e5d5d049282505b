import os
os.environ["KERAS_BACKEND"] = "jax"
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# Keras 3 data parallel over 4 host devices (keras.distribution), batch size kept from the single-GPU config
import numpy as np
import keras
print("keras", keras.__version__, "backend", keras.backend.backend())
devices = keras.distribution.list_devices()
print("devices", devices)
keras.distribution.set_distribution(keras.distribution.DataParallel(devices=devices))
inputs = keras.Input((32,), dtype="int32")
x = keras.layers.Embedding(500, 32)(inputs)
x = keras.layers.MultiHeadAttention(num_heads=2, key_dim=16)(x, x)
x = keras.layers.GlobalAveragePooling1D()(x)
outputs = keras.layers.Dense(2, activation="softmax")(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
X = np.random.randint(0, 500, (600, 32)); y = (X[:, 0] > 250).astype("int32")
model.fit(X, y, batch_size=30, epochs=2)
