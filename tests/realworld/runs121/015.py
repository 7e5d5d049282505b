"""Transformer text classifier with AdamW + warmup, from a 2021 TF2 tutorial (tensorflow_addons optimizers)."""
import numpy as np
import tensorflow as tf
import tensorflow_addons as tfa
import keras

rng = np.random.default_rng(12)
X = rng.integers(1, 2000, size=(800, 64))
y = rng.integers(0, 4, size=(800,))
inp = keras.Input((64,), dtype="int32")
h = keras.layers.Embedding(2000, 64)(inp)
h = keras.layers.MultiHeadAttention(4, 16)(h, h)
h = keras.layers.GlobalAveragePooling1D()(h)
model = keras.Model(inp, keras.layers.Dense(4)(h))
opt = tfa.optimizers.AdamW(weight_decay=1e-4, learning_rate=3e-4)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, epochs=2, batch_size=32)
