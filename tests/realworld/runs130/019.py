"""ViT-tiny style patch classifier; optimizer setup copied from a TF 2.11 notebook."""
import numpy as np
import tensorflow as tf
from tensorflow import keras

tf.random.set_seed(19)
rng = np.random.default_rng(19)
x = rng.normal(size=(1024, 32, 32, 3)).astype("float32")
y = rng.integers(0, 10, 1024).astype("int32")

inputs = keras.Input(shape=(32, 32, 3))
h = keras.layers.Conv2D(64, 4, strides=4)(inputs)          # 8x8 patches
h = keras.layers.Reshape((64, 64))(h)
h = keras.layers.LayerNormalization()(h)
h = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = keras.layers.GlobalAveragePooling1D()(h)
outputs = keras.layers.Dense(10)(h)
model = keras.Model(inputs, outputs)

optimizer = keras.optimizers.experimental.AdamW(learning_rate=1e-3, weight_decay=1e-4)
optimizer.exclude_from_weight_decay(var_names=["layer_normalization", "bias"])
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
