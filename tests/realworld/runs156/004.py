"""Tiny 3D-CNN action classifier on short video clips (8 frames, 32x32).
Mixed precision turned on to halve activation memory, as in the GPU recipe."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

NUM_CLASSES = 5
rng = np.random.default_rng(3)
clips = rng.random((160, 8, 32, 32, 3), dtype=np.float32)
labels = rng.integers(0, NUM_CLASSES, size=(160,))

train_ds = (tf.data.Dataset.from_tensor_slices((clips, labels))
            .shuffle(160).batch(16).prefetch(tf.data.AUTOTUNE))

def c3d_block(x, filters):
    x = layers.Conv3D(filters, 3, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    x = layers.Activation("relu")(x)
    x = layers.AveragePooling3D(pool_size=(1, 2, 2))(x)
    return x

inp = keras.Input(shape=(8, 32, 32, 3))
x = c3d_block(inp, 16)
x = c3d_block(x, 32)
x = layers.GlobalAveragePooling3D()(x)
x = layers.Dense(64, activation="relu")(x)
out = layers.Dense(NUM_CLASSES, activation="softmax", dtype="float32")(x)
model = keras.Model(inp, out, name="c3d_small")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(train_ds, epochs=2)
